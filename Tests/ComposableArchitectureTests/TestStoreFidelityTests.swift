import ComposableArchitecture
import Testing

/// A feature that can close itself, as a presented screen does.
@Reducer
private struct Closable {
  @ObservableState
  struct State: Equatable {
    var isClosing = false
  }

  enum Action: Equatable {
    case closeButtonTapped
    case noop
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        state.isClosing = true
        return .run { _ in await self.dismiss() }
      case .noop:
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreWithExhaustivityTests {
  @Test func asyncBlockIsNonExhaustiveAndRestoresExhaustivity() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    let count = await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      // Neither the state change nor the received actions are asserted.
      await store.send(.incrementButtonTapped)
      await store.send(.incrementTwiceButtonTapped)
      await store.skipReceivedActions(strict: false)
      return store.state.count
    }
    #expect(count == 3)
    #expect(store.exhaustivity == .on)
    await store.send(.incrementButtonTapped) { $0.count = 4 }
  }

  @Test func exhaustiveAgainAfterTheBlock() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.withExhaustivity(.off) {
      await store.send(.incrementButtonTapped)
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }

  @Test func syncBlock() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let inside = store.withExhaustivity(.on) { store.exhaustivity }
    #expect(inside == .on)
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))
  }

  @Test func restoredWhenTheOperationThrows() async {
    struct Failure: Error {}
    let store = TestStore(initialState: Counting.State()) { Counting() }
    #expect(throws: Failure.self) {
      try store.withExhaustivity(.off) { throw Failure() }
    }
    #expect(store.exhaustivity == .on)
    await #expect(throws: Failure.self) {
      try await store.withExhaustivity(.off) {
        await store.send(.incrementButtonTapped)
        throw Failure()
      }
    }
    #expect(store.exhaustivity == .on)
    store.exhaustivity = .off
  }

  @Test func nonExhaustiveBlockStillFailsAWrongAssertion() async {
    let store = TestStore(initialState: Counting.State()) { Counting() }
    await store.withExhaustivity(.off) {
      await withKnownIssue {
        await store.send(.incrementButtonTapped) { $0.count = 2 }
      } matching: { issue in
        issue.description.contains("A state change does not match expectation")
      }
    }
  }
}

@MainActor
struct TestStoreDismissalTests {
  @Test func rootFeatureDismissesItself() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    #expect(!store.isDismissed)
    await store.send(.closeButtonTapped) { $0.isClosing = true }
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test func sendingToADismissedStoreFails() async {
    let store = TestStore(initialState: Closable.State()) { Closable() }
    await store.send(.closeButtonTapped) { $0.isClosing = true }
    await store.finish()
    await withKnownIssue {
      await store.send(.noop)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store.")
    }
  }

  @Test func aDismissOverriddenByTheTestIsKept() async {
    let dismissed = LockIsolated(0)
    let store = TestStore(initialState: Closable.State()) {
      Closable()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.withValue { $0 += 1 } }
    }
    await store.send(.closeButtonTapped) { $0.isClosing = true }
    await store.finish()
    #expect(dismissed.value == 1)
    #expect(!store.isDismissed)
  }
}

/// Two steps an effect feeds back, in order, and a response carrying a `Result`.
private enum Steps: Equatable {
  case start
  case first
  case second
  case load
  case response(Result<Int, LoadError>)

  struct LoadError: Error, Equatable {}
}

private func stepsReducer() -> Reduce<Int, Steps> {
  Reduce { state, action in
    switch action {
    case .start:
      return .merge(.send(.first), .send(.second))
    case .first, .second:
      state += 1
      return .none
    case .load:
      return .send(.response(.success(42)))
    case let .response(.success(value)):
      state = value
      return .none
    case .response(.failure):
      return .none
    }
  }
}

@MainActor
struct TestStoreMessageTests {
  @Test func effectStillRunningWordForWord() async {
    let clock = TestClock()
    @MainActor func scenario() async {
      let store = TestStore(initialState: Counting.State()) {
        Counting()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    }
    await withKnownIssue {
      await scenario()
    } matching: { issue in
      issue.message == """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
    }
  }

  @Test func unexpectedActionsAtTheEndList() async {
    @MainActor func scenario() async {
      let store = TestStore(initialState: 0) { stepsReducer() }
      await store.send(.start)
    }
    await withKnownIssue {
      await scenario()
    } matching: { issue in
      issue.message == """
        The store received 2 unexpected actions.

          Unhandled actions:
            .first
            .second

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """
    }
  }

  @Test func unexpectedActionsAreListedByCaseWithoutTheirValues() async {
    let store = TestStore(initialState: 0) { stepsReducer() }
    await store.send(.load)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.message.hasPrefix(
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .response(.success)
        """
      )
    }
  }

  @Test func theExpectedActionCameLater() async {
    let store = TestStore(initialState: 0) { stepsReducer() }
    await store.send(.start)
    await withKnownIssue {
      await store.receive(.second) { $0 = 1 }
    } matching: { issue in
      issue.message == """
        Received unexpected action before this one:

            − Steps.second
            + Steps.first

        (Expected: −, Received: +)
        """
    }
    await store.receive(.second) { $0 = 2 }
  }

  @Test func mustHandleBeforeSending() async {
    let store = TestStore(initialState: 0) { stepsReducer() }
    await store.send(.load)
    await withKnownIssue {
      // The state after the response the test didn't receive, and after `first`.
      await store.send(.first) { $0 = 43 }
    } matching: { issue in
      issue.message == """
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .response(
            .success(42)
          )
        ]
        """
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func skippedActionsAreShownWithAPeriod() async {
    let reporter = RecordingIssueReporter()
    await withIssueReporters([reporter]) {
      let store = TestStore(initialState: 0) { stepsReducer() }
      await store.send(.start)
      await store.skipReceivedActions()
    }
    #expect(
      reporter.messages == [
        """
        Skipped assertions.

        2 received actions were skipped.

        [
          [0]: .first,
          [1]: .second
        ]
        """
      ]
    )
  }
}

@MainActor
struct TestStoreXCTModifyTests {
  private struct State: Equatable {
    var child: Int? = 0
    var count = 0
  }

  private func makeStore() -> TestStore<State, Steps> {
    TestStore(initialState: State()) {
      Reduce<State, Steps> { state, action in
        state.count += 1
        return .none
      }
    }
  }

  @Test @available(*, deprecated) func anUnchangedValueIsReportedWhenExhaustive() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.first) {
        $0.count = 1
        XCTModify(&$0.child) { _ in }
      }
    } matching: { issue in
      issue.description.contains("value to be modified but it was unchanged.")
    }
  }

  @Test @available(*, deprecated) func anUnchangedValueIsNotReportedWhenNonExhaustive() async {
    let store = self.makeStore()
    store.exhaustivity = .off
    await store.send(.first) {
      XCTModify(&$0.child) { _ in }
    }
    // Only the state change the closure skipped is shown, as an expected issue.
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.second) {
      XCTModify(&$0.child) { _ in }
    }
    await store.withExhaustivity(.off) {
      await store.send(.first) {
        XCTModify(&$0.child) { _ in }
      }
    }
  }
}

@MainActor
struct TestStoreTaskMessageTests {
  @Test func aTaskStillRunningSaysWhatToDo() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counting.State()) {
      Counting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.startTimerButtonTapped) { $0.isTimerRunning = true }
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(20))
    } matching: { issue in
      issue.message == """
        Expected task to finish, but it is still in-flight after 0.02 seconds.

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
        work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
        may complete, or consider using an immediate clock/scheduler to immediately perform the \
        effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """
    }
    await task.cancel()
    store.exhaustivity = .off
  }
}
