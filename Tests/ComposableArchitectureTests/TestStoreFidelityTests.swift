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
