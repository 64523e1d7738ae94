import ComposableArchitecture
import Observation
import Testing

// How replacing and modifying observable child state is observed, as TCA's observation tests
// expect it.

@ObservableState
private struct Leaf: Equatable {
  var count = 0

  mutating func replace(with other: Self) {
    self = other
  }
}

@ObservableState
private struct Branch: Equatable {
  var leaf = Leaf()
  var sibling = Leaf()
  var leaves: [Leaf] = []
}

struct ObservationIdentityTests {
  /// A copy of a child, changed and written back in place of the child: readers of the child's
  /// field hear of it.
  @Test func replacingAChildWithAChangedCopyNotifies() {
    var state = Branch()
    var copy = state.leaf
    copy.count = 42
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = state.leaf.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    state.leaf.replace(with: copy)

    #expect(state.leaf.count == 42)
    #expect(changes.value == 1)
  }

  /// The same when the copy is a sibling that started as a copy of the child.
  @Test func replacingAChildWithASiblingThatWasACopyNotifies() {
    let leaf = Leaf(count: 1)
    var copy = leaf
    copy.count = 2
    var state = Branch(leaf: leaf, sibling: copy)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = state.leaf.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    state.leaf.replace(with: state.sibling)

    #expect(state.leaf.count == 2)
    #expect(changes.value == 1)
  }

  /// Modifying an element of an array of observable children tells the readers of the element's
  /// field, not the readers of the array.
  @Test func modifyingAnElementOfAnArrayDoesNotNotifyTheArraysReaders() {
    var state = Branch(leaves: [Leaf()])
    let arrayChanges = LockIsolated(0)
    let countChanges = LockIsolated(0)
    withObservationTracking {
      _ = state.leaves
    } onChange: {
      arrayChanges.withValue { $0 += 1 }
    }
    withObservationTracking {
      _ = state.leaves[0].count
    } onChange: {
      countChanges.withValue { $0 += 1 }
    }

    state.leaves[0].count += 1

    #expect(arrayChanges.value == 0)
    #expect(countChanges.value == 1)
  }

  /// Appending to it does.
  @Test func appendingToAnArrayNotifiesItsReaders() {
    var state = Branch()
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = state.leaves
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    state.leaves.append(Leaf())

    #expect(changes.value == 1)
  }
}
