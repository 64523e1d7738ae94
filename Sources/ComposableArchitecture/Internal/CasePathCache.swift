import CasePaths

/// The case paths made from case key paths lately, by key path.
///
/// A reducer's `body` is built again for every action, so a `Scope`, `ifLet` or `forEach` in it
/// would turn its case key path into a case path (several allocations and a key path lookup) on
/// every action. The case path made for a case key path is kept, and found again by an equal key
/// path (see ``_KeyPathCache``).
@usableFromInline
enum _CasePathCache {
  private static let cache = _KeyPathCache(setCount: 64)

  /// The case path for `keyPath`: the one made before for an equal key path, if it is still in
  /// the table, else a new one.
  @usableFromInline
  static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    if let entry = self.cache.entry(for: keyPath) {
      // A key path of the same class has the same root and value types.
      return unsafeDowncast(entry, to: _CasePathEntry<Root, Value>.self).casePath
    }
    let casePath = AnyCasePath(keyPath)
    self.cache.store(_CasePathEntry(keyPath: keyPath, casePath: casePath))
    return casePath
  }
}

private final class _CasePathEntry<Root, Value>: _KeyPathCacheEntry, @unchecked Sendable {
  // Immutable.
  let casePath: AnyCasePath<Root, Value>

  init(keyPath: CaseKeyPath<Root, Value>, casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    super.init(keyPath: keyPath)
  }
}
