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
@usableFromInline
enum ObservationBuffer {
  private struct State {
    /// How many `begin`s have not been ended yet.
    var depth = 0
    var isDelivering = false
    /// How many `observe { }` closures are running (one may start another).
    var applying = 0
    var changes: [any _HeldChange] = []
    /// The depth of the batch of ``withSharedChangesCoalesced(_:)``, or 0 outside of one.
    var batchDepth = 0
    /// Changes to shared values made in a batch, delivered when it ends.
    var sharedChanges: [any _HeldChange] = []
    /// The observers to run, each once (its `isHeldByBuffer` is set while it is here).
    var observers: [ObserveToken] = []
    /// Observers stopped by the round limit, re-run at the next delivery.
    var parked: [WeakObserver] = []
  }

  /// Only ever read or written on the main actor: by its isolated methods, and by the others
  /// once `_isOnMainActor()` said they run there.
  ///
  /// `MainActor.assumeIsolated` would make that check again, and costs about 1,100 instructions
  /// per call on Linux (`swift_task_isCurrentExecutor`), once per field written by an action;
  /// `_isOnMainActor()` costs about 20 on the main thread. The tests run under the thread
  /// sanitizer, and `BufferThreadSafetyTests` writes observable state from other threads while
  /// stores reduce actions: a wrong check would show as a race on this storage.
  nonisolated(unsafe) private static var state = State()

  /// How many rounds of re-running observers one delivery makes at most: an `observe` closure
  /// that keeps changing what it reads would otherwise never stop.
  static let maximumRounds = 100

  /// Starts holding back notifications.
  @MainActor
  @usableFromInline
  static func begin() {
    Self.state.depth += 1
  }

  /// Stops holding back notifications; at the outermost `end`, delivers them.
  @MainActor
  @usableFromInline
  static func end() {
    Self.state.depth -= 1
    guard !Self.state.isDelivering else { return }
    if Self.state.depth == 0 {
      Self.deliver()
    } else if Self.state.depth == Self.state.batchDepth {
      // An action of a batch is done: its changes are delivered, but those of shared values
      // wait for the batch's end.
      Self.state.isDelivering = true
      defer { Self.state.isDelivering = false }
      Self.deliverRounds()
    }
  }

  /// Starts a batch of ``withSharedChangesCoalesced(_:)``: a batch only when nothing is held or
  /// delivered now (inside an action, everything waits for its end anyway).
  ///
  /// - Returns: Whether a batch started.
  @MainActor
  static func beginBatch() -> Bool {
    let starts = Self.state.depth == 0 && !Self.state.isDelivering
    Self.begin()
    if starts {
      Self.state.batchDepth = Self.state.depth
    }
    return starts
  }

  /// Ends what ``beginBatch()`` started, delivering every change held.
  @MainActor
  static func endBatch(_ started: Bool) {
    if started {
      Self.state.batchDepth = 0
      Self.state.changes.append(contentsOf: Self.state.sharedChanges)
      Self.state.sharedChanges.removeAll(keepingCapacity: true)
    }
    Self.end()
  }

  /// Holds back the notification of a change to a shared value, made on the main actor while
  /// notifications are held: in a batch, until the batch ends. Call only once ``isHolding()``
  /// said so.
  static func holdShared(_ change: any _HeldChange) {
    if Self.state.batchDepth > 0 {
      Self.state.sharedChanges.append(change)
    } else {
      Self.state.changes.append(change)
    }
  }

  /// Holds back the notification of a change to a field, when the change is made on the main
  /// actor while notifications are held. Returns whether it did: if not, the caller notifies.
  @inlinable
  static func holdsChange<Keys: _ObservationStateKeys>(
    of key: KeyPath<Keys, Void>,
    in registrar: ObservationStateRegistrar
  ) -> Bool {
    guard Self.isHolding() else { return false }
    // Made here, inlined where `Keys` is known.
    Self.hold(_FieldChange(registrar: registrar, key: key))
    return true
  }

  /// Whether a change made now is to be held back: on the main actor, between `begin` and `end`.
  @usableFromInline
  static func isHolding() -> Bool {
    _isOnMainActor() && Self.state.depth > 0
  }

  /// Holds back a notification. Call only once ``isHolding()`` said so.
  @usableFromInline
  static func hold(_ change: any _HeldChange) {
    Self.state.changes.append(change)
  }

  /// Holds back the notification that a store's whole state changed, while notifications are
  /// held. Returns whether it did.
  @MainActor
  static func holdsChange(of core: StoreCore) -> Bool {
    guard Self.state.depth > 0 else { return false }
    Self.state.changes.append(StateIdentityChange(core: core))
    return true
  }

  /// Marks the start of an `observe { }` closure's run.
  @MainActor
  static func beginApplying() {
    Self.state.applying += 1
  }

  /// Marks the end of an `observe { }` closure's run.
  @MainActor
  static func endApplying() {
    Self.state.applying -= 1
  }

  /// Holds the first run of an `observe { }` started while another one's closure runs, until that
  /// closure has returned: run inside it, what the new one reads would be tracked by the running
  /// one too (Observation merges nested tracking into the enclosing one), which would then re-run
  /// for changes that aren't its own.
  ///
  /// - Returns: Whether the first run is held; if not, the caller runs it now.
  @MainActor
  static func holdsFirstRun(of observer: ObserveToken) -> Bool {
    guard Self.state.applying > 0 else { return false }
    Self.hold(observer)
    return true
  }

  /// Holds the re-run of an observer whose tracked state changed, while notifications are held
  /// or delivered. An observer already held isn't held twice.
  ///
  /// - Returns: Whether the re-run is held; if not, the caller re-runs it later.
  @MainActor
  static func holdsRerun(of observer: ObserveToken) -> Bool {
    guard Self.state.depth > 0 || Self.state.isDelivering else { return false }
    Self.hold(observer)
    return true
  }

  @MainActor
  private static func hold(_ observer: ObserveToken) {
    guard !observer.isHeldByBuffer else { return }
    observer.isHeldByBuffer = true
    Self.state.observers.append(observer)
  }

  /// Takes the observers held so far, to run them or park them.
  @MainActor
  private static func takeObservers() -> [ObserveToken] {
    let observers = Self.state.observers
    Self.state.observers.removeAll(keepingCapacity: true)
    for observer in observers {
      observer.isHeldByBuffer = false
    }
    return observers
  }

  @MainActor
  private static func deliver() {
    Self.state.isDelivering = true
    defer { Self.state.isDelivering = false }
    if !Self.state.parked.isEmpty {
      // Observers the round limit stopped run again, now that something else changed.
      for observer in Self.state.parked.compactMap(\.token) {
        Self.hold(observer)
      }
      Self.state.parked.removeAll()
    }
    Self.deliverRounds()
  }

  /// Delivers the changes held, and re-runs the observers they concern, until nothing changes
  /// any more or the round limit is reached.
  @MainActor
  private static func deliverRounds() {
    var round = 0
    while !Self.state.changes.isEmpty || !Self.state.observers.isEmpty {
      round += 1
      guard round <= Self.maximumRounds else {
        Self.stopObservers()
        return
      }
      Self.deliverChanges()
      for observer in Self.takeObservers() {
        observer.run()
      }
    }
  }

  /// Delivers the changes held so far. Delivering may make more changes (an observer of
  /// `withObservationTracking` sends an action): they are delivered in this round too. The array
  /// keeps its storage for the next action.
  @MainActor
  private static func deliverChanges() {
    var index = 0
    while index < Self.state.changes.count {
      let change = Self.state.changes[index]
      index += 1
      change.deliver()
    }
    Self.state.changes.removeAll(keepingCapacity: true)
  }

  /// Ends a delivery that reached the round limit: the changes still held are delivered, so that
  /// no reader misses them, and the `observe` closures waiting to re-run are stopped until the
  /// next delivery.
  @MainActor
  private static func stopObservers() {
    Self.deliverChanges()
    // Added to those stopped before: in a batch, several actions may each stop some before
    // the next delivery re-runs them.
    Self.state.parked += Self.takeObservers().map(WeakObserver.init)
    reportIssue(
      """
      An "observe" closure kept changing the state it observes: it was re-run \
      \(Self.maximumRounds) times after one change, and is stopped until the store's next action.

      To fix this, make sure an "observe" closure only sends an action that changes what it \
      reads when that action brings the state to a value it then leaves alone.
      """
    )
  }
}

/// An observer stopped by the round limit, kept until the next delivery unless its owner lets
/// it go first.
private struct WeakObserver {
  weak var token: ObserveToken?

  init(_ token: ObserveToken) {
    self.token = token
  }
}
