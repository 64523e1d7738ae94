/// What a ``ForEach`` can do with its rows: `onDelete` and `onMove`, set by the modifiers of
/// the same names for the ``ForEach`` they modify.
struct RowEditing {
  var onDelete: (@MainActor (IndexSet) -> Void)?
  var onMove: (@MainActor (IndexSet, Int) -> Void)?
}

struct RowEditingKey: EnvironmentKey {
  static var defaultValue: RowEditing? { nil }
}

/// A row of a ``ForEach`` that can be deleted or moved: an element of kind
/// ``RenderElement/Kind/row(_:)`` around the row's views.
struct RowView: View, _PrimitiveView {
  let index: Int
  let editing: RowEditing
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    let isEditing = resolution.environment.editMode?.wrappedValue.isEditing ?? false
    var actions = RenderActions()
    let index = self.index
    if let onDelete = self.editing.onDelete {
      actions.delete = { onDelete(IndexSet(integer: index)) }
    }
    if let onMove = self.editing.onMove {
      actions.move = { destination in onMove(IndexSet(integer: index), destination) }
    }
    resolution.element = RenderElement(
      .row(
        RowDescription(
          index: index,
          canDelete: self.editing.onDelete != nil,
          canMove: self.editing.onMove != nil,
          isEditing: isEditing
        )
      ),
      actions: actions
    )
    resolution.add(self.content, .index(0))
  }
}

/// A view made from the elements of a collection, which `onDelete`, `onMove` and `onInsert`
/// apply to: ``ForEach``, and those modifiers' results.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Lets a person delete the rows of a list: a renderer shows a way to delete each (and
  /// deletes with Delete while a row has focus); `action` gets the position of the row.
  @preconcurrency
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> some DynamicViewContent
  {
    RowEditingModifier(content: self) { $0.onDelete = action }
  }

  /// Lets a person move the rows of a list while editing: `action` gets the position of the
  /// row and the position to move it before.
  @preconcurrency
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> some DynamicViewContent
  {
    RowEditingModifier(content: self) { $0.onMove = action }
  }

  /// Accepted for source compatibility: nothing is dropped onto lists here.
  public func onInsert(
    of supportedContentTypes: [String],
    perform action: @escaping (Int, [Any]) -> Void
  ) -> some DynamicViewContent {
    self
  }
}

/// A ``DynamicViewContent`` with `onDelete` or `onMove` set for the ``ForEach`` inside.
struct RowEditingModifier<Content: DynamicViewContent>: DynamicViewContent, _PrimitiveView {
  let content: Content
  let change: (inout RowEditing) -> Void

  var data: Content.Data { self.content.data }
  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    var editing = resolution.environment[RowEditingKey.self] ?? RowEditing()
    self.change(&editing)
    resolution.childEnvironment[RowEditingKey.self] = editing
    resolution.add(self.content, .index(0))
  }
}
