import ComposableArchitecture
import Foundation
import Testing

// Stack navigation: `StackState`, `StackAction`, `forEach(\.path, action: \.path)`, and
// dismissal from inside an element, as in TCA's stack-based navigation documentation.

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable, Codable {
    var count = 0
  }
  enum Action: Equatable {
    case closeButtonTapped
    case increment
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .increment:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
private enum Path {
  case counter(Counter)
  case summary(Counter)
}
extension Path.State: Equatable {}
extension Path.Action: Equatable {}

@Reducer
private struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    var popped: [Int] = []
  }
  enum Action: Equatable {
    case path(StackActionOf<Path>)
    case popAll
    case pushCounter
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.popFrom(id)):
        // The parent sees the pop while the element is still there.
        if case let .counter(counter) = state.path[id: id] {
          state.popped.append(counter.count)
        }
        return .none
      case .path:
        return .none
      case .popAll:
        state.path.removeAll()
        return .none
      case .pushCounter:
        state.path.append(.counter(Counter.State()))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

@MainActor
struct StackTests {
  @Test func pushingAndActingOnAnElement() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.pushCounter) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(\.path[id: 0].counter.increment) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.pushCounter) {
      $0.path.append(.counter(Counter.State()))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func anElementDismissesItselfAndThoseAboveIt() async {
    let store = TestStore(
      initialState: Root.State(
        path: [.counter(Counter.State(count: 1)), .counter(Counter.State(count: 2))]
      )
    ) {
      Root()
    }
    await store.send(\.path[id: 0].counter.closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path.removeAll()
      $0.popped = [1]
    }
  }

  @Test func poppingFromTheParentCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.pushCounter) {
      $0.path.append(.counter(Counter.State()))
    }
    await store.send(\.path[id: 0].counter.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.tick) {
      $0.path[id: 0, case: \.counter]?.count = 1
    }
    await store.send(.popAll) {
      $0.path.removeAll()
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func aPushActionPushesThenRunsTheParent() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.path(.push(id: 0, state: .summary(Counter.State(count: 5))))) {
      $0.path[id: 0] = .summary(Counter.State(count: 5))
    }
    // The pushed id was consumed: the next element gets 1.
    await store.send(.pushCounter) {
      $0.path.append(.counter(Counter.State()))
    }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func anActionForAMissingElementIsReported() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(\.path[id: 3].counter.increment)
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "ComposableArchitectureTests/StackTests.swift:"#
      )
        && issue.description.contains(
          """
          received an action for a missing element.

            Action:
              Path.Action.counter(.increment)
          """
        )
    }
  }

  @Test func poppingAMissingElementIsReported() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 4)))
    } matching: { issue in
      issue.description.contains("received a \"popFrom\" action for a missing element.\n")
        && issue.description.contains("ID:\n    #4")
    }
  }

  @Test func theStoreOfAnElement() {
    @Bindable var store = Store(initialState: Root.State()) { Root() }
    store.send(.pushCounter)
    let path = $store.scope(state: \.path, action: \.path).wrappedValue
    let id = path.state.ids[0]
    let element = path.scope(state: \.[id: id], action: \.[id: id])
    guard case let .counter(counter)? = element?.case else {
      Issue.record("Expected the counter")
      return
    }
    counter.send(.increment)
    #expect(store.path[id: id] == .counter(Counter.State(count: 1)))
    // Popping by sending to the stack's store, as a navigation view's back button would.
    path.send(.popFrom(id: id))
    #expect(store.path.isEmpty)
    #expect(store.popped == [1])
  }
}

struct StackStateTests {
  @Test func elementsGetIdsInOrderAndKeepThem() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack: StackState<String> = ["a", "b"]
      stack.append("c")
      #expect(stack.ids == [0, 1, 2])
      stack.pop(from: 1)
      #expect(Array(stack) == ["a"])
      stack.append(contentsOf: ["d", "e"])
      #expect(stack.ids == [0, 3, 4])
      stack.pop(to: 3)
      #expect(Array(stack) == ["a", "d"])
      stack[id: 3] = nil
      #expect(Array(stack) == ["a"])
      stack.insert("z", at: 0)
      #expect(stack.ids == [5, 0])
    }
  }

  @Test func stacksAreEqualWithTheSameIdsAndElements() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let first: StackState<Int> = [1, 2]
      let second: StackState<Int> = [1, 2]
      #expect(first == first)
      #expect(first != second)
    }
  }

  @Test func codingKeepsTheElementsAndGivesNewIds() throws {
    try withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let stack: StackState<Int> = [1, 2]
      let data = try JSONEncoder().encode(stack)
      #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
      let decoded = try JSONDecoder().decode(StackState<Int>.self, from: data)
      #expect(Array(decoded) == [1, 2])
      #expect(decoded.ids == [2, 3])
    }
  }

  @Test func dumpsAsADictionaryOfIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let stack: StackState<String> = ["a", "b"]
      var output = ""
      customDump(stack, to: &output)
      #expect(
        output == """
          [
            #0: "a",
            #1: "b"
          ]
          """
      )
    }
  }

  @Test func assigningAMissingIdOutsideOfTestsIsReported() {
    withDependencies {
      $0.context = .live
      $0.stackElementID = .incrementing()
    } operation: {
      var stack: StackState<String> = ["a"]
      withKnownIssue {
        stack[id: StackElementID(generation: 7)] = "b"
      } matching: { issue in
        issue.description.contains("Can't assign element at missing ID.")
      }
      #expect(Array(stack) == ["a"])
    }
  }
}
