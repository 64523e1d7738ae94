#if !canImport(Darwin)
  import SwiftUI

  extension Store {
    /// Sends an action to the store with an animation.
    ///
    /// ```swift
    /// store.send(.toggleTapped, animation: .easeInOut)
    /// ```
    ///
    /// The action is sent as ``send(_:)`` sends it, in a `Transaction` with the animation:
    /// see ``send(_:transaction:)``.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - animation: An animation, or `nil` for none.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
      self.send(action, transaction: Transaction(animation: animation))
    }

    /// Sends an action to the store in a transaction.
    ///
    /// The transaction is `Transaction.current` while the store reduces the action (and the
    /// actions its `.send` effects feed back), and while the ``observe(_:)`` closures that its
    /// changes concern re-run: a UI that is not SwiftUI reads the animation there.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - transaction: A transaction.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
      withTransaction(transaction) {
        self.send(action)
      }
    }
  }

  extension ViewActionSending {
    /// Sends a view action to the store with an animation, embedded in the store's action.
    ///
    /// ```swift
    /// send(.toggleTapped, animation: .default)
    /// ```
    ///
    /// - Parameters:
    ///   - action: A view action.
    ///   - animation: An animation, or `nil` for none.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @preconcurrency @MainActor
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
      self.store.send(.view(action), animation: animation)
    }

    /// Sends a view action to the store in a transaction, embedded in the store's action.
    ///
    /// - Parameters:
    ///   - action: A view action.
    ///   - transaction: A transaction, `Transaction.current` while the action is reduced and
    ///     its observers re-run.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @preconcurrency @MainActor
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
      self.store.send(.view(action), transaction: transaction)
    }
  }
#endif
