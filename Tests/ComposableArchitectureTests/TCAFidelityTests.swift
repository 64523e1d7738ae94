import ComposableArchitecture
import Testing

// Behaviours a feature's tests rely on that TCA's own tests check, each with a test of ours.

@Reducer
private struct Ticker {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case incrementTwice
    case incremented
    case start
    case ticked
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .incrementTwice:
        return .run { send in
          await send(.incremented)
          await send(.incremented)
        }
      case .incremented, .ticked:
        state.count += 1
        return .none
      case .start:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    }
  }
}

@MainActor
struct TCAFidelityTests {
  /// `state` is the state as of the last assertion: actions an effect sent that the test hasn't
  /// received are not in it, and inside a trailing closure it is the state before the action.
  @Test func stateIsTheStateAsOfTheLastAssertion() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.incrementTwice)
    await store.receive(.incremented) { $0.count = 1 }
    // The second `.incremented` has been reduced, not received.
    #expect(store.state.count == 1)
    await store.receive(.incremented) { $0.count = 2 }
    #expect(store.state.count == 2)
  }

  @Test func stateInsideAnAssertionIsTheStateBefore() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.incremented) {
      #expect(store.state.count == 0)
      $0.count = 1
    }
    #expect(store.state.count == 1)
  }

  /// `finish()` fails for received actions the test didn't assert, where it is called.
  @Test func finishFailsForActionsNotReceived() async {
    let store = TestStore(initialState: Ticker.State()) { Ticker() }
    await store.send(.incrementTwice)
    let line = #line + 2
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.message.hasPrefix(
        "The store received 2 unexpected actions.\n\n  Unhandled actions:\n    .incremented\n    "
          + ".incremented\n\n"
      )
        && issue.sourceLocation?.line == line
    }
  }

  /// `skipInFlightEffects()` stops tracking the effects, without cancelling them: what they send
  /// still arrives.
  @Test func skippedEffectsStillDeliverTheirActions() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    // Shown as a skipped assertion, not a failure, as in TCA.
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.count = 1 }
  }

  /// A test store turns the main serial executor on while it lives, and restores it after.
  @Test func aTestStoreUsesTheMainSerialExecutorWhileItLives() async {
    // Other tests' stores may be alive: only check what this one does while it lives.
    do {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      #expect(uncheckedUseMainSerialExecutor)
      #expect(store.useMainSerialExecutor)
    }
  }

  /// A non-exhaustive store doesn't report a trailing closure that leaves a value as it was.
  @Test func aNonExhaustiveStoreAllowsAnAssertionThatChangesNothing() async {
    let store = TestStore(initialState: Ticker.State(count: 1)) { Ticker() }
    store.exhaustivity = .off
    await store.send(.binding(.set(\.name, "Blob"))) {
      $0.count = 1
    }
  }

  /// A binding action is extracted with a case key path through its field. (As with any case
  /// key path, the optional result is asked for by type: compared with `==` to a literal, Swift
  /// picks CasePaths' setter-only subscript.)
  @Test func bindingActionsAreExtractedByCaseKeyPath() {
    let action = Ticker.Action.binding(.set(\.name, "Blob"))
    let name: String? = action[case: \.binding.name]
    let count: Int? = action[case: \.binding.count]
    let none: String? = Ticker.Action.incremented[case: \.binding.name]
    #expect(name == "Blob")
    #expect(count == nil)
    #expect(none == nil)
  }

  @Test @available(*, deprecated) func legacyBindingActionsAreExtractedByTheirProjection() {
    struct State: Equatable {
      @BindingState var name = ""
      @BindingState var count = 0
    }
    let action = BindingAction<State>.set(\.$name, "Blob")
    let name: String? = action[case: \.$name]
    let count: Int? = action[case: \.$count]
    #expect(name == "Blob")
    #expect(count == nil)
  }
}
