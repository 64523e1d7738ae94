#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message:
      "Pass a binding of a store to the modifier instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Updating-alert-and-confirmationDialog]"
  )
  extension View {
    /// Presents an alert while a store of ``PresentationState`` holds ``AlertState``: its
    /// buttons send their actions as ``PresentationAction/presented(_:)``, and dismissing it
    /// sends ``PresentationAction/dismiss``.
    ///
    /// ```swift
    /// .alert(store: self.store.scope(state: \.$alert, action: \.alert))
    /// ```
    ///
    /// - Parameter store: A store of presentation state of an alert, and its actions.
    @preconcurrency @MainActor
    public func alert<ButtonAction>(
      store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
      self._alert(store: store, state: { $0 }, action: { $0 })
    }

    @preconcurrency @MainActor
    func _alert<State, Action, ButtonAction>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
      action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, _ in
        let alertState = store.currentState().wrappedValue.flatMap(toDestinationState)
        view.alert(
          (alertState?.title).map(Text.init) ?? Text(verbatim: ""),
          isPresented: Binding(item),
          presenting: alertState,
          actions: { alertState in
            ForEach(alertState.buttons) { button in
              Button(role: button.role.map(ButtonRole.init)) {
                button.withAction { action in
                  if let action {
                    store.send(.presented(fromDestinationAction(action)))
                  }
                }
              } label: {
                Text(button.label)
              }
            }
          },
          message: { $0.message.map(Text.init) }
        )
      }
    }

    /// Presents a confirmation dialog while a store of ``PresentationState`` holds
    /// ``ConfirmationDialogState``: its buttons send their actions as
    /// ``PresentationAction/presented(_:)``, and dismissing it sends
    /// ``PresentationAction/dismiss``.
    ///
    /// ```swift
    /// .confirmationDialog(store: self.store.scope(state: \.$dialog, action: \.dialog))
    /// ```
    ///
    /// - Parameter store: A store of presentation state of a dialog, and its actions.
    @preconcurrency @MainActor
    public func confirmationDialog<ButtonAction>(
      store: Store<
        PresentationState<ConfirmationDialogState<ButtonAction>>,
        PresentationAction<ButtonAction>
      >
    ) -> some View {
      self._confirmationDialog(store: store, state: { $0 }, action: { $0 })
    }

    @preconcurrency @MainActor
    func _confirmationDialog<State, Action, ButtonAction>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
      action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, _ in
        let dialogState = store.currentState().wrappedValue.flatMap(toDestinationState)
        view.confirmationDialog(
          (dialogState?.title).map(Text.init) ?? Text(verbatim: ""),
          isPresented: Binding(item),
          titleVisibility: (dialogState?.titleVisibility).map(Visibility.init) ?? .automatic,
          presenting: dialogState,
          actions: { dialogState in
            ForEach(dialogState.buttons) { button in
              Button(role: button.role.map(ButtonRole.init)) {
                button.withAction { action in
                  if let action {
                    store.send(.presented(fromDestinationAction(action)))
                  }
                }
              } label: {
                Text(button.label)
              }
            }
          },
          message: { $0.message.map(Text.init) }
        )
      }
    }
  }

  extension View {
    /// Presents an alert while the part of a store's destination that `toDestinationState`
    /// extracts (the alert case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the alert's state from the destination's state.
    ///   - fromDestinationAction: Embeds the alert's actions in the destination's.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public func alert<State, Action, ButtonAction>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
      action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
      self._alert(store: store, state: toDestinationState, action: fromDestinationAction)
    }

    /// Presents a confirmation dialog while the part of a store's destination that
    /// `toDestinationState` extracts (the dialog case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the dialog's state from the destination's state.
    ///   - fromDestinationAction: Embeds the dialog's actions in the destination's.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public func confirmationDialog<State, Action, ButtonAction>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
      action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
    ) -> some View {
      self._confirmationDialog(
        store: store,
        state: toDestinationState,
        action: fromDestinationAction
      )
    }
  }
#endif
