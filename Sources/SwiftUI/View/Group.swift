/// Views grouped together, without a container of their own: modifiers applied to a group apply
/// to each of its views.
public struct Group<Content> {
  let content: Content
}

extension Group where Content: View {
  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Group: View where Content: View {
  public var body: Never { _primitiveBody() }
}

extension Group: _PrimitiveView where Content: View {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.add(self.content, .index(0))
  }
}
