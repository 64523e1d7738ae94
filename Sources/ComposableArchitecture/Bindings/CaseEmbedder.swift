import CasePaths

/// Embeds values in an enum through a case key path, as a binding made with `sending(_:)` does
/// on every write.
///
/// The case is looked up on the first write, not when the binding is made (a view makes its
/// bindings on every update, and most are never written), and then called directly.
@usableFromInline
final class _CaseEmbedder<Root, Value> {
  private let keyPath: CaseKeyPath<Root, Value>
  private(set) var accessors: _CaseAccessors<Root, Value>?

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// Returns `value` embedded in the key path's case.
  @usableFromInline
  func callAsFunction(_ value: Value) -> Root {
    if let accessors = self.accessors {
      return accessors.embed(value)
    }
    let accessors = _CaseAccessors.find(self.keyPath)
    self.accessors = accessors
    return accessors.embed(value)
  }
}
