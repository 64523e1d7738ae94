import ComposableArchitecture
import Testing

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
  }
  enum Action: Equatable {
    case setTitle(String)
    case startTimer
    case timerTicked
  }
  let ticks: Recorder<Int>?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setTitle(title):
        state.title = title
        return .none
      case .startTimer:
        return .run { [id = state.id, ticks] send in
          do {
            try await Task.sleep(for: .seconds(1000))
          } catch {
            ticks?.record(id)
          }
        }
      case .timerTicked:
        return .none
      }
    }
  }
}

@Reducer
struct List {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var detail: Row.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case detail(Row.Action)
    case removeRow(id: Int)
    case dismissDetail
  }
  let ticks: Recorder<Int>?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rows(.element(id, .setTitle(title))):
        // Runs after the row's reducer: the row already has its new title.
        state.log.append("row \(id) titled \(state.rows[id: id]?.title ?? "?"), asked \(title)")
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .dismissDetail:
        state.detail = nil
        return .none
      case let .detail(.setTitle(title)):
        state.log.append("detail titled \(title)")
        return .none
      case .rows, .detail:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row(ticks: ticks) }
    .ifLet(\.detail, action: \.detail) { Row(ticks: ticks) }
  }
}

@MainActor
struct ScopeTests {
  let ticks = Recorder<Int>()

  func makeStore(_ state: List.State = List.State(rows: [Row.State(id: 1), Row.State(id: 2)]))
    -> StoreOf<List>
  {
    Store(initialState: state) { List(ticks: ticks) }
  }

  @Test func childSendsReachTheParentReducer() {
    let parent = Store(initialState: Parent.State()) {
      Parent()
    }
    let child = parent.scope(state: \.child, action: \.child)
    child.send(.setTitle("Hello"))
    #expect(parent.child.title == "Hello")
    #expect(child.title == "Hello")
  }

  @Test func scopingTwiceReturnsTheSameStore() {
    let parent = Store(initialState: Parent.State()) { Parent() }
    let first = parent.scope(state: \.child, action: \.child)
    let second = parent.scope(state: \.child, action: \.child)
    #expect(first === second)
  }

  @Test func aChildStoreKeepsItsParentAlive() {
    var parent: StoreOf<Parent>? = Store(initialState: Parent.State()) { Parent() }
    let child = parent!.scope(state: \.child, action: \.child)
    parent = nil
    child.send(.setTitle("Still here"))
    #expect(child.title == "Still here")
  }

  @Test func elementStoresSendThroughForEach() {
    let store = makeStore()
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.count == 2)
    #expect(rows.map(\.id) == [1, 2])
    rows[1].send(.setTitle("Second"))
    #expect(store.rows[id: 2]?.title == "Second")
    #expect(store.rows[id: 1]?.title == "")
    #expect(store.log == ["row 2 titled Second, asked Second"])
  }

  @Test func storesScopedToManyElementsByIDEachSendToTheirOwnElement() {
    // Case key paths with an argument are a new object each time, more than the table of case
    // paths made from case key paths can hold: each must still embed its own element's id.
    let count = 300
    let store = makeStore(List.State(rows: IdentifiedArray(uniqueElements: (0..<count).map {
      Row.State(id: $0)
    })))
    for id in 0..<count {
      let row = store.scope(state: \.rows[id: id]!, action: \.rows[id: id])
      row.send(.setTitle("Row \(id)"))
    }
    #expect(store.rows.map(\.title) == (0..<count).map { "Row \($0)" })
  }

  @Test func forEachActionForAMissingElementIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.rows(.element(id: 99, action: .setTitle("Ghost"))))
    } matching: { issue in
      issue.description.contains("\"forEach\" at \"ComposableArchitectureTests/ScopeTests.swift:")
        && issue.description.contains("received an action for a missing element")
        && issue.description.contains("To fix this")
    }
    #expect(store.rows.map(\.title) == ["", ""])
    #expect(store.rows.count == 2)
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let store = makeStore()
    let task = store.send(.rows(.element(id: 1, action: .startTimer)))
    store.send(.rows(.element(id: 2, action: .startTimer)))
    #expect(ticks.values.isEmpty)
    store.send(.removeRow(id: 1))
    await task.finish()
    #expect(ticks.values == [1])
  }

  @Test func optionalScopeIsNilWithoutState() {
    let store = makeStore()
    #expect(store.scope(state: \.detail, action: \.detail) == nil)
  }

  @Test func optionalScopeSendsThroughIfLet() {
    let store = makeStore(List.State(detail: Row.State(id: 7)))
    let detail = store.scope(state: \.detail, action: \.detail)
    detail?.send(.setTitle("Detail"))
    #expect(store.detail?.title == "Detail")
    #expect(store.log == ["detail titled Detail"])
  }

  @Test func ifLetChildActionWithNilStateIsReported() {
    let store = makeStore()
    withKnownIssue {
      store.send(.detail(.setTitle("Nobody home")))
    } matching: { issue in
      issue.description.contains("\"ifLet\" at \"ComposableArchitectureTests/ScopeTests.swift:")
        && issue.description.contains("received a child action when child state was \"nil\".\n")
        && issue.description.contains("List.Action.detail(")
        && issue.description.contains(#"use "IfLetStore"."#)
    }
    #expect(store.detail == nil)
  }

  @Test func dismissingIfLetStateCancelsChildEffects() async {
    let store = makeStore(List.State(detail: Row.State(id: 7)))
    let task = store.send(.detail(.startTimer))
    store.send(.dismissDetail)
    await task.finish()
    #expect(ticks.values == [7])
  }

  @Test func aDismissedChildStoreKeepsItsLastState() {
    let store = makeStore(List.State(detail: Row.State(id: 7, title: "Last")))
    let detail = store.scope(state: \.detail, action: \.detail)!
    store.send(.dismissDetail)
    #expect(detail.title == "Last")
  }
}

@MainActor
struct IdentifiedArrayObservationTests {
  @Test func rebuildingRowsWithTheSameIdsNotifiesTheirReaders() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1, title: "Old")])) {
      Reduce<List.State, List.Action> { state, action in
        if case .removeRow = action {
          // Not a removal: a refresh that brings the same ids with new values.
          state.rows = [Row.State(id: 1, title: "New")]
        }
        return .none
      }
    }
    var titles: [String] = []
    let token = observe { titles = store.rows.map(\.title) }
    store.send(.removeRow(id: 1))
    #expect(titles == ["New"])
    _ = token
  }

  @Test func writingOneRowThroughItsStoreDoesNotNotifyReadersOfTheList() {
    let store = Store(
      initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])
    ) {
      List(ticks: nil)
    }
    var listRuns = 0
    let token = observe {
      _ = store.rows.ids
      listRuns += 1
    }
    let rows = store.scope(state: \.rows, action: \.rows)
    var firstTitle: [String] = []
    let rowToken = observe { firstTitle.append(rows[0].title) }
    rows[1].send(.setTitle("Second"))
    #expect(listRuns == 1)
    #expect(firstTitle == [""])
    #expect(store.rows[id: 2]?.title == "Second")
    _ = (token, rowToken)
  }
}
