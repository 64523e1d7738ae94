#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A counter in the style of the `ReducerProtocol` era: plain `Equatable` state.
  private struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var name = ""
    }

    enum Action: Equatable {
      case decrement
      case increment
      case nameChanged(String)
      case reset
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .decrement:
        state.count -= 1
        return .none
      case .increment:
        state.count += 1
        return .none
      case let .nameChanged(name):
        state.name = name
        return .none
      case .reset:
        state.count = 0
        return .none
      }
    }
  }

  /// The same counter with observable state.
  @Reducer
  private struct ObservableCounter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var name = ""
    }

    enum Action {
      case increment
      case nameChanged(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
        case let .nameChanged(name):
          state.name = name
        }
        return .none
      }
    }
  }

  /// A feature whose action starts an effect that sends another action.
  @Reducer
  private struct Delayed {
    struct State: Equatable { var isDone = false }
    enum Action { case start, finished }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            await Task.yield()
            await send(.finished)
          }
        case .finished:
          state.isDone = true
          return .none
        }
      }
    }
  }

  /// Counts how many times `observe` re-ran a closure that read a view store.
  @MainActor
  private final class ObservationCounter {
    var count = 0
    var token: ObserveToken?
  }

  @MainActor
  struct LegacyViewStoreTests {
    @Test @available(*, deprecated) func readsTheViewStateThroughDynamicMembers() {
      let store = Store(initialState: Counter.State(count: 3, name: "Blob")) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })

      #expect(viewStore.count == 3)
      #expect(viewStore.name == "Blob")
      #expect(viewStore.state == Counter.State(count: 3, name: "Blob"))
    }

    @Test @available(*, deprecated) func followsTheStore() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })

      store.send(.increment)
      #expect(viewStore.count == 1)

      viewStore.send(.increment)
      #expect(viewStore.count == 2)
      #expect(store.count == 2)
    }

    @Test @available(*, deprecated) func followsAStoreWithObservableState() {
      let store = Store(initialState: ObservableCounter.State()) { ObservableCounter() }
      let viewStore = ViewStore(store, observe: \.count)

      store.send(.increment)
      #expect(viewStore.state == 1)

      store.send(.nameChanged("Blob"))
      store.send(.increment)
      #expect(viewStore.state == 2)
    }

    @Test @available(*, deprecated) func followsAScopedStore() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0.count * 10 })

      store.send(.increment)
      store.send(.increment)

      #expect(viewStore.state == 20)
    }

    @Test @available(*, deprecated) func notifiesObserversOnlyWhenTheViewStateChanges() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: \.count)
      let observations = ObservationCounter()
      observations.token = observe {
        _ = viewStore.state
        observations.count += 1
      }
      #expect(observations.count == 1)

      store.send(.nameChanged("Blob"))
      #expect(observations.count == 1)

      store.send(.increment)
      #expect(observations.count == 2)

      store.send(.reset)
      store.send(.reset)
      #expect(observations.count == 3)
      #expect(viewStore.state == 0)
    }

    @Test @available(*, deprecated) func removeDuplicatesDecidesWhatIsANewViewState() {
      let store = Store(initialState: Counter.State()) { Counter() }
      // Only the tens of the count matter to this view.
      let viewStore = ViewStore(
        store,
        observe: { $0.count },
        removeDuplicates: { $0 / 10 == $1 / 10 }
      )
      let observations = ObservationCounter()
      observations.token = observe {
        _ = viewStore.state
        observations.count += 1
      }

      for _ in 1...9 {
        store.send(.increment)
      }
      // 1 to 9 are duplicates of 0: the view store keeps the view state it had.
      #expect(viewStore.state == 0)
      #expect(observations.count == 1)

      store.send(.increment)
      #expect(viewStore.state == 10)
      #expect(observations.count == 2)
    }

    @Test @available(*, deprecated) func sendsViewActionsTranslatedIntoStoreActions() {
      enum ViewAction {
        case plusButtonTapped
        case minusButtonTapped
      }
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(
        store,
        observe: { $0.count },
        send: { (action: ViewAction) -> Counter.Action in
          switch action {
          case .plusButtonTapped: .increment
          case .minusButtonTapped: .decrement
          }
        }
      )

      viewStore.send(.plusButtonTapped)
      viewStore.send(.plusButtonTapped)
      viewStore.send(.minusButtonTapped)

      #expect(viewStore.state == 1)
      #expect(store.count == 1)
    }

    @Test @available(*, deprecated) func sendReturnsATaskForTheEffects() async {
      let store = Store(initialState: Delayed.State()) { Delayed() }
      let viewStore = ViewStore(store, observe: { $0 })

      await viewStore.send(.start).finish()

      #expect(viewStore.isDone)
    }

    @Test @available(*, deprecated) func bindingWithAClosureSendsTheActionItMakes() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      let name = viewStore.binding(get: \.name, send: { .nameChanged($0) })

      name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
      #expect(name.wrappedValue == "Blob")
    }

    @Test @available(*, deprecated) func bindingWithAnActionSendsItWhateverTheValue() {
      let store = Store(initialState: Counter.State(count: 5)) { Counter() }
      let viewStore = ViewStore(store, observe: { $0 })
      let count = viewStore.binding(get: \.count, send: .reset)

      count.wrappedValue = 42

      #expect(store.count == 0)
      #expect(count.wrappedValue == 0)
    }

    @Test @available(*, deprecated) func bindingToTheWholeViewState() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store, observe: \.name)

      viewStore.binding(send: { .nameChanged($0) }).wrappedValue = "Blob"
      #expect(viewStore.state == "Blob")

      let reset = ViewStore(store, observe: \.count)
      store.send(.increment)
      reset.binding(send: .reset).wrappedValue = 99
      #expect(reset.state == 0)
    }

    @Test @available(*, deprecated) func viewStoreOfAReducersDomain() {
      let store = StoreOf<Counter>(initialState: Counter.State()) { Counter() }
      let viewStore: ViewStoreOf<Counter> = ViewStore(store, observe: { $0 })

      viewStore.send(.increment)

      #expect(viewStore.count == 1)
    }

    @Test @available(*, deprecated) func aViewStoreWithoutExplicitObservation() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let viewStore = ViewStore(store)
      let deduplicated = ViewStore(store, removeDuplicates: { $0.count == $1.count })

      store.send(.nameChanged("Blob"))

      #expect(viewStore.name == "Blob")
      #expect(deduplicated.name == "")
    }

    @Test @available(*, deprecated) func stopsFollowingTheStoreWhenReleased() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var viewStore: ViewStore<Int, Counter.Action>? = ViewStore(store, observe: \.count)
      weak let weakViewStore = viewStore

      viewStore = nil
      store.send(.increment)

      #expect(weakViewStore == nil)
      #expect(store.count == 1)
    }

    // MARK: - WithViewStore

    @Test @available(*, deprecated) func withViewStoreBuildsContentFromTheCurrentState() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let counter = WithViewStore(store, observe: { $0 }) { viewStore in
        Form {
          Text("\(viewStore.count)")
          TextField("Name", text: viewStore.binding(get: \.name, send: { .nameChanged($0) }))
        }
      }
      #expect(counter.body.texts == ["0"])

      store.send(.increment)
      #expect(counter.body.texts == ["1"])

      counter.body.textField("Name")?.text.wrappedValue = "Blob"
      #expect(store.name == "Blob")
      #expect(counter.viewStore.name == "Blob")
    }

    @Test @available(*, deprecated) func withViewStoreContentIsRebuiltWhenObserved() {
      let store = Store(initialState: Counter.State()) { Counter() }
      let counter = WithViewStore(store, observe: \.count) { viewStore in
        Text("Count: \(viewStore.state)")
      }
      var rendered: [String] = []
      let token = observe { rendered.append(counter.body.content) }

      store.send(.increment)
      store.send(.nameChanged("Blob"))
      store.send(.increment)

      #expect(rendered == ["Count: 0", "Count: 1", "Count: 2"])
      token.cancel()
    }

    @Test @available(*, deprecated) func withViewStoreTranslatesViewActions() {
      enum ViewAction { case tapped }
      let store = Store(initialState: Counter.State()) { Counter() }
      let button = WithViewStore(
        store,
        observe: { $0.count },
        send: { (_: ViewAction) in .increment }
      ) { viewStore in
        viewStore
      }

      button.body.send(.tapped)

      #expect(button.body.state == 1)
    }
  }
#endif
