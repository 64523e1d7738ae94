import Dependencies
import Foundation

/// Records the changes made to shared values while a ``TestStore`` runs its feature, so that a
/// test asserts on them as it asserts on the feature's state.
///
/// While a test store reduces an action or runs an effect, the first change to each shared value
/// records the value it had before (its "snapshot"). While the store compares the state it
/// expected with the actual one, reading a shared value answers its snapshot, and the test's
/// `$0.$count.withLock { $0 = 1 }` changes the snapshot, not the value: the comparison then
/// tells whether the test described the change. Once the store has compared, the snapshots are
/// dropped.
final class SharedChangeTracker: @unchecked Sendable {
  private let lock = NSLock()
  /// Per root reference: the reference, kept alive while it has a snapshot, and the snapshot.
  private var snapshots: [ObjectIdentifier: (reference: AnyObject, value: Any)] = [:]

  /// Whether a shared value changed since the last assertion.
  var hasChanges: Bool {
    self.lock.withLock { !self.snapshots.isEmpty }
  }

  /// Records the value a shared value had before its first change since the last assertion.
  func record(_ reference: AnyObject, before value: Any) {
    self.lock.withLock {
      let id = ObjectIdentifier(reference)
      if self.snapshots[id] == nil {
        self.snapshots[id] = (reference, value)
      }
    }
  }

  func snapshot(of reference: AnyObject) -> Any? {
    self.lock.withLock { self.snapshots[ObjectIdentifier(reference)]?.value }
  }

  func setSnapshot(_ value: Any, of reference: AnyObject) {
    self.lock.withLock { self.snapshots[ObjectIdentifier(reference)] = (reference, value) }
  }

  /// Drops the snapshots: the changes were asserted.
  func reset() {
    self.lock.withLock { self.snapshots.removeAll() }
  }

  /// Runs `body` in "asserting" mode: shared values read and change their snapshots.
  func asserting<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0.sharedChangeAssertion = self
    } operation: {
      try body()
    }
  }
}

private enum SharedChangeTrackersKey: DependencyKey {
  static var liveValue: [SharedChangeTracker] { [] }
  static var testValue: [SharedChangeTracker] { [] }
}

private enum SharedChangeAssertionKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}

extension DependencyValues {
  /// The trackers recording changes to shared values: a test store's, while it runs its
  /// feature, and `_printChanges()`'s, while it reduces an action.
  var sharedChangeTrackers: [SharedChangeTracker] {
    get { self[SharedChangeTrackersKey.self] }
    set { self[SharedChangeTrackersKey.self] = newValue }
  }

  /// The tracker whose snapshots shared values read and change: a test store's, while it
  /// compares states.
  var sharedChangeAssertion: SharedChangeTracker? {
    get { self[SharedChangeAssertionKey.self] }
    set { self[SharedChangeAssertionKey.self] = newValue }
  }
}

/// Runs `operation`, recording the changes it makes to shared values, then runs `report` with
/// shared values answering what they were before (for `_printChanges()`'s diff).
@usableFromInline
func _trackingSharedChanges<R>(_ operation: () -> R, then report: () -> Void) -> R {
  let tracker = SharedChangeTracker()
  let result = withDependencies {
    $0.sharedChangeTrackers.append(tracker)
  } operation: {
    operation()
  }
  tracker.asserting(report)
  return result
}
