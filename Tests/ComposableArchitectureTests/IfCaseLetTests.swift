import ComposableArchitecture
import Testing

// `ifCaseLet`, and the deprecated case path forms of `Scope`, `ifLet`, `forEach` and
// `ifCaseLet`.

@Reducer
private struct Timer {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Screen {
  @ObservableState
  enum State: Equatable {
    case idle
    case timing(Timer.State)
  }
  enum Action: Equatable {
    case stop
    case startOver(id: Int)
    case timing(Timer.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .stop:
        state = .idle
        return .none
      case let .startOver(id):
        state = .timing(Timer.State(id: id))
        return .none
      case .timing:
        return .none
      }
    }
    .ifCaseLet(\.timing, action: \.timing) {
      Timer()
    }
  }
}

@MainActor
struct IfCaseLetTests {
  @Test func theChildRunsOnItsCase() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State.timing(Timer.State())) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timing(.start))
    await clock.advance(by: .seconds(2))
    await store.receive(.timing(.tick)) {
      $0 = .timing(Timer.State(ticks: 1))
    }
    await store.receive(.timing(.tick)) {
      $0 = .timing(Timer.State(ticks: 2))
    }
    // Moving to another case cancels the child's timer: nothing more arrives.
    await store.send(.stop) {
      $0 = .idle
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func aValueWithAnotherIDCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State.timing(Timer.State(id: 1))) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timing(.start))
    await store.send(.startOver(id: 2)) {
      $0 = .timing(Timer.State(id: 2))
    }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func aValueWithTheSameIDKeepsTheChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State.timing(Timer.State(id: 1, ticks: 5))) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timing(.start))
    await store.send(.startOver(id: 1)) {
      $0 = .timing(Timer.State(id: 1))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timing(.tick)) {
      $0 = .timing(Timer.State(id: 1, ticks: 1))
    }
    await store.send(.stop) {
      $0 = .idle
    }
  }

  @Test func aChildActionInAnotherCaseIsReported() async {
    let store = TestStore(initialState: Screen.State.idle) {
      Screen()
    }
    await withKnownIssue {
      await store.send(.timing(.tick))
    } matching: { issue in
      issue.description.contains(
        #"An "ifCaseLet" at "ComposableArchitectureTests/IfCaseLetTests.swift:"#
      )
        && issue.description.contains("received a child action when child state was set to a")
        && issue.description.contains(
          """
            Action:
              Screen.Action.timing(.tick)
            State:
              Screen.State.idle
          """
        )
    }
  }
}

// MARK: - Case paths (deprecated)

@available(*, deprecated, message: "Exercises the deprecated case path forms.")
@Reducer
private struct CasePathFeature {
  @ObservableState
  struct State: Equatable {
    var counter = Counter.State()
    var optional: Counter.State?
    var rows: IdentifiedArrayOf<Counter.State> = []
    var mode = Mode.State.counting(Counter.State())
    var otherMode = OtherMode.State.counting(Counter.State())
  }
  enum Action: Equatable {
    case counter(Counter.Action)
    case optional(Counter.Action)
    case row(id: Int, action: Counter.Action)
    case mode(Mode.Action)
    case otherMode(OtherMode.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: /Action.counter) {
      Counter()
    }
    Scope(state: \.mode, action: /Action.mode) {
      Mode()
    }
    Scope(state: \.otherMode, action: /Action.otherMode) {
      OtherMode()
    }
    EmptyReducer()
      .ifLet(\.optional, action: /Action.optional) {
        Counter()
      }
      .forEach(\.rows, action: /Action.row(id:action:)) {
        Counter()
      }
  }

  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Mode {
    @ObservableState
    enum State: Equatable {
      case counting(Counter.State)
      case off
    }
    enum Action: Equatable { case counting(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: /State.counting, action: /Action.counting) {
        Counter()
      }
    }
  }

  @Reducer
  struct OtherMode {
    @ObservableState
    enum State: Equatable {
      case counting(Counter.State)
      case off
    }
    enum Action: Equatable { case counting(Counter.Action) }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifCaseLet(/State.counting, action: /Action.counting) {
          Counter()
        }
    }
  }
}

@MainActor
struct CasePathFormsTests {
  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func theCasePathFormsRunTheirChildren() {
    let store = Store(
      initialState: CasePathFeature.State(
        optional: .init(),
        rows: [.init(id: 7)]
      )
    ) {
      CasePathFeature()
    }
    store.send(.counter(.increment))
    store.send(.optional(.increment))
    store.send(.row(id: 7, action: .increment))
    store.send(.mode(.counting(.increment)))
    store.send(.otherMode(.counting(.increment)))
    #expect(store.counter.count == 1)
    #expect(store.optional?.count == 1)
    #expect(store.rows[id: 7]?.count == 1)
    #expect(store.mode == .counting(CasePathFeature.Counter.State(count: 1)))
    #expect(store.otherMode == .counting(CasePathFeature.Counter.State(count: 1)))
  }

  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func anIfCaseLetWithCasePathsReportsAnotherCase() {
    let store = Store(initialState: CasePathFeature.State(mode: .off, otherMode: .off)) {
      CasePathFeature()
    }
    withKnownIssue {
      store.send(.otherMode(.counting(.increment)))
    } matching: { issue in
      issue.description.contains(#"An "ifCaseLet" at"#)
    }
    withKnownIssue {
      store.send(.mode(.counting(.increment)))
    } matching: { issue in
      issue.description.contains(#"A "Scope" at"#)
    }
  }
}

@MainActor
struct ClosureScopeTests {
  @available(*, deprecated, message: "Exercises the deprecated closure scope.")
  @Test func aStoreScopedWithFunctionsReadsAndSendsThroughItsParent() {
    let store = Store(initialState: CasePathFeature.State()) {
      CasePathFeature()
    }
    let counterStore = store.scope(
      state: { $0.counter.count },
      action: { CasePathFeature.Action.counter($0) }
    )
    #expect(counterStore.state == 0)
    counterStore.send(.increment)
    #expect(counterStore.state == 1)
    #expect(store.counter.count == 1)
  }
}

// MARK: - The identity of a plain enum child

/// A child whose state is a plain enum (neither observable nor identifiable).
@Reducer
private struct Blinker {
  enum State: Equatable {
    case fast
    case slow
  }
  enum Action: Equatable {
    case start
    case blink
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.blink)
          }
        }
      case .blink:
        return .none
      }
    }
  }
}

@Reducer
private struct Lamp {
  @ObservableState
  struct State: Equatable {
    var blinker: Blinker.State?
  }
  enum Action: Equatable {
    case blinker(Blinker.Action)
    case switchTo(Blinker.State)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .blinker:
        return .none
      case let .switchTo(mode):
        state.blinker = mode
        return .none
      }
    }
    .ifLet(\.blinker, action: \.blinker) {
      Blinker()
    }
  }
}

@MainActor
struct PlainEnumIdentityTests {
  @Test func aPlainEnumChildInAnotherCaseIsAnotherChild() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lamp.State(blinker: .fast)) {
      Lamp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.blinker(.start))
    await store.send(.switchTo(.slow)) {
      $0.blinker = .slow
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func aPlainEnumChildInTheSameCaseKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lamp.State(blinker: .fast)) {
      Lamp()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.blinker(.start))
    await store.send(.switchTo(.fast))
    await clock.advance(by: .seconds(1))
    await store.receive(.blinker(.blink))
    await store.send(.switchTo(.slow)) {
      $0.blinker = .slow
    }
  }
}
