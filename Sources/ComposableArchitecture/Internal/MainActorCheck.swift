import Dispatch
import Foundation

/// Whether the caller runs on the main actor, from code that isn't isolated to it.
///
/// The main actor runs its jobs on the main dispatch queue. That is not always the main thread:
/// once a program calls `dispatchMain()` (as an `async` entry point does on Linux, and so Swift
/// Testing), a worker thread drains the main queue, and the main thread is gone. So the main
/// thread is the main actor's, and elsewhere the question is asked of the queue.
///
/// The queue is asked first: on Linux `Thread.isMainThread` costs two system calls (the process
/// and thread ids), and a server's main actor, which runs on a worker thread, asks for every
/// action it handles.
@usableFromInline
func _isOnMainActor() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) != nil || Thread.isMainThread
}

/// Marks the main queue, so that code can tell it runs there.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
