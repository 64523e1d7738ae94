import ComposableArchitecture

/// A search feature with a debounced request, for the test store's tests.
@Reducer
struct Search {
  @ObservableState
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var isSearching = false
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
    case cancelButtonTapped
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          state.isSearching = false
          return .cancel(id: CancelID.search)
        }
        state.isSearching = true
        return .run { send in
          try await self.clock.sleep(for: .milliseconds(300))
          await send(.searchResponse(try await self.searchClient.search(query)))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case let .searchResponse(results):
        state.isSearching = false
        state.results = results
        return .none
      case .cancelButtonTapped:
        state.isSearching = false
        return .cancel(id: CancelID.search)
      }
    }
  }
}

struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]

  func search(_ query: String) async throws -> [String] {
    try await self.search(query)
  }
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient { query in ["\(query) (live)"] }
  static let testValue = SearchClient { query in ["\(query) 1", "\(query) 2"] }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

/// A counter with effects of every shape, for the test store's tests.
@Reducer
struct Counting {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var isTimerRunning = false
    var name = "Blob"
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case incrementTwiceButtonTapped
    case incremented
    case noopButtonTapped
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTicked
    case delayedIncrementButtonTapped
    case renamed(String)
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .incrementTwiceButtonTapped:
        return .merge(.send(.incremented), .send(.incremented))
      case .incremented:
        state.count += 1
        return .none
      case .noopButtonTapped:
        return .none
      case .startTimerButtonTapped:
        state.isTimerRunning = true
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimerButtonTapped:
        state.isTimerRunning = false
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.count += 1
        return .none
      case .delayedIncrementButtonTapped:
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.incremented)
        }
      case let .renamed(name):
        state.name = name
        return .none
      }
    }
  }
}
