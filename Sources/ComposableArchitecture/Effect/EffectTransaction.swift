#if !canImport(Darwin)
  import SwiftUI
#endif

/// What a `Transaction` does to the actions an effect sends, without naming the type: runs
/// the sending of an action with the transaction current.
///
/// The store's core knows transactions only through it, so that it is the same code whether
/// `Transaction` is this module's (without SwiftUI) or SwiftUI's.
@usableFromInline
struct _EffectTransaction: Sendable {
  /// Runs a body with the transaction current.
  @usableFromInline
  let apply: @Sendable (_ body: () -> Void) -> Void

  /// The transaction current when this is called, if one was made current.
  @usableFromInline
  static var current: Self? {
    #if !canImport(Darwin)
      guard let transaction = Transaction._current else { return nil }
      return Self(transaction)
    #else
      return nil
    #endif
  }

  #if !canImport(Darwin)
    init(_ transaction: Transaction) {
      self.apply = { body in withTransaction(transaction, body) }
    }
  #endif
}

extension Optional<_EffectTransaction> {
  /// Runs a body with the transaction current, or as it is when there is none.
  @usableFromInline
  func apply(_ body: () -> Void) {
    if let transaction = self {
      transaction.apply(body)
    } else {
      body()
    }
  }
}
