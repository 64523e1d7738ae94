extension Store
where Action: ViewAction, Action.ViewAction: BindableAction, Action.ViewAction.State == State {
  /// Reads a field of state, and writes it by sending a binding action embedded in a view action.
  ///
  /// For a feature whose bindable actions live in its `view` case, this makes `\Store.displayName`
  /// writable, so that a `@Bindable` store derives bindings to its fields as it does when the
  /// action itself is a ``BindableAction``:
  ///
  /// ```swift
  /// store.displayName = "Blob"  // sends .view(.binding(.set(\.displayName, "Blob")))
  /// ```
  ///
  /// The feature applies these writes with `BindingReducer(action: \.view)`; a write that no
  /// ``BindingReducer`` applies is reported as an issue.
  @_disfavoredOverload
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      let binding = BindingAction<State>.set(keyPath, newValue)
      self._sendBinding(.view(.binding(binding)), write: binding.write, origin: nil)
    }
  }
}
