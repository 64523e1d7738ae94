/// A view with a modifier applied, or two modifiers applied one after the other.
public struct ModifiedContent<Content, Modifier> {
  /// The view (or modifier) that is modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies a modifier to content.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { _primitiveBody() }
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  func _resolve(_ resolution: inout ViewResolution) {
    AppliedModifier(modifier: self.modifier, content: self.content)._resolve(&resolution)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    AppliedModifier(
      modifier: self.modifier,
      content: AppliedModifier(modifier: self.content, content: content.view)
    )
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

/// A modifier applied to a view: a primitive modifier resolves the content itself; another
/// one's body runs with the content.
struct AppliedModifier<Modifier: ViewModifier>: View, _PrimitiveView {
  let modifier: Modifier
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    if let modifier = self.modifier as? any _PrimitiveModifier {
      modifier._resolve(content: self.content, &resolution)
    } else {
      resolution.add(ModifierBody(modifier: self.modifier, content: self.content), .index(0))
    }
  }
}

/// A modifier's body, applied to its content: a view with a body of its own, whose dynamic
/// properties are the modifier's.
struct ModifierBody<Modifier: ViewModifier>: View, _HostsModifier {
  let modifier: Modifier
  let content: any View

  var body: some View {
    self.modifier.body(content: _ViewModifier_Content(view: self.content))
  }

  var hostedModifier: Any {
    self.modifier
  }
}
