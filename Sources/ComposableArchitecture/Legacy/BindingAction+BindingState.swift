@available(
  *,
  deprecated,
  message: """
    Mark the state '@ObservableState' instead of its fields '@BindingState', and name the field \
    itself: '.set(\\.field, value)', 'case .binding(\\.field):'.
    """
)
extension BindingAction {
  /// Returns an action that writes `value` into a ``BindingState`` field of root state.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.$displayName, "Blob")))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the projection of a field marked `@BindingState`.
  ///   - value: The value to write there.
  /// - Returns: A binding action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    Self(write: _BindingStateWrite(keyPath: keyPath, value: value))
  }

  /// Matches a binding action by the ``BindingState`` field it writes.
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.$displayName):
  ///   // Validate the display name.
  ///   return .none
  /// // ...
  /// }
  /// ```
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.keyPath as AnyKeyPath
  }
}

@available(
  *,
  deprecated,
  message: """
    Mark the state '@ObservableState' instead of its fields '@BindingState', and name the field \
    itself: '\\.binding.field'.
    """
)
extension BindingAction.AllCasePaths {
  /// A case path to the binding actions that write the ``BindingState`` field at `keyPath`, so
  /// that `\.binding.$displayName` extracts the value such an action writes.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    // Key paths are immutable, but not declared `Sendable`.
    let keyPath = UncheckedSendable(keyPath)
    return AnyCasePath(
      embed: { .set(keyPath.value, $0) },
      extract: { action in
        guard
          let write = action.write as? _BindingStateWrite<Root, Value>,
          write.projectionKeyPath.value == keyPath.value
        else { return nil }
        return write.newValue
      }
    )
  }
}
