import Foundation

/// An observer of a notification center, removed when its iterator goes.
final class NotificationObservation {
  let center: NotificationCenter
  let observer: any NSObjectProtocol

  init(center: NotificationCenter, observer: any NSObjectProtocol) {
    self.center = center
    self.observer = observer
  }

  deinit {
    self.center.removeObserver(self.observer)
  }
}
