#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture
import Testing
import XCTest

@MainActor
final class SearchTests: XCTestCase {
  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  func testDebouncedSearch() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      $0.searchClient.search = { query in Just(["\(query)!"]).eraseToAnyPublisher() }
    }

    await store.send(.queryChanged("B")) { $0.query = "B" }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Bl")) { $0.query = "Bl" }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Blob")) { $0.query = "Blob" }
    await mainQueue.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["Blob!"])) { $0.results = ["Blob!"] }
  }

  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  func testClearingTheQueryCancelsTheSearch() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      // Made when the reducer returns the effect, as in TCA; never subscribed to.
      $0.searchClient.search = { _ in
        Deferred { () -> Empty<[String], Never> in
          XCTFail("The search was cancelled: it must not run.")
          return Empty()
        }
        .eraseToAnyPublisher()
      }
    }
    await store.send(.queryChanged("Blob")) { $0.query = "Blob" }
    await store.send(.queryChanged("")) { $0.query = "" }
    await mainQueue.advance(by: .seconds(1))
  }

  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  func testNoResultsShowsAnAlert() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = .immediate
      $0.searchClient.search = { _ in Just([]).eraseToAnyPublisher() }
    }
    await store.send(.queryChanged("zzz")) { $0.query = "zzz" }
    await store.receive(.searchResponse([])) {
      $0.destination = .alert(AlertState { TextState("No results") })
    }
  }

  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  func testSuggestionsArriveOnTheMainQueueUntilCancelled() async {
    let mainQueue = DispatchQueue.test
    let suggestions = PassthroughSubject<String, Never>()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      $0.searchClient.suggestions = { suggestions.eraseToAnyPublisher() }
    }
    await store.send(.onAppear)
    suggestions.send("Blob")
    await mainQueue.advance()
    await store.receive(.suggestion("Blob")) { $0.suggestion = "Blob" }
    suggestions.send(completion: .finished)
    await mainQueue.advance()
  }

  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  func testDetailDismissesItselfWithAnAnimation() async {
    let store = TestStore(initialState: Search.State(results: ["Blob"])) {
      Search()
    }
    await store.send(.resultTapped("Blob")) {
      $0.destination = .detail(Detail.State(title: "Blob"))
    }
    await store.send(.destination(.presented(.detail(.closeButtonTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
  }
}

@MainActor
struct SearchFailureTests {
  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  @Test func aDebouncedSearchLeftInFlightFailsTheTest() async {
    let mainQueue = DispatchQueue.test
    await withKnownIssue {
      let store = TestStore(initialState: Search.State()) {
        Search()
      } withDependencies: {
        $0.mainQueue = mainQueue.eraseToAnyScheduler()
        $0.searchClient.search = { query in Just([query]).eraseToAnyPublisher() }
      }
      await store.send(.queryChanged("Blob")) { $0.query = "Blob" }
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
    }
  }

  @available(*, deprecated, message: "Tests a feature that uses deprecated API.")
  @Test func aWrongExpectationAboutADebouncedResponseFailsTheTest() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
      $0.searchClient.search = { query in Just([query]).eraseToAnyPublisher() }
    }
    await store.send(.queryChanged("Blob")) { $0.query = "Blob" }
    await mainQueue.advance(by: .milliseconds(300))
    await withKnownIssue {
      await store.receive(.searchResponse(["Blob"])) { $0.results = ["Blob Jr."] }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }
}
