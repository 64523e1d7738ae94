@available(
  *,
  deprecated,
  message: """
    Mark the state '@ObservableState' instead of its fields '@BindingState', and name the field \
    itself: '.set(\\.field, value)'.
    """
)
extension BindableAction {
  /// Returns an action that writes `value` into a ``BindingState`` field, shorthand for
  /// `.binding(.set(\.$field, value))`.
  ///
  /// ```swift
  /// await store.send(.set(\.$displayName, "Blob")) {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the projection of a field marked `@BindingState`.
  ///   - value: The value to write there.
  /// - Returns: An action that holds a binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
