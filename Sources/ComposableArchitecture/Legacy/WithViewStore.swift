/// Content built from a ``ViewStore``: the way views observed a store before
/// ``ObservableState()``.
///
/// `WithViewStore` makes a view store from a store and hands it to a closure that builds content;
/// ``body`` builds it again from the view store's current state each time it is read:
///
/// ```swift
/// var body: some View {
///   WithViewStore(self.store, observe: { $0 }) { viewStore in
///     Form {
///       TextField("Display name", text: viewStore.$displayName)
///       Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
///     }
///   }
/// }
/// ```
///
/// It doesn't depend on SwiftUI: `Content` is whatever the closure returns. A UI framework re-reads
/// ``body`` when the view store changes, for example from ``observe(_:)``:
///
/// ```swift
/// let screen = WithViewStore(store, observe: { $0 }) { viewStore in render(viewStore) }
/// let token = observe { display(screen.body) }
/// ```
///
/// Today a view reads the store itself, and needs no view store. Read <doc:MigratingBindings>
/// for the steps.
@available(
  *,
  deprecated,
  message: """
    Read state from the store itself ('store.field'), with '@ObservableState' state, and derive \
    bindings from a '@Bindable' store. See the article 'Migrating bindings'.
    """
)
@MainActor
public struct WithViewStore<ViewState, ViewAction, Content> {
  /// The view store that the content is built from.
  public let viewStore: ViewStore<ViewState, ViewAction>
  private let content: (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content

  /// Builds content from a view store that observes the store's state through a view state and
  /// sends view actions translated into the store's actions.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - fromViewAction: A function that translates a view action into a store action.
  ///   - isDuplicate: A function that tells whether two view states are the same.
  ///   - content: A function that builds content from the view store.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      viewStore: ViewStore(
        store,
        observe: toViewState,
        send: fromViewAction,
        removeDuplicates: isDuplicate
      ),
      content: content
    )
  }

  /// Builds content from a view store that observes the store's state through a view state.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - isDuplicate: A function that tells whether two view states are the same.
  ///   - content: A function that builds content from the view store.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      viewStore: ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate),
      content: content
    )
  }

  /// Builds content from a view store that you made.
  ///
  /// - Parameters:
  ///   - viewStore: A view store.
  ///   - content: A function that builds content from the view store.
  public init(
    viewStore: ViewStore<ViewState, ViewAction>,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.viewStore = viewStore
    self.content = content
  }

  /// The content, built from the view store's current state.
  public var body: Content {
    self.content(self.viewStore)
  }
}

@available(
  *,
  deprecated,
  message: """
    Read state from the store itself ('store.field'), with '@ObservableState' state, and derive \
    bindings from a '@Bindable' store. See the article 'Migrating bindings'.
    """
)
extension WithViewStore where ViewState: Equatable {
  /// Builds content from a view store that observes the store's state through a view state, and
  /// drops view states equal to the current one.
  ///
  /// ```swift
  /// WithViewStore(self.store, observe: { $0 }) { viewStore in
  ///   Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - content: A function that builds content from the view store.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 }, content: content)
  }

  /// Builds content from a view store that observes the store's state through a view state,
  /// sends view actions translated into the store's actions, and drops view states equal to the
  /// current one.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - fromViewAction: A function that translates a view action into a store action.
  ///   - content: A function that builds content from the view store.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(
      store,
      observe: toViewState,
      send: fromViewAction,
      removeDuplicates: { $0 == $1 },
      content: content
    )
  }

  /// Builds content from a view store that observes all of the store's state.
  ///
  /// ```swift
  /// WithViewStore(self.store) { viewStore in
  ///   // ...
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - content: A function that builds content from the view store.
  @available(
    *,
    deprecated,
    message: "Use 'init(_:observe:content:)' to make state observation explicit."
  )
  public init(
    _ store: Store<ViewState, ViewAction>,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
  ) {
    self.init(store, observe: { $0 }, removeDuplicates: { $0 == $1 }, content: content)
  }
}
