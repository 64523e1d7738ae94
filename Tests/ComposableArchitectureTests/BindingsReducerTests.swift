import ComposableArchitecture
import Testing

/// Records what the reducers around a `BindingReducer` see.
@Reducer
private struct Ordering {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var seenBefore: [String] = []
    var seenAfter: [String] = []
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.seenBefore.append(state.name)
      return .none
    }
    BindingReducer()
    Reduce { state, _ in
      state.seenAfter.append(state.name)
      return .none
    }
  }
}

/// Binding actions nested in a `view` case, as with TCA's `ViewAction` pattern.
@Reducer
struct ViewActionFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action {
    case view(View)
    case delegate(String)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
    }
  }

  let usesCaseKeyPath: Bool

  var body: some ReducerOf<Self> {
    if self.usesCaseKeyPath {
      BindingReducer(action: \.view)
    } else {
      BindingReducer(action: { $0.view })
    }
  }
}

/// Counts the runs of each `onChange`.
@Reducer
private struct Changes {
  @ObservableState
  struct State: Equatable {
    var developerSettings = DeveloperSettings()
    var name = ""
    var other = 0
    var changes: [String] = []
  }

  @ObservableState
  struct DeveloperSettings: Equatable, Sendable {
    var showDiagnostics = false
    var verbosity = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case effectFinished(String)
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("name: \(oldValue) → \(newValue) (state: \(state.name))")
          return .run { send in await send(.effectFinished("name")) }
        }
      }
      .onChange(of: \.developerSettings.showDiagnostics) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("showDiagnostics: \(oldValue) → \(newValue)")
          return .none
        }
      }
      .onChange(of: { $0.name.count }) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("count: \(oldValue) → \(newValue)")
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .effectFinished(name):
        state.changes.append("effect: \(name)")
        return .none
      case let .rename(name):
        state.name = name
        return .none
      }
    }
    .onChange(of: \.name) { _, newValue in
      Reduce { state, _ in
        state.changes.append("renamed: \(newValue)")
        return .none
      }
    }
  }
}

@MainActor
struct BindingReducerTests {
  @Test func appliesBindingActionsAndIgnoresOthers() {
    var state = Account.State()
    let reducer = BindingReducer<Account.State, Account.Action, Account.Action>()

    _ = reducer.reduce(into: &state, action: .binding(.set(\.name, "Blob")))
    _ = reducer.reduce(into: &state, action: .save)

    #expect(state.name == "Blob")
  }

  @Test func reducersAfterItSeeTheNewValueAndReducersBeforeItTheOld() {
    let store = Store(initialState: Ordering.State()) { Ordering() }

    store.send(.binding(.set(\.name, "Blob")))

    #expect(store.seenBefore == [""])
    #expect(store.seenAfter == ["Blob"])
  }

  @Test(arguments: [true, false])
  func appliesBindingActionsNestedInAViewAction(usesCaseKeyPath: Bool) {
    let store = Store(initialState: ViewActionFeature.State()) {
      ViewActionFeature(usesCaseKeyPath: usesCaseKeyPath)
    }

    store.send(.view(.binding(.set(\.name, "Blob"))))
    store.send(.delegate("ignored"))

    #expect(store.name == "Blob")
  }

  @Test func onChangeRunsOnlyWhenTheValueChanged() {
    let store = Store(initialState: Changes.State()) { Changes() }

    store.send(.binding(.set(\.other, 1)))
    #expect(store.changes.isEmpty)

    store.send(.binding(.set(\.name, "Blob")))
    #expect(
      store.changes == [
        "name:  → Blob (state: Blob)",
        "count: 0 → 4",
      ]
    )

    store.send(.binding(.set(\.name, "Blob")))
    #expect(store.changes.count == 2)
  }

  @Test func onChangeObservesNestedKeyPaths() {
    let store = Store(initialState: Changes.State()) { Changes() }

    store.send(.binding(.set(\.developerSettings.verbosity, 3)))
    #expect(store.changes.isEmpty)

    store.send(.binding(.set(\.developerSettings.showDiagnostics, true)))
    #expect(store.changes == ["showDiagnostics: false → true"])

    store.send(.binding(.set(\.developerSettings, .init(showDiagnostics: true, verbosity: 1))))
    #expect(store.changes == ["showDiagnostics: false → true"])
  }

  @Test func onChangeClosureFormComparesTheDerivedValue() {
    let store = Store(initialState: Changes.State(name: "Blob")) { Changes() }

    store.send(.binding(.set(\.name, "Bolb")))

    #expect(store.changes.last == "name: Blob → Bolb (state: Bolb)")
    #expect(!store.changes.contains { $0.hasPrefix("count") })
  }

  @Test func onChangeMergesItsEffectsWithTheBaseReducers() async {
    let store = Store(initialState: Changes.State()) { Changes() }

    await store.send(.binding(.set(\.name, "Blob"))).finish()

    #expect(store.changes.last == "effect: name")
  }

  @Test func onChangeDetectsChangesMadeByAnyReducer() {
    let store = Store(initialState: Changes.State()) { Changes() }

    store.send(.rename("Blob"))

    #expect(store.changes == ["renamed: Blob"])
  }

  @Test func onChangeWithAnEmptyBuilderDoesNothing() {
    let reducer = BindingReducer<Account.State, Account.Action, Account.Action>()
      .onChange(of: \.name) { oldValue, newValue in
        // Nothing to do yet.
      }
    var state = Account.State()

    _ = reducer.reduce(into: &state, action: .binding(.set(\.name, "Blob")))

    #expect(state.name == "Blob")
  }
}
