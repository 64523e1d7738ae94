/// A control that chooses one of several values: SwiftUI's `Picker`.
///
/// Its choices are the views of its content with a ``View/tag(_:)`` of the selection's type:
///
/// ```swift
/// Picker("Top posts digest", selection: $store.digest) {
///   ForEach(Digest.allCases, id: \.self) { digest in
///     Text(digest.title).tag(digest)
///   }
/// }
/// ```
///
/// A web page shows it as a native select (or radio buttons, or segments), named by its label.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a label view.
  public init(
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with a label view, given before the content (deprecated in SwiftUI).
  public init(
    selection: Binding<SelectionValue>,
    label: Label,
    @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
    self.label = label
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
  /// A picker titled with a localized key and a symbol.
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      SwiftUI.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension Picker: View {
  public var body: Never { _primitiveBody() }
}

extension Picker: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    let isEnabled = environment.isEnabled
    var description = PickerDescription(
      title: (self.label as? Text)?.plainText ?? "",
      isEnabled: isEnabled,
      style: environment.controlStyle("picker")
    )
    let focus = environment[FocusBindingKey.self]
    description.isFocused = focus?.isFocused()
    var actions = RenderActions()
    if let focus {
      actions.setFocus = focus.setFocused
    }
    resolution.element = RenderElement(.picker(description), actions: actions)
    resolution.addSlot("label", self.label)
    var contentEnvironment = resolution.childEnvironment
    contentEnvironment[TagSelectionKey.self] = TagSelection(self.selection, isEnabled: isEnabled)
    contentEnvironment[FocusBindingKey.self] = nil
    resolution.addSlot("content", self.content, environment: contentEnvironment)
  }
}

/// The selection of the picker (or tab view) above: the views with a ``View/tag(_:)`` below
/// are its choices.
struct TagSelection {
  let isSelected: (AnyHashable) -> Bool
  let select: ((AnyHashable) -> Void)?

  init<Value: Hashable>(_ selection: Binding<Value>, isEnabled: Bool) {
    self.isSelected = { tag in AnyHashable(selection.wrappedValue) == tag }
    self.select =
      isEnabled
      ? { tag in
        if let value = tag.base as? Value {
          selection.wrappedValue = value
        }
      } : nil
  }
}

struct TagSelectionKey: EnvironmentKey {
  static var defaultValue: TagSelection? { nil }
}

/// A view with a tag: inside a ``Picker``, a choice.
struct TagModifier<Value: Hashable>: ViewModifier, _PrimitiveModifier {
  let tag: Value

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    if let tabs = resolution.environment[TabContextKey.self],
      let index = resolution.environment[TabIndexKey.self]
    {
      // A tab's tag, which its tab view's selection chooses.
      let tag = AnyHashable(self.tag)
      if tabs.tags.valueWithoutTracking[index] != tag {
        tabs.tags.value[index] = tag
      }
      resolution.childEnvironment[TabIndexKey.self] = nil
    }
    guard let selection = resolution.environment[TagSelectionKey.self] else {
      resolution.add(content, .index(0))
      return
    }
    let tag = AnyHashable(self.tag)
    var actions = RenderActions()
    if let select = selection.select {
      actions.press = { select(tag) }
    }
    resolution.element = RenderElement(
      .option(OptionDescription(isSelected: selection.isSelected(tag))),
      actions: actions
    )
    resolution.childEnvironment[TagSelectionKey.self] = nil
    resolution.add(content, .index(0))
  }
}

extension View {
  /// A tag for the view: inside a ``Picker``, the value it chooses; inside a ``TabView``, the
  /// tab's.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    self.modifier(TagModifier(tag: tag))
  }

  /// A tag for the view, when `includeOptional` also matching an optional selection.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    self.modifier(TagModifier(tag: tag))
  }
}
