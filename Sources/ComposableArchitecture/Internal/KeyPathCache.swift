import Synchronization

/// A small table of things made from key paths, found again by an equal key path.
///
/// Made for case key paths: a case key path literal goes through a generic subscript of `Case`,
/// so it is a new object every time it is evaluated, and whatever is made from it (a case path, a
/// case's constructor) would otherwise be made again every time too. An entry is found by the
/// same object, or by an equal key path of the same class; a newer key path with the same slot
/// replaces it.
final class _KeyPathCache: Sendable {
  private let slots: Mutex<[_KeyPathCacheEntry?]>
  private let slotCount: Int

  init(slotCount: Int) {
    self.slotCount = slotCount
    self.slots = Mutex(Array(repeating: nil, count: slotCount))
  }

  /// The entry stored for a key path equal to `keyPath`, if it is still in the table.
  func entry(for keyPath: AnyKeyPath) -> _KeyPathCacheEntry? {
    let index = self.index(keyPath)
    guard
      let entry = self.slots.withLock({ $0[index] }),
      entry.keyPath === keyPath
        || (type(of: entry.keyPath) == type(of: keyPath) && entry.keyPath == keyPath)
    else { return nil }
    return entry
  }

  /// Stores `entry` for its key path, in place of whatever had the same slot.
  func store(_ entry: _KeyPathCacheEntry) {
    let index = self.index(entry.keyPath)
    self.slots.withLock { $0[index] = entry }
  }

  private func index(_ keyPath: AnyKeyPath) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: keyPath.hashValue) % UInt(self.slotCount))
  }
}

/// What a ``_KeyPathCache`` holds for a key path. Subclasses add what was made from it, and
/// are immutable.
class _KeyPathCacheEntry: @unchecked Sendable {
  let keyPath: AnyKeyPath

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}
