/// A store represents the runtime that powers the application. It is the object that you pass
/// around to views that need to interact with the application.
///
/// Create a root store with the feature's initial state and reducer:
///
/// ```swift
/// let store = Store(initialState: Settings.State()) {
///   Settings()
/// }
/// ```
///
/// Read state through dynamic members (`store.displayName`), send actions with ``send(_:)``, and
/// derive child stores with `scope(state:action:)`. Reading state inside an `Observation` tracking
/// scope, or inside ``observe(_:)``, tracks exactly the fields that were read when the state is
/// ``ObservableState``.
///
/// A store is confined to the main actor. Its effects run as tasks it owns: when the root store
/// is deinitialized, every effect still running is cancelled.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline
  let core: StoreCore
  /// Reads the current state without recording an observation of the whole state.
  @usableFromInline
  let currentState: @MainActor () -> State
  @usableFromInline
  let sendAction: @MainActor (Action) -> _EffectTasks?
  /// Keeps the parent alive for as long as a child store is: children send through it.
  private let parent: AnyObject?
  /// The effects this store owns: set for root stores only, cancelled on deinit.
  private nonisolated let ownedEffects: EffectRegistry?
  /// The child stores made by `scope`, so that scoping the same way twice gives the same store.
  var children = ChildStores()
  /// Finds the binding write an action carries, when the action is a ``BindableAction``.
  lazy var bindingWriteOfAction = bindingWriteExtractor(for: Action.self)

  /// Initializes a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed by the reducer and its effects.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (initialState, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      (initialState(), reducer(), DependencyValues._current)
    }
    self.init(
      rootCore: RootCore(
        state: initialState,
        reducer: _StoreDependenciesReducer(base: reducer, dependencies: dependencies)
      )
    )
  }

  @inlinable
  convenience init<R: Reducer<State, Action>>(rootCore core: RootCore<R>) {
    self.init(
      core: core,
      currentState: { core.currentState },
      sendAction: { core.send($0) },
      parent: nil,
      ownedEffects: core.effects
    )
  }

  @usableFromInline
  init(
    core: StoreCore,
    currentState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> _EffectTasks?,
    parent: AnyObject?,
    ownedEffects: EffectRegistry?
  ) {
    self.core = core
    self.currentState = currentState
    self.sendAction = sendAction
    self.parent = parent
    self.ownedEffects = ownedEffects
  }

  deinit {
    self.ownedEffects?.close()
  }

  /// The current state of the store.
  ///
  /// Reading it inside an observation scope tracks the whole state. Prefer reading the fields you
  /// need through dynamic members (`store.displayName`), which track just those fields when the
  /// state is ``ObservableState``.
  @inlinable
  public var state: State {
    _checkMainThread(.state)
    self.core.accessStateIdentity()
    return self.currentState()
  }

  /// Returns a value computed from the current state, without observing it.
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  ///
  /// Deprecated in TCA 1.25: read the state from the store itself, `store.count`, with
  /// `@ObservableState` state, which observes exactly the fields read.
  ///
  /// - Parameter body: Computes a value from the state.
  /// - Returns: What `body` returns.
  @available(
    *,
    deprecated,
    message: "Read state from the store directly ('store.field'), with '@ObservableState' state."
  )
  @inlinable
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.currentState())
  }

  /// Reads a value from the store's state.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// The action is reduced right away, unless the store is already reducing an action (for
  /// example when a `.send` effect or an observer sends another): then it is queued and reduced
  /// as soon as the current one is done, never in the middle of it.
  ///
  /// - Parameter action: An action.
  /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
  ///   sending the action.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // Checked before touching state: from another thread, reducing would race with the main
    // thread's reads and writes.
    guard _checkMainThread(.send(action)) else { return StoreTask(effects: nil) }
    return StoreTask(effects: self.sendAction(action))
  }
}

extension Store: Observable {}

extension Store: CustomDebugStringConvertible {
  public nonisolated var debugDescription: String {
    storeTypeName(of: Self.self)
  }
}

/// A convenience type alias for referring to a store of a given reducer's domain.
///
/// ```swift
/// let store: StoreOf<Settings>
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
