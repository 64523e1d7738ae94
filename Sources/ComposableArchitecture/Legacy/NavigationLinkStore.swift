#if !canImport(Darwin)
  import SwiftUI

  /// A navigation link driven by a store of ``PresentationState``: tapping it calls `onTap`
  /// (which sends the action that presents the destination), the link pushes the destination's
  /// screen while it is presented, and going back sends ``PresentationAction/dismiss``.
  ///
  /// ```swift
  /// NavigationLinkStore(
  ///   self.store.scope(state: \.$detail, action: \.detail),
  ///   onTap: { self.store.send(.detailButtonTapped) }
  /// ) {
  ///   DetailView(store: $0)
  /// } label: {
  ///   Text("Details")
  /// }
  /// ```
  @available(*, deprecated)
  public struct NavigationLinkStore<
    State,
    Action,
    DestinationState,
    DestinationAction,
    Destination: View,
    Label: View
  >: View {
    let store: Store<PresentationState<State>, PresentationAction<Action>>
    let link: _ViewStoreLink<Bool, PresentationAction<Action>>
    let inputs:
      _ViewInputs<
        (
          toDestinationState: (State) -> DestinationState?,
          fromDestinationAction: (DestinationAction) -> Action,
          onTap: () -> Void,
          destination: (Store<DestinationState, DestinationAction>) -> Destination,
          label: Label
        )
      >
    var isDetailLink = true

    /// A link that pushes the store's destination while it is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - onTap: Called when the link is tapped: sends the action that presents the
    ///     destination.
    ///   - destination: Makes the pushed screen from a store of the destination.
    ///   - label: The link's label.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      onTap: @escaping () -> Void,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
      @ViewBuilder label: () -> Label
    ) where State == DestinationState, Action == DestinationAction {
      self.init(
        store,
        state: { $0 },
        action: { $0 },
        onTap: onTap,
        destination: destination,
        label: label
      )
    }

    /// A link that pushes the part of the store's destination that `toDestinationState`
    /// extracts (a case of an enum of destinations) while it is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the pushed state from the destination's state.
    ///   - fromDestinationAction: Embeds the pushed screen's actions in the destination's.
    ///   - onTap: Called when the link is tapped: sends the action that presents the
    ///     destination.
    ///   - destination: Makes the pushed screen from a store of the extracted state.
    ///   - label: The link's label.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      onTap: @escaping () -> Void,
      @ViewBuilder destination:
        @escaping (_ store: Store<DestinationState, DestinationAction>) ->
        Destination,
      @ViewBuilder label: () -> Label
    ) {
      self.init(
        store: store,
        isActive: { $0.wrappedValue.flatMap(toDestinationState) != nil },
        state: toDestinationState,
        action: fromDestinationAction,
        onTap: onTap,
        destination: destination,
        label: label()
      )
    }

    /// A link that pushes the store's destination while the destination with the given id is
    /// presented: one of several links to destinations of the same type.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - id: The id of the destination this link pushes.
    ///   - onTap: Called when the link is tapped: sends the action that presents the
    ///     destination.
    ///   - destination: Makes the pushed screen from a store of the destination.
    ///   - label: The link's label.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      id: State.ID,
      onTap: @escaping () -> Void,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
      @ViewBuilder label: () -> Label
    ) where State == DestinationState, Action == DestinationAction, State: Identifiable {
      self.init(
        store,
        state: { $0 },
        action: { $0 },
        id: id,
        onTap: onTap,
        destination: destination,
        label: label
      )
    }

    /// A link that pushes the part of the store's destination that `toDestinationState`
    /// extracts while the extracted state with the given id is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the pushed state from the destination's state.
    ///   - fromDestinationAction: Embeds the pushed screen's actions in the destination's.
    ///   - id: The id of the extracted state this link pushes.
    ///   - onTap: Called when the link is tapped: sends the action that presents the
    ///     destination.
    ///   - destination: Makes the pushed screen from a store of the extracted state.
    ///   - label: The link's label.
    public init(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      id: DestinationState.ID,
      onTap: @escaping () -> Void,
      @ViewBuilder destination:
        @escaping (_ store: Store<DestinationState, DestinationAction>) ->
        Destination,
      @ViewBuilder label: () -> Label
    ) where DestinationState: Identifiable {
      self.init(
        store: store,
        isActive: { $0.wrappedValue.flatMap(toDestinationState)?.id == id },
        state: toDestinationState,
        action: fromDestinationAction,
        onTap: onTap,
        destination: destination,
        label: label()
      )
    }

    private init(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      isActive: @escaping (PresentationState<State>) -> Bool,
      state toDestinationState: @escaping (State) -> DestinationState?,
      action fromDestinationAction: @escaping (DestinationAction) -> Action,
      onTap: @escaping () -> Void,
      destination: @escaping (Store<DestinationState, DestinationAction>) -> Destination,
      label: Label
    ) {
      self.store = store
      self.link = _ViewStoreLink { ViewStore(store, observe: isActive) }
      self.inputs = _ViewInputs(
        (toDestinationState, fromDestinationAction, onTap, destination, label)
      )
    }

    public var body: some View {
      let viewStore = self.link.viewStore
      let inputs = self.inputs.value
      let onTap = inputs.onTap
      let toDestinationState = inputs.toDestinationState
      let fromDestinationAction = inputs.fromDestinationAction
      // The screen keeps showing the last destination while it is popped.
      let lastDestination = _LastDestination<DestinationState>()
      NavigationLink(
        destination: IfLetStore(
          self.store._scope(
            state: { lastDestination.update($0.wrappedValue.flatMap(toDestinationState)) },
            action: { .presented(fromDestinationAction($0)) }
          ),
          then: inputs.destination
        ),
        isActive: Binding(
          get: { viewStore.state },
          set: { isActive in
            if isActive {
              onTap()
            } else if viewStore.state {
              viewStore.send(.dismiss)
            }
          }
        )
      ) {
        inputs.label
      }
    }

    /// Whether the link shows its destination in the detail column of a split view, on iOS:
    /// kept for source compatibility.
    ///
    /// - Parameter isDetailLink: Whether the link is a detail link.
    /// - Returns: The same link.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public func isDetailLink(_ isDetailLink: Bool) -> Self {
      var link = self
      link.isDetailLink = isDetailLink
      return link
    }
  }

  /// The last destination a ``NavigationLinkStore`` pushed, which its screen shows while it is
  /// popped.
  final class _LastDestination<State> {
    private var last: State?

    /// The destination, or the last one when it is `nil`.
    func update(_ state: State?) -> State? {
      if let state {
        self.last = state
      }
      return self.last
    }
  }
#endif
