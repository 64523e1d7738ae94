/// What was done with a store off the main thread.
@usableFromInline
enum _StoreOperation {
  case state
  case scope
  case send(Any)
}

/// Reports a store used from a thread other than the main thread, and returns whether the
/// caller is on the main thread.
///
/// A store is confined to the main actor, which Swift 6 checks at compile time; code compiled in
/// Swift 5 mode, or that opted out with `nonisolated(unsafe)`, can still reach a store from
/// another thread, where reducing an action would race with the main thread's reads and writes.
@usableFromInline
@discardableResult
nonisolated func _checkMainThread(_ operation: @autoclosure () -> _StoreOperation) -> Bool {
  guard !_isOnMainActor() else { return true }
  let what: String
  switch operation() {
  case .state:
    what = "\"Store.state\" was read on a non-main thread."
  case .scope:
    what = "\"Store.scope\" was called on a non-main thread."
  case let .send(action):
    what = "\"Store.send\" was called on a non-main thread with: \(debugCaseOutput(action))"
  }
  reportIssue(
    """
    \(what) …

    The "Store" class is not thread-safe, and so all interactions with an instance of "Store" \
    (including all of its scopes and derived view stores) must be done on the main thread.
    """
  )
  return false
}
