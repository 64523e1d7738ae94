// Key paths are immutable once formed, but the standard library doesn't declare `KeyPath` values
// `Sendable`, and a key path handed to a dynamic-member subscript never is. Binding actions cross
// into effects and `@Sendable` closures, so they hold key paths through these aliases. This is
// the one place where a key path is declared sendable without the compiler's proof.

/// A writable key path that may be sent across concurrency domains.
@usableFromInline
typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable

/// A partial key path that may be sent across concurrency domains.
@usableFromInline
typealias _SendablePartialKeyPath<Root> = any PartialKeyPath<Root> & Sendable

extension WritableKeyPath {
  /// Declares this key path sendable. Key path objects are immutable, so sharing one is safe.
  @usableFromInline
  @_transparent
  func _unsafeSendable() -> _SendableWritableKeyPath<Root, Value> {
    unsafeBitCast(self, to: _SendableWritableKeyPath<Root, Value>.self)
  }
}
