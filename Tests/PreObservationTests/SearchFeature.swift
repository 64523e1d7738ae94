#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture

// A feature written the way production apps were before the observation era, compiled in Swift 5
// mode as they are: a search debounced on `mainQueue`, publisher effects, a destination enum
// with synthesized conformances, an alert, and a dismissal with an animation. Its deprecated
// parts are marked so that the target builds without warnings.

struct SearchClient {
  var search: (String) -> AnyPublisher<[String], Never>
  var suggestions: () -> AnyPublisher<String, Never>
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient(
    search: { query in Just(["\(query) 1", "\(query) 2"]).eraseToAnyPublisher() },
    suggestions: { Empty().eraseToAnyPublisher() }
  )
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

@available(*, deprecated, message: "Uses the deprecated debounce and '@Reducer(state:action:)'.")
struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var suggestion: String?
    @PresentationState var destination: Destination.State?
  }

  @CasePathable
  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
    case onAppear
    case suggestion(String)
    case resultTapped(String)
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case detail(Detail)
    case alert(AlertState<Alert>)

    enum Alert: Equatable { case retry }
  }

  enum CancelID { case search, suggestions }

  @Dependency(\.mainQueue) var mainQueue
  @Dependency(\.searchClient) var searchClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .publisher {
          self.searchClient.search(query)
            .map(Action.searchResponse)
        }
        .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: self.mainQueue)

      case let .searchResponse(results):
        state.results = results
        if results.isEmpty {
          state.destination = .alert(AlertState { TextState("No results") })
        }
        return .none

      case .onAppear:
        return .publisher {
          self.searchClient.suggestions()
            .receive(on: self.mainQueue)
            .map(Action.suggestion)
        }
        .cancellable(id: CancelID.suggestions, cancelInFlight: true)

      case let .suggestion(suggestion):
        state.suggestion = suggestion
        return .none

      case let .resultTapped(result):
        state.destination = .detail(Detail.State(title: result))
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }
  enum Action: Equatable {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss(animation: .default) }
      }
    }
  }
}
