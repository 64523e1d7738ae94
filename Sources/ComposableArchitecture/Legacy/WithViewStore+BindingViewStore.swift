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
  extension WithViewStore {
    /// Builds content from a view store whose view state is made from a ``BindingViewStore``, and
    /// whose view actions are translated into the store's actions.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - fromViewAction: A function that translates a view action into a store action.
    ///   - isDuplicate: A function that tells whether two view states are the same.
    ///   - content: A function that builds content from the view store.
    ///   - file: The file the content is built in, for ``_printChanges(_:)``.
    ///   - line: The line the content is built on, for ``_printChanges(_:)``.
    @_disfavoredOverload
    public init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
      @_WithViewStoreContentBuilder content:
        @escaping (ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID,
      line: UInt = #line
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(
        link: _ViewStoreLink {
          ViewStore(
            store,
            observe: toViewState,
            send: fromViewAction,
            removeDuplicates: isDuplicate
          )
        },
        content: content,
        file: file,
        line: line
      )
    }

    /// Builds content from a view store whose view state is made from a ``BindingViewStore``.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - isDuplicate: A function that tells whether two view states are the same.
    ///   - content: A function that builds content from the view store.
    ///   - file: The file the content is built in, for ``_printChanges(_:)``.
    ///   - line: The line the content is built on, for ``_printChanges(_:)``.
    @_disfavoredOverload
    public init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
      @_WithViewStoreContentBuilder content:
        @escaping (ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID,
      line: UInt = #line
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(
        link: _ViewStoreLink {
          ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate)
        },
        content: content,
        file: file,
        line: line
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
  extension WithViewStore where ViewState: Equatable {
    /// Builds content from a view store whose view state is made from a ``BindingViewStore``,
    /// whose view actions are translated into the store's actions, and which drops view states
    /// equal to the current one.
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - fromViewAction: A function that translates a view action into a store action.
    ///   - content: A function that builds content from the view store.
    ///   - file: The file the content is built in, for ``_printChanges(_:)``.
    ///   - line: The line the content is built on, for ``_printChanges(_:)``.
    @_disfavoredOverload
    public init<State, Action>(
      _ store: Store<State, Action>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
      @_WithViewStoreContentBuilder content:
        @escaping (ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID,
      line: UInt = #line
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(
        store,
        observe: toViewState,
        send: fromViewAction,
        removeDuplicates: { $0 == $1 },
        content: content,
        file: file,
        line: line
      )
    }

    /// Builds content from a view store whose view state is made from a ``BindingViewStore``, and
    /// which drops view states equal to the current one.
    ///
    /// ```swift
    /// WithViewStore(self.store, observe: ViewState.init) { viewStore in
    ///   Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: A store.
    ///   - toViewState: A function that makes the view state from a binding view store.
    ///   - content: A function that builds content from the view store.
    ///   - file: The file the content is built in, for ``_printChanges(_:)``.
    ///   - line: The line the content is built on, for ``_printChanges(_:)``.
    @_disfavoredOverload
    public init<State>(
      _ store: Store<State, ViewAction>,
      observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
      @_WithViewStoreContentBuilder content:
        @escaping (ViewStore<ViewState, ViewAction>) -> Content,
      file: StaticString = #fileID,
      line: UInt = #line
    ) where ViewAction: BindableAction, ViewAction.State == State {
      self.init(
        store,
        observe: toViewState,
        removeDuplicates: { $0 == $1 },
        content: content,
        file: file,
        line: line
      )
    }
  }
#endif
