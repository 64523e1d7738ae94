/// A control that turns something on or off: SwiftUI's `Toggle`.
///
/// ```swift
/// Toggle("Protect my posts", isOn: $store.protectMyPosts)
/// ```
///
/// A web page shows it as a switch (`role="switch"`), named by its label.
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A toggle of several bindings: on when all are on; turning it on or off writes them all.
  public init<C: RandomAccessCollection>(
    sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>,
    @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.isOn = Binding(
      get: { bindings.allSatisfy(\.wrappedValue) },
      set: { newValue in
        for binding in bindings {
          binding.wrappedValue = newValue
        }
      }
    )
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// A toggle titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A toggle titled with a localized key and a symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle titled with a string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: View {
  public var body: Never { _primitiveBody() }
}

extension Toggle: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    let isEnabled = environment.isEnabled
    var description = ToggleDescription(
      isOn: self.isOn.wrappedValue,
      isEnabled: isEnabled,
      style: environment.controlStyle("toggle"),
      tint: environment.tint
    )
    let focus = environment[FocusBindingKey.self]
    description.isFocused = focus?.isFocused()
    var actions = RenderActions()
    if isEnabled {
      let isOn = self.isOn
      actions.setBool = { isOn.wrappedValue = $0 }
    }
    if let focus {
      actions.setFocus = focus.setFocused
    }
    resolution.element = RenderElement(.toggle(description), actions: actions)
    if let style = environment[CustomToggleStyleKey.self] {
      resolution.add(
        style.makeBody(
          ToggleStyleConfiguration(
            label: ButtonStyleConfiguration.Label(view: self.label),
            isOn: self.isOn
          )
        ),
        .index(0)
      )
    } else {
      resolution.add(self.label, .index(0))
    }
  }
}
