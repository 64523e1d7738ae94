/// The context of a change: SwiftUI's `Transaction`, for platforms without SwiftUI.
///
/// A transaction says how the change it comes with is to be shown: with which ``animation``,
/// or with none at all (``disablesAnimations``). Make one current with ``withTransaction(_:_:)``
/// or ``withAnimation(_:_:)``, or send an action with one:
///
/// ```swift
/// var transaction = Transaction(animation: .easeOut)
/// transaction.disablesAnimations = true
/// store.send(.rowSwiped, transaction: transaction)
/// ```
///
/// There is no renderer here to read it. The transaction an action was sent with is
/// ``current`` while the store reduces the action and while the ``observe(_:)`` closures that
/// its changes concern re-run, so that a UI that is not SwiftUI can animate what it updates:
///
/// ```swift
/// observe {
///   let animation = Transaction.current.animation
///   view.setProgress(store.progress, animatedWith: animation)
/// }
/// ```
public struct Transaction: Hashable, Sendable {
  /// The animation to show the change with, or `nil` for none.
  public var animation: Animation?

  /// Whether animations that views declare themselves (SwiftUI's `animation(_:value:)`) are
  /// to be left out, keeping only this transaction's ``animation``.
  public var disablesAnimations = false

  /// Whether the change is one of a continuous series, like the steps of a drag.
  public var isContinuous = false

  /// Creates a transaction with no animation.
  public init() {}

  /// Creates a transaction with the given animation.
  ///
  /// - Parameter animation: The animation to show the change with, or `nil` for none.
  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The transaction of the change being made: the one given to the innermost enclosing
  /// ``withTransaction(_:_:)`` or ``withAnimation(_:_:)`` (or to a `send` that takes one), in
  /// this task; outside of any, a transaction with no animation.
  ///
  /// An ``observe(_:)`` closure re-running for a change reads the transaction that change was
  /// made in, including when the change was made on another thread.
  public static var current: Transaction {
    _current ?? Transaction()
  }

  /// The transaction made current, or `nil` outside of any (for libraries that carry it along).
  @TaskLocal
  public static var _current: Transaction?
}

/// Runs a closure with the given transaction as the current one.
///
/// Actions sent and state changed inside `body` come with `transaction`: it is
/// ``Transaction/current`` while they are reduced and while the ``observe(_:)`` closures that
/// their changes concern re-run.
///
/// ```swift
/// withTransaction(Transaction(animation: .spring())) {
///   store.send(.cardFlipped)
/// }
/// ```
///
/// - Parameters:
///   - transaction: The transaction to make current.
///   - body: The work to do in it.
/// - Returns: What `body` returns.
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try Transaction.$_current.withValue(transaction, operation: body)
}

/// Runs a closure with the current transaction's value at a key path replaced.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) {
///   store.send(.reset)
/// }
/// ```
///
/// - Parameters:
///   - keyPath: The transaction's property to replace.
///   - value: Its value while `body` runs.
///   - body: The work to do.
/// - Returns: What `body` returns.
public func withTransaction<Value, Result>(
  _ keyPath: WritableKeyPath<Transaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = Transaction.current
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs a closure in a transaction with the given animation.
///
/// The current transaction is kept, with its animation replaced:
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.2)) {
///   store.send(.toggleTapped)
/// }
/// ```
///
/// - Parameters:
///   - animation: The animation, by default ``Animation/default``; `nil` for none.
///   - body: The work to do.
/// - Returns: What `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(\.animation, animation, body)
}
