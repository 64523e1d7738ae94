/// A title with an icon: SwiftUI's `Label`.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label of a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a localized key, with a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a string, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a localized key, with a named image.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label titled with a string, with a named image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: View {
  public var body: Never { _primitiveBody() }
}

extension Label: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .label(LabelDescription(style: resolution.environment.controlStyle("label")))
    )
    resolution.addSlot("icon", self.icon)
    resolution.addSlot("title", self.title)
  }
}
