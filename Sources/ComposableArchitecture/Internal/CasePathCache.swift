import CasePaths
import Synchronization

/// The case paths made from case key paths lately, by key path object.
///
/// A reducer's `body` is built again for every action, so a `Scope`, `ifLet` or `forEach` in it
/// would turn its case key path into a case path (several allocations and a key path lookup) on
/// every action. The case path made for a case key path is kept, in a small table that a newer
/// key path with the same slot replaces, and found again by an equal key path. (Equal, not the
/// same object: a case key path literal goes through a generic subscript of `Case`, so it is a
/// new object every time it is evaluated.)
@usableFromInline
enum _CasePathCache {
  private static let slotCount = 256
  private static let slots = Mutex<[_CasePathCacheEntry?]>(Array(repeating: nil, count: slotCount))

  /// The case path for `keyPath`: the one made before for an equal key path, if it is still in
  /// the table, else a new one.
  @usableFromInline
  static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let index = Int(truncatingIfNeeded: UInt(bitPattern: keyPath.hashValue) >> 56)
    if let entry = self.slots.withLock({ $0[index] }),
      entry.keyPath === keyPath
        || (type(of: entry.keyPath) == type(of: keyPath) && entry.keyPath == keyPath)
    {
      // A key path of the same class has the same root and value types.
      return unsafeDowncast(entry, to: _CasePathEntry<Root, Value>.self).casePath
    }
    let casePath = AnyCasePath(keyPath)
    let entry = _CasePathEntry(keyPath: keyPath, casePath: casePath)
    self.slots.withLock { $0[index] = entry }
    return casePath
  }
}

@usableFromInline
class _CasePathCacheEntry: @unchecked Sendable {
  // Immutable.
  let keyPath: AnyKeyPath

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}

private final class _CasePathEntry<Root, Value>: _CasePathCacheEntry, @unchecked Sendable {
  let casePath: AnyCasePath<Root, Value>

  init(keyPath: CaseKeyPath<Root, Value>, casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    super.init(keyPath: keyPath)
  }
}
