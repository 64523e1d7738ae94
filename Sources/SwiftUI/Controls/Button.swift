/// A control that runs an action when pressed: SwiftUI's `Button`.
///
/// ```swift
/// Button("Add") { store.send(.addButtonTapped) }
/// Button(role: .destructive) { store.send(.deleteButtonTapped) } label: {
///   Label("Delete", systemImage: "trash")
/// }
/// ```
///
/// A renderer runs the action when a person presses the button it shows, unless the button is
/// disabled (``View/disabled(_:)``).
public struct Button<Label: View> {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button with a label view.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  /// A button with a role and a label view.
  @preconcurrency
  public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button titled with a localized key.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  @_disfavoredOverload
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a localized key.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button titled with a localized key and a symbol.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button titled with a string and a symbol.
  @_disfavoredOverload
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S,
    systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, titled with a localized key and a symbol.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a role, titled with a string and a symbol.
  @_disfavoredOverload
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S,
    systemImage: String,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
  }
}

extension Button: View {
  public var body: Never { _primitiveBody() }
}

extension Button: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    let isEnabled = environment.isEnabled
    let styleName = environment.controlStyle("button")
    var actions = RenderActions()
    if isEnabled {
      if let dismissAlert = environment[AlertDismissKey.self] {
        // A button of an alert runs its action, then dismisses the alert (as SwiftUI's: a
        // store's alert handles the button's action while it is still presented).
        let action = self.action
        actions.press = {
          action()
          dismissAlert()
        }
      } else {
        actions.press = self.action
      }
    }
    var description = ButtonDescription(
      role: self.role ?? environment[ButtonRoleKey.self],
      style: styleName,
      isEnabled: isEnabled,
      tint: environment.tint
    )
    description.isNavigationLink = environment[IsNavigationLinkKey.self]
    resolution.element = RenderElement(.button(description), actions: actions)
    resolution.childEnvironment[IsNavigationLinkKey.self] = false
    resolution.childEnvironment[AlertDismissKey.self] = nil
    if let style = environment[CustomButtonStyleKey.self] {
      resolution.add(
        style.makeBody(
          ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(view: self.label),
            isPressed: false,
            role: self.role
          )
        ),
        .index(0)
      )
    } else {
      resolution.add(self.label, .index(0))
    }
  }
}

/// What a button is for.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  /// The role's name, for renderers.
  @_spi(Rendering)
  public var _name: String { self.name }

  /// A button that deletes or removes something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
  /// A button that closes.
  public static let close = ButtonRole(name: "close")
  /// A button that confirms.
  public static let confirm = ButtonRole(name: "confirm")
}

/// The role of buttons below that have none (a toolbar's, a dialog's).
struct ButtonRoleKey: EnvironmentKey {
  static var defaultValue: ButtonRole? { nil }
}

/// Whether the button below is a navigation link's.
struct IsNavigationLinkKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
