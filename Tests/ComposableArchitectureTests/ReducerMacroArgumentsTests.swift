import ComposableArchitecture
import Foundation
import Testing

// `@Reducer` enums of features: conformances synthesized by `@Reducer(state:action:)` (deprecated,
// as in TCA), cases in `#if` clauses, an enum without cases, a private feature with a generated
// domain presented with `@Presents`, and an alert of `Never`. The file compiles without warnings.

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable, Hashable, Sendable {
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// A feature whose `State`, `Action` and body the macro generates.
@Reducer
private struct Leaf {}

// A deprecated context uses the deprecated `@Reducer(state:action:)` without a warning; Swift
// Testing doesn't run the tests of a deprecated suite, so each test below is deprecated instead.
@available(*, deprecated, message: "Exercises the deprecated '@Reducer(state:action:)'.")
private enum Synthesized {
  @Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)
  enum Destination {
    case counter(Counter)
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored
    case note(String)

    enum Alert: Equatable, Sendable {
      case confirm
    }
  }

  @Reducer
  struct Host {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }
    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case showCounter
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .showCounter:
          state.destination = .counter(Counter.State())
          return .none
        case .destination:
          return .none
        }
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Reducer(state: .codable, action: .encodable, .decodable)
  enum Saved {
    @ReducerCaseIgnored
    case note(String)
    @ReducerCaseIgnored
    case count(Int)
  }

  @Reducer(state: .encodable, .decodable)
  enum Split {
    case leaf(Leaf)
  }
}

private func isEquatable<T: Equatable>(_: T.Type) -> Bool { true }
private func isHashable<T: Hashable>(_: T.Type) -> Bool { true }
private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
private func isCodable<T: Codable>(_: T.Type) -> Bool { true }

@Reducer
private enum Platform {
  case counter(Counter)
  #if os(Linux)
    case linux(Counter)
  #elseif os(macOS)
    case macOS(Counter)
  #else
    @ReducerCaseIgnored
    case other(Int)
  #endif
  // Never compiled: the type doesn't exist, and no generated code may name it.
  #if REDUCER_MACRO_ARGUMENTS_TESTS_UNDEFINED
    case absent(UndefinedFeature)
  #endif
}

@Reducer
private enum Nothing {}

@Reducer
private enum LeafDestination {
  case leaf(Leaf)
  case alert(AlertState<Never>)
}

@Reducer
private struct Presenter {
  @ObservableState
  struct State {
    @Presents var leaf: LeafDestination.State?
    @Presents var nothing: Nothing.State?
    var platform: Platform.State = .counter(Counter.State())
  }
  enum Action {
    case leaf(PresentationAction<LeafDestination.Action>)
    case nothing(PresentationAction<Nothing.Action>)
    case platform(Platform.Action)
    case showLeaf
    case showAlert
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.platform, action: \.platform) {
      Platform.body
    }
    Reduce { state, action in
      switch action {
      case .showLeaf:
        state.leaf = .leaf(Leaf.State())
        return .none
      case .showAlert:
        state.leaf = .alert(AlertState { TextState("Done") })
        return .none
      case .leaf, .nothing, .platform:
        return .none
      }
    }
    .ifLet(\.$leaf, action: \.leaf)
    .ifLet(\.$nothing, action: \.nothing)
  }
}

@MainActor
struct ReducerMacroArgumentsTests {
  @Test @available(*, deprecated) func synthesizedStateConformances() {
    typealias State = Synthesized.Destination.State
    #expect(isEquatable(State.self) && isHashable(State.self) && isSendable(State.self))
    #expect(State.counter(Counter.State(count: 1)) == .counter(Counter.State(count: 1)))
    #expect(State.counter(Counter.State(count: 1)) != .note("1"))
    let states: Set<State> = [.note("a"), .note("a"), .counter(Counter.State())]
    #expect(states.count == 2)
  }

  @Test @available(*, deprecated) func synthesizedActionConformances() {
    typealias Action = Synthesized.Destination.Action
    #expect(isEquatable(Action.self) && isSendable(Action.self))
    #expect(Action.alert(.confirm) == .alert(.confirm))
    #expect(Action.counter(.increment) != .alert(.confirm))
  }

  @Test @available(*, deprecated) func equatableStateInATestStore() async {
    let store = TestStore(initialState: Synthesized.Host.State()) { Synthesized.Host() }
    await store.send(.showCounter) {
      $0.destination = .counter(Counter.State())
    }
    await store.send(\.destination.counter.increment) {
      $0.destination = .counter(Counter.State(count: 1))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test @available(*, deprecated) func synthesizedCodable() throws {
    typealias State = Synthesized.Saved.State
    #expect(isCodable(State.self) && isCodable(Synthesized.Saved.Action.self))
    let data = try JSONEncoder().encode(State.note("hello"))
    let decoded = try JSONDecoder().decode(State.self, from: data)
    guard case let .note(text) = decoded else {
      Issue.record("Expected the 'note' case, decoded \(decoded)")
      return
    }
    #expect(text == "hello")

    let split = try JSONEncoder().encode(Synthesized.Split.State.leaf(Leaf.State()))
    let splitDecoded = try JSONDecoder().decode(Synthesized.Split.State.self, from: split)
    #expect(splitDecoded.leaf != nil)
  }

  @Test func ifConfigCasesAreKeptInEveryGeneratedMember() {
    var state = Platform.State.counter(Counter.State())
    _ = Platform.body.reduce(into: &state, action: .counter(.increment))
    #expect(state.counter?.count == 1)
    #if os(Linux)
      var linuxState = Platform.State.linux(Counter.State())
      _ = Platform.body.reduce(into: &linuxState, action: .linux(.increment))
      #expect(linuxState.linux?.count == 1)
      let store = Store(initialState: Platform.State.linux(Counter.State(count: 4))) {
        Platform.body
      }
      guard case let .linux(childStore) = store.case else {
        Issue.record("Expected the 'linux' case")
        return
      }
      childStore.send(.increment)
      #expect(childStore.count == 5)
    #endif
  }

  @Test func enumWithoutCases() {
    // `Nothing.State` has no values, so the state presented with it is always `nil`; the parent
    // runs its `ifLet` on every action.
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.platform(.counter(.increment)))
    #expect(store.nothing == nil)
    #expect(store.platform.counter?.count == 1)
  }

  @Test func privateFeatureWithAGeneratedDomainPresented() {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.showLeaf)
    #expect(store.leaf?.leaf != nil)
    store.send(.leaf(.dismiss))
    #expect(store.leaf == nil)
  }

  @Test func alertOfNever() {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.showAlert)
    #expect(store.leaf?.alert == AlertState { TextState("Done") })
    store.send(.leaf(.dismiss))
    #expect(store.leaf == nil)
  }
}
