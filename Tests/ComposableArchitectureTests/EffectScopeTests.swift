@testable import ComposableArchitecture
import Testing

// Cancellation ids are scoped by child, as TCA scopes them by navigation: rows of a `forEach`
// (and presented children, stack elements) each have their own, and a parent's cancel reaches
// its children's effects, never the other way round.

@Reducer
private struct TimerRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var ticks = 0
    var results: [String] = []
    @Presents var detail: Detail.State?
  }
  enum Action: Equatable {
    case cancelFromEffect
    case detail(PresentationAction<Detail.Action>)
    case response(String)
    case search(String)
    case sendCancelFromEffect
    case showDetail
    case start
    case stop
    case tick
  }
  enum CancelID { case search, timer }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelFromEffect:
        return .run { _ in Task.cancel(id: CancelID.timer) }
      case .detail:
        return .none
      case let .response(result):
        state.results.append(result)
        return .none
      case let .search(query):
        return .run { send in
          try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
            try await self.clock.sleep(for: .seconds(1))
            await send(.response(query))
          }
        }
      case .sendCancelFromEffect:
        return .run { send in await send(.cancelFromEffect) }
      case .showDetail:
        state.detail = Detail.State()
        return .none
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$detail, action: \.detail) {
      Detail()
    }
  }
}

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {}
  enum Action: Equatable {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

@Reducer
private struct TimerList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TimerRow.State> = [TimerRow.State(id: 1), TimerRow.State(id: 2)]
    var ticks = 0
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<TimerRow>)
    case start
    case stopAll
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case .start:
        // The same id as the rows' timers, in the parent's own scope.
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: TimerRow.CancelID.timer, cancelInFlight: true)
      case .stopAll:
        return .cancel(id: TimerRow.CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      TimerRow()
    }
  }
}

@MainActor
struct EffectScopeTests {
  private func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<TimerList> {
    TestStore(initialState: TimerList.State()) {
      TimerList()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func rowsStartingTheSameCancellableIDKeepTheirOwnEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.rows(.element(id: 1, action: .start)))
    await clock.advance(by: .milliseconds(500))
    // `cancelInFlight` cancels row 2's own timer (it has none), not row 1's.
    await store.send(.rows(.element(id: 2, action: .start)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.rows(.element(id: 1, action: .tick))) {
      $0.rows[id: 1]?.ticks = 1
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
    }
    // A row's cancel cancels its own timer only.
    await store.send(.rows(.element(id: 1, action: .stop)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 2
    }
    // The parent's cancel reaches every row's timer.
    await store.send(.stopAll)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func aRowsCancelInFlightLeavesTheParentsEffectAlone() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.start)
    await clock.advance(by: .milliseconds(500))
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 1, action: .stop)))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.tick) {
      $0.ticks = 1
    }
    await store.send(.stopAll)
  }

  @Test func taskCancelFromARowsEffectCancelsThatRowsOperations() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    await store.send(.rows(.element(id: 2, action: .cancelFromEffect))).finish()
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) {
      $0.rows[id: 1]?.ticks = 1
    }
    await store.send(.rows(.element(id: 1, action: .stop)))
  }

  @Test func anEffectStartedByAnActionAnotherEffectSentHasItsOwnRowsScope() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.rows(.element(id: 1, action: .start)))
    // `.cancelFromEffect` arrives from the row's effect; its own effect cancels in the row's
    // scope, not in a scope nested in it.
    await store.send(.rows(.element(id: 1, action: .sendCancelFromEffect)))
    await store.receive(.rows(.element(id: 1, action: .cancelFromEffect)))
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func rowsOperationsWithTheSameIDRunSideBySide() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.rows(.element(id: 1, action: .search("a"))))
    await store.send(.rows(.element(id: 2, action: .search("b"))))
    // Within a row, the next search cancels the one in flight.
    await store.send(.rows(.element(id: 2, action: .search("bc"))))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .response("a")))) {
      $0.rows[id: 1]?.results = ["a"]
    }
    await store.receive(.rows(.element(id: 2, action: .response("bc")))) {
      $0.rows[id: 2]?.results = ["bc"]
    }
  }

  @Test func aChildPresentedFromARowDismissesItselfOnly() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.rows(.element(id: 1, action: .showDetail))) {
      $0.rows[id: 1]?.detail = Detail.State()
    }
    await store.send(.rows(.element(id: 2, action: .showDetail))) {
      $0.rows[id: 2]?.detail = Detail.State()
    }
    await store.send(.rows(.element(id: 2, action: .detail(.presented(.closeButtonTapped)))))
    await store.receive(.rows(.element(id: 2, action: .detail(.dismiss)))) {
      $0.rows[id: 2]?.detail = nil
    }
    await store.send(.rows(.element(id: 1, action: .detail(.presented(.closeButtonTapped)))))
    await store.receive(.rows(.element(id: 1, action: .detail(.dismiss)))) {
      $0.rows[id: 1]?.detail = nil
    }
  }

  @Test func anIDIsScopedByEveryChildAroundIt() {
    let row = _ChildEffectID(key: "rows", identity: 1)
    let detail = _ChildEffectID(key: "detail", identity: 0)
    let timer = AnyHashableSendable("timer")
    let inRow = timer.scoped(within: row)
    let inDetailOfRow = timer.scoped(within: detail).scoped(within: row)
    #expect(timer.cancels(inRow))
    #expect(timer.cancels(inDetailOfRow))
    #expect(inRow.cancels(inDetailOfRow))
    #expect(!inRow.cancels(timer))
    #expect(!inDetailOfRow.cancels(inRow))
    #expect(!timer.scoped(within: _ChildEffectID(key: "rows", identity: 2)).cancels(inRow))
  }
}
