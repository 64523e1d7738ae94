#if !canImport(Darwin)
  import SwiftUI

  @available(iOS, introduced: 13)
  @available(macOS, introduced: 10.15)
  @available(tvOS, introduced: 13)
  @available(watchOS, introduced: 6)
  extension View {
    /// Presents an `Alert` (SwiftUI's alert of iOS 13) while a store of ``PresentationState``
    /// holds ``AlertState``: a button sends its action as ``PresentationAction/presented(_:)``,
    /// and a button without one sends ``PresentationAction/dismiss``.
    ///
    /// - Parameter store: A store of presentation state of an alert, and its actions.
    @available(*, deprecated, message: "use 'View.alert' instead.")
    @preconcurrency @MainActor
    public func legacyAlert<ButtonAction>(
      store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
      self.legacyAlert(store: store, state: { $0 }, action: { $0 })
    }

    /// Presents an `Alert` while the part of a store's destination that `toDestinationState`
    /// extracts (the alert case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the alert's state from the destination's state.
    ///   - fromDestinationAction: Embeds the alert's actions in the destination's.
    @available(*, deprecated, message: "use 'View.alert' instead.")
    @preconcurrency @MainActor
    public func legacyAlert<State, Action, ButtonAction>(
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
        view.alert(item: item) { _ in
          alertState.map { alertState in
            Alert(alertState) { action in
              if let action {
                store.send(.presented(fromDestinationAction(action)))
              } else {
                store.send(.dismiss)
              }
            }
          } ?? Alert(title: Text(verbatim: ""))
        }
      }
    }
  }

  @available(iOS, introduced: 13)
  @available(macOS, unavailable)
  @available(tvOS, introduced: 13)
  @available(watchOS, introduced: 6)
  extension View {
    /// Presents an `ActionSheet` (SwiftUI's action sheet of iOS 13) while a store of
    /// ``PresentationState`` holds ``ConfirmationDialogState``: a button sends its action as
    /// ``PresentationAction/presented(_:)``, and a button without one sends
    /// ``PresentationAction/dismiss``.
    ///
    /// - Parameter store: A store of presentation state of a dialog, and its actions.
    @available(*, deprecated, message: "use 'View.confirmationDialog' instead.")
    @preconcurrency @MainActor
    public func actionSheet<ButtonAction>(
      store: Store<
        PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>
      >
    ) -> some View {
      self.actionSheet(store: store, state: { $0 }, action: { $0 })
    }

    /// Presents an `ActionSheet` while the part of a store's destination that
    /// `toDestinationState` extracts (the dialog case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the dialog's state from the destination's state.
    ///   - fromDestinationAction: Embeds the dialog's actions in the destination's.
    @available(*, deprecated, message: "use 'View.confirmationDialog' instead.")
    @preconcurrency @MainActor
    public func actionSheet<State, Action, ButtonAction>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
      action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, _ in
        let actionSheetState = store.currentState().wrappedValue.flatMap(toDestinationState)
        view.actionSheet(item: item) { _ in
          actionSheetState.map { actionSheetState in
            ActionSheet(actionSheetState) { action in
              if let action {
                store.send(.presented(fromDestinationAction(action)))
              } else {
                store.send(.dismiss)
              }
            }
          } ?? ActionSheet(title: Text(verbatim: ""))
        }
      }
    }
  }
#endif
