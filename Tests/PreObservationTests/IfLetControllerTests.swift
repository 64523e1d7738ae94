import ComposableArchitecture
import Foundation
import XCTest

// UIKit-style code that shows a child screen with `Store.ifLet(then:else:)` and waits inside
// `then` for what it started, as a controller's `viewDidLoad` might: effects' actions arrive while
// it waits. XCTest runs a synchronous test on the main thread, outside of the main queue's work,
// so spinning the run loop there lets the main actor's jobs run, as on Apple's platforms.
final class IfLetControllerTests: XCTestCase {
  @available(*, deprecated)
  func testEffectsStartedInsideThenDeliverWhileItWaits() {
    MainActor.assumeIsolated {
      let store = Store<Int?, Bool>(initialState: 0) {
        Reduce { state, isIncrement in
          guard !isIncrement else {
            state? += 1
            return .none
          }
          return .run { send in await send(true) }
        }
      }
      var countsSeen: [Int] = []
      let cancellable = store.ifLet { child in
        for _ in 1...3 {
          child.send(false)
          _ = XCTWaiter.wait(for: [XCTestExpectation()], timeout: 0.1)
          countsSeen.append(child.withState { $0 })
        }
      }
      XCTAssertEqual(countsSeen, [1, 2, 3])
      cancellable.cancel()
    }
  }
}
