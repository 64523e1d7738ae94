#if !canImport(SwiftUI)
  import CasePaths

  extension Bindable {
    /// Returns a binding to the store of a presented child, for a view that presents it (a
    /// sheet, an alert, a pushed screen): the child's store while its state is present, `nil`
    /// otherwise.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Inventory>
    ///
    /// let alert = $store.scope(state: \.destination?.alert, action: \.destination.alert)
    /// ```
    ///
    /// Writing `nil` to the binding (the view was dismissed) sends `.dismiss` for the child,
    /// `.destination(.dismiss)` above, when the child is presented. Other writes are ignored.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(state: state, action: action)
    }
  }

  extension Binding {
    /// Returns a binding to the store of a presented child. See
    /// ``Bindable/scope(state:action:)``.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(state: state, action: action)
    }
  }

  extension Store where State: ObservableState {
    @MainActor
    fileprivate func _presentationBinding<ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> {
      let childAction = action.appending(path: \.presented)
      return Binding(
        get: { self.scope(state: state, action: childAction) },
        set: { newValue in
          guard newValue == nil, self.withState({ $0[keyPath: state] }) != nil else { return }
          self.send(action(.dismiss))
        }
      )
    }
  }
#endif
