import Dispatch
import Foundation

/// Whether the caller runs on the main actor, from code that isn't isolated to it: on the main
/// dispatch queue (where a worker thread runs the main actor's jobs once a program called
/// `dispatchMain()`, as a server's does) or on the main thread.
func isOnMainActor() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
}

/// Marks the main queue, so that code can tell it runs there.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
