import CasePaths

extension Reducer {
  /// Integrates a feature presented by this one: a sheet, a pushed screen, an alert, or an enum
  /// of such destinations.
  ///
  /// ```swift
  /// @Reducer
  /// struct Inventory {
  ///   @ObservableState
  ///   struct State {
  ///     @Presents var addItem: ItemForm.State?
  ///   }
  ///   enum Action {
  ///     case addButtonTapped
  ///     case addItem(PresentationAction<ItemForm.Action>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .addButtonTapped:
  ///         state.addItem = ItemForm.State()
  ///         return .none
  ///       case .addItem:
  ///         return .none
  ///       }
  ///     }
  ///     .ifLet(\.$addItem, action: \.addItem) {
  ///       ItemForm()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it does:
  /// - A child action (`.addItem(.presented(…))`) runs the child reducer first, then this one.
  /// - `.addItem(.dismiss)` runs this reducer first (the child state is still there to read),
  ///   then sets the child state to `nil`.
  /// - When the child state is set to `nil` or replaced by a child of another identity (another
  ///   enum case, or another `Identifiable` id), the child's running effects are cancelled.
  /// - The child can dismiss itself with `@Dependency(\.dismiss)`: this reducer then receives
  ///   `.addItem(.dismiss)`.
  /// - An alert or confirmation dialog is dismissed after any of its actions.
  /// - A presentation action received while the child state is `nil` is reported.
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      base: self,
      toPresentationState: _WritableStatePath(toPresentationState),
      toPresentationAction: _CaseAccessors.find(toPresentationAction),
      destination: destination(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Integrates an alert or a confirmation dialog presented by this feature: it has no reducer
  /// of its own, and is dismissed after any of its actions.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: {},
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer that ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-4ub6q``
/// builds.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let toPresentationState: _WritableStatePath<Base.State, PresentationState<Destination.State>>
  @usableFromInline
  let toPresentationAction:
    _CaseAccessors<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline
  let destination: Destination
  @usableFromInline
  let destinationIdentity: _ChildIdentity<Destination.State>
  @usableFromInline
  let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    toPresentationState: _WritableStatePath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: _CaseAccessors<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination,
    location: _SourceLocation
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.destinationIdentity = _ChildIdentity()
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initial = self.toPresentationState.get(state)
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch (initial.wrappedValue, self.toPresentationAction.extract(action)) {
    case let (.some(destination), .some(.dismiss)):
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)
      if self.presentedID(in: state) == self.id(of: destination) {
        self.toPresentationState.modify(&state) { $0.wrappedValue = nil }
      }

    case let (.some(destination), .some(.presented(destinationAction))):
      let id = self.id(of: destination)
      destinationEffects = self.reduceDestination(
        into: &state,
        action: destinationAction,
        id: id
      )
      baseEffects = self.base.reduce(into: &state, action: action)
      // An alert or dialog goes away once the parent has seen the action it sent (and stays
      // for an action meant for another case of an enum destination).
      if isEphemeral(destination), isEphemeralAction(destinationAction, of: destination),
        self.presentedID(in: state) == id
      {
        self.toPresentationState.modify(&state) { $0.wrappedValue = nil }
      }

    case (.none, .some):
      _BindingCheck.didDropChildAction()
      self.reportActionForAbsentState(action)
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)

    case (_, .none):
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    return .merge(
      destinationEffects,
      baseEffects,
      self.updatePresentation(in: &state, initial: initial)
    )
  }

  /// Runs the destination reducer on the presented state, with a `dismiss` dependency that
  /// dismisses it; its effects are cancelled with the presentation.
  func reduceDestination(
    into state: inout Base.State,
    action: Destination.Action,
    id: _ChildEffectID
  ) -> Effect<Base.Action> {
    let effects = self.toPresentationState.modify(&state) { presentation in
      withDependencies {
        $0.dismiss = ._dismissing(id)
      } operation: {
        self.destination.reduce(into: &presentation.wrappedValue!, action: action)
      }
    }
    let toPresentationAction = self.toPresentationAction
    return
      effects
      .map { toPresentationAction.embed(.presented($0)) }
      ._child(id)
  }

  /// Cancels the effects of a child that went away, and starts watching for the dismissal of a
  /// child that was just presented (or was present before this reducer first ran).
  func updatePresentation(
    in state: inout Base.State,
    initial: PresentationState<Destination.State>
  ) -> Effect<Base.Action> {
    let current = self.toPresentationState.get(state)
    let currentID = current.wrappedValue.map(self.id(of:))
    let presentedID = initial.presentedID
    let identityChanged = presentedID != currentID

    var effects = Effect<Base.Action>.none
    if identityChanged, let presentedID,
      initial.wrappedValue.map({ self.id(of: $0) == presentedID && !isEphemeral($0) }) ?? true
    {
      // Cancels the child's effects, and the watch for its dismissal.
      effects = effects.merge(with: .cancel(id: presentedID))
    }
    if identityChanged, current.wrappedValue == nil, current.presentedID != nil {
      self.toPresentationState.modify(&state) { $0.presentedID = nil }
    }
    if identityChanged || current.presentedID == nil,
      let destination = current.wrappedValue, let currentID, !isEphemeral(destination)
    {
      self.toPresentationState.modify(&state) { $0.presentedID = currentID }
      effects = effects.merge(
        with: ._dismissalWatch(
          child: currentID,
          dismissAction: self.toPresentationAction.embed(.dismiss)
        )
      )
    }
    return effects
  }

  /// The identity of a presented child: its case and `Identifiable` id.
  func id(of destination: Destination.State) -> _ChildEffectID {
    _ChildEffectID(
      keyPath: self.toPresentationState.keyPath,
      identity: self.destinationIdentity(destination)
    )
  }

  /// The identity of the child presented in `state`, if any.
  func presentedID(in state: Base.State) -> _ChildEffectID? {
    self.toPresentationState.get(state).wrappedValue.map(self.id(of:))
  }

  func reportActionForAbsentState(_ action: Base.Action) {
    self.location.report(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a presentation \
      action when destination state was absent.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil". This ensures that \
      destination reducers can handle their actions while their state is still present.

      This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, or \
      from effects that start from this reducer.
      """
    )
  }
}

/// The id every dismissal watch also has, so that a test store can stop them all at the end of
/// a test: a child left presented is not an effect left running.
@usableFromInline
struct _PresentationEffectsID: Hashable, Sendable {
  @usableFromInline
  init() {}
}
