#if !canImport(Darwin)
  import SwiftUI

  import CasePaths

  /// The cases of a presented enum of destinations, each as a binding: what
  /// `$store.scope(state: \.$destination, action: \.destination)` returns.
  ///
  /// Chain into a case by its name:
  ///
  /// ```swift
  /// @Bindable var store: StoreOf<Inventory>
  ///
  /// let edit = $store.scope(state: \.$destination, action: \.destination).edit
  /// // Binding<StoreOf<ItemForm>?>
  /// let alert = $store.scope(state: \.$destination, action: \.destination).alert
  /// // Binding<Store<AlertState<Inventory.Destination.Alert>, Inventory.Destination.Alert>?>
  /// let help = $store.scope(state: \.$destination, action: \.destination).help
  /// // Binding<Void?>, for `Binding<Bool>(help)`
  /// ```
  ///
  /// A case of a feature gives a binding to the feature's store, and an alert or confirmation
  /// dialog a binding to a store that sends its buttons' actions, while the destination is in
  /// that case; any other case gives its value, as it is, and an empty case `Void`. Writing
  /// `nil` to the binding of the case that is presented dismisses it (sends `.dismiss`); other
  /// writes are ignored.
  @preconcurrency @MainActor
  @dynamicMemberLookup
  public struct _PresentationCaseScope<State: ObservableState, Action, Destination: CaseReducer> {
    let store: Store<State, Action>
    let state: KeyPath<State, PresentationState<Destination.State>>
    let action: CaseKeyPath<Action, PresentationAction<Destination.Action>>

    /// The store of the presented destination, or `nil` when none is presented.
    var destinationStore: Store<Destination.State, Destination.Action>? {
      self.store.scope(
        state: self.state.appending(path: \.wrappedValue),
        action: self.action.appending(path: \.presented)
      )
    }

    /// The value of a case, in the shape `Destination.CaseScope` gives it, when presented.
    func value<Case>(
      of keyPath: CaseKeyPath<Destination.CaseScope, Case>
    ) -> Case? where Destination.CaseScope: CasePathable {
      self.destinationStore.flatMap { Destination.scope($0)[case: keyPath] }
    }

    /// Dismisses the destination when it is presented in the given case.
    func dismiss<Case>(
      ifPresentedIn keyPath: CaseKeyPath<Destination.CaseScope, Case>
    ) where Destination.CaseScope: CasePathable {
      guard self.value(of: keyPath) != nil else { return }
      self.store.send(self.action(.dismiss))
    }

    /// A binding to a case of the destination: its store for a feature, its value otherwise.
    ///
    /// - Parameter keyPath: A case of the destination's `CaseScope`, named as the destination's
    ///   case is.
    public subscript<Case>(
      dynamicMember keyPath: CaseKeyPath<Destination.CaseScope, Case>
    ) -> Binding<Case?> where Destination.CaseScope: CasePathable {
      Binding(
        get: { self.value(of: keyPath) },
        set: { newValue in
          guard newValue == nil else { return }
          self.dismiss(ifPresentedIn: keyPath)
        }
      )
    }

    /// A binding to the store of an alert the destination presents, which sends its buttons'
    /// actions to the destination.
    ///
    /// - Parameter keyPath: The alert's case of the destination's `CaseScope`.
    public subscript<AlertAction>(
      dynamicMember keyPath: CaseKeyPath<Destination.CaseScope, AlertState<AlertAction>>
    ) -> Binding<Store<AlertState<AlertAction>, AlertAction>?>
    where Destination.CaseScope: CasePathable, Destination.Action: CasePathIterable {
      self.promptBinding(keyPath)
    }

    /// A binding to the store of a confirmation dialog the destination presents, which sends its
    /// buttons' actions to the destination.
    ///
    /// - Parameter keyPath: The dialog's case of the destination's `CaseScope`.
    public subscript<DialogAction>(
      dynamicMember keyPath: CaseKeyPath<
        Destination.CaseScope, ConfirmationDialogState<DialogAction>
      >
    ) -> Binding<Store<ConfirmationDialogState<DialogAction>, DialogAction>?>
    where Destination.CaseScope: CasePathable, Destination.Action: CasePathIterable {
      self.promptBinding(keyPath)
    }

    private func promptBinding<Prompt, PromptAction>(
      _ keyPath: CaseKeyPath<Destination.CaseScope, Prompt>
    ) -> Binding<Store<Prompt, PromptAction>?>
    where Destination.CaseScope: CasePathable, Destination.Action: CasePathIterable {
      Binding(
        get: {
          guard
            let destinationStore = self.destinationStore,
            let prompt = Destination.scope(destinationStore)[case: keyPath]
          else { return nil }
          return self.promptStore(prompt, in: destinationStore, caseScope: keyPath)
        },
        set: { newValue in
          guard newValue == nil else { return }
          self.dismiss(ifPresentedIn: keyPath)
        }
      )
    }

    /// The store of an alert or dialog that the destination's state holds in a case: it reads
    /// the prompt from the case, and embeds its actions in the case of `Destination.Action`
    /// that carries them.
    private func promptStore<Prompt, PromptAction>(
      _ prompt: Prompt,
      in destinationStore: Store<Destination.State, Destination.Action>,
      caseScope: CaseKeyPath<Destination.CaseScope, Prompt>
    ) -> Store<Prompt, PromptAction>?
    where Destination.CaseScope: CasePathable, Destination.Action: CasePathIterable {
      let caseAction = Destination.Action.allCasePaths.lazy
        .compactMap { $0 as AnyKeyPath as? CaseKeyPath<Destination.Action, PromptAction> }
        .first
      guard let caseAction else {
        reportIssue(
          """
          No case of "\(Destination.Action.self)" carries the actions of "\(Prompt.self)", \
          so its buttons can't send them.

          To fix this, add a case with a "\(PromptAction.self)" value to the destination's \
          actions, named as the state's case is.
          """
        )
        return nil
      }
      let id = ScopeID(state: caseScope, action: caseAction)
      if let child = destinationStore.children[id] as? Store<Prompt, PromptAction> {
        return child
      }
      let embed = _CaseAccessors.find(caseAction)
      let lastPrompt = LastValue(prompt)
      let child = Store<Prompt, PromptAction>(
        core: destinationStore.core,
        currentState: {
          if let prompt = Destination.scope(destinationStore)[case: caseScope] {
            lastPrompt.value = prompt
          }
          return lastPrompt.value
        },
        sendAction: { destinationStore.sendAction(embed.embed($0)) },
        parent: destinationStore,
        ownedEffects: nil
      )
      destinationStore.children[id] = child
      return child
    }
  }
#endif
