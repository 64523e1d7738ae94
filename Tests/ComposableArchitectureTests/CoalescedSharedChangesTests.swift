import ComposableArchitecture
import Testing

@Reducer
private struct Shelf {
  @ObservableState
  struct State {
    @Shared var items: [String]
    var title = ""

    init(key: String) {
      self._items = Shared(wrappedValue: [], .inMemory(key))
    }
  }
  enum Action {
    case addButtonTapped(String)
    case titleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addButtonTapped(item):
        state.$items.withLock { $0.append(item) }
        state.title = ""
        return .none
      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}

/// `withSharedChangesCoalesced` re-runs the observers of a shared value once for a burst of
/// changes, and everything else as usual.
@MainActor
struct CoalescedSharedChangesTests {
  @Test func aBurstOfSharedChangesReRunsTheirObserversOnce() {
    let key = "CoalescedSharedChangesTests-\(UUID())"
    let stores = (0..<3).map { _ in Store(initialState: Shelf.State(key: key)) { Shelf() } }
    var itemsSeen: [[String]] = []
    let itemsToken = observe { itemsSeen.append(stores[2].items) }
    var titlesSeen: [String] = []
    let titleToken = observe { titlesSeen.append(stores[1].title) }
    #expect(itemsSeen == [[]])

    withSharedChangesCoalesced {
      stores[0].send(.addButtonTapped("a"))
      stores[1].send(.titleChanged("typed"))
      // A store's own field is told when its action is done, in the burst too.
      #expect(titlesSeen == ["", "typed"])
      stores[1].send(.addButtonTapped("b"))
      stores[0].send(.addButtonTapped("c"))
      // The shared value has changed, and its observers haven't re-run yet.
      #expect(stores[2].items == ["a", "b", "c"])
      #expect(itemsSeen == [[]])
    }
    // Once, with every change.
    #expect(itemsSeen == [[], ["a", "b", "c"]])
    #expect(titlesSeen == ["", "typed", ""])

    // Outside of a burst, each action re-runs them.
    stores[0].send(.addButtonTapped("d"))
    stores[1].send(.addButtonTapped("e"))
    #expect(itemsSeen.count == 4)
    itemsToken.cancel()
    titleToken.cancel()
  }

  @Test func insideAnObserverOrABurstItOnlyRunsItsBody() {
    let key = "CoalescedSharedChangesTests-\(UUID())"
    let store = Store(initialState: Shelf.State(key: key)) { Shelf() }
    var itemsSeen: [[String]] = []
    let token = observe { itemsSeen.append(store.items) }
    withSharedChangesCoalesced {
      withSharedChangesCoalesced {
        store.send(.addButtonTapped("a"))
      }
      // The inner call didn't end the outer burst.
      #expect(itemsSeen == [[]])
      store.send(.addButtonTapped("b"))
    }
    #expect(itemsSeen == [[], ["a", "b"]])
    token.cancel()
  }
}
