/// The type-erased write that a ``BindingAction`` carries: a writable key path and a value.
///
/// A class, so that a binding action (and so every action enum that has a `binding` case) is a
/// single reference: copying an action is a retain, not a copy of an existential's payload.
@usableFromInline
class _AnyBindingWrite<Root>: @unchecked Sendable {
  // Immutable once made; the key path and value are both `Sendable`.
  @usableFromInline
  init() {}

  @usableFromInline
  var partialKeyPath: _SendablePartialKeyPath<Root> {
    fatalError("Subclass must override")
  }

  @usableFromInline
  var anyValue: any Sendable {
    fatalError("Subclass must override")
  }

  @usableFromInline
  func apply(to root: inout Root) {
    fatalError("Subclass must override")
  }

  @usableFromInline
  func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    fatalError("Subclass must override")
  }
}

/// A write of a value of a given type at a key path.
@usableFromInline
final class _BindingWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite<Root>,
  @unchecked Sendable
{
  @usableFromInline
  let keyPath: _SendableWritableKeyPath<Root, Value>
  @usableFromInline
  let value: Value

  @inlinable
  init(keyPath: _SendableWritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
    super.init()
  }

  @usableFromInline
  override var partialKeyPath: _SendablePartialKeyPath<Root> {
    self.keyPath
  }

  @usableFromInline
  override var anyValue: any Sendable {
    self.value
  }

  @usableFromInline
  override func apply(to root: inout Root) {
    // Writing through a key path to a computed property (every field of an `@ObservableState`
    // struct is one) makes the runtime allocate a write-back buffer per write. The field's own
    // setter, found once per key path, does the same write — observation included — directly.
    if let write = _FieldWriters.writer(for: self.keyPath, of: Root.self, Value.self) {
      write(&root, self.value)
    } else {
      root[keyPath: self.keyPath] = self.value
    }
  }

  @usableFromInline
  override func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.keyPath == other.keyPath && self.value == other.value
  }
}
