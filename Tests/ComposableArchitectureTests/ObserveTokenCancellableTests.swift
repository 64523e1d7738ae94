#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture
import Testing

@MainActor
struct ObserveTokenCancellableTests {
  @available(*, deprecated)
  @Test func anIfLetTokenIsKeptWithOtherCancellables() {
    let store = Store(initialState: Int?.some(1)) {
      Reduce<Int?, Void> { state, _ in
        state = nil
        return .none
      }
    }
    var cancellables: Set<AnyCancellable> = []
    var unwrapped = 0
    var elsed = 0
    store.ifLet { _ in
      unwrapped += 1
    } else: {
      elsed += 1
    }
    .store(in: &cancellables)
    #expect(unwrapped == 1)
    store.send(())
    #expect(elsed == 1)
    cancellables.removeAll()
  }
}
