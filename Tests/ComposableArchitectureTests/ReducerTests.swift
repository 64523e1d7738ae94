import ComposableArchitecture
import Testing

@Reducer
struct Builder {
  @ObservableState
  struct State: Equatable {
    var events: [String] = []
    var isEnabled = true
  }
  enum Action { case tap }
  let extra: Bool

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.events.append("first")
      return .none
    }
    if extra {
      Reduce { state, _ in
        state.events.append("extra")
        return .none
      }
    } else {
      EmptyReducer()
    }
    for index in 1...2 {
      Reduce { state, _ in
        state.events.append("loop \(index)")
        return .none
      }
    }
    CombineReducers {
      Reduce { state, _ in
        state.events.append("combined")
        return .none
      }
    }
  }
}

@Reducer
struct Manual {
  struct State: Equatable { var count = 0 }
  enum Action { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@Reducer
struct Printed {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment, noop }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .increment { state.count += 1 }
      return .none
    }
  }
}

/// A reducer that counts how often its body is built.
@Reducer
struct BodyCounter {
  static let builds = LockIsolated(0)
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    let _ = Self.builds.withValue { $0 += 1 }
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A reducer with both a `reduce(into:action:)` and a `body`: as in Swift's protocol, its own
/// `reduce` is what runs.
@Reducer
struct ReduceAndBody {
  @ObservableState
  struct State: Equatable { var log: [String] = [] }
  enum Action { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("reduce")
    return .none
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.log.append("body")
      return .none
    }
  }
}

/// TCA's recursion case study: a tree of rows, each row the feature itself.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
    var focusBox: Box<State>?
    var focus: State? {
      get { focusBox?.value }
      set { focusBox = newValue.map { Box(value: $0) } }
    }
  }
  /// A box for the optional child, as a struct can't hold itself (TCA's `@Presents` does this).
  struct Box<Value: Equatable>: Equatable {
    private var storage: [Value]
    init(value: Value) { self.storage = [value] }
    var value: Value {
      get { storage[0] }
      set { storage[0] = newValue }
    }
  }
  indirect enum Action {
    case addRow(Int)
    case rename(String)
    case rows(IdentifiedActionOf<Nested>)
    case focus(Action)
    case openFocus(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addRow(id):
        state.rows.append(State(id: id))
        return .none
      case let .rename(name):
        state.name = name
        return .none
      case let .openFocus(id):
        state.focus = State(id: id)
        return .none
      case .rows, .focus:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
    .ifLet(\.focus, action: \.focus) {
      Self()
    }
  }
}

@MainActor
struct ReducerTests {
  @Test func aBodyIsBuiltOncePerStore() {
    let before = BodyCounter.builds.value
    let store = Store(initialState: BodyCounter.State()) { BodyCounter() }
    for _ in 1...5 { store.send(.tap) }
    #expect(store.count == 5)
    #expect(BodyCounter.builds.value - before == 1)
  }

  @Test func aReducerWithReduceAndBodyRunsItsReduce() {
    let store = Store(initialState: ReduceAndBody.State()) { ReduceAndBody() }
    store.send(.tap)
    #expect(store.log == ["reduce"])
  }

  @Test func aRecursiveReducerRunsAtEveryDepth() {
    let store = Store(initialState: Nested.State(id: 0)) { Nested() }
    store.send(.addRow(1))
    store.send(.rows(.element(id: 1, action: .addRow(2))))
    store.send(.rows(.element(id: 1, action: .rows(.element(id: 2, action: .rename("deep"))))))
    #expect(store.rows[id: 1]?.rows[id: 2]?.name == "deep")

    store.send(.openFocus(7))
    store.send(.focus(.addRow(8)))
    store.send(.focus(.rows(.element(id: 8, action: .openFocus(9)))))
    store.send(.focus(.rows(.element(id: 8, action: .focus(.rename("deepest"))))))
    #expect(store.focus?.rows[id: 8]?.focus?.name == "deepest")
  }

  @Test func builderRunsReducersInOrder() {
    let store = Store(initialState: Builder.State()) { Builder(extra: true) }
    store.send(.tap)
    #expect(store.events == ["first", "extra", "loop 1", "loop 2", "combined"])
  }

  @Test func builderElseBranch() {
    let store = Store(initialState: Builder.State()) { Builder(extra: false) }
    store.send(.tap)
    #expect(store.events == ["first", "loop 1", "loop 2", "combined"])
  }

  @Test func reduceMethodReducer() {
    let store = Store(initialState: Manual.State()) { Manual() }
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func printChangesPrintsADiffPerAction() {
    let output = LockIsolated("")
    let store = Store(initialState: Printed.State()) {
      Printed()._printChanges(.customDump { text in output.withValue { $0 += text } })
    }
    store.send(.increment)
    store.send(.noop)
    #expect(
      output.value == """
        received action:
          Printed.Action.increment
        - Printed.State(count: 0)
        + Printed.State(count: 1)
        received action:
          Printed.Action.noop
          (No state changes)

        """
    )
  }

  @Test func caseKeyPathsWorkOnReducerActions() {
    let action = List.Action.rows(.element(id: 1, action: .setTitle("x")))
    #expect(action[case: \.rows] == .some(.element(id: 1, action: .setTitle("x"))))
    #expect(action[case: \.rows[id: 1].setTitle] == Optional("x"))
    #expect(action[case: \.rows[id: 2].setTitle] == nil)
    #expect(action.rows != nil)
    #expect(action.detail == nil)
  }
}
