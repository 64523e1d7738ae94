import ComposableArchitecture
import Testing

@MainActor
struct TestStoreTests {
  // MARK: - Success paths

  @Test func sendAssertsTheMutation() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.noopButtonTapped)
    #expect(store.state.count == 0)
  }

  @Test func sendByCaseKeyPath() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(\.renamed, "Blobby") { $0.name = "Blobby" }
    await store.send(\.incrementButtonTapped) { $0.count = 1 }
  }

  @Test func receiveSynchronousEffects() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementTwiceButtonTapped)
    await store.receive(.incremented) { $0.count = 1 }
    await store.receive(\.incremented) { $0.count = 2 }
  }

  @Test func receiveByPredicateAndByValue() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isSearching = true
    }
    await store.receive({ $0 == .searchResponse(["a 1", "a 2"]) }) {
      $0.isSearching = false
      $0.results = ["a 1", "a 2"]
    }
    await store.send(.queryChanged("b")) {
      $0.query = "b"
      $0.isSearching = true
    }
    await store.receive(\.searchResponse, ["b 1", "b 2"]) {
      $0.isSearching = false
      $0.results = ["b 1", "b 2"]
    }
  }

  @Test func debouncedSearchWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c")) {
      $0.query = "c"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("co")) { $0.query = "co" }
    await clock.advance(by: .milliseconds(200))
    // The first request was debounced away: only "co" is searched, 300ms after it was typed.
    await clock.advance(by: .milliseconds(100))
    await store.receive(\.searchResponse) {
      $0.isSearching = false
      $0.results = ["co 1", "co 2"]
    }
  }

  @Test func timerWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.count = 2 }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func finishWaitsForEffects() async {
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(\.incremented) { $0.count = 1 }
    await store.finish()
  }

  @Test func storeTaskCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await task.cancel()
    #expect(task.isCancelled)
  }

  @Test func skipReceivedActionsAndInFlightEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTwiceButtonTapped)
    await store.skipReceivedActions()
    #expect(store.state.count == 2)
    await store.send(.incrementButtonTapped) { $0.count = 3 }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await store.skipInFlightEffects()
  }

  @Test func assertChecksTheCurrentState() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    store.assert { $0.count = 1 }
  }

  @Test func dependenciesCanChangeBetweenSteps() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.dependencies.searchClient.search = { _ in ["changed"] }
    await store.send(.queryChanged("x")) {
      $0.query = "x"
      $0.isSearching = true
    }
    await store.receive(\.searchResponse, ["changed"]) {
      $0.isSearching = false
      $0.results = ["changed"]
    }
  }

  @Test func nonExhaustiveAssertsOnlyPartOfTheState() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("blob"))  // query and isSearching change: not asserted.
    await store.receive(\.searchResponse) {
      $0.results = ["blob 1", "blob 2"]
    }
    #expect(store.state.query == "blob")
  }

  @Test func nonExhaustiveSkipsReceivedActionsAndLeavesEffectsRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.incrementTwiceButtonTapped)
    await store.send(.startTimerButtonTapped)  // Received actions skipped; timer left running.
    #expect(store.state.count == 2)
  }

  @Test func nonExhaustiveCanShowWhatItSkipped() async {
    let reporter = RecordingIssueReporter()
    await withIssueReporters([reporter]) {
      let store = TestStore(initialState: Counting.State()) { Counting() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementTwiceButtonTapped)
      await store.receive(\.incremented)  // The count change is not asserted: skipped.
      await store.receive(\.incremented) { $0.count = 2 }
    }
    #expect(reporter.messages.count == 1)
    #expect(reporter.messages.first?.hasPrefix("Skipped assertions.\n\n") == true)
    #expect(reporter.messages.first?.contains("A state change does not match expectation.") == true)
  }

  @Test func nonExhaustiveDoesNotShowWhatItSkippedByDefault() async {
    let reporter = RecordingIssueReporter()
    await withIssueReporters([reporter]) {
      let store = TestStore(initialState: Counting.State()) { Counting() }
      store.exhaustivity = .off
      await store.send(.incrementTwiceButtonTapped)
      await store.receive(\.incremented)
    }
    #expect(reporter.messages.isEmpty)
  }

  // MARK: - Failure paths

  @Test func stateMismatchIsReportedWithADiff() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    let sendLine = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      let expected = (
        """
        A state change does not match expectation.

              Counting.State(
            −   count: 2,
            +   count: 1,
                isTimerRunning: false,
                name: "Blob"
              )

        (Expected: −, Actual: +)
        """
      )
      return issue.message == expected && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func unassertedMutationIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred.\n")
        && issue.description.contains("−   count: 0,")
        && issue.description.contains("+   count: 1,")
        && issue.description.contains("(Expected: −, Actual: +)")
    }
  }

  @Test func closureThatChangesNothingIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await withKnownIssue {
      await store.send(.noopButtonTapped) { $0.count = 0 }
    } matching: { issue in
      issue.description.contains("Expected state to change, but no change occurred.")
        && issue.description.contains("omit the trailing closure")
    }
  }

  @Test func unreceivedActionIsReportedWhenTheStoreGoesAway() async {
    // The store is released at the end of this main-actor function, as at the end of a test.
    @MainActor func scenario() async {
      let store = TestStore(initialState: Counting.State()) { Counting() }
      await store.send(.incrementTwiceButtonTapped)
      await store.receive(.incremented) { $0.count = 1 }
    }
    await withKnownIssue {
      await scenario()
    } matching: { issue in
      issue.message == """
        The store received 1 unexpected action.

          Unhandled actions:
            .incremented

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """
    }
  }

  @Test func sendingWhileActionsAreUnreceivedIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await withKnownIssue {
      await store.send(.incrementTwiceButtonTapped)
      await store.send(.incrementButtonTapped) { $0.count = 3 }
    } matching: { issue in
      issue.message.hasPrefix(
        """
        Must handle 2 received actions before sending an action.

        Unhandled actions: [
        """
      ) && issue.message.contains("[1]: .incremented")
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func receivingTheWrongActionIsReportedWithADiff() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementTwiceButtonTapped)
    await withKnownIssue {
      await store.receive(.timerTicked) { $0.count = 1 }
    } matching: { issue in
      issue.description.contains("Received unexpected action:\n")
        && issue.description.contains("    − Counting.Action.timerTicked")
        && issue.description.contains("    + Counting.Action.incremented")
        && issue.description.contains("(Expected: −, Received: +)")
    }
    await store.receive(.incremented) { $0.count = 2 }
  }

  @Test func actionThatNeverArrivesTimesOut() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delayedIncrementButtonTapped)
    // Two failures, as in TCA: the wait timed out, and then no action matched.
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.receive(\.incremented, timeout: .milliseconds(100)) { $0.count = 1 }
    } matching: { issue in
      messages.withValue { $0.append(issue.message) }
      return true
    }
    #expect(messages.count == 2)
    #expect(
      messages.first?.hasPrefix(
        """
        Expected to receive an action, but received none after 0.1 seconds.

        There are effects in-flight.
        """
      ) == true
    )
    #expect(
      messages.first?.hasSuffix(
        #"or can not use a clock/scheduler, try increasing the duration of this assertion's "timeout"."#
      ) == true
    )
    #expect(
      messages.last == "Expected to receive an action matching case path, but didn't get one."
    )
    await clock.advance(by: .seconds(1))
    await store.receive(\.incremented) { $0.count = 1 }
  }

  @Test func receivingWithNothingRunningFailsAtOnce() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    store.timeout = .seconds(1000)  // Would hang the test if the store waited for nothing.
    // Nothing was running that could send it: as in TCA, no wait, and only the assertion fails.
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await store.receive(.incremented)
    } matching: { issue in
      messages.withValue { $0.append(issue.message) }
      return true
    }
    #expect(
      messages.value == [
        """
        Expected to receive the following action, but didn't:

          Counting.Action.incremented
        """
      ]
    )
  }

  @Test func effectsThatEndWithoutDeliveringFailTheReceive() async {
    enum Action: Equatable { case work(Duration), done }
    // The effect must still run when `receive` begins, and end while it waits: on a busy
    // machine the time between the two can exceed a short effect's, so longer ones are tried
    // until one ends during the wait.
    var messages: [String] = []
    for duration in [Duration.milliseconds(50), .milliseconds(500), .seconds(3), .seconds(10)] {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Action> { _, action in
          switch action {
          case let .work(duration):
            // Ends without sending anything.
            return .run { _ in try await Task.sleep(for: duration) }
          case .done:
            return .none
          }
        }
      }
      store.timeout = .seconds(1000)  // The store stops waiting once the effect ends.
      await store.send(.work(duration))
      let recorded = LockIsolated<[String]>([])
      await withKnownIssue {
        await store.receive(.done)
      } matching: { issue in
        recorded.withValue { $0.append(issue.message) }
        return true
      }
      messages = recorded.value
      if messages.count > 1 { break }
    }
    // Two failures, as in TCA: nothing arrived, and nothing matched.
    #expect(
      messages == [
        """
        Expected to receive an action, but received none after 1000.0 seconds.

        There are no in-flight effects that could deliver this action. Could the effect you \
        expected to deliver this action have been cancelled?
        """,
        """
        Expected to receive the following action, but didn't:

          TestStoreTests.Action.done
        """,
      ]
    )
  }

  @Test func effectStillRunningWhenTheStoreGoesAwayIsReported() async {
    let clock = TestClock()
    @MainActor func scenario() async {
      let store = TestStore(initialState: Counting.State()) {
        Counting()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    }
    let sendLine = #line - 2
    await withKnownIssue {
      await scenario()
    } matching: { issue in
      issue.message.hasPrefix(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix,
        """
      ) && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func finishTimesOutWithEffectsInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains(
        "Expected effects to finish, but there are still effects in-flight after 0.05 seconds."
      )
    }
    await store.send(.stopTimerButtonTapped) { $0.isTimerRunning = false }
  }

  @Test func nonExhaustiveStillChecksWhatItAsserts() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 5 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 5,")
    }
  }

  @Test func skippingNothingIsReportedWhenStrict() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.message == "There were no received actions to skip."
    }
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.message == "There were no in-flight effects to skip."
    }
  }

  @Test func receivingTheWrongValueIsReportedWithADiff() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.queryChanged("a")) {
      $0.query = "a"
      $0.isSearching = true
    }
    await withKnownIssue {
      await store.receive(\.searchResponse, ["wrong"]) {
        $0.isSearching = false
        $0.results = ["a 1", "a 2"]
      }
    } matching: { issue in
      // The whole action, not only its value.
      issue.message.hasPrefix("Received unexpected action:\n\n    Search.Action.searchResponse(")
        && issue.message.contains("−     [0]: \"wrong\"")
        && issue.message.contains("+     [0]: \"a 1\",")
        && issue.message.hasSuffix("(Expected: −, Actual: +)")
    }
  }

  @Test func receivingAnActionThatFailsThePredicateIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementTwiceButtonTapped)
    await withKnownIssue {
      await store.receive({ $0 == .timerTicked }) { $0.count = 1 }
    } matching: { issue in
      issue.message == """
        Received unexpected action:

          Counting.Action.incremented
        """
    }
    await store.receive(.incremented) { $0.count = 2 }
  }

  @Test func anAssertionThatThrowsIsReported() async {
    struct Oops: Error {}
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw Oops() }
    } matching: { issue in
      issue.message == "Threw error: Oops()"
    }
  }

  @Test func aFailingAssertIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    withKnownIssue {
      store.assert { $0.count = 3 }
    } matching: { issue in
      issue.message.contains("A state change does not match expectation.\n")
        && issue.message.contains("−   count: 3,")
    }
  }

  @Test func receivingAnotherCaseIsReported() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.send(.incrementTwiceButtonTapped)
    await withKnownIssue {
      await store.receive(\.renamed) { $0.count = 1 }
    } matching: { issue in
      issue.message == """
        Received unexpected action:

          Counting.Action.incremented
        """
    }
    await store.receive(.incremented) { $0.count = 2 }
  }
}
