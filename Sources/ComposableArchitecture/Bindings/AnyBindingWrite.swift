/// The type-erased content of a ``BindingAction``: a key path and the value to write there.
///
/// A binding action holds one of these as an existential. A `_BindingWrite` is a key path (one
/// word) and a value, so for the values bindings usually carry (`Bool`, `Int`, `Double`, `String`,
/// small enums) it fits the existential's inline buffer and erasing it allocates nothing. Larger
/// values are boxed once, when the action is made.
@usableFromInline
protocol _AnyBindingWrite<Root>: Sendable {
  associatedtype Root

  /// The key path that the value is written to.
  var partialKeyPath: _SendablePartialKeyPath<Root> { get }

  /// The value, erased.
  var anyValue: any Sendable { get }

  /// Writes the value into `root` at the key path.
  func apply(to root: inout Root)

  /// Whether `other` writes an equal value to the same key path.
  func isEqual(to other: any _AnyBindingWrite<Root>) -> Bool
}

/// A write of a value of a known type to a key path. See ``_AnyBindingWrite``.
@usableFromInline
struct _BindingWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite {
  @usableFromInline
  let keyPath: _SendableWritableKeyPath<Root, Value>
  @usableFromInline
  let value: Value

  @inlinable
  init(keyPath: _SendableWritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  @usableFromInline
  var partialKeyPath: _SendablePartialKeyPath<Root> {
    self.keyPath
  }

  @usableFromInline
  var anyValue: any Sendable {
    self.value
  }

  @usableFromInline
  func apply(to root: inout Root) {
    root[keyPath: self.keyPath] = self.value
  }

  @usableFromInline
  func isEqual(to other: any _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.keyPath == other.keyPath && self.value == other.value
  }
}
