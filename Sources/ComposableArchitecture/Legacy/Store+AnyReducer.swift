@available(
  *,
  deprecated,
  message: """
    Conform a type to 'Reducer' with the '@Reducer' macro and use 'init(initialState:reducer:)', \
    with '@Dependency' instead of an environment.
    """
)
extension Store {
  /// Initializes a store from an initial state, an ``AnyReducer`` and its environment.
  ///
  /// ```swift
  /// let store = Store(
  ///   initialState: SettingsState(),
  ///   reducer: settingsReducer,
  ///   environment: SettingsEnvironment()
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - environment: The environment of dependencies for the application.
  public convenience init<Environment>(
    initialState: State,
    reducer: AnyReducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState) {
      Reduce(reducer, environment: environment)
    }
  }
}
