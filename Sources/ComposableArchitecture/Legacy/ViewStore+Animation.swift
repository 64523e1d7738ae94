#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message: """
      Read state from the store itself ('store.field'), with '@ObservableState' state, and send \
      with 'store.send(_:animation:)'.
      """
  )
  extension ViewStore {
    /// Sends an action to the store with an animation.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - animation: An animation, or `nil` for none.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
      self.send(action, transaction: Transaction(animation: animation))
    }

    /// Sends an action to the store in a transaction.
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - transaction: A transaction, `Transaction.current` while the action is reduced and
    ///     its observers re-run.
    /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
    ///   sending the action.
    @discardableResult
    public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
      withTransaction(transaction) {
        self.send(action)
      }
    }

    /// Sends an action to the store with an animation, then suspends while a predicate on the
    /// view state holds.
    ///
    /// ```swift
    /// await viewStore.send(.pulledToRefresh, animation: .default, while: \.isLoading)
    /// ```
    ///
    /// - Parameters:
    ///   - action: An action.
    ///   - animation: An animation, or `nil` for none.
    ///   - predicate: A predicate on the view state; the method returns once it is `false`.
    public func send(
      _ action: ViewAction,
      animation: Animation?,
      while predicate: @escaping (_ state: ViewState) -> Bool
    ) async {
      let task = self.send(action, animation: animation)
      await withTaskCancellationHandler {
        await self.yield(while: predicate)
      } onCancel: {
        task.cancel()
      }
    }
  }
#endif
