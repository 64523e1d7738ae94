#if !canImport(Darwin)
  import SwiftUI
#endif

/// Sends actions back into the store from an effect.
///
/// A `Send` is handed to the operation of
/// ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)`` and is called like a
/// function:
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

  #if !canImport(Darwin)
    /// Sends an action back into the store with an animation, unless the current task has been
    /// cancelled.
    ///
    /// ```swift
    /// return .run { send in
    ///   await send(.loaded(try await client.load()), animation: .default)
    /// }
    /// ```
    ///
    /// The action is delivered as ``callAsFunction(_:)`` delivers it, in a `Transaction` with
    /// the animation: see ``callAsFunction(_:transaction:)``.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - animation: An animation, or `nil` for none.
    public func callAsFunction(_ action: Action, animation: Animation?) {
      self.callAsFunction(action, transaction: Transaction(animation: animation))
    }

    /// Sends an action back into the store in a transaction, unless the current task has been
    /// cancelled.
    ///
    /// The transaction is `Transaction.current` while the store reduces the action and while
    /// the ``observe(_:)`` closures that its changes concern re-run.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - transaction: A transaction.
    public func callAsFunction(_ action: Action, transaction: Transaction) {
      guard !Task.isCancelled else { return }
      withTransaction(transaction) {
        self.send(action)
      }
    }
  #endif
}

/// The ``Send`` of a reducer's actions, as ``StoreOf`` is the store of its domain.
///
/// ```swift
/// func load(send: SendOf<Feature>) async { … }
/// ```
public typealias SendOf<R: Reducer> = Send<R.Action>
