@available(
  *,
  deprecated,
  message: """
    Add 'BindingReducer()' to the body of a 'Reducer' instead. See the article 'Migrating \
    bindings'.
    """
)
extension AnyReducer {
  /// Returns a reducer that applies the binding actions found by a case path to state, before
  /// running this reducer.
  ///
  /// This is how versions before 0.26 applied binding actions:
  ///
  /// ```swift
  /// let settingsReducer = AnyReducer<
  ///   SettingsState, SettingsAction, SettingsEnvironment
  /// > { state, action, environment in
  ///   switch action {
  ///   case .binding:
  ///     return .none
  ///   }
  /// }
  /// .binding(action: /SettingsAction.binding)
  /// ```
  ///
  /// - Parameter toBindingAction: A case path from the action to its binding actions.
  /// - Returns: A reducer that applies binding actions.
  public func binding(action toBindingAction: AnyCasePath<Action, BindingAction<State>>) -> Self {
    Self { state, action, environment in
      toBindingAction.extract(from: action)?.apply(to: &state)
      return self.run(&state, action, environment)
    }
  }

  /// Returns a reducer that applies the binding actions found by a case key path to state,
  /// before running this reducer.
  ///
  /// ```swift
  /// settingsReducer.binding(action: \.binding)
  /// ```
  ///
  /// - Parameter toBindingAction: A case key path from the action to its binding actions.
  /// - Returns: A reducer that applies binding actions.
  public func binding(action toBindingAction: CaseKeyPath<Action, BindingAction<State>>) -> Self {
    self.binding(action: AnyCasePath(toBindingAction))
  }
}

@available(
  *,
  deprecated,
  message: """
    Add 'BindingReducer()' to the body of a 'Reducer' instead. See the article 'Migrating \
    bindings'.
    """
)
extension AnyReducer where Action: BindableAction & SendableMetatype, Action.State == State {
  /// Returns a reducer that applies binding actions to state, before running this reducer.
  ///
  /// This is how version 0.26 applied the binding actions of a ``BindableAction``:
  ///
  /// ```swift
  /// let settingsReducer = AnyReducer<
  ///   SettingsState, SettingsAction, SettingsEnvironment
  /// > { state, action, environment in
  ///   switch action {
  ///   case .binding:
  ///     return .none
  ///   }
  /// }
  /// .binding()
  /// ```
  ///
  /// - Returns: A reducer that applies binding actions.
  public func binding() -> Self {
    Self { state, action, environment in
      action.binding?.apply(to: &state)
      return self.run(&state, action, environment)
    }
  }
}
