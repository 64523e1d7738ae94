import ComposableArchitecture
import Testing

// A feature whose state is an enum, each case scoped to its own reducer with case key paths, as
// TCA's documentation of `Scope` shows.

@Reducer
private struct Loaded {
  @ObservableState
  struct State: Equatable { var text = "" }
  enum Action { case edit(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .edit(text):
        state.text = text
        return .none
      }
    }
  }
}

@Reducer
private struct Loading {
  @ObservableState
  struct State: Equatable { var progress = 0.0 }
  enum Action { case advance }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.progress += 0.5
      return .none
    }
  }
}

@Reducer
private struct Screen {
  @ObservableState
  enum State: Equatable {
    case loaded(Loaded.State)
    case loading(Loading.State)
  }
  enum Action {
    case finish
    case loaded(Loaded.Action)
    case loading(Loading.Action)
  }
  // Scoping enum state with `Scope(state:action:)` is deprecated since TCA 1.25, and still works.
  @available(*, deprecated, message: "Exercises the deprecated enum-state Scope(state:action:).")
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .finish:
        state = .loaded(Loaded.State())
        return .none
      case .loaded, .loading:
        return .none
      }
    }
    Scope(state: \.loaded, action: \.loaded) {
      Loaded()
    }
    Scope(state: \.loading, action: \.loading) {
      Loading()
    }
  }
}

@MainActor
struct EnumScopeTests {
  @Test func scopesEachCaseOfAnEnumState() {
    let store = Store(initialState: Screen.State.loading(Loading.State())) { Screen() }
    store.send(.loading(.advance))
    #expect(store.state == .loading(Loading.State(progress: 0.5)))
    store.send(.finish)
    store.send(.loaded(.edit("Done")))
    #expect(store.state == .loaded(Loaded.State(text: "Done")))
    #expect(store.state.loaded?.text == "Done")
  }

  @Test func aCaseActionForAnotherCaseIsReported() {
    let store = Store(initialState: Screen.State.loading(Loading.State())) { Screen() }
    withKnownIssue {
      store.send(.loaded(.edit("Early")))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
    #expect(store.state == .loading(Loading.State()))
  }
}
