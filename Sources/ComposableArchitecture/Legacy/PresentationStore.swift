#if !canImport(Darwin)
  import SwiftUI

  /// A view that presents what a store of ``PresentationState`` presents, with a SwiftUI
  /// presentation modifier: what the presentation modifiers of stores (`sheet(store:)`,
  /// `alert(store:)`, …) are made of.
  ///
  /// Its content gets a binding that is non-`nil` (or `true`) while a destination is presented,
  /// which sends ``PresentationAction/dismiss`` when the presentation modifier writes `nil` (or
  /// `false`) to it, and a ``DestinationContent`` that builds the presented view from a store of
  /// the destination:
  ///
  /// ```swift
  /// PresentationStore(self.store.scope(state: \.$child, action: \.child)) { item, destination in
  ///   content.sheet(item: item) { _ in
  ///     destination { store in ChildView(store: store) }
  ///   }
  /// }
  /// ```
  ///
  /// The content is built again only when the presented destination's identity changes (it is
  /// presented, dismissed or replaced): changes within the destination are for its view to
  /// show.
  @available(
    *,
    deprecated,
    message:
      "Pass a binding of a store to a SwiftUI presentation modifier instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-navigation-view-modifiers-with-SwiftUI-modifiers]"
  )
  @_spi(Presentation)
  public struct PresentationStore<
    State,
    Action,
    DestinationState,
    DestinationAction,
    Content: View
  >: View {
    let store: Store<PresentationState<State>, PresentationAction<Action>>
    let inputs:
      _ViewInputs<
        (
          toDestinationState: (State) -> DestinationState?,
          toID: (PresentationState<State>) -> AnyHashable?,
          fromDestinationAction: (DestinationAction) -> Action,
          content:
            (
              Binding<AnyIdentifiable?>,
              DestinationContent<DestinationState, DestinationAction>
            ) -> Content
        )
      >
    let destinationStore: Store<DestinationState?, DestinationAction>
    let link: _ViewStoreLink<PresentationState<State>, PresentationAction<Action>>

    /// Presents the store's destination with content that gets a binding of whether it is
    /// presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - content: Builds the content from a binding of whether the destination is presented,
    ///     and the destination's content.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder content:
        @escaping (
          _ isPresented: Binding<Bool>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) where State == DestinationState, Action == DestinationAction {
      self.init(store) { item, destination in
        content(Binding(item), destination)
      }
    }

    /// Presents the store's destination with content that gets a binding of the presented
    /// destination's identity.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - content: Builds the content from a binding of the presented destination's identity
    ///     (`nil` while none is), and the destination's content.
    @_disfavoredOverload
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder content:
        @escaping (
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) where State == DestinationState, Action == DestinationAction {
      self.init(store, id: { $0._legacyID }, content: content)
    }

    /// Presents the part of the store's destination that `toDestinationState` extracts (a case
    /// of an enum of destinations), with content that gets a binding of whether it is
    /// presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - content: Builds the content from a binding of whether the state is presented, and
    ///     the destination's content.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      @ViewBuilder content:
        @escaping (
          _ isPresented: Binding<Bool>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) {
      self.init(
        store,
        state: toDestinationState,
        action: fromDestinationAction
      ) { item, destination in
        content(Binding(item), destination)
      }
    }

    /// Presents the part of the store's destination that `toDestinationState` extracts, with
    /// content that gets a binding of the presented destination's identity.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - content: Builds the content from a binding of the presented destination's identity
    ///     (`nil` while none is), and the destination's content.
    @_disfavoredOverload
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      @ViewBuilder content:
        @escaping (
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) {
      self.init(
        store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction,
        content: content
      )
    }

    /// Presents the store's destination, telling destinations apart by `toID`.
    init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      id toID: @escaping (PresentationState<State>) -> AnyHashable?,
      content:
        @escaping (
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) where State == DestinationState, Action == DestinationAction {
      let destinationStore: Store<State?, Action> = store.scope(
        state: \.wrappedValue,
        action: \.presented
      )
      self.init(
        store: store,
        toDestinationState: { $0 },
        id: toID,
        fromDestinationAction: { $0 },
        destinationStore: destinationStore,
        content: content
      )
    }

    /// Presents the part of the store's destination that `toDestinationState` extracts,
    /// telling destinations apart by `toID`.
    init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (State) -> DestinationState?,
      id toID: @escaping (PresentationState<State>) -> AnyHashable?,
      action fromDestinationAction: @escaping (DestinationAction) -> Action,
      content:
        @escaping (
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) {
      self.init(
        store: store,
        toDestinationState: toDestinationState,
        id: toID,
        fromDestinationAction: fromDestinationAction,
        destinationStore: store._scope(
          state: { $0.wrappedValue.flatMap(toDestinationState) },
          action: { .presented(fromDestinationAction($0)) }
        ),
        content: content
      )
    }

    private init(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      toDestinationState: @escaping (State) -> DestinationState?,
      id toID: @escaping (PresentationState<State>) -> AnyHashable?,
      fromDestinationAction: @escaping (DestinationAction) -> Action,
      destinationStore: Store<DestinationState?, DestinationAction>,
      content:
        @escaping (
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) {
      self.store = store
      self.inputs = _ViewInputs((toDestinationState, toID, fromDestinationAction, content))
      self.destinationStore = destinationStore
      // Only a change of the presented destination's identity builds the content again.
      self.link = _ViewStoreLink {
        ViewStore(store, observe: { $0 }, removeDuplicates: { toID($0) == toID($1) })
      }
    }

    public var body: some View {
      let viewStore = self.link.viewStore
      let toDestinationState = self.inputs.value.toDestinationState
      let toID = self.inputs.value.toID
      let id = toID(viewStore.state)
      self.inputs.value.content(
        Binding(
          get: {
            viewStore.state.wrappedValue.flatMap(toDestinationState) != nil
              ? toID(viewStore.state).map(AnyIdentifiable.init(_id:))
              : nil
          },
          set: { [weak viewStore] newValue in
            // Only the destination that was presented is dismissed: not one that replaced it
            // since.
            guard
              let viewStore,
              newValue == nil,
              viewStore.state.wrappedValue != nil,
              id == nil || toID(viewStore.state) == id
            else { return }
            viewStore.send(.dismiss)
          }
        ),
        DestinationContent(store: self.destinationStore)
      )
    }
  }
#endif
