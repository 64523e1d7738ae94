import ConcurrencyExtras
import Foundation
import Observation

/// Holds back the notifications of changes made on the main thread while a store reduces an
/// action (or an ``observe(_:)`` closure runs), and delivers them once it is done.
///
/// A store modifies its state in place: told of a change in the middle of an action, an observer
/// would read state that is half-way through it (a row's id already in the list, its element not
/// yet). Held back, every notification arrives once the state is whole again, and an observer
/// reading the store from its `onChange` sees the state after the action.
///
/// Holding back spans the outermost `begin`/`end` pair on the main thread, so nothing is left
/// pending between two actions. When it ends, the notifications are delivered, and the
/// ``observe(_:)`` closures they concern re-run, until nothing changes any more: an `observe`
/// closure that sends an action changing what it just read runs again, with the new state.
///
/// Changes made on other threads are never held: they notify as they happen.
@MainActor
@usableFromInline
enum ObservationBuffer {
  /// How many `begin`s have not been ended yet.
  private static var depth = 0
  private static var isDelivering = false
  private static var changes: [any HeldChange] = []
  private static var observers: [ObserveToken] = []

  /// How many rounds of re-running observers one delivery makes at most: an `observe` closure
  /// that keeps changing what it reads would otherwise never stop.
  static let maximumRounds = 100

  /// Starts holding back notifications.
  @usableFromInline
  static func begin() {
    Self.depth += 1
  }

  /// Stops holding back notifications; at the outermost `end`, delivers them.
  @usableFromInline
  static func end() {
    Self.depth -= 1
    if Self.depth == 0, !Self.isDelivering {
      Self.deliver()
    }
  }

  /// Holds back the notification of a change to a field, when the change is made on the main
  /// thread while notifications are held. Returns whether it did: if not, the caller notifies.
  @usableFromInline
  nonisolated static func holdsChange<Keys: _ObservationStateKeys>(
    of key: KeyPath<Keys, Void>,
    in registrar: ObservationRegistrar
  ) -> Bool {
    guard _isOnMainActor() else { return false }
    // Key paths are immutable, but not declared `Sendable`.
    let change = UncheckedSendable(FieldChange(registrar: registrar, key: key))
    return MainActor.assumeIsolated {
      guard Self.depth > 0 else { return false }
      Self.changes.append(change.value)
      return true
    }
  }

  /// Holds back the notification that a store's whole state changed, while notifications are
  /// held. Returns whether it did.
  static func holdsChange(of core: StoreCore) -> Bool {
    guard Self.depth > 0 else { return false }
    Self.changes.append(StateIdentityChange(core: core))
    return true
  }

  /// Adds an observer to re-run once the notifications being held or delivered are delivered.
  /// Returns `false` when nothing is held or delivered right now: the caller re-runs it later.
  static func holdsRerun(of observer: ObserveToken) -> Bool {
    guard Self.depth > 0 || Self.isDelivering else { return false }
    if !Self.observers.contains(where: { $0 === observer }) {
      Self.observers.append(observer)
    }
    return true
  }

  private static func deliver() {
    Self.isDelivering = true
    defer { Self.isDelivering = false }
    var round = 0
    while !Self.changes.isEmpty || !Self.observers.isEmpty {
      round += 1
      guard round <= Self.maximumRounds else {
        Self.changes.removeAll()
        Self.observers.removeAll()
        reportIssue(
          """
          An "observe" closure kept changing the state it observes: it was re-run \
          \(Self.maximumRounds) times after one change, and is stopped until the next one.

          To fix this, make sure an "observe" closure only sends an action that changes what it \
          reads when that action brings the state to a value it then leaves alone.
          """
        )
        return
      }
      let changes = Self.changes
      Self.changes.removeAll()
      for change in changes {
        change.deliver()
      }
      let observers = Self.observers
      Self.observers.removeAll()
      for observer in observers {
        observer.run()
      }
    }
  }
}

/// A notification held back by ``ObservationBuffer``. Only ever delivered on the main actor.
private protocol HeldChange {
  func deliver()
}

/// A field of an observable state changed.
private struct FieldChange<Keys: _ObservationStateKeys>: HeldChange {
  let registrar: ObservationRegistrar
  let key: KeyPath<Keys, Void>

  func deliver() {
    self.registrar.willSet(Keys(), keyPath: self.key)
    self.registrar.didSet(Keys(), keyPath: self.key)
  }
}

/// A store's whole state was replaced, or changed without being observable field by field.
private struct StateIdentityChange: HeldChange {
  let core: StoreCore

  func deliver() {
    MainActor.assumeIsolated {
      self.core.notifyStateIdentityObservers()
    }
  }
}
