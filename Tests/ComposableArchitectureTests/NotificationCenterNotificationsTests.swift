import ComposableArchitecture
import Foundation
import SwiftUI
import Testing

/// `NotificationCenter.notifications(named:object:)`, which swift-corelibs-foundation lacks: the
/// long-living effects of TCA's case studies follow notifications with it.
@Suite struct NotificationCenterNotificationsTests {
  let name = Notification.Name("NotificationCenterNotificationsTests")

  @Test func theNotificationsPostedAfterTheIteratorIsMadeArriveInOrder() async {
    let center = NotificationCenter()
    center.post(name: self.name, object: nil, userInfo: ["n": 0])
    var notifications = center.notifications(named: self.name).makeAsyncIterator()
    center.post(name: self.name, object: nil, userInfo: ["n": 1])
    center.post(name: Notification.Name("another"), object: nil, userInfo: ["n": 2])
    center.post(name: self.name, object: nil, userInfo: ["n": 3])

    let first = await notifications.next()
    let second = await notifications.next()
    #expect(first?.name == self.name)
    #expect(first?.userInfo?["n"] as? Int == 1)
    #expect(second?.userInfo?["n"] as? Int == 3)
  }

  @Test func withAnObjectOnlyThatObjectsNotificationsArrive() async {
    let center = NotificationCenter()
    let sender = NSObject()
    var notifications = center.notifications(named: self.name, object: sender).makeAsyncIterator()
    center.post(name: self.name, object: NSObject(), userInfo: ["n": 1])
    center.post(name: self.name, object: sender, userInfo: ["n": 2])

    let first = await notifications.next()
    #expect(first?.object as? NSObject === sender)
    #expect(first?.userInfo?["n"] as? Int == 2)
  }

  @Test func cancellingTheTaskEndsTheSequence() async {
    let center = NotificationCenter()
    let name = self.name
    let counted = AsyncStream<Int>.makeStream()
    let task = Task {
      var count = 0
      for await _ in center.notifications(named: name) {
        count += 1
        counted.continuation.yield(count)
      }
      counted.continuation.finish()
      return count
    }
    // The task makes its iterator when it starts: post until it has seen one (bounded).
    var seen = counted.stream.makeAsyncIterator()
    let poster = Task {
      for _ in 1...500 {
        center.post(name: name, object: nil)
        try await Task.sleep(for: .milliseconds(10))
      }
    }
    let firstCount = await seen.next()
    poster.cancel()
    task.cancel()
    let count = await task.value

    #expect(firstCount == 1)
    #expect(count >= 1)
  }

  @Test func itMapsToTheSequenceTheCaseStudiesDependOn() async {
    // LongLivingEffects' `screenshots` dependency: notifications mapped to `Void`.
    let center = NotificationCenter()
    let screenshots: any AsyncSequence<Void, Never> = center.notifications(named: self.name)
      .map { _ in }
    var iterator = screenshots.makeAsyncIterator()
    center.post(name: self.name, object: nil)
    let next: Void? = await iterator.next(isolation: nil)
    #expect(next != nil)
  }
}
