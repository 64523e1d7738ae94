/// The work started by sending an action to a store.
///
/// ``Store/send(_:)`` returns a `StoreTask` that finishes when every effect the action started
/// has finished. Await it to wait for them, or cancel it to cancel them:
///
/// ```swift
/// let task = store.send(.startButtonTapped)
/// // ...
/// task.cancel()
/// ```
public struct StoreTask: Hashable, Sendable {
  /// The underlying task, or `nil` when the action started no effect.
  public let rawValue: Task<Void, Never>?

  @usableFromInline
  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the effects started by the action.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits for the effects started by the action to finish.
  public func finish() async {
    await self.rawValue?.value
  }

  /// Whether the task has been cancelled. A task for an action that started no effect is
  /// considered cancelled, as there is nothing to wait for.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
