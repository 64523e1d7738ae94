import Synchronization

/// A small table of things made from key paths, found again by an equal key path.
///
/// Made for case key paths: a case key path literal goes through a generic subscript of `Case`,
/// so it is a new object every time it is evaluated, and whatever is made from it (a case path, a
/// case's constructor) would otherwise be made again every time too. An entry is found by the
/// same object, or by an equal key path of the same class.
///
/// The table is bounded (key paths with subscript arguments, such as `\.rows[id: id]`, are as many
/// as their arguments) and set-associative: a key path's hash picks a set of ``ways`` slots, and a
/// new entry replaces the oldest of its set only when the set is full. Hashes are seeded per
/// process, so a table with one slot per set would make key paths that happen to share a slot
/// evict each other on every use in some runs and not in others.
final class _KeyPathCache: Sendable {
  /// The number of slots in a set.
  static let ways = 4

  private let slots: Mutex<[_KeyPathCacheEntry?]>
  private let setCount: Int

  init(setCount: Int) {
    self.setCount = setCount
    self.slots = Mutex(Array(repeating: nil, count: setCount * Self.ways))
  }

  /// The entry stored for a key path equal to `keyPath`, if it is still in the table.
  func entry(for keyPath: AnyKeyPath) -> _KeyPathCacheEntry? {
    let start = self.firstSlot(keyPath)
    return self.slots.withLock { slots in
      for index in start..<(start + Self.ways) {
        guard let entry = slots[index] else { return nil }
        if entry.keyPath === keyPath
          || (type(of: entry.keyPath) == type(of: keyPath) && entry.keyPath == keyPath)
        {
          return entry
        }
      }
      return nil
    }
  }

  /// Stores `entry` for its key path, first in its set; the oldest entry of a full set goes.
  func store(_ entry: _KeyPathCacheEntry) {
    let start = self.firstSlot(entry.keyPath)
    self.slots.withLock { slots in
      var index = start + Self.ways - 1
      while index > start {
        slots[index] = slots[index - 1]
        index -= 1
      }
      slots[start] = entry
    }
  }

  private func firstSlot(_ keyPath: AnyKeyPath) -> Int {
    let set = Int(truncatingIfNeeded: UInt(bitPattern: keyPath.hashValue) % UInt(self.setCount))
    return set * Self.ways
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
