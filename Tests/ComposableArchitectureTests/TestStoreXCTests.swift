import ComposableArchitecture
import XCTest

/// The test store in an XCTest test case, written the same way as in Swift Testing.
final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testDebouncedSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isSearching = true
    }
    await store.send(.queryChanged("xc")) { $0.query = "xc" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse, ["xc 1", "xc 2"]) {
      $0.isSearching = false
      $0.results = ["xc 1", "xc 2"]
    }
  }

  @MainActor
  func testReceivedActionsAndTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTwiceButtonTapped)
    await store.receive(.incremented) { $0.count = 1 }
    await store.receive(.incremented) { $0.count = 2 }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 3 }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
    await store.finish()
  }

  @MainActor
  func testNonExhaustive() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    store.exhaustivity = .off
    await store.send(.incrementTwiceButtonTapped)
    await store.receive(\.incremented)
    // The state as of the last assertion: the first `.incremented`, not the second.
    XCTAssertEqual(store.state.count, 1)
    await store.skipReceivedActions()
    XCTAssertEqual(store.state.count, 2)
  }
}

/// Proves that a test store's failure fails an XCTest test on Linux, where XCTest has no
/// expected failures: the failure is captured instead of recorded, and its text checked.
final class TestStoreXCTestFailureTests: XCTestCase {
  private var capturedFailures: [String] = []
  private var isCapturingFailures = false

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    guard self.isCapturingFailures else {
      super.recordFailure(
        withDescription: description,
        inFile: filePath,
        atLine: lineNumber,
        expected: expected
      )
      return
    }
    self.capturedFailures.append(description)
  }

  @MainActor
  func testAStateMismatchFailsTheTestCase() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    self.isCapturingFailures = true
    await store.send(.incrementButtonTapped) { $0.count = 2 }
    self.isCapturingFailures = false
    XCTAssertEqual(self.capturedFailures.count, 1)
    XCTAssertTrue(
      self.capturedFailures.first?.contains("A state change does not match expectation") == true,
      "\(self.capturedFailures)"
    )
  }
}
