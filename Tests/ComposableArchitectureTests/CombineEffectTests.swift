#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture
import Testing

/// Publisher effects, and debounce and throttle on a test scheduler, as pre-observation features
/// use them.
@MainActor
struct CombineEffectTests {
  @Reducer
  struct Feature {
    struct State: Equatable {
      var values: [Int] = []
    }
    enum Action: Equatable {
      case just(Int)
      case subject
      case cancelSubject
      case value(Int)
      case mergeWithRun
      case concatenateWithRun
    }
    enum CancelID { case subject }

    let subject: PassthroughSubject<Int, Never>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .just(value):
          return .publisher { Just(.value(value)) }
        case .subject:
          return .publisher { self.subject.map(Action.value) }
            .cancellable(id: CancelID.subject)
        case .cancelSubject:
          return .cancel(id: CancelID.subject)
        case let .value(value):
          state.values.append(value)
          return .none
        case .mergeWithRun:
          return .merge(
            .publisher { Just(.value(1)) },
            .run { send in await send(.value(2)) }
          )
        case .concatenateWithRun:
          return .concatenate(
            .run { send in await send(.value(1)) },
            .publisher { [3, 4].publisher.map(Action.value) }
          )
        }
      }
    }
  }

  /// Debounce and throttle are deprecated, as in TCA: so is what uses them. (Swift Testing
  /// doesn't run the tests of a deprecated suite, so each test is deprecated instead.)
  @available(*, deprecated, message: "Exercises the deprecated debounce and throttle.")
  struct Timing: Reducer {
    struct State: Equatable {
      var values: [Int] = []
    }
    enum Action: Equatable {
      case debounced(Int)
      case throttled(Int, latest: Bool)
      case value(Int)
    }
    enum CancelID { case debounce, throttle }

    @Dependency(\.mainQueue) var mainQueue

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .debounced(value):
        return .send(.value(value))
          .debounce(id: CancelID.debounce, for: .seconds(1), scheduler: self.mainQueue)
      case let .throttled(value, latest):
        return .send(.value(value))
          .throttle(
            id: CancelID.throttle,
            for: .seconds(1),
            scheduler: self.mainQueue,
            latest: latest
          )
      case let .value(value):
        state.values.append(value)
        return .none
      }
    }
  }

  @Test func aPublisherThatEmitsAtOnceIsHandledRightAfterTheAction() {
    let store = Store(initialState: Feature.State()) {
      Feature(subject: PassthroughSubject())
    }
    store.send(.just(7))
    #expect(store.values == [7])
  }

  @Test func aPublisherEffectIsTrackedUntilItCompletesAndCancelledById() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Feature.State()) { Feature(subject: subject) }
    await store.send(.subject)
    subject.send(1)
    await store.receive(.value(1)) { $0.values = [1] }
    await store.send(.cancelSubject)
    // Cancelled: a value sent now reaches no one.
    subject.send(2)
    await store.send(.just(3))
    await store.receive(.value(3)) { $0.values = [1, 3] }
  }

  @Test func aPublisherEffectInFlightAtTheEndFailsTheTest() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Feature.State()) { Feature(subject: subject) }
    await withKnownIssue {
      await store.send(.subject)
      await store.finish(timeout: .milliseconds(100))
    } matching: { issue in
      issue.description.contains("there are still effects in-flight after 0.1 seconds")
    }
    await store.send(.cancelSubject)
  }

  @Test func aCompletedPublisherFinishesItsEffect() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Feature.State()) { Feature(subject: subject) }
    await store.send(.subject)
    subject.send(completion: .finished)
    await store.finish()
  }

  @Test func aPublisherCompletedBeforeTheTestEndsIsNotInFlight() async {
    let subject = PassthroughSubject<Int, Never>()
    let store = TestStore(initialState: Feature.State()) { Feature(subject: subject) }
    await store.send(.subject)
    subject.send(completion: .finished)
    // No `finish()`: the test store, released now, must not find the effect running.
    _ = store
  }

  @Test func theStoreGoingAwayCancelsTheSubscription() async {
    let subject = PassthroughSubject<Int, Never>()
    var store: StoreOf<Feature>? = Store(initialState: Feature.State()) {
      Feature(subject: subject)
    }
    store?.send(.subject)
    subject.send(1)
    #expect(store?.values == [1])
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    // Nothing is subscribed any more: sending doesn't reach a released store.
    subject.send(2)
  }

  @Test func publisherEffectsMergeAndConcatenateWithRunEffects() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature(subject: PassthroughSubject())
    }
    await store.send(.mergeWithRun)
    await store.receive(.value(1)) { $0.values = [1] }
    await store.receive(.value(2)) { $0.values = [1, 2] }
    await store.send(.concatenateWithRun)
    await store.receive(.value(1)) { $0.values = [1, 2, 1] }
    await store.receive(.value(3)) { $0.values = [1, 2, 1, 3] }
    await store.receive(.value(4)) { $0.values = [1, 2, 1, 3, 4] }
  }

  @available(*, deprecated, message: "Exercises the deprecated debounce.")
  @Test func debounceDeliversTheLastAfterTheDueTime() async {
    let queue = DispatchQueue.test
    let store = TestStore(initialState: Timing.State()) {
      Timing()
    } withDependencies: {
      $0.mainQueue = queue.eraseToAnyScheduler()
    }
    await store.send(.debounced(1))
    await queue.advance(by: .milliseconds(500))
    await store.send(.debounced(2))
    await queue.advance(by: .milliseconds(500))
    // 1 was cancelled by 2, whose second hasn't passed yet.
    await queue.advance(by: .milliseconds(500))
    await store.receive(.value(2)) { $0.values = [2] }
  }

  @available(*, deprecated, message: "Exercises the deprecated debounce.")
  @Test func debounceWithASynchronousAdvanceDeliversInTheAdvance() {
    let queue = DispatchQueue.test
    let store = withDependencies {
      $0.mainQueue = queue.eraseToAnyScheduler()
    } operation: {
      Store(initialState: Timing.State()) { Timing() }
    }
    store.send(.debounced(1))
    store.send(.debounced(2))
    queue.advance(by: .milliseconds(999))
    #expect(store.values == [])
    queue.advance(by: .milliseconds(1))
    #expect(store.values == [2])
  }

  @available(*, deprecated, message: "Exercises the deprecated throttle.")
  @Test(arguments: [true, false])
  func throttleDeliversTheFirstAtOnceThenOnePerInterval(latest: Bool) {
    let queue = DispatchQueue.test
    let store = withDependencies {
      $0.mainQueue = queue.eraseToAnyScheduler()
    } operation: {
      Store(initialState: Timing.State()) { Timing() }
    }
    store.send(.throttled(1, latest: latest))
    queue.advance()
    #expect(store.values == [1])
    // Each reaches the throttle on the scheduler (`receive(on:)`), then waits for the interval.
    queue.advance(by: .milliseconds(100))
    store.send(.throttled(2, latest: latest))
    queue.advance()
    store.send(.throttled(3, latest: latest))
    queue.advance(by: .milliseconds(400))
    #expect(store.values == [1])
    queue.advance(by: .milliseconds(500))
    #expect(store.values == [1, latest ? 3 : 2])
    // An interval later, the next goes at once.
    queue.advance(by: .seconds(1))
    store.send(.throttled(4, latest: latest))
    queue.advance()
    #expect(store.values == [1, latest ? 3 : 2, 4])
  }

  @Test func anEffectSeenAsAPublisherSendsItsActions() {
    var received: [Int] = []
    let effect = Effect<Int>.concatenate(
      .send(1),
      .merge(.send(2)),
      .publisher { Just(3) }
    )
    let cancellable = _EffectPublisher(effect).sink { received.append($0) }
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }

  @Test func cancellationIdentifiersInsideADebouncedEffectAreReported() {
    let queue = DispatchQueue.test
    withKnownIssue {
      _ = _EffectPublisher(Effect<Int>.send(1).cancellable(id: "inner"))
        .sink { _ in }
    } matching: { issue in
      issue.description.contains(#"uses the cancellation identifier "inner" was turned into"#)
    }
    queue.advance()
  }
}
