import CasePaths
import Synchronization

/// The case paths made from case key paths lately, by key path object.
///
/// A reducer's `body` is built again for every action, so a `Scope`, `ifLet` or `forEach` in it
/// would turn its case key path into a case path (several allocations and a key path lookup) on
/// every action. Case key path literals are the same object every time, so the case path made
/// for one is kept, in a small table that a newer key path with the same slot replaces.
@usableFromInline
enum _CasePathCache {
  private static let slotCount = 256
  private static let slots = Mutex<[_CasePathCacheEntry?]>(Array(repeating: nil, count: slotCount))

  /// The case path for `keyPath`: the one made before for the same key path object, if it is
  /// still in the table, else a new one.
  @usableFromInline
  static func casePath<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>
  ) -> AnyCasePath<Root, Value> {
    let identity = UInt(bitPattern: ObjectIdentifier(keyPath))
    let index = Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> 56)
    if let entry = self.slots.withLock({ $0[index] }), entry.keyPath === keyPath {
      // An entry holds its key path, so an entry with this identity was made for this very key
      // path object, with these types.
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
  // Immutable; holding the key path keeps its identity from being reused while the entry lives.
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
