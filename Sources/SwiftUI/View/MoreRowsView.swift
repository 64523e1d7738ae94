/// The end of the rows a lazy container shows of a ``ForEach`` that has more: an element of
/// kind ``RenderElement/Kind/moreRows`` whose ``RenderActions/showMore`` makes the next page.
struct MoreRowsView: View, _PrimitiveView, SameInputComparable {
  let rows: LazyRows

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    var actions = RenderActions()
    let rows = self.rows
    actions.showMore = { rows.showMore() }
    resolution.element = RenderElement(.moreRows, actions: actions)
  }

  func isSameInput(as other: MoreRowsView) -> Bool {
    self.rows === other.rows
  }
}
