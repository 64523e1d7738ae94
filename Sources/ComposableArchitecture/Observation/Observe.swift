import Observation

/// Runs `apply` now, and again whenever observable state that it read changes.
///
/// This is how UI code that isn't SwiftUI follows a store:
///
/// ```swift
/// let token = observe { [weak self] in
///   guard let self else { return }
///   self.nameLabel.text = store.displayName
///   self.hapticsToggle.isOn = store.isHapticsEnabled
/// }
/// ```
///
/// Only what `apply` reads is tracked, and only changes to it re-run `apply`: writing a field
/// `apply` didn't read, or writing an equal value, doesn't. Several changes made by one action
/// re-run `apply` once. When the changes come from a ``Store``, `apply` re-runs synchronously as
/// soon as the store has finished the action; changes made elsewhere re-run it on the main actor
/// shortly after. If `apply` itself sends an action that changes what it read, it runs again with
/// the new state.
///
/// Observation lasts as long as the returned ``ObserveToken`` is alive or until it is cancelled.
///
/// An `observe` started from inside another one's closure (a list that observes each of its rows)
/// runs for the first time right after that closure returns, so that each tracks only what it
/// reads itself.
///
/// - Parameter apply: A closure that reads observable state and updates the UI from it.
/// - Returns: A token that stops the observation when cancelled or deinitialized.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply: apply)
  // Started from inside another `observe` closure, it first runs once that closure returns.
  if !ObservationBuffer.holdsFirstRun(of: token) {
    token.run()
  }
  return token
}

/// A token that keeps an ``observe(_:)`` running.
///
/// Cancel it, or let it be deinitialized, to stop observing.
@MainActor
public final class ObserveToken: Hashable, Sendable {
  private var apply: (@MainActor () -> Void)?
  /// Whether `ObservationBuffer` holds the token to run it: set and read by the buffer only, so
  /// that a token is held once without searching the tokens held (thousands when one change
  /// concerns many rows of many sessions).
  var isHeldByBuffer = false

  init(apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Stops the observation. `apply` is not called again.
  public func cancel() {
    self.apply = nil
  }

  /// Whether the observation was cancelled.
  public var isCancelled: Bool {
    self.apply == nil
  }

  /// Keeps the token alive in a set, like a collection of subscriptions.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }

  /// Runs `apply`, tracking what it reads.
  ///
  /// Changes that `apply` makes through a store are held back until tracking has begun, so that
  /// they re-run it (see `ObservationBuffer`).
  func run() {
    guard let apply = self.apply else { return }
    ObservationBuffer.begin()
    ObservationBuffer.beginApplying()
    // Started from a view's body, what it reads is its own, not the view's.
    ObservationStateRegistrar.withoutViewReads {
      withObservationTracking {
        apply()
      } onChange: { [weak self] in
        Self.rerun(self)
      }
    }
    ObservationBuffer.endApplying()
    ObservationBuffer.end()
  }

  /// Re-runs an observation whose tracked state changed. Called from `onChange`, on whatever
  /// thread made the change, before the change is made: on the main thread in the middle of a
  /// store's action, the observation re-runs when the action is done; otherwise, soon after, on
  /// the main actor.
  private nonisolated static func rerun(_ token: ObserveToken?) {
    guard let token else { return }
    if _isOnMainActor(), MainActor.assumeIsolated({ ObservationBuffer.holdsRerun(of: token) }) {
      return
    }
    // The transaction the change was made in (see `Transaction.current`) goes with the re-run.
    let transaction = _EffectTransaction.current
    Task { @MainActor in
      transaction.apply { token.run() }
    }
  }

  public nonisolated static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool {
    lhs === rhs
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
