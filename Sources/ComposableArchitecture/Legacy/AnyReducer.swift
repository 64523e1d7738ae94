/// A reducer made from a function of state, action and environment: the reducer of versions
/// before 0.41, when it was named `Reducer`.
///
/// ```swift
/// let settingsReducer = AnyReducer<
///   SettingsState, SettingsAction, SettingsEnvironment
/// > { state, action, environment in
///   switch action {
///   case let .displayNameChanged(displayName):
///     state.displayName = displayName
///     return .none
///   // ...
///   }
/// }
/// ```
///
/// Reducers of this kind are combined with
/// ``combine(_:)-(AnyReducer<State,Action,Environment>...)``, embedded in a parent's domain with
/// ``pullback(state:action:environment:)-(_,AnyCasePath<ParentAction,Action>,_)``, and apply
/// binding actions with ``binding()``. A store runs one through
/// `Store(initialState:reducer:environment:)`, and a ``Reducer`` body runs one through
/// `Reduce(_:environment:)`, which supplies the environment:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce(settingsReducer, environment: SettingsEnvironment())
/// }
/// ```
///
/// Today a feature is a type conforming to ``Reducer`` (with the ``Reducer()`` macro), whose
/// dependencies come from `@Dependency` rather than an environment.
@available(
  *,
  deprecated,
  message: """
    Conform a type to 'Reducer' with the '@Reducer' macro, and use '@Dependency' instead of an \
    environment. See the article 'Migrating bindings'.
    """
)
public struct AnyReducer<State, Action, Environment>: Sendable {
  // Sendable, so that a reducer can be a global constant, as it was written then.
  private let reducer: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// Initializes a reducer from a function that evolves state given an action and an
  /// environment, and returns the effects to run.
  ///
  /// - Parameter reducer: A function that mutates state for an action, using the environment,
  ///   and returns an effect.
  public init(
    _ reducer:
      @escaping @Sendable (
        _ state: inout State, _ action: Action, _ environment: Environment
      ) -> Effect<Action>
  ) {
    self.reducer = reducer
  }

  /// Initializes a reducer that runs a ``Reducer`` built from the environment.
  ///
  /// ```swift
  /// let settingsReducer = AnyReducer<Settings.State, Settings.Action, SettingsEnvironment> { _ in
  ///   Settings()
  /// }
  /// ```
  ///
  /// - Parameter build: A function that builds a reducer from the environment.
  public init<R: Reducer<State, Action> & SendableMetatype>(
    @ReducerBuilder<State, Action> _ build: @escaping @Sendable (_ environment: Environment) -> R
  ) {
    self.init { state, action, environment in
      build(environment).reduce(into: &state, action: action)
    }
  }

  /// Initializes a reducer that runs a ``Reducer`` and ignores the environment.
  ///
  /// - Parameter reducer: A reducer.
  public init<R: Reducer<State, Action> & Sendable>(_ reducer: R) {
    self.init { state, action, _ in reducer.reduce(into: &state, action: action) }
  }

  /// A reducer that does nothing.
  public static var empty: Self {
    Self { _, _, _ in .none }
  }

  /// Combines reducers into one that runs each of them, in order, on every action, and merges
  /// their effects.
  ///
  /// - Parameter reducers: The reducers to combine.
  /// - Returns: A reducer.
  public static func combine(_ reducers: Self...) -> Self {
    .combine(reducers)
  }

  /// Combines reducers into one that runs each of them, in order, on every action, and merges
  /// their effects.
  ///
  /// - Parameter reducers: The reducers to combine.
  /// - Returns: A reducer.
  public static func combine(_ reducers: [Self]) -> Self {
    Self { state, action, environment in
      .merge(reducers.map { $0.reducer(&state, action, environment) })
    }
  }

  /// Combines this reducer with another, which runs after it.
  ///
  /// - Parameter other: Another reducer.
  /// - Returns: A reducer.
  public func combined(with other: Self) -> Self {
    .combine(self, other)
  }

  /// Runs the reducer.
  ///
  /// - Parameters:
  ///   - state: Mutable state.
  ///   - action: An action.
  ///   - environment: An environment.
  /// - Returns: An effect that can emit zero or more actions.
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action> {
    self.reducer(&state, action, environment)
  }

  /// Runs the reducer; the same as ``run(_:_:_:)``.
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action> {
    self.reducer(&state, action, environment)
  }

  /// Transforms a reducer of a child domain into one of a parent domain: it runs on the child
  /// actions found by a case path, on the child state at a key path, with the environment that a
  /// function derives from the parent's.
  ///
  /// ```swift
  /// let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
  ///   settingsReducer.pullback(
  ///     state: \.settings,
  ///     action: /AppAction.settings,
  ///     environment: { _ in SettingsEnvironment() }
  ///   ),
  ///   // ...
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path from parent state to child state.
  ///   - toChildAction: A case path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child's.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: AnyCasePath<ParentAction, Action>,
    environment toChildEnvironment:
      @escaping @Sendable (_ environment: ParentEnvironment) -> Environment
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    // Key paths are immutable, but not declared `Sendable`.
    let toChildState = UncheckedSendable(toChildState)
    return AnyReducer<ParentState, ParentAction, ParentEnvironment> {
      state,
      action,
      environment in
      guard let childAction = toChildAction.extract(from: action) else { return .none }
      return self.reducer(
        &state[keyPath: toChildState.value],
        childAction,
        toChildEnvironment(environment)
      )
      .map { toChildAction.embed($0) }
    }
  }

  /// Transforms a reducer of a child domain into one of a parent domain, finding child actions
  /// with a case key path.
  ///
  /// ```swift
  /// settingsReducer.pullback(
  ///   state: \.settings,
  ///   action: \.settings,
  ///   environment: { _ in SettingsEnvironment() }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path from parent state to child state.
  ///   - toChildAction: A case key path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child's.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CaseKeyPath<ParentAction, Action>,
    environment toChildEnvironment:
      @escaping @Sendable (_ environment: ParentEnvironment) -> Environment
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    self.pullback(
      state: toChildState,
      action: AnyCasePath(toChildAction),
      environment: toChildEnvironment
    )
  }
}
