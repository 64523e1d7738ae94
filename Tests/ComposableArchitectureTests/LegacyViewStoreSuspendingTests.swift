#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A list that refreshes from a service that answers after a second.
  private struct Refresher: Reducer {
    struct State: Equatable {
      var isLoading = false
      var response: String?
    }

    enum Action: Equatable {
      case pulledToRefresh
      case refreshResponse(String)
    }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .pulledToRefresh:
        state.isLoading = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.refreshResponse("Fresh"))
        }
      case let .refreshResponse(response):
        state.isLoading = false
        state.response = response
        return .none
      }
    }
  }

  @MainActor
  struct LegacyViewStoreSuspendingTests {
    private let clock = TestClock()

    private func makeStore() -> StoreOf<Refresher> {
      Store(initialState: Refresher.State()) {
        Refresher()
      } withDependencies: {
        $0.continuousClock = self.clock
      }
    }

    @Test
    @available(*, deprecated, message: "Exercises ViewStore.send(_:while:).")
    func sendWhileSuspendsUntilThePredicateIsFalse() async {
      let store = self.makeStore()
      let viewStore = ViewStore(store, observe: { $0 })
      let isRefreshing = LockIsolated(true)

      Task {
        await viewStore.send(.pulledToRefresh, while: \.isLoading)
        isRefreshing.setValue(false)
      }
      await waitUntil { viewStore.isLoading }

      await self.clock.advance(by: .milliseconds(500))
      await Task.megaYield()
      #expect(isRefreshing.value)

      await self.clock.advance(by: .milliseconds(500))
      await waitUntil { !isRefreshing.value }
      #expect(viewStore.response == "Fresh")
      #expect(!viewStore.isLoading)
    }

    @Test
    @available(*, deprecated, message: "Exercises ViewStore.send(_:while:).")
    func cancellingSendWhileCancelsTheActionsEffects() async {
      let store = self.makeStore()
      let viewStore = ViewStore(store, observe: { $0 })
      let isRefreshing = LockIsolated(true)

      let task = Task {
        await viewStore.send(.pulledToRefresh, while: \.isLoading)
        isRefreshing.setValue(false)
      }
      await waitUntil { viewStore.isLoading }

      task.cancel()
      await waitUntil { !isRefreshing.value }
      await self.clock.advance(by: .seconds(1))
      await Task.megaYield()
      #expect(viewStore.isLoading)
      #expect(viewStore.response == nil)
    }

    @Test
    @available(*, deprecated, message: "Exercises ViewStore.yield(while:).")
    func yieldWhileReturnsRightAwayWhenThePredicateIsFalse() async {
      let viewStore = ViewStore(self.makeStore(), observe: { $0 })
      let isWaiting = LockIsolated(true)

      Task {
        await viewStore.yield(while: \.isLoading)
        isWaiting.setValue(false)
      }

      await waitUntil { !isWaiting.value }
    }

    @Test
    @available(*, deprecated, message: "Exercises ViewStore.yield(while:).")
    func yieldWhileWaitsForAViewStateThatFailsThePredicate() async {
      let store = self.makeStore()
      let viewStore = ViewStore(store, observe: { $0 })
      viewStore.send(.pulledToRefresh)
      let isWaiting = LockIsolated(true)

      Task {
        await viewStore.yield(while: { $0.response == nil })
        isWaiting.setValue(false)
      }
      await Task.megaYield()
      #expect(isWaiting.value)

      await self.clock.advance(by: .seconds(1))
      await waitUntil { !isWaiting.value }
      #expect(viewStore.response == "Fresh")
    }

    @Test
    @available(*, deprecated, message: "Exercises ViewStore.yield(while:).")
    func yieldWhileReturnsWhenItsTaskIsCancelled() async {
      let store = self.makeStore()
      let viewStore = ViewStore(store, observe: { $0 })
      viewStore.send(.pulledToRefresh)
      let isWaiting = LockIsolated(true)

      let task = Task {
        await viewStore.yield(while: \.isLoading)
        isWaiting.setValue(false)
      }
      await Task.megaYield()
      #expect(isWaiting.value)

      task.cancel()
      await waitUntil { !isWaiting.value }
      #expect(viewStore.isLoading)
    }
  }
#endif
