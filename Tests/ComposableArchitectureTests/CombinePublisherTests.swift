#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture
import Testing

/// Store, view store and shared publishers, as pre-observation code follows state with them.
@MainActor
struct CombinePublisherTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      var count = 0
      var name = ""
    }
    enum Action: Equatable {
      case increment
      case rename(String)
      case noop
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
        case let .rename(name):
          state.name = name
        case .noop:
          break
        }
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var counter = Counter.State() }
    enum Action: Equatable { case counter(Counter.Action) }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
    }
  }

  @Reducer
  struct SharedCounter {
    struct State: Equatable {
      @Shared var count: Int
      var seen: [Int] = []
    }
    enum Action: Equatable {
      case task
      case countChanged(Int)
      case stop
    }
    enum CancelID { case count }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .task:
          return .publisher { state.$count.publisher.map(Action.countChanged) }
            .cancellable(id: CancelID.count)
        case let .countChanged(count):
          state.seen.append(count)
          return .none
        case .stop:
          return .cancel(id: CancelID.count)
        }
      }
    }
  }

  @Test func storePublisherSendsTheCurrentStateThenTheStateAfterEachAction() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var counts: [Int] = []
    let cancellable = store.publisher.sink { counts.append($0.count) }
    store.send(.increment)
    store.send(.noop)
    store.send(.increment)
    #expect(counts == [0, 1, 1, 2])
    cancellable.cancel()
    store.send(.increment)
    #expect(counts == [0, 1, 1, 2])
  }

  @Test func storePublisherFieldsDropEqualValues() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var names: [String] = []
    let cancellable = store.publisher.name.sink { names.append($0) }
    store.send(.rename("Blob"))
    store.send(.increment)
    store.send(.rename("Blob"))
    store.send(.rename("Blob Jr."))
    #expect(names == ["", "Blob", "Blob Jr."])
    _ = cancellable
  }

  @Test func aScopedStorePublisherFollowsItsPartOfTheState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: \.counter)
    var counts: [Int] = []
    let cancellable = child.publisher.map(\.count).sink { counts.append($0) }
    child.send(.increment)
    store.send(.counter(.increment))
    #expect(counts == [0, 1, 2])
    _ = cancellable
  }

  @Test func subscribersAreToldInTheOrderTheySubscribed() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var order: [String] = []
    let first = store.publisher.sink { order.append("first \($0.count)") }
    let second = store.publisher.sink { order.append("second \($0.count)") }
    let third = store.publisher.sink { order.append("third \($0.count)") }
    order.removeAll()
    store.send(.increment)
    #expect(order == ["first 1", "second 1", "third 1"])
    _ = (first, second, third)
  }

  @Test func theStatesOfAStoreAsAnAsyncSequence() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let received = await countsReceivedOffTheMainActor(store.publisher.map(\.count)) {
      store.send(.increment)
      return store.count
    }
    #expect(received.last == 2)
  }

  @Test func aSubscriptionKeepsTheStoreAlive() {
    var counts: [Int] = []
    var store: StoreOf<Counter>? = Store(initialState: Counter.State()) { Counter() }
    let cancellable = store!.publisher.map(\.count).sink { counts.append($0) }
    weak let weakStore = store
    store = nil
    #expect(weakStore != nil)
    weakStore?.send(.increment)
    #expect(counts == [0, 1])
    cancellable.cancel()
    #expect(weakStore == nil)
  }

  @Test func aStoreIsAnObservableObject() {
    func objectWillChange(of object: some ObservableObject) -> some Publisher {
      object.objectWillChange
    }
    let store = Store(initialState: Counter.State()) { Counter() }
    _ = objectWillChange(of: store)
  }

  @available(*, deprecated, message: "Exercises the deprecated ViewStore.")
  @Test func viewStoreSendsObjectWillChangeAndPublishesNewViewStates() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    var willChange = 0
    var counts: [Int] = []
    let a = viewStore.objectWillChange.sink { willChange += 1 }
    let b = viewStore.publisher.sink { counts.append($0) }
    viewStore.send(.increment)
    viewStore.send(.rename("Blob"))  // not in the view state: no change
    viewStore.send(.increment)
    #expect(willChange == 2)
    #expect(counts == [0, 1, 2])
    _ = (a, b)
  }

  @available(*, deprecated, message: "Exercises the deprecated ViewStore.")
  @Test func theViewStatesOfAViewStoreAsAnAsyncSequence() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    let received = await countsReceivedOffTheMainActor(viewStore.publisher) {
      viewStore.send(.increment)
      return viewStore.state
    }
    #expect(received.last == 2)
  }

  @available(*, deprecated, message: "Exercises the deprecated ViewStore.")
  @Test func viewStoreSubscribersAreToldInTheOrderTheySubscribed() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let viewStore = ViewStore(store, observe: { $0.count })
    var order: [Int] = []
    let subscriptions = (0..<3).map { index in
      viewStore.publisher.sink { _ in order.append(index) }
    }
    #expect(order == [0, 1, 2])
    order.removeAll()
    for _ in 1...5 { viewStore.send(.increment) }
    #expect(order == Array([[0, 1, 2], [0, 1, 2], [0, 1, 2], [0, 1, 2], [0, 1, 2]].joined()))
    _ = subscriptions
  }

  @available(*, deprecated, message: "Exercises the deprecated ViewStore.")
  @Test func viewStoreComparesChangesOnly() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var comparisons = 0
    let viewStore = ViewStore(
      store,
      observe: { $0.count },
      removeDuplicates: {
        comparisons += 1
        return $0 == $1
      }
    )
    #expect(comparisons == 0)
    viewStore.send(.increment)
    #expect(comparisons == 1)
  }

  @Test func sharedPublisherSendsTheValueThenEachChange() {
    @Shared(value: 1) var count: Int
    var values: [Int] = []
    let cancellable = $count.publisher.sink { values.append($0) }
    $count.withLock { $0 += 1 }
    $count.withLock { $0 = 10 }
    #expect(values == [1, 2, 10])
    var readerValues: [Int] = []
    let reader = SharedReader($count)
    let readerCancellable = reader.publisher.sink { readerValues.append($0) }
    $count.withLock { $0 += 1 }
    #expect(readerValues == [10, 11])
    #expect(values == [1, 2, 10, 11])
    _ = (cancellable, readerCancellable)
  }

  @Test func aSharedPartPublishesItsPart() {
    struct Settings: Equatable {
      var name = "Blob"
      var count = 0
    }
    @Shared(value: Settings()) var settings: Settings
    var names: [String] = []
    let cancellable = $settings.name.publisher.sink { names.append($0) }
    $settings.withLock { $0.name = "Blob Jr." }
    #expect(names == ["Blob", "Blob Jr."])
    _ = cancellable
  }

  @Test func sharedPublisherAsAnEffect() async {
    let count = Shared(value: 0)
    let store = TestStore(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    await store.send(.task)
    await store.receive(.countChanged(0)) { $0.seen = [0] }
    count.withLock { $0 = 5 }
    await store.receive(.countChanged(5)) {
      $0.$count.withLock { $0 = 5 }
      $0.seen = [0, 5]
    }
    await store.send(.stop)
  }

  /// A subscriber of a view store's publisher that sends an action when it hears of a change
  /// sends it while the store is still handling the action that made the change: reported as
  /// TCA reports it, and reduced once every subscriber has heard of the first change.
  @Test @available(*, deprecated) func anActionSentByAPublishersSubscriberIsReportedAndQueued() {
    let store = Store<Int, Int>(initialState: 0) {
      Reduce { state, action in
        state = action
        return .none
      }
    }
    let viewStore = ViewStore(store, observe: { $0 })
    var cancellables: Set<AnyCancellable> = []
    viewStore.publisher
      .sink { value in
        guard value == 1 else { return }
        withKnownIssue {
          viewStore.send(0)
        } matching: { issue in
          issue.description.contains("Sent 'Int' while an action was being processed.")
            && issue.description.contains("Reentrant actions are undefined")
        }
      }
      .store(in: &cancellables)
    var seen: [Int] = []
    viewStore.publisher
      .sink { seen.append($0) }
      .store(in: &cancellables)

    viewStore.send(1)
    // The second subscriber heard of 1 before the 0 sent from the first.
    #expect(seen == [0, 1, 0])
    #expect(viewStore.state == 0)
    _ = cancellables
  }
}

/// Follows `counts` through `.values` in a task off the main actor (the store or view store it
/// comes from lives on the main actor), calling `increment` every 10 ms until it returns 2 (at
/// most 200 times), and returns what the task received up to 2.
@MainActor
private func countsReceivedOffTheMainActor(
  _ counts: some Publisher<Int, Never>,
  increment: () -> Int
) async -> [Int] {
  let counts = UncheckedSendable(counts.eraseToAnyPublisher())
  let received = Task.detached { () async -> [Int] in
    var received: [Int] = []
    for await count in counts.value.values {
      received.append(count)
      if count == 2 { break }
    }
    return received
  }
  var count = 0
  for _ in 1...200 where count < 2 {
    try? await Task.sleep(for: .milliseconds(10))
    count = increment()
  }
  return await received.value
}
