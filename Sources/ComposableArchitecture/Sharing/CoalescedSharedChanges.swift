/// Runs `body`, telling observers of the shared values it changes once, when it returns, instead
/// of once per change.
///
/// A change to a shared value normally re-runs its observers when the action that made it is
/// done. When many actions change one shared value in a burst (a server handling the messages of
/// many pages at once, each adding a row to a list every page shows), each action re-runs every
/// observer of the value: a thousand adds re-run a thousand pages' observations a thousand times.
/// Inside `body`, those re-runs wait for `body` to return, and each observer re-runs once:
///
/// ```swift
/// withSharedChangesCoalesced {
///   for (store, title) in arrivals {
///     store.send(.add(title))
///   }
/// }
/// ```
///
/// Everything else is told as usual: an action's changes to its own store's state re-run their
/// observers when the action is done, so an observer of a store's fields sees them at once. An
/// observer that reads the shared value reads its new value whenever it runs; only the re-run
/// its change causes waits. Called inside an action or while observers re-run, where changes
/// already wait, it only runs `body`.
///
/// - Parameter body: Work that sends actions and changes shared values, on the main actor.
/// - Returns: What `body` returns.
@MainActor
@discardableResult
public func withSharedChangesCoalesced<Result>(
  _ body: () throws -> Result
) rethrows -> Result {
  let started = ObservationBuffer.beginBatch()
  defer { ObservationBuffer.endBatch(started) }
  return try body()
}
