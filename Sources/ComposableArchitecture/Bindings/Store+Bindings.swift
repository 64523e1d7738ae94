extension Store where Action: BindableAction, Action.State == State {
  /// Reads a field of state, and writes it by sending a binding action.
  ///
  /// This is what makes `\Store.displayName` a writable key path for a store whose action is a
  /// ``BindableAction``, so that a `@Bindable` store derives bindings to its fields, and a UI that
  /// isn't built on bindings can write a field directly:
  ///
  /// ```swift
  /// store.displayName = nameField.text  // sends .binding(.set(\.displayName, nameField.text))
  /// ```
  ///
  /// Every write goes through ``send(_:)``: the reducer, ``Reducer/onChange(of:_:)-78wv4`` and
  /// `_printChanges()` all see it. A write that no ``BindingReducer`` applies is
  /// reported as an issue.
  @_disfavoredOverload
  @inlinable
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { self.state[keyPath: keyPath] }
    set {
      self._sendBinding(.binding(.set(keyPath, newValue)), origin: nil)
    }
  }
}
