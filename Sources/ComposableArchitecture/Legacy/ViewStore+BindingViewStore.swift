#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message: """
      Bind to the store's fields directly: mark the state '@ObservableState' and write \
      '$store.field' with a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  extension ViewStore {
    /// Initializes a view store whose view state is made from a ``BindingViewStore``, so that it
    /// can hold ``BindingViewState`` fields, and whose view actions are translated into the store's
    /// actions.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - fromViewAction: A function that translates a view action into a store action.
    ///   - isDuplicate: A function that tells whether two view states are the same.
    public convenience init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(
        store,
        observe: { (_: State) in
          toViewState(
            BindingViewStore(store: store, viewAction: ViewAction.self, send: fromViewAction)
          )
        },
        send: fromViewAction,
        removeDuplicates: isDuplicate
      )
    }

    /// Initializes a view store whose view state is made from a ``BindingViewStore``, so that it
    /// can hold ``BindingViewState`` fields.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - isDuplicate: A function that tells whether two view states are the same.
    @_disfavoredOverload
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }
  }

  @available(
    *,
    deprecated,
    message: """
      Bind to the store's fields directly: mark the state '@ObservableState' and write \
      '$store.field' with a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  extension ViewStore where ViewState: Equatable {
    /// Initializes a view store whose view state is made from a ``BindingViewStore``, whose view
    /// actions are translated into the store's actions, and which drops view states equal to the
    /// current one.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - fromViewAction: A function that translates a view action into a store action.
    @_disfavoredOverload
    public convenience init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
    }

    /// Initializes a view store whose view state is made from a ``BindingViewStore``, and which
    /// drops view states equal to the current one.
    ///
    /// ```swift
    /// let viewStore = ViewStore(store, observe: ViewState.init)
    /// ```
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    @_disfavoredOverload
    public convenience init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
    }
  }
#endif
