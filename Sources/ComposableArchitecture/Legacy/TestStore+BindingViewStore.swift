#if !canImport(Darwin)
  import SwiftUI

  import CasePaths

  @available(
    *,
    deprecated,
    message: """
      Bind to the store's fields directly: mark the state '@ObservableState' and write \
      '$store.field' with a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  extension TestStore {
    /// Returns a binding view store of the test store's current state, for a feature whose
    /// bindable actions are nested in another action, such as a `view` case.
    ///
    /// Use it to check a view state that is made from a ``BindingViewStore``, against the state
    /// the test has asserted so far:
    ///
    /// ```swift
    /// await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
    ///   $0.email = "blob@pointfree.co"
    /// }
    /// #expect(LoginView.ViewState(store.bindings(action: \.view)).isLoginButtonDisabled)
    /// ```
    ///
    /// The binding view store reads a copy of ``state``: writing its bindings changes that copy,
    /// never the test store. Send binding actions to the test store to change its state.
    ///
    /// - Parameter toViewAction: A case key path from the feature's action to its bindable
    ///   action.
    /// - Returns: A binding view store.
    public func bindings<ViewAction: BindableAction>(
      action toViewAction: CaseKeyPath<Action, ViewAction>
    ) -> BindingViewStore<State> where State == ViewAction.State, Action: CasePathable {
      BindingViewStore(
        store: Store(initialState: self.state) { BindingReducer(action: toViewAction) },
        viewAction: ViewAction.self,
        send: { toViewAction($0) }
      )
    }

    /// Returns a binding view store of the test store's current state, for a feature whose
    /// bindable actions are nested in another action, with a case path.
    ///
    /// - Parameter toViewAction: A case path from the feature's action to its bindable action.
    /// - Returns: A binding view store.
    @available(
      *,
      deprecated,
      message:
        "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
    )
    public func bindings<ViewAction: BindableAction>(
      action toViewAction: AnyCasePath<Action, ViewAction>
    ) -> BindingViewStore<State> where State == ViewAction.State {
      BindingViewStore(
        store: Store(initialState: self.state) {
          BindingReducer(action: { toViewAction.extract(from: $0) })
        },
        viewAction: ViewAction.self,
        send: { toViewAction.embed($0) }
      )
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
  extension TestStore where Action: BindableAction, State == Action.State {
    /// A binding view store of the test store's current state.
    ///
    /// Use it to check a view state that is made from a ``BindingViewStore``, against the state
    /// the test has asserted so far:
    ///
    /// ```swift
    /// await store.send(.set(\.$email, "blob@pointfree.co")) {
    ///   $0.email = "blob@pointfree.co"
    /// }
    /// #expect(LoginView.ViewState(store.bindings).isLoginButtonDisabled)
    /// ```
    ///
    /// The binding view store reads a copy of ``state``: writing its bindings changes that copy,
    /// never the test store.
    public var bindings: BindingViewStore<State> {
      BindingViewStore(
        store: Store(initialState: self.state) { BindingReducer() },
        viewAction: Action.self,
        send: { $0 }
      )
    }
  }
#endif
