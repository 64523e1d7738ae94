#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  // A counter and its parent in the style of versions before 0.41: state and action types at the
  // top level, an environment of dependencies, and reducers that are values.

  private struct CounterState: Equatable {
    var count = 0
    var log: [String] = []
  }

  @CasePathable
  private enum CounterAction: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }

  private struct CounterEnvironment {
    var fact: @Sendable (Int) async -> String
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private let counterReducer = AnyReducer<
    CounterState, CounterAction, CounterEnvironment
  > { state, action, environment in
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .factButtonTapped:
      return .run { [count = state.count, fact = environment.fact] send in
        await send(.factResponse(await fact(count)))
      }
    case let .factResponse(fact):
      state.log.append(fact)
      return .none
    }
  }

  private struct AppState: Equatable {
    var counter = CounterState()
    var tabCount = 0
  }

  @CasePathable
  private enum AppAction: Equatable {
    case counter(CounterAction)
    case tabSelected
  }

  private struct AppEnvironment {
    var counter: CounterEnvironment
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private struct FormState: Equatable {
    var isLoading = false
    var name = ""
    @BindingState var nickname = ""
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  @CasePathable
  private enum FormAction: Equatable {
    case binding(BindingAction<FormState>)
    case saveButtonTapped
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private enum BindableFormAction: BindableAction, Equatable {
    case binding(BindingAction<FormState>)
    case saveButtonTapped
  }

  @MainActor
  struct LegacyAnyReducerTests {
    @Test @available(*, deprecated) func runsTheClosure() {
      var state = CounterState()
      let environment = CounterEnvironment(fact: { "\($0) is a number" })

      _ = counterReducer.run(&state, .incrementButtonTapped, environment)
      _ = counterReducer(&state, .incrementButtonTapped, environment)
      _ = counterReducer.run(&state, .decrementButtonTapped, environment)

      #expect(state.count == 1)
    }

    @Test @available(*, deprecated) func storeRunsAReducerWithItsEnvironment() async {
      let store = Store(
        initialState: CounterState(),
        reducer: counterReducer,
        environment: CounterEnvironment(fact: { "\($0) is a good number" })
      )

      store.send(.incrementButtonTapped)
      await store.send(.factButtonTapped).finish()

      #expect(store.count == 1)
      #expect(store.log == ["1 is a good number"])
    }

    @Test @available(*, deprecated) func combinedReducersRunInOrderAndMergeTheirEffects() async {
      let doubling = AnyReducer<CounterState, CounterAction, CounterEnvironment> {
        state,
        action,
        _ in
        state.log.append("doubling sees \(state.count)")
        if action == .incrementButtonTapped {
          state.count *= 2
          return .send(.factResponse("doubled"))
        }
        return .none
      }
      let store = Store(
        initialState: CounterState(count: 1),
        reducer: .combine(counterReducer, doubling),
        environment: CounterEnvironment(fact: { _ in "" })
      )

      store.send(.incrementButtonTapped)

      #expect(store.count == 4)
      // The action the effect sent went through both reducers, in order, after the first action.
      #expect(store.log == ["doubling sees 2", "doubled", "doubling sees 4"])
    }

    @Test @available(*, deprecated) func combinedWithAndEmpty() {
      var state = CounterState()
      let reducer = AnyReducer<CounterState, CounterAction, CounterEnvironment>.empty
        .combined(with: counterReducer)
        .combined(with: .empty)

      _ = reducer.run(&state, .incrementButtonTapped, CounterEnvironment(fact: { _ in "" }))

      #expect(state.count == 1)
    }

    @Test @available(*, deprecated) func pullbackWithACasePathEmbedsTheChildDomain() async {
      let appReducer = AnyReducer<AppState, AppAction, AppEnvironment>.combine(
        counterReducer.pullback(
          state: \.counter,
          action: /AppAction.counter,
          environment: \.counter
        ),
        AnyReducer { state, action, _ in
          if action == .tabSelected {
            state.tabCount += 1
          }
          return .none
        }
      )
      let store = Store(
        initialState: AppState(),
        reducer: appReducer,
        environment: AppEnvironment(counter: CounterEnvironment(fact: { "\($0)!" }))
      )

      store.send(.counter(.incrementButtonTapped))
      store.send(.tabSelected)
      await store.send(.counter(.factButtonTapped)).finish()

      #expect(store.counter.count == 1)
      #expect(store.tabCount == 1)
      // The child's effect sent its action back through the parent.
      #expect(store.counter.log == ["1!"])
    }

    @Test @available(*, deprecated) func pullbackWithACaseKeyPath() {
      let appReducer = counterReducer.pullback(
        state: \AppState.counter,
        action: \AppAction.Cases.counter,
        environment: { (environment: AppEnvironment) in environment.counter }
      )
      var state = AppState()
      let environment = AppEnvironment(counter: CounterEnvironment(fact: { _ in "" }))

      _ = appReducer.run(&state, .counter(.incrementButtonTapped), environment)
      _ = appReducer.run(&state, .tabSelected, environment)

      #expect(state.counter.count == 1)
      #expect(state.tabCount == 0)
    }

    @Test @available(*, deprecated) func reduceRunsAnAnyReducerInAReducerBody() async {
      struct Feature: Reducer {
        var body: some Reducer<CounterState, CounterAction> {
          Reduce(
            counterReducer,
            environment: CounterEnvironment(fact: { "\($0) is the loneliest number" })
          )
        }
      }
      let store = TestStore(initialState: CounterState()) {
        Feature()
      }

      await store.send(.incrementButtonTapped) {
        $0.count = 1
      }
      await store.send(.factButtonTapped)
      await store.receive(.factResponse("1 is the loneliest number")) {
        $0.log = ["1 is the loneliest number"]
      }
    }

    @Test @available(*, deprecated) func anyReducerWrapsAReducer() {
      struct AddTen: Reducer {
        func reduce(into state: inout CounterState, action: CounterAction) -> Effect<CounterAction>
        {
          state.count += 10
          return .none
        }
      }
      let reducer = AnyReducer<CounterState, CounterAction, Void>(AddTen())
      let built = AnyReducer<CounterState, CounterAction, Int> { step in
        Reduce { state, _ in
          state.count += step
          return .none
        }
      }
      var state = CounterState()

      _ = reducer.run(&state, .incrementButtonTapped, ())
      _ = built.run(&state, .incrementButtonTapped, 5)

      #expect(state.count == 15)
    }

    // MARK: - Binding

    @Test @available(*, deprecated) func bindingWithACasePathAppliesBindingActions() {
      let reducer = AnyReducer<FormState, FormAction, Void> { state, action, _ in
        switch action {
        case .binding(\.name):
          state.isLoading = false
          return .none
        case .binding:
          return .none
        case .saveButtonTapped:
          state.isLoading = true
          return .none
        }
      }
      .binding(action: /FormAction.binding)
      var state = FormState()

      _ = reducer.run(&state, .binding(.set(\.name, "Blob")), ())
      _ = reducer.run(&state, .binding(.set(\.$nickname, "Blobby")), ())
      // Before 0.26 nothing stopped a view from writing any field.
      _ = reducer.run(&state, .binding(.set(\.isLoading, true)), ())

      #expect(state.name == "Blob")
      #expect(state.nickname == "Blobby")
      #expect(state.isLoading)
    }

    @Test @available(*, deprecated) func bindingWithACaseKeyPath() {
      let reducer = AnyReducer<FormState, FormAction, Void> { _, _, _ in .none }
        .binding(action: \.binding)
      var state = FormState()

      _ = reducer.run(&state, .binding(.set(\.name, "Blob")), ())

      #expect(state.name == "Blob")
    }

    @Test @available(*, deprecated) func bindingOfABindableActionAppliesBeforeTheReducer() {
      let reducer = AnyReducer<FormState, BindableFormAction, Void> { state, action, _ in
        if case .binding(\.$nickname) = action {
          // Sees the nickname already written.
          state.name = state.nickname.uppercased()
        }
        return .none
      }
      .binding()
      var state = FormState()

      _ = reducer.run(&state, .set(\.$nickname, "blob"), ())
      _ = reducer.run(&state, .saveButtonTapped, ())

      #expect(state.nickname == "blob")
      #expect(state.name == "BLOB")
    }

    @Test @available(*, deprecated) func withoutBindingNothingIsApplied() {
      let reducer = AnyReducer<FormState, BindableFormAction, Void> { _, _, _ in .none }
      var state = FormState()

      _ = reducer.run(&state, .set(\.$nickname, "blob"), ())

      #expect(state.nickname == "")
    }
  }

#endif
