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
/// When its content is a view, it is a SwiftUI `View` itself: its body runs again whenever the
/// view state changes (a new view state that `removeDuplicates` doesn't drop), and only then.
///
/// `Content` may also be anything else the closure returns, for a UI framework that isn't
/// SwiftUI: it re-reads ``body`` when the view store changes, for example from ``observe(_:)``:
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
@preconcurrency @MainActor
public struct WithViewStore<ViewState, ViewAction, Content> {
  /// Where the view store is kept: made the first time it is read, so that making the content
  /// reads nothing of the store (see ``_ViewStoreLink``).
  private let link: _ViewStoreLink<ViewState, ViewAction>
  private let inputs:
    _ViewInputs<
      (
        content: (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString,
        line: UInt
      )
    >
  private var changes: _WithViewStoreChanges<ViewState>?

  init(
    link: _ViewStoreLink<ViewState, ViewAction>,
    content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString,
    line: UInt
  ) {
    self.link = link
    self.inputs = _ViewInputs((content, file, line))
  }

  /// Builds content from a view store that observes the store's state through a view state and
  /// sends view actions translated into the store's actions.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - fromViewAction: A function that translates a view action into a store action.
  ///   - isDuplicate: A function that tells whether two view states are the same.
  ///   - content: A function that builds content from the view store.
  ///   - file: The file the content is built in, for ``_printChanges(_:)``.
  ///   - line: The line the content is built on, for ``_printChanges(_:)``.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      link: _ViewStoreLink {
        ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate)
      },
      content: content,
      file: file,
      line: line
    )
  }

  /// Builds content from a view store that observes the store's state through a view state.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - isDuplicate: A function that tells whether two view states are the same.
  ///   - content: A function that builds content from the view store.
  ///   - file: The file the content is built in, for ``_printChanges(_:)``.
  ///   - line: The line the content is built on, for ``_printChanges(_:)``.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      link: _ViewStoreLink {
        ViewStore(store, observe: toViewState, removeDuplicates: isDuplicate)
      },
      content: content,
      file: file,
      line: line
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
    self.init(link: _ViewStoreLink(viewStore), content: content, file: #fileID, line: #line)
  }

  /// The view store that the content is built from.
  ///
  /// Made the first time it is read (a renderer reads it before it builds the content), and
  /// then kept for as long as this value is.
  public var viewStore: ViewStore<ViewState, ViewAction> {
    self.link.viewStore
  }

  /// Prints the view state each time the content is built: the whole state the first time,
  /// then how it differs from the state it was built from before, in debug builds.
  ///
  /// ```swift
  /// WithViewStore(self.store, observe: { $0 }) { viewStore in
  ///   // ...
  /// }
  /// ._printChanges("Settings")
  /// ```
  ///
  /// - Parameter prefix: A text the lines printed start with.
  /// - Returns: The same content, which prints its changes.
  @_documentation(visibility: public)
  public func _printChanges(_ prefix: String = "") -> Self {
    var view = self
    #if DEBUG
      view.changes = _WithViewStoreChanges(prefix: prefix)
    #endif
    return view
  }

  /// The content, built from the view store's current state.
  ///
  /// Reading it reads the view state, so that a renderer (or ``observe(_:)``) that reads it
  /// builds it again whenever the view state changes, and only then, as SwiftUI does for a view
  /// store that a view observes.
  public var body: Content {
    let viewStore = self.viewStore
    let state = viewStore.state
    #if DEBUG
      self.changes?.report(
        state,
        in: "WithViewStore<\(typeName(ViewState.self)), \(typeName(ViewAction.self)), _>"
          + "@\(self.inputs.value.file):\(self.inputs.value.line)"
      )
    #else
      _ = state
    #endif
    return self.inputs.value.content(viewStore)
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
  ///   - file: The file the content is built in, for ``_printChanges(_:)``.
  ///   - line: The line the content is built on, for ``_printChanges(_:)``.
  public init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      store,
      observe: toViewState,
      removeDuplicates: { $0 == $1 },
      content: content,
      file: file,
      line: line
    )
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
  ///   - file: The file the content is built in, for ``_printChanges(_:)``.
  ///   - line: The line the content is built on, for ``_printChanges(_:)``.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
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
  ///   - file: The file the content is built in, for ``_printChanges(_:)``.
  ///   - line: The line the content is built on, for ``_printChanges(_:)``.
  @available(
    *,
    deprecated,
    message: "Use 'init(_:observe:content:)' to make state observation explicit."
  )
  public init(
    _ store: Store<ViewState, ViewAction>,
    @_WithViewStoreContentBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content,
    file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      store,
      observe: { $0 },
      removeDuplicates: { $0 == $1 },
      content: content,
      file: file,
      line: line
    )
  }
}
