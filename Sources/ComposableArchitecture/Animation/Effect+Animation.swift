#if !canImport(Darwin)
  import SwiftUI

  extension Effect {
    /// An effect that feeds an action back into the store with an animation, as ``send(_:)``
    /// does: synchronously, as soon as the current action is reduced.
    ///
    /// ```swift
    /// case .saveButtonTapped:
    ///   return .send(.delegate(.saved), animation: .default)
    /// ```
    ///
    /// The action is reduced in a `Transaction` with the animation, and the ``observe(_:)``
    /// closures that the store's changes concern re-run in it (the changes of the action that
    /// returned this effect and of the one it sends are one change for observers).
    ///
    /// - Parameters:
    ///   - action: The action to feed back.
    ///   - animation: An animation, or `nil` for none.
    /// - Returns: An effect.
    public static func send(_ action: Action, animation: Animation? = nil) -> Self {
      Self.send(action).sent(in: Transaction(animation: animation))
    }

    /// Sends the actions of this effect with an animation.
    ///
    /// - Parameter animation: An animation, or `nil` for none.
    /// - Returns: An effect that sends the same actions, each in a transaction with the
    ///   animation.
    @available(
      *,
      deprecated,
      message: "Use 'send(_:animation:)' from within a '.run' effect, instead."
    )
    public func animation(_ animation: Animation? = .default) -> Self {
      self.sent(in: Transaction(animation: animation))
    }

    /// Sends the actions of this effect in a transaction.
    ///
    /// - Parameter transaction: A transaction.
    /// - Returns: An effect that sends the same actions, each in the transaction.
    @available(
      *,
      deprecated,
      message: "Use 'send(_:transaction:)' from within a '.run' effect, instead."
    )
    public func transaction(_ transaction: Transaction) -> Self {
      self.sent(in: transaction)
    }

    /// This effect, sending its actions in the given transaction.
    func sent(in transaction: Transaction) -> Self {
      if self.isNone { return self }
      return Self(operation: .transaction(self, _EffectTransaction(transaction)))
    }
  }
#endif
