#if !canImport(Darwin)
  @_spi(Reflection) import CasePaths
  import SwiftUI
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  /// A view that shows a view for the case a store's enum state is in: how views showed enum
  /// features before observation. Each case's view is a ``CaseLet``.
  ///
  /// ```swift
  /// SwitchStore(self.store) { state in
  ///   switch state {
  ///   case .loggedIn:
  ///     CaseLet(/App.State.loggedIn, action: App.Action.loggedIn) { loggedInStore in
  ///       LoggedInView(store: loggedInStore)
  ///     }
  ///   case .loggedOut:
  ///     CaseLet(/App.State.loggedOut, action: App.Action.loggedOut) { loggedOutStore in
  ///       LoggedOutView(store: loggedOutStore)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The content is built again only when the state changes case: changes within a case are for
  /// the case's view to show.
  ///
  /// Today a view switches over the store's case:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .loggedIn(store): LoggedInView(store: store)
  /// case let .loggedOut(store): LoggedOutView(store: store)
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Use 'switch' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
  )
  public struct SwitchStore<State, Action, Content: View>: View {
    /// The store of the enum state.
    public let store: Store<State, Action>
    private let inputs: _ViewInputs<(State) -> Content>

    /// Builds the content from the state: a `switch` over it, with a ``CaseLet`` for each case.
    public var content: (State) -> Content {
      self.inputs.value
    }

    /// Shows the content built from the store's state, built again whenever the state changes
    /// case.
    ///
    /// - Parameters:
    ///   - store: A store of enum state.
    ///   - content: Builds the content from the state, the `CaseLet`s of its cases.
    public init(
      _ store: Store<State, Action>,
      @ViewBuilder content: @escaping (_ initialState: State) -> Content
    ) {
      self.store = store
      self.inputs = _ViewInputs(content)
    }

    public var body: some View {
      WithViewStore(
        self.store,
        observe: { $0 },
        removeDuplicates: { Self.enumTag($0) == Self.enumTag($1) }
      ) { viewStore in
        self.content(viewStore.state)
          .environmentObject(_SwitchStoreObject(store: self.store))
      }
    }

    /// The case the state is in, or `nil` for state that isn't an enum.
    private nonisolated static func enumTag(_ state: State) -> UInt32? {
      EnumMetadata(State.self)?.tag(of: state)
    }
  }

  /// The store of a ``SwitchStore``, put in its content's environment for its ``CaseLet``s.
  final class _SwitchStoreObject<State, Action>: ObservableObject {
    let wrappedValue: Store<State, Action>

    init(store: Store<State, Action>) {
      self.wrappedValue = store
    }
  }
#endif
