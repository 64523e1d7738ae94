import Observation
import Synchronization

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
/// soon as the store has finished processing the action; changes made elsewhere re-run it on
/// the main actor shortly after.
///
/// Observation lasts as long as the returned ``ObserveToken`` is alive or until it is cancelled.
///
/// - Parameter apply: A closure that reads observable state and updates the UI from it.
/// - Returns: A token that stops the observation when cancelled or deinitialized.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
  let token = ObserveToken(apply: apply)
  token.run()
  return token
}

/// A token that keeps an ``observe(_:)`` running.
///
/// Cancel it, or let it be deinitialized, to stop observing.
@MainActor
public final class ObserveToken: Hashable, Sendable {
  private var apply: (@MainActor () -> Void)?

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

  func run() {
    guard let apply = self.apply else { return }
    withObservationTracking {
      apply()
    } onChange: { [weak self] in
      ObservationFlush.schedule(self)
    }
  }

  public nonisolated static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool {
    lhs === rhs
  }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The observations waiting to re-run.
///
/// `withObservationTracking` reports a change just *before* the new value is written, and on
/// whatever thread wrote it, so the re-run has to wait: stores flush right after they finish
/// processing an action, and a task on the main actor flushes changes that came from anywhere
/// else.
@usableFromInline
final class ObservationFlush: Sendable {
  @usableFromInline
  static let shared = ObservationFlush()

  private struct Pending {
    var tokens: [WeakToken] = []
    var isFlushing = false
  }

  private struct WeakToken: @unchecked Sendable {
    weak var token: ObserveToken?
  }

  private let hasPending = Atomic<Bool>(false)
  private let pending = Mutex(Pending())

  /// Records that `token` must re-run. Called from `onChange`, on whatever thread wrote.
  nonisolated static func schedule(_ token: ObserveToken?) {
    guard let token else { return }
    let needsTask = Self.shared.pending.withLock { pending in
      guard !pending.tokens.contains(where: { $0.token === token }) else { return false }
      pending.tokens.append(WeakToken(token: token))
      return pending.tokens.count == 1
    }
    Self.shared.hasPending.store(true, ordering: .releasing)
    if needsTask {
      Task { @MainActor in Self.shared.flushIfNeeded() }
    }
  }

  /// Re-runs every pending observation, including ones that become pending while flushing.
  @MainActor
  @usableFromInline
  func flushIfNeeded() {
    guard self.hasPending.load(ordering: .acquiring) else { return }
    while true {
      let tokens: [WeakToken]? = self.pending.withLock { pending in
        guard !pending.isFlushing, !pending.tokens.isEmpty else { return nil }
        pending.isFlushing = true
        defer { pending.tokens.removeAll() }
        return pending.tokens
      }
      guard let tokens else { return }
      self.hasPending.store(false, ordering: .releasing)
      for token in tokens {
        token.token?.run()
      }
      self.pending.withLock { $0.isFlushing = false }
    }
  }
}
