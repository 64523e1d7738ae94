/// A view that shows nothing.
public struct EmptyView: Sendable {
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: View {
  public var body: Never { _primitiveBody() }
}

extension EmptyView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {}
}
