#if !canImport(Darwin)
  import SwiftUI

  /// A view that shows one view while a store's optional state is present, and another while it
  /// is `nil`: how views showed optional child features before observation.
  ///
  /// ```swift
  /// IfLetStore(self.store.scope(state: \.login, action: \.login)) { loginStore in
  ///   LoginView(store: loginStore)
  /// } else: {
  ///   ProgressView()
  /// }
  /// ```
  ///
  /// The view changes only when the state appears or goes away: changes of the present state are
  /// for the `then` view to show, with the store of the unwrapped state it is given. That store
  /// keeps showing the last state it had once the state goes away.
  ///
  /// Today a view unwraps the store with `if let`:
  ///
  /// ```swift
  /// if let loginStore = store.scope(state: \.login, action: \.login) {
  ///   LoginView(store: loginStore)
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Use 'if let' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-IfLetStore-with-if-let]"
  )
  public struct IfLetStore<State, Action, Content: View>: View {
    private let content: _ViewInputs<(ViewStore<State?, Action>) -> Content>
    private let store: Store<State?, Action>

    /// Shows `ifContent` with a store of the unwrapped state while the state is present, and
    /// `elseContent` while it is `nil`.
    ///
    /// - Parameters:
    ///   - store: A store of optional state.
    ///   - ifContent: Makes the view shown while the state is present, from a store of the
    ///     unwrapped state.
    ///   - elseContent: The view shown while the state is `nil`.
    @preconcurrency @MainActor
    public init<IfContent, ElseContent>(
      _ store: Store<State?, Action>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
      @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
      self.store = store
      let elseContent = elseContent()
      self.content = _ViewInputs { viewStore in
        if let state = viewStore.state {
          return ViewBuilder.buildEither(
            first: ifContent(store._legacyUnwrapped(initialState: state))
          )
        } else {
          return ViewBuilder.buildEither(second: elseContent)
        }
      }
    }

    /// Shows `ifContent` with a store of the unwrapped state while the state is present, and
    /// nothing while it is `nil`.
    ///
    /// - Parameters:
    ///   - store: A store of optional state.
    ///   - ifContent: Makes the view shown while the state is present, from a store of the
    ///     unwrapped state.
    @preconcurrency @MainActor
    public init<IfContent>(
      _ store: Store<State?, Action>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
      self.store = store
      self.content = _ViewInputs { viewStore in
        viewStore.state.map { ifContent(store._legacyUnwrapped(initialState: $0)) }
      }
    }

    public var body: some View {
      WithViewStore(
        self.store,
        observe: { $0 },
        removeDuplicates: { ($0 != nil) == ($1 != nil) },
        content: self.content.value
      )
    }
  }
#endif
