// Foundation's asynchronous sequence of notifications, which Apple's Foundation has and
// swift-corelibs-foundation doesn't: long-living effects written for iOS follow notifications
// with it (`for await _ in NotificationCenter.default.notifications(named: …)`).
import ConcurrencyExtras
import Foundation

extension NotificationCenter {
  /// The notifications of a name (and, if given, of an object) posted from now on, as an
  /// asynchronous sequence: Foundation's `notifications(named:object:)`.
  ///
  /// Each iteration observes the center from when it is made until it ends, which it does
  /// when its task is cancelled; the notifications posted between two `next()` calls wait in
  /// order.
  public func notifications(
    named name: Notification.Name,
    object: AnyObject? = nil
  ) -> Notifications {
    Notifications(center: self, name: name, object: object)
  }

  /// An asynchronous sequence of the notifications posted to a center: Foundation's
  /// `NotificationCenter.Notifications`.
  public struct Notifications: AsyncSequence {
    public typealias Element = Notification
    public typealias Failure = Never

    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?

    public func makeAsyncIterator() -> Iterator {
      // A notification isn't `Sendable` (its object and user info are the poster's), yet it is
      // posted on one thread and read by a task on another, as Foundation's own sequence does on
      // Apple's platforms: each goes to this iterator alone, which hands it to its caller.
      let (stream, continuation) = AsyncStream<UncheckedSendable<Notification>>.makeStream()
      let observer = self.center.addObserver(
        forName: self.name,
        object: self.object,
        queue: nil
      ) { notification in
        continuation.yield(UncheckedSendable(notification))
      }
      return Iterator(
        notifications: stream.makeAsyncIterator(),
        observation: NotificationObservation(center: self.center, observer: observer)
      )
    }

    /// The iterator of a sequence of notifications: it observes the center for as long as it
    /// exists.
    public struct Iterator: AsyncIteratorProtocol {
      var notifications: AsyncStream<UncheckedSendable<Notification>>.Iterator
      let observation: NotificationObservation

      public mutating func next() async -> Notification? {
        await self.notifications.next()?.value
      }
    }
  }
}
