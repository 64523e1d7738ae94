#if !canImport(Darwin)
  import SwiftUI

  extension Alert {
    /// An alert that shows an ``AlertState``: its title, its message, and its buttons (the
    /// first two: an `Alert` shows one or two), which call `action` with their action when
    /// tapped (`nil` for a button without one).
    ///
    /// ```swift
    /// .alert(item: $alert) { alertState in
    ///   Alert(alertState) { action in
    ///     if let action { store.send(.alert(action)) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The alert's state.
    ///   - action: Called with the action of the button tapped, or `nil`.
    public init<Action>(_ state: AlertState<Action>, action: @escaping (Action?) -> Void) {
      let buttons = Self.buttons(of: state)
      if buttons.count <= 1 {
        self.init(
          title: Text(state.title),
          message: state.message.map { Text($0) },
          dismissButton: buttons.first.map { Alert.Button($0, action: action) }
        )
      } else {
        self.init(
          title: Text(state.title),
          message: state.message.map { Text($0) },
          primaryButton: Alert.Button(buttons[0], action: action),
          secondaryButton: Alert.Button(buttons[1], action: action)
        )
      }
    }

    /// An alert that shows an ``AlertState``, whose buttons call an asynchronous `action` with
    /// their action when tapped (`nil` for a button without one).
    ///
    /// - Parameters:
    ///   - state: The alert's state.
    ///   - action: Called with the action of the button tapped, or `nil`.
    public init<Action: Sendable>(
      _ state: AlertState<Action>,
      action: @escaping @Sendable (Action?) async -> Void
    ) {
      let buttons = Self.buttons(of: state)
      if buttons.count <= 1 {
        self.init(
          title: Text(state.title),
          message: state.message.map { Text($0) },
          dismissButton: buttons.first.map { Alert.Button($0, action: action) }
        )
      } else {
        self.init(
          title: Text(state.title),
          message: state.message.map { Text($0) },
          primaryButton: Alert.Button(buttons[0], action: action),
          secondaryButton: Alert.Button(buttons[1], action: action)
        )
      }
    }

    /// The buttons an `Alert` can show: the first two, and a report when there are more.
    private static func buttons<Action>(of state: AlertState<Action>) -> [ButtonState<Action>] {
      if state.buttons.count > 2 {
        reportIssue(
          """
          An 'Alert' shows at most two buttons, and the 'AlertState' it was made from has \
          \(state.buttons.count): only the first two are shown.
          """
        )
      }
      return Array(state.buttons.prefix(2))
    }
  }

  extension Alert.Button {
    /// A button of an `Alert` or `ActionSheet` that shows a ``ButtonState``: its label, with its
    /// role, and a tap calls `action` with its action (`nil` for a button without one).
    ///
    /// - Parameters:
    ///   - button: The button's state.
    ///   - action: Called with the button's action, or `nil`, when it is tapped.
    public init<Action>(_ button: ButtonState<Action>, action: @escaping (Action?) -> Void) {
      let label = Text(button.label)
      // Called on the main actor, where the alert that shows the button is.
      let tapped = UncheckedSendable((button: button, action: action))
      let tap: @MainActor () -> Void = { tapped.value.button.withAction(tapped.value.action) }
      switch button.role {
      case .cancel?:
        self = .cancel(label, action: tap)
      case .destructive?:
        self = .destructive(label, action: tap)
      case nil:
        self = .default(label, action: tap)
      }
    }

    /// A button of an `Alert` or `ActionSheet` that shows a ``ButtonState``, and calls an
    /// asynchronous `action` with its action (`nil` for a button without one) when tapped.
    ///
    /// - Parameters:
    ///   - button: The button's state.
    ///   - action: Called with the button's action, or `nil`, when it is tapped.
    public init<Action: Sendable>(
      _ button: ButtonState<Action>,
      action: @escaping @Sendable (Action?) async -> Void
    ) {
      let label = Text(button.label)
      let tap: @MainActor () -> Void = {
        let button = UncheckedSendable(button)
        Task { await button.value.withAction(action) }
      }
      switch button.role {
      case .cancel?:
        self = .cancel(label, action: tap)
      case .destructive?:
        self = .destructive(label, action: tap)
      case nil:
        self = .default(label, action: tap)
      }
    }
  }
#endif
