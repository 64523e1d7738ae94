/// Sends actions back into the store from an effect.
///
/// A `Send` is handed to the operation of ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// and is called like a function:
///
/// ```swift
/// return .run { send in
///   await send(.started)
///   let value = try await client.load()
///   await send(.loaded(value))
/// }
/// ```
///
/// Once the effect's task is cancelled, actions sent through it are dropped. Using a `Send` after
/// its effect has finished (by escaping it to another task) is a mistake that is reported.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that forwards actions to the given closure.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the current task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}
