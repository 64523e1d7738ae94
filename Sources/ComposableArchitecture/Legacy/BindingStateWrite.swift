import Synchronization

/// The content of a binding action made from a key path to ``BindingState``: it writes the value
/// into the wrapper's `wrappedValue`, and names the field by the key path to its projection
/// (`\.$displayName`), so that `case .binding(\.$displayName):` matches it.
///
/// It can carry an ``_AppliedFlag``, which it raises when a reducer applies it: a view store
/// checks the flag after sending, to warn about a binding that no `BindingReducer` handled.
@available(*, deprecated, message: "Made by the deprecated 'BindingState' APIs.")
final class _BindingStateWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite<Root>,
  @unchecked Sendable
{
  // Immutable once made; the key path, the value and the flag are all `Sendable`.
  let keyPath: _SendableWritableKeyPath<Root, BindingState<Value>>
  let value: Value
  let appliedFlag: _AppliedFlag?

  init(
    keyPath: WritableKeyPath<Root, BindingState<Value>>,
    value: Value,
    appliedFlag: _AppliedFlag? = nil
  ) {
    self.keyPath = keyPath._unsafeSendable()
    self.value = value
    self.appliedFlag = appliedFlag
    super.init()
  }

  override var partialKeyPath: _SendablePartialKeyPath<Root> {
    self.keyPath
  }

  override var anyValue: any Sendable {
    self.value
  }

  override func apply(to root: inout Root) {
    root[keyPath: self.keyPath].wrappedValue = self.value
    self.appliedFlag?.raise()
  }

  override func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.keyPath == other.keyPath && self.value == other.value
  }
}

/// Whether a binding action was applied to state. See ``_BindingStateWrite``.
final class _AppliedFlag: Sendable {
  private let isRaised = Atomic<Bool>(false)

  /// Records that the binding action was applied.
  func raise() {
    self.isRaised.store(true, ordering: .relaxed)
  }

  /// Whether the binding action was applied.
  var wasApplied: Bool {
    self.isRaised.load(ordering: .relaxed)
  }
}
