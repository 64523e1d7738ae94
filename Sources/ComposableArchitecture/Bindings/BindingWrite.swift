import ConcurrencyExtras

/// A write of a value at a writable key path of the root state: what
/// `BindingAction.set(_:_:)` makes.
@usableFromInline
final class _BindingWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite {
  // Key paths are immutable, but not declared `Sendable`.
  @usableFromInline
  let writableKeyPath: UncheckedSendable<WritableKeyPath<Root, Value>>
  @usableFromInline
  let newValue: Value
  /// The field's own setter, when the key path is a tracked field of an observable struct.
  @usableFromInline
  let field: _FieldAccessors<Root, Value>?

  @usableFromInline
  init(keyPath: WritableKeyPath<Root, Value>, value: Value) {
    self.writableKeyPath = UncheckedSendable(keyPath)
    self.newValue = value
    self.field = _FieldAccessors.find(keyPath)
  }

  @usableFromInline
  var keyPath: PartialKeyPath<Root> {
    self.writableKeyPath.value
  }

  @usableFromInline
  var value: any Sendable {
    self.newValue
  }

  @inlinable
  func write(into root: inout Root) {
    if let field = self.field {
      field.set(&root, self.newValue)
    } else {
      root[keyPath: self.writableKeyPath.value] = self.newValue
    }
  }

  @usableFromInline
  func isEqual(to other: any _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.writableKeyPath.value == other.writableKeyPath.value
      && self.newValue == other.newValue
  }
}
