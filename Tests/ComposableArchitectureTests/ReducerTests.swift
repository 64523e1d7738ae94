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

@MainActor
struct ReducerTests {
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
