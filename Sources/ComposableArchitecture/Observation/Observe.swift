import Foundation
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
  var isScheduled = false

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
/// `withObservationTracking` reports a change just *before* the new value is written, so the
/// re-run has to wait: stores flush right after they finish processing an action, and a task on
/// the main actor flushes changes that came from anywhere else.
@MainActor
@usableFromInline
final class ObservationFlush {
  @usableFromInline
  static let shared = ObservationFlush()

  private var pending: [ObserveToken] = []
  private var isFlushing = false
  private var hasScheduledTask = false

  /// Records that `token` must re-run. Called from `onChange`, on whatever thread wrote.
  nonisolated static func schedule(_ token: ObserveToken?) {
    guard let token else { return }
    if Thread.isMainThread {
      MainActor.assumeIsolated {
        Self.shared.enqueue(token)
      }
    } else {
      Task { @MainActor in
        Self.shared.enqueue(token)
      }
    }
  }

  private func enqueue(_ token: ObserveToken) {
    guard !token.isScheduled else { return }
    token.isScheduled = true
    self.pending.append(token)
    guard !self.hasScheduledTask else { return }
    self.hasScheduledTask = true
    Task { @MainActor in
      self.hasScheduledTask = false
      self.flushIfNeeded()
    }
  }

  /// Re-runs every pending observation, including ones that become pending while flushing.
  @usableFromInline
  func flushIfNeeded() {
    guard !self.pending.isEmpty, !self.isFlushing else { return }
    self.flush()
  }

  private func flush() {
    self.isFlushing = true
    defer { self.isFlushing = false }
    while !self.pending.isEmpty {
      let tokens = self.pending
      self.pending.removeAll()
      for token in tokens {
        token.isScheduled = false
        token.run()
      }
    }
  }
}
