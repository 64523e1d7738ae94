/// Several views in a row: what a ``ViewBuilder`` closure with several statements builds.
public struct TupleView<T> {
  /// The views, as a tuple.
  public var value: T
  /// The views, in order, for the renderers.
  let children: [any View]

  /// Creates a view from a tuple of views.
  public init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }
}

extension TupleView: View {
  public var body: Never { _primitiveBody() }
}

extension TupleView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    for (index, child) in self.children.enumerated() {
      resolution.add(child, .index(index))
    }
  }
}
