import CasePaths
import Dependencies
import OrderedCollections

extension Reducer {
  /// Integrates a stack of features, such as the screens pushed onto a navigation stack.
  ///
  /// ```swift
  /// @Reducer
  /// struct RootFeature {
  ///   @ObservableState
  ///   struct State {
  ///     var path = StackState<Path.State>()
  ///   }
  ///   enum Action {
  ///     case path(StackActionOf<Path>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // …
  ///     }
  ///     .forEach(\.path, action: \.path)
  ///   }
  /// }
  /// ```
  ///
  /// What it does:
  /// - An element's action runs the element's reducer first, then this one.
  /// - `.popFrom(id:)` runs this reducer first (the element is still there to read), then pops
  ///   the element and every element above it.
  /// - `.push(id:state:)` pushes the element, then runs this reducer.
  /// - When elements leave the stack, however they leave, their running effects are cancelled.
  /// - An element can dismiss itself with `@Dependency(\.dismiss)`: this reducer then receives
  ///   `.popFrom(id:)` for it.
  /// - An action for an element the stack doesn't have is reported.
  @inlinable
  @warn_unqualified_access
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _StackReducer(
      base: self,
      toStackState: _WritableStatePath(toStackState),
      toStackAction: _CaseAccessors.find(toStackAction),
      destination: destination(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Integrates a stack of the features of an enum of destinations: its static `body` runs on each
  /// element. See ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)-7tcod``.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    self.forEach(
      toStackState,
      action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer that ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)-7tcod``
/// builds.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let toStackState: _WritableStatePath<Base.State, StackState<Destination.State>>
  @usableFromInline
  let toStackAction:
    _CaseAccessors<Base.Action, StackAction<Destination.State, Destination.Action>>
  @usableFromInline
  let destination: Destination
  @usableFromInline
  let location: _SourceLocation

  @usableFromInline
  init(
    base: Base,
    toStackState: _WritableStatePath<Base.State, StackState<Destination.State>>,
    toStackAction: _CaseAccessors<Base.Action, StackAction<Destination.State, Destination.Action>>,
    destination: Destination,
    location: _SourceLocation
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.destination = destination
    self.location = location
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = self.toStackState.get(state).mounted
    let destinationEffects: Effect<Base.Action>
    let baseEffects: Effect<Base.Action>

    switch self.toStackAction.extract(action) {
    case let .element(id, destinationAction):
      if self.toStackState.get(state)[id: id] != nil {
        destinationEffects = self.reduceDestination(
          into: &state,
          id: id,
          action: destinationAction
        )
      } else {
        _BindingCheck.didDropChildAction()
        self.reportActionForMissingElement(destinationAction)
        destinationEffects = .none
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case let .popFrom(id):
      destinationEffects = .none
      let canPop = self.toStackState.get(state).ids.contains(id)
      baseEffects = self.base.reduce(into: &state, action: action)
      if canPop {
        self.toStackState.modify(&state) { $0.pop(from: id) }
      } else {
        self.reportPopOfMissingElement(id: id, ids: self.toStackState.get(state).ids)
      }

    case let .push(id, element):
      destinationEffects = .none
      if self.toStackState.get(state).ids.contains(id) {
        self.reportPushOfExistingElement(id: id, ids: self.toStackState.get(state).ids)
        baseEffects = self.base.reduce(into: &state, action: action)
        break
      }
      @Dependency(\.context) var context
      if context == .test {
        @Dependency(\.stackElementID) var stackElementID
        let nextID = stackElementID.peek()
        if id.generation > nextID.generation {
          self.reportUnexpectedPushID(id, expected: nextID)
        } else if id.generation == nextID.generation {
          _ = stackElementID.next()
        }
      }
      self.toStackState.modify(&state) { $0.elements[id] = element }
      baseEffects = self.base.reduce(into: &state, action: action)

    case .none:
      destinationEffects = .none
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let idsAfter = self.toStackState.get(state).ids
    var effects = Effect<Base.Action>.merge(destinationEffects, baseEffects)
    if idsBefore != idsAfter {
      for id in idsBefore.subtracting(idsAfter) {
        // Cancels the element's effects, and the watch for its dismissal.
        effects = effects.merge(with: .cancel(id: self.elementEffectsID(id)))
      }
      for id in idsAfter.subtracting(idsBefore) {
        effects = effects.merge(
          with: ._dismissalWatch(
            child: self.elementEffectsID(id),
            dismissAction: self.toStackAction.embed(.popFrom(id: id))
          )
        )
      }
      self.toStackState.modify(&state) { $0.mounted = idsAfter }
    }
    return effects
  }

  /// Runs the destination reducer on an element, with a `dismiss` dependency that pops it; its
  /// effects are cancelled when it leaves the stack.
  func reduceDestination(
    into state: inout Base.State,
    id: StackElementID,
    action: Destination.Action
  ) -> Effect<Base.Action> {
    let effects = self.toStackState.modify(&state) { stack in
      withDependencies {
        $0.dismiss = ._dismissing(self.elementEffectsID(id))
      } operation: {
        self.destination.reduce(into: &stack.elements[id]!, action: action)
      }
    }
    let toStackAction = self.toStackAction
    return
      effects
      .map { toStackAction.embed(.element(id: id, action: $0)) }
      ._child(self.elementEffectsID(id))
  }

  /// The id of the effects of the element with the given id.
  func elementEffectsID(_ id: StackElementID) -> _ChildEffectID {
    _ChildEffectID(keyPath: self.toStackState.keyPath, identity: AnyHashable(id))
  }

  func reportActionForMissingElement(_ action: Destination.Action) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for a \
      missing element.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element \
      reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when \
      its state contains an element at this id. In SwiftUI applications, use \
      "NavigationStack.init(path:)" with a binding to a store.
      """
    )
  }

  func reportPopOfMissingElement(id: StackElementID, ids: OrderedSet<StackElementID>) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "popFrom" \
      action for a missing element.

        ID:
          \(id)
        Path IDs:
          \(ids)
      """
    )
  }

  func reportPushOfExistingElement(id: StackElementID, ids: OrderedSet<StackElementID>) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" action \
      for an element it already contains.

        ID:
          \(id)
        Path IDs:
          \(ids)
      """
    )
  }

  func reportUnexpectedPushID(_ id: StackElementID, expected: StackElementID) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received a "push" action \
      with an unexpected generational ID.

        Received ID:
          \(id)
        Expected ID:
          \(expected)
      """
    )
  }
}
