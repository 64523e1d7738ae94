#if !canImport(Darwin)
  import SwiftUI

  extension ActionSheet {
    /// An action sheet that shows a ``ConfirmationDialogState``: its title, its message, and
    /// its buttons, which call `action` with their action when tapped (`nil` for a button
    /// without one).
    ///
    /// ```swift
    /// .actionSheet(item: $dialog) { dialogState in
    ///   ActionSheet(dialogState) { action in
    ///     if let action { store.send(.dialog(action)) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The dialog's state.
    ///   - action: Called with the action of the button tapped, or `nil`.
    public init<Action>(
      _ state: ConfirmationDialogState<Action>,
      action: @escaping (Action?) -> Void
    ) {
      self.init(
        title: Text(state.title),
        message: state.message.map { Text($0) },
        buttons: state.buttons.map { ActionSheet.Button($0, action: action) }
      )
    }
  }
#endif
