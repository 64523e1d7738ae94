#if !canImport(Darwin)
  import SwiftUI

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
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(state: state, action: action)
    }
  }

  extension Binding {
    /// Returns a binding to the store of a presented child, as `Bindable`'s
    /// `scope(state:action:)` does.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(state: state, action: action)
    }
  }

  extension Bindable {
    /// Returns the cases of a presented enum of destinations, each as a binding, to chain into
    /// by name:
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Inventory>
    ///
    /// let edit = $store.scope(state: \.$destination, action: \.destination).edit
    /// ```
    ///
    /// `edit` above is a `Binding<StoreOf<ItemForm>?>`: the store of the `edit` case's feature
    /// while the destination is in that case, `nil` otherwise. An alert's or a confirmation
    /// dialog's case gives a binding to a store that sends its buttons' actions, any other case a
    /// binding to its value, and an empty case a `Binding<Void?>`, which `Binding<Bool>(_:)`
    /// turns into whether it is presented.
    ///
    /// - Parameters:
    ///   - state: A key path to the destination's ``PresentationState``, `\.$destination`.
    ///   - action: A case key path to the destination's ``PresentationAction``.
    /// - Returns: The cases of the destination.
    @preconcurrency @MainActor
    public func scope<
      State: ObservableState,
      Action,
      DestinationState: CaseReducerState,
      DestinationAction
    >(
      state: KeyPath<State, PresentationState<DestinationState>>,
      action: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> _PresentationCaseScope<State, Action, DestinationState.StateReducer>
    where Value == Store<State, Action>, DestinationState.StateReducer.Action == DestinationAction {
      _PresentationCaseScope(store: self.wrappedValue, state: state, action: action)
    }

    /// Returns a binding to the store of a presented child, from the child's
    /// ``PresentationState``: the child's store while its state is present, `nil` otherwise.
    ///
    /// ```swift
    /// let counter = $store.scope(state: \.$counter, action: \.counter)
    /// ```
    ///
    /// - Parameters:
    ///   - state: A key path to the child's ``PresentationState``, `\.$child`.
    ///   - action: A case key path to the child's ``PresentationAction``.
    /// - Returns: A binding to the child's store; writing `nil` dismisses the child.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(
        state: state.appending(path: \.wrappedValue),
        action: action
      )
    }
  }

  extension Binding {
    /// Returns the cases of a presented enum of destinations, as `Bindable`'s
    /// `scope(state:action:)` does.
    ///
    /// - Parameters:
    ///   - state: A key path to the destination's ``PresentationState``, `\.$destination`.
    ///   - action: A case key path to the destination's ``PresentationAction``.
    /// - Returns: The cases of the destination.
    @preconcurrency @MainActor
    public func scope<
      State: ObservableState,
      Action,
      DestinationState: CaseReducerState,
      DestinationAction
    >(
      state: KeyPath<State, PresentationState<DestinationState>>,
      action: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> _PresentationCaseScope<State, Action, DestinationState.StateReducer>
    where Value == Store<State, Action>, DestinationState.StateReducer.Action == DestinationAction {
      _PresentationCaseScope(store: self.wrappedValue, state: state, action: action)
    }

    /// Returns a binding to the store of a presented child, as `Bindable`'s
    /// `scope(state:action:)` does.
    ///
    /// - Parameters:
    ///   - state: A key path to the child's ``PresentationState``, `\.$child`.
    ///   - action: A case key path to the child's ``PresentationAction``.
    /// - Returns: A binding to the child's store; writing `nil` dismisses the child.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
      self.wrappedValue._presentationBinding(
        state: state.appending(path: \.wrappedValue),
        action: action
      )
    }
  }

  extension Bindable {
    /// Returns a binding to the store of a stack of features, for a view that shows the stack
    /// (a navigation stack): the store of the whole stack, from which each element's store is
    /// scoped with `store.scope(state: \.[id: id], action: \.[id: id])`.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<RootFeature>
    ///
    /// let path = $store.scope(state: \.path, action: \.path)
    /// ```
    ///
    /// The view pushes and pops by sending `.push(id:state:)` and `.popFrom(id:)` to the stack's
    /// store; writes to the binding are ignored.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self.wrappedValue._stackBinding(state: state, action: action)
    }
  }

  extension Binding {
    /// Returns a binding to the store of a stack of features, as `Bindable`'s
    /// `scope(state:action:)` does.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
    where Value == Store<State, Action> {
      self.wrappedValue._stackBinding(state: state, action: action)
    }
  }

  extension Store where State: ObservableState {
    @MainActor
    fileprivate func _stackBinding<ElementState, ElementAction>(
      state: KeyPath<State, StackState<ElementState>>,
      action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> {
      Binding(
        get: { self.scope(state: state, action: action) },
        set: { _ in }
      )
    }

    @MainActor
    fileprivate func _presentationBinding<ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> {
      let childAction = action.appending(path: \.presented)
      return Binding(
        get: { self.scope(state: state, action: childAction) },
        set: { newValue in
          guard newValue == nil, self.currentState()[keyPath: state] != nil else { return }
          self.send(action(.dismiss))
        }
      )
    }
  }
#endif
