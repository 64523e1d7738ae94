import ConcurrencyExtras

/// The write of a binding action made from a key path to ``BindingState``: it writes the value
/// into the wrapper's `wrappedValue`, and names the field by the key path to its projection
/// (`\.$displayName`), so that `case .binding(\.$displayName):` matches it.
@available(*, deprecated, message: "Made by the deprecated 'BindingState' APIs.")
final class _BindingStateWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite {
  // Key paths are immutable, but not declared `Sendable`.
  let projectionKeyPath: UncheckedSendable<WritableKeyPath<Root, BindingState<Value>>>
  let newValue: Value

  init(keyPath: WritableKeyPath<Root, BindingState<Value>>, value: Value) {
    self.projectionKeyPath = UncheckedSendable(keyPath)
    self.newValue = value
  }

  var keyPath: PartialKeyPath<Root> {
    self.projectionKeyPath.value
  }

  var value: any Sendable {
    self.newValue
  }

  func write(into root: inout Root) {
    root[keyPath: self.projectionKeyPath.value].wrappedValue = self.newValue
    _LegacyFieldNames.record(self.projectionKeyPath.value, in: root)
  }

  func isEqual(to other: any _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.projectionKeyPath.value == other.projectionKeyPath.value
      && self.newValue == other.newValue
  }
}
