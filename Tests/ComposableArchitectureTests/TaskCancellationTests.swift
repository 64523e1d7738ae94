import ComposableArchitecture
import Testing

// `withTaskCancellation(id:cancelInFlight:)` and `Task.cancel(id:)`.

@Reducer
private struct SearchFeature {
  @ObservableState
  struct State: Equatable {
    var results: [String] = []
  }
  enum Action: Equatable {
    case cancelButtonTapped
    case cancelFromEffect
    case queryChanged(String)
    case response(String)
  }
  enum CancelID { case search }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.search)
      case .cancelFromEffect:
        return .run { _ in
          Task.cancel(id: CancelID.search)
        }
      case let .queryChanged(query):
        return .run { send in
          try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
            try await self.clock.sleep(for: .seconds(1))
            await send(.response(query))
          }
        }
      case let .response(result):
        state.results.append(result)
        return .none
      }
    }
  }
}

@MainActor
struct TaskCancellationTests {
  @Test func anOperationInFlightIsCancelledByTheNextOne() async {
    let clock = TestClock()
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("co"))
    await clock.advance(by: .seconds(1))
    await store.receive(.response("co")) {
      $0.results = ["co"]
    }
  }

  @Test func effectCancelCancelsTheOperation() async {
    let clock = TestClock()
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c"))
    await store.send(.cancelButtonTapped)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func taskCancelFromAnEffectCancelsTheOperation() async {
    let clock = TestClock()
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("c"))
    await store.send(.cancelFromEffect).finish()
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func outsideOfAStoreTaskCancelCancelsTheOperation() async throws {
    let clock = TestClock()
    let started = AsyncStream.makeStream(of: Void.self)
    let operation = Task {
      try await withTaskCancellation(id: "standalone") {
        started.continuation.yield()
        try await clock.sleep(for: .seconds(1))
        return "finished"
      }
    }
    var iterator = started.stream.makeAsyncIterator()
    await iterator.next()
    Task.cancel(id: "standalone")
    await #expect(throws: CancellationError.self) {
      try await operation.value
    }
  }

  @Test func aNonThrowingOperationNeedsNoTry() async {
    let value = await withTaskCancellation(id: "plain") { 42 }
    #expect(value == 42)
  }
}
