/// A control that opens a URL: SwiftUI's `Link`. A web page opens it in a new tab.
public struct Link<Label: View> {
  let destination: URL
  let label: Label

  /// A link with a label view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  /// A link titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: View {
  public var body: Never { _primitiveBody() }
}

extension Link: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .link(
        LinkDescription(
          url: self.destination.absoluteString,
          isEnabled: resolution.environment.isEnabled
        )
      )
    )
    resolution.add(self.label, .index(0))
  }
}

/// A button that shows a menu of buttons: SwiftUI's `Menu`.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  /// A menu with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.primaryAction = nil
  }

  /// A menu with a label view and an action on a plain press.
  @preconcurrency
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// A menu titled with a localized key and a symbol.
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Menu: View {
  public var body: Never { _primitiveBody() }
}

extension Menu: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    var actions = RenderActions()
    actions.press = self.primaryAction
    resolution.element = RenderElement(
      .menu(isEnabled: resolution.environment.isEnabled),
      actions: actions
    )
    resolution.addSlot("label", self.label)
    resolution.addSlot("content", self.content)
  }
}

/// A button that turns editing on and off for the views around it (the ``EnvironmentValues/editMode``
/// of its navigation stack): SwiftUI's `EditButton`.
public struct EditButton: View, _PrimitiveView {
  public init() {}

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    let editMode = resolution.environment.editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    var actions = RenderActions()
    if let editMode, resolution.environment.isEnabled {
      actions.press = {
        editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
      }
    }
    resolution.element = RenderElement(.editButton(isEditing: isEditing), actions: actions)
  }
}

/// Content shown or hidden under a label: SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A disclosure group with a label view, that keeps whether it is expanded itself.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.isExpanded = nil
  }

  /// A disclosure group with a label view, expanded when a binding says so.
  public init(
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.content = content()
    self.label = label()
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A disclosure group titled with a localized key, expanded when a binding says so.
  public init(
    _ titleKey: LocalizedStringKey,
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

extension DisclosureGroup: View {
  public var body: Never { _primitiveBody() }
}

extension DisclosureGroup: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let binding: Binding<Bool>
    if let isExpanded = self.isExpanded {
      binding = isExpanded
    } else {
      let storage =
        resolution.node.persistent as? StateStorage<Bool> ?? StateStorage(false)
      resolution.node.persistent = storage
      binding = Binding(get: { storage.value }, set: { storage.value = $0 })
    }
    let isExpanded = binding.wrappedValue
    var actions = RenderActions()
    actions.setBool = { binding.wrappedValue = $0 }
    resolution.element = RenderElement(.disclosureGroup(isExpanded: isExpanded), actions: actions)
    resolution.addSlot("label", self.label)
    if isExpanded {
      resolution.addSlot("content", self.content)
    }
  }
}
