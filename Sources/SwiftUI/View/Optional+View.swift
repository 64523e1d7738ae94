/// An optional view shows its view, or nothing when it is `nil`: what an `if` without `else`
/// builds.
extension Optional: View where Wrapped: View {
  public var body: Never { _primitiveBody() }
}

extension Optional: _PrimitiveView where Wrapped: View {
  func _resolve(_ resolution: inout ViewResolution) {
    if let view = self {
      resolution.add(view, .index(0))
    }
  }
}
