import Foundation

/// What was found for each key path, kept so that it is found once: the accessors of a tracked
/// field, or of an enum case.
///
/// A lookup goes by the key path object first (a key path literal is the same object every time
/// it is evaluated, outside generic code), and by equal key path next: hashing a key path costs
/// more than the rest of the lookup.
final class _KeyPathMemo: @unchecked Sendable {
  // Every stored property is only used with the lock held.

  /// How many entries a table holds at most, but for the key paths something was found for.
  ///
  /// Those are as many as the fields and cases the program declares, and are always kept. Key
  /// paths found to be nothing (`\.rows[id: id].title`, one per argument) and key path objects
  /// (code generic over the root makes a new one at each evaluation) are as many as the program
  /// makes, so those stop being kept past the limit.
  private static let limit = 4_096

  private struct Entry {
    /// Kept alive with its entry, so that its object identifier is never reused.
    let keyPath: AnyKeyPath
    let value: AnyObject?
  }

  private let lock = NSLock()
  private var byObject: [ObjectIdentifier: Entry] = [:]
  private var byValue: [AnyKeyPath: AnyObject?] = [:]

  /// What was found for `keyPath` before, or what `find` finds now.
  func value(for keyPath: AnyKeyPath, find: () -> AnyObject?) -> AnyObject? {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let entry = self.byObject[ObjectIdentifier(keyPath)], entry.keyPath === keyPath {
      return entry.value
    }
    let value: AnyObject?
    if let found = self.byValue[keyPath] {
      value = found
    } else {
      value = find()
      if value != nil || self.byValue.count < Self.limit {
        self.byValue[keyPath] = value
      }
    }
    if self.byObject.count < Self.limit {
      self.byObject[ObjectIdentifier(keyPath)] = Entry(keyPath: keyPath, value: value)
    }
    return value
  }
}
