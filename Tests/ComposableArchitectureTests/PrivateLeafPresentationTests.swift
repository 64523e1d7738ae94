import ComposableArchitecture
import Testing

// Compile-time and behaviour check: a file-private `@Reducer` struct whose `State` and `Action`
// are as small as they get, used as a case of a `@Reducer` enum that a parent holds in
// `@Presents`. Swift 6.3 was reported to crash (signal 11) on this shape in a production app;
// PreObservationTests compiles the same shape in Swift 5 mode.

@Reducer
private struct PrivateLeaf {
  @ObservableState
  struct State: Equatable {}
  enum Action: Equatable {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

@Reducer
private enum PrivateLeafDestination {
  case leaf(PrivateLeaf)
}

extension PrivateLeafDestination.State: Equatable {}
extension PrivateLeafDestination.Action: Equatable {}

@Reducer
private struct PrivateLeafHost {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: PrivateLeafDestination.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<PrivateLeafDestination.Action>)
    case showLeafButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case .showLeafButtonTapped:
        state.destination = .leaf(PrivateLeaf.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
struct PrivateLeafPresentationTests {
  @Test func aPrivateLeafPresentedThroughAnEnumDismissesItself() async {
    let store = TestStore(initialState: PrivateLeafHost.State()) { PrivateLeafHost() }
    await store.send(.showLeafButtonTapped) { $0.destination = .leaf(PrivateLeaf.State()) }
    await store.send(\.destination.leaf.closeButtonTapped)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }
}
