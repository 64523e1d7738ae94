#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message:
      "Scope the store into the destination's wrapped 'state' and presented 'action', instead: 'store.scope(state: \\.destination, action: \\.destination.presented)'. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
  )
  extension IfLetStore {
    /// Shows `ifContent` with a store of the presented state while a destination is presented,
    /// and `elseContent` while none is.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state.
    ///   - ifContent: Makes the view shown while the destination is presented, from a store of
    ///     it.
    ///   - elseContent: The view shown while no destination is presented.
    @preconcurrency @MainActor
    public init<IfContent, ElseContent>(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
      @ViewBuilder else elseContent: @escaping () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
      self.init(
        store.scope(state: \.wrappedValue, action: \.presented),
        then: ifContent,
        else: elseContent
      )
    }

    /// Shows `ifContent` with a store of the presented state while a destination is presented,
    /// and nothing while none is.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state.
    ///   - ifContent: Makes the view shown while the destination is presented, from a store of
    ///     it.
    @available(
      *,
      message:
        "Scope the store into the destination's wrapped 'state' and presented 'action', instead: 'store.scope(state: \\.destination, action: \\.destination.presented)'. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public init<IfContent>(
      _ store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
      self.init(
        store.scope(state: \.wrappedValue, action: \.presented),
        then: ifContent
      )
    }

    /// Shows `ifContent` while a destination is presented and its state can be extracted, for
    /// example while it is a particular case of an enum, and `elseContent` otherwise.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state.
    ///   - toState: Extracts the state shown from the destination's state.
    ///   - fromAction: Embeds the shown view's actions in the destination's actions.
    ///   - ifContent: Makes the view shown while the state can be extracted, from a store of it.
    ///   - elseContent: The view shown otherwise.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public init<DestinationState, DestinationAction, IfContent, ElseContent>(
      _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
      state toState: @escaping (_ destinationState: DestinationState) -> State?,
      action fromAction: @escaping (_ action: Action) -> DestinationAction,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
      @ViewBuilder else elseContent: @escaping () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
      self.init(
        store._scope(
          state: { $0.wrappedValue.flatMap(toState) },
          action: { .presented(fromAction($0)) }
        ),
        then: ifContent,
        else: elseContent
      )
    }

    /// Shows `ifContent` while a destination is presented and its state can be extracted, for
    /// example while it is a particular case of an enum, and nothing otherwise.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state.
    ///   - toState: Extracts the state shown from the destination's state.
    ///   - fromAction: Embeds the shown view's actions in the destination's actions.
    ///   - ifContent: Makes the view shown while the state can be extracted, from a store of it.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public init<DestinationState, DestinationAction, IfContent>(
      _ store: Store<PresentationState<DestinationState>, PresentationAction<DestinationAction>>,
      state toState: @escaping (_ destinationState: DestinationState) -> State?,
      action fromAction: @escaping (_ action: Action) -> DestinationAction,
      @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
      self.init(
        store._scope(
          state: { $0.wrappedValue.flatMap(toState) },
          action: { .presented(fromAction($0)) }
        ),
        then: ifContent
      )
    }
  }
#endif
