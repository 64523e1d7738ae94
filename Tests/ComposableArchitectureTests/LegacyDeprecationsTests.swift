#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A feature of the `ReducerProtocol` era with a `reduce(into:action:)` method.
  @available(*, deprecated, message: "Exercises the deprecated names.")
  private struct LegacyCounter: ReducerProtocol {
    struct State: Equatable {
      var count = 0
      var isEven = true
    }

    enum Action: Equatable {
      case increment
      case parityChanged(Bool)
    }

    func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .send(.parityChanged(state.count.isMultiple(of: 2)))
      case let .parityChanged(isEven):
        state.isEven = isEven
        return .none
      }
    }
  }

  /// A feature of the `ReducerProtocol` era with a body.
  @available(*, deprecated, message: "Exercises the deprecated names.")
  private struct LegacyParent: ReducerProtocol {
    struct State: Equatable {
      var counter = LegacyCounter.State()
    }

    @CasePathable
    enum Action: Equatable {
      case counter(LegacyCounter.Action)
    }

    var body: some ReducerProtocolOf<Self> {
      Scope(state: \.counter, action: \.counter) {
        LegacyCounter()
      }
    }
  }

  @MainActor
  struct LegacyDeprecationsTests {
    @Test @available(*, deprecated) func reducerProtocolIsReducer() async {
      let store = TestStore(initialState: LegacyCounter.State()) {
        LegacyCounter()
      }

      await store.send(.increment) {
        $0.count = 1
      }
      await store.receive(.parityChanged(false)) {
        $0.isEven = false
      }
    }

    @Test @available(*, deprecated) func reducerProtocolOfConstrainsABody() async {
      let store = TestStore(initialState: LegacyParent.State()) {
        LegacyParent()
      }

      await store.send(.counter(.increment)) {
        $0.counter.count = 1
      }
      await store.receive(.counter(.parityChanged(false))) {
        $0.counter.isEven = false
      }
    }

    @Test @available(*, deprecated) func effectTaskIsEffect() {
      let effect: EffectTask<LegacyCounter.Action> = .none

      #expect(type(of: effect) == Effect<LegacyCounter.Action>.self)
      #expect((any ReducerProtocol).self == (any Reducer).self)
    }
  }
#endif
