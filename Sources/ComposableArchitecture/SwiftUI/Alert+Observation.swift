#if !canImport(Darwin)
  import SwiftUI

  extension View {
    /// Presents an alert while a store of its state isn't `nil`: the alert of a feature that
    /// keeps an optional ``AlertState`` (with `@Presents`).
    ///
    /// ```swift
    /// .alert($store.scope(state: \.alert, action: \.alert))
    /// ```
    ///
    /// Its buttons send their actions to the store; dismissing it (a button without an action,
    /// or Escape in a web page) writes `nil` to the binding, which sends `.dismiss`.
    @preconcurrency @MainActor
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
      let store = item.wrappedValue
      let alertState = store?.currentState()
      return self.alert(
        (alertState?.title).map(Text.init) ?? Text(verbatim: ""),
        isPresented: Binding(item),
        presenting: alertState,
        actions: { alertState in
          ForEach(alertState.buttons) { button in
            Button(role: button.role.map(ButtonRole.init)) {
              Self.send(button, to: store)
            } label: {
              Text(button.label)
            }
          }
        },
        message: { $0.message.map(Text.init) }
      )
    }

    /// Presents a confirmation dialog while a store of its state isn't `nil`: the dialog of a
    /// feature that keeps an optional ``ConfirmationDialogState`` (with `@Presents`).
    ///
    /// ```swift
    /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    /// ```
    @preconcurrency @MainActor
    public func confirmationDialog<Action>(
      _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let store = item.wrappedValue
      let dialogState = store?.currentState()
      return self.confirmationDialog(
        (dialogState?.title).map(Text.init) ?? Text(verbatim: ""),
        isPresented: Binding(item),
        titleVisibility: (dialogState?.titleVisibility).map(Visibility.init) ?? .automatic,
        presenting: dialogState,
        actions: { dialogState in
          ForEach(dialogState.buttons) { button in
            Button(role: button.role.map(ButtonRole.init)) {
              Self.send(button, to: store)
            } label: {
              Text(button.label)
            }
          }
        },
        message: { $0.message.map(Text.init) }
      )
    }

    /// Sends a button's action to the store of its alert or dialog, with its animation.
    @MainActor
    private static func send<State, Action>(
      _ button: ButtonState<Action>,
      to store: Store<State, Action>?
    ) {
      guard let store else { return }
      button.withAction { action in
        if let action {
          store.send(action)
        }
      }
    }
  }
#endif
