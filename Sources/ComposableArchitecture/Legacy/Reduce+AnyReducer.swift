@available(
  *,
  deprecated,
  message: """
    Conform a type to 'Reducer' with the '@Reducer' macro instead of using 'AnyReducer', and use \
    '@Dependency' instead of an environment.
    """
)
extension Reduce {
  /// Runs an ``AnyReducer`` with an environment, as a step of a ``Reducer``'s body.
  ///
  /// This is how a feature written as an `AnyReducer` takes part in a feature written as a
  /// ``Reducer``, one step of a migration at a time:
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce(settingsReducer, environment: SettingsEnvironment())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: A reducer of the same state and action.
  ///   - environment: The environment that the reducer runs with.
  public init<Environment>(
    _ reducer: AnyReducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init { state, action in reducer.run(&state, action, environment) }
  }
}
