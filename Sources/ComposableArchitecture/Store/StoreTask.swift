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
  /// The effects' tasks, or `nil` when the action started no effect.
  let effects: _EffectTasks?

  @usableFromInline
  init(effects: _EffectTasks?) {
    self.effects = effects
  }

  /// Cancels the effects started by the action.
  public func cancel() {
    self.effects?.cancel()
  }

  /// Waits for the effects started by the action to finish, including those started by the
  /// actions they send back. Cancelling the task that waits cancels the effects, as SwiftUI's
  /// `task` modifier does when its view goes away.
  public func finish() async {
    await self.effects?.finish()
  }

  /// Whether the task has been cancelled. A task for an action that started no effect is
  /// considered cancelled, as there is nothing to wait for.
  public var isCancelled: Bool {
    self.effects?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.effects === rhs.effects
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.effects.map(ObjectIdentifier.init))
  }
}
