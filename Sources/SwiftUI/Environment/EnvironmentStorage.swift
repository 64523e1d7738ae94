/// One value written to an environment, in front of the values written before it: an
/// environment is the list of its writes, the latest first, as SwiftUI keeps its own.
///
/// A write adds one link and shares everything written before it, so that a modifier's
/// environment costs one small object, not a copy of every value above it (a page keeps the
/// environment of each of its nodes), and comparing two environments compares only what was
/// written since they parted. Never changed once made, so that its identity tells whether an
/// environment changed.
final class EnvironmentStorage: @unchecked Sendable {
  // Never written after `init`: reading it from any thread is safe. Its values aren't
  // `Sendable` in general, as SwiftUI's environment values aren't.
  let key: ObjectIdentifier
  let value: Any
  let next: EnvironmentStorage?

  init(key: ObjectIdentifier, value: Any, next: EnvironmentStorage?) {
    self.key = key
    self.value = value
    self.next = next
  }

  /// The link that holds the latest value of a key, from this one on.
  func link(for key: ObjectIdentifier) -> EnvironmentStorage? {
    var link: EnvironmentStorage? = self
    while let current = link {
      if current.key == key { return current }
      link = current.next
    }
    return nil
  }

  /// How many keys have a value, from this link on.
  var keyCount: Int {
    var keys: Set<ObjectIdentifier> = []
    var link: EnvironmentStorage? = self
    while let current = link {
      keys.insert(current.key)
      link = current.next
    }
    return keys.count
  }
}
