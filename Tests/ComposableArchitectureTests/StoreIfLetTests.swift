#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ComposableArchitecture
import Foundation
import Testing

// `Store.ifLet(then:else:)`, which UIKit-style code uses to show a child screen while its state
// exists: it follows the store's publisher, so plain (non-observable) state and stores scoped
// with closures work too.

private struct IfLetParent: Equatable {
  var child: Int?
  var received: [Int] = []
}

@CasePathable
private enum IfLetParentAction { case show, child(Int) }

@MainActor
@Suite struct StoreIfLetTests {
  @available(*, deprecated)
  @Test func ifLetCallsThenAndElseAsTheStateComesAndGoes() {
    let store = Store<Int?, Int?>(initialState: nil) {
      Reduce { state, action in
        state = action
        return .none
      }
    }
    var outputs: [Int?] = []
    var cancellables: Set<AnyCancellable> = []
    store.ifLet { child in
      outputs.append(child.state)
    } else: {
      outputs.append(nil)
    }
    .store(in: &cancellables)
    #expect(outputs == [nil])

    store.send(1)
    #expect(outputs == [nil, 1])
    store.send(2)
    #expect(outputs == [nil, 1])
    store.send(nil)
    #expect(outputs == [nil, 1, nil])
    store.send(nil)
    #expect(outputs == [nil, 1, nil])
    store.send(3)
    #expect(outputs == [nil, 1, nil, 3])
  }

  @available(*, deprecated)
  @Test func theUnwrappedStoreFollowsTheStateAndKeepsItsLastValue() {
    let store = Store<Int?, Int?>(initialState: 1) {
      Reduce { state, action in
        state = action
        return .none
      }
    }
    var childStore: Store<Int, Int?>?
    let cancellable = store.ifLet { childStore = $0 }
    childStore?.send(5)
    #expect(store.state == 5)
    #expect(childStore?.state == 5)
    store.send(nil)
    #expect(childStore?.state == 5)
    cancellable.cancel()
  }

  /// Plain state, not observable, scoped with closures: the scoped store is followed through
  /// its publisher as its parent's state comes and goes.
  @available(*, deprecated)
  @Test func aStoreScopedWithClosuresFromPlainStateIsFollowed() {
    struct Profile: Equatable {
      var age: Int?
    }
    let store = Store<Profile, Int?>(initialState: Profile()) {
      Reduce { state, action in
        state.age = action
        return .none
      }
    }
    var ages: [Int?] = []
    var children: [Store<Int, Int?>] = []
    let cancellable = store.scope(state: { $0.age }, action: { $0 })
      .ifLet { child in
        children.append(child)
        ages.append(child.withState { $0 })
      } else: {
        ages.append(nil)
      }
    for age in [30, nil, 31, nil] {
      store.send(age)
    }
    #expect(ages == [nil, 30, nil, 31, nil])
    #expect(children.count == 2)
    cancellable.cancel()
  }

  /// A child store sending from `then` while the parent is still handling the action that made
  /// the state appear is reported as TCA reports it, and the child's action is handled after.
  @available(*, deprecated)
  @Test func aChildSendingWhileItsParentIsHandlingAnActionIsReportedAndQueued() {
    let store = Store<IfLetParent, IfLetParentAction>(initialState: IfLetParent()) {
      Reduce { state, action in
        switch action {
        case .show:
          state.child = 0
        case let .child(value):
          state.received.append(value)
        }
        return .none
      }
    }
    let cancellable = store.scope(state: \.child, action: \.child)
      .ifLet { child in child.send(7) }
    withKnownIssue {
      store.send(.show)
    } matching: { issue in
      issue.description.contains("Sent 'IfLetParentAction.child' while an action was being processed.")
        && issue.description.contains("Reentrant actions are undefined")
    }
    #expect(store.withState(\.received) == [7])
    cancellable.cancel()
  }
}
