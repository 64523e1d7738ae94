#if !canImport(Darwin)
  import SwiftUI

  extension Text {
    /// Text that shows a ``TextState``: its characters, with the styles it was given.
    ///
    /// ```swift
    /// Text(alertState.title)
    /// ```
    public init(_ state: TextState) {
      self.init(verbatim: String(state: state))
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of a ``ButtonStateRole``.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel:
        self = .cancel
      case .destructive:
        self = .destructive
      }
    }
  }

  extension Visibility {
    /// Whether a confirmation dialog shows its title, as SwiftUI says it.
    public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic:
        self = .automatic
      case .hidden:
        self = .hidden
      case .visible:
        self = .visible
      }
    }
  }

  extension Button where Label == Text {
    /// A button that shows a ``ButtonState``, and runs `action` with the button's action when
    /// pressed (`nil` for a button without one, which only dismisses its alert).
    ///
    /// ```swift
    /// ForEach(alertState.buttons) { button in
    ///   Button(button) { action in if let action { store.send(action) } }
    /// }
    /// ```
    @MainActor
    public init<Action>(
      _ button: ButtonState<Action>,
      action: @escaping @MainActor (Action?) -> Void
    ) {
      self.init(role: button.role.map(ButtonRole.init)) {
        button.withAction(action)
      } label: {
        Text(button.label)
      }
    }
  }
#endif
