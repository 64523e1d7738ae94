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

/// A feature that saves its state and later writes the saved copy back, at the root and in a row.
@Reducer
private struct Undoable {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case increment
    case restore
    case rows(IdentifiedActionOf<Row>)
    case save
  }
  /// Where saved copies are kept between actions, as an undo stack would keep them.
  @MainActor static var saved: State?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .restore:
        if let saved = MainActor.assumeIsolated({ Self.saved }) {
          state = saved
        }
      case .save:
        let copy = state
        MainActor.assumeIsolated { Self.saved = copy }
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
      var backup: Backup?
    }
    /// A copy of the row, boxed: a struct can't hold itself.
    struct Backup: Equatable {
      private var storage: [State]
      init(_ state: State) { self.storage = [state] }
      var state: State { storage[0] }
    }
    enum Action {
      case reset
      case restore
      case save
      case setTitle(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .reset:
          state = State(id: state.id)
        case .restore:
          if let backup = state.backup { state = backup.state }
        case .save:
          state.backup = Backup(state)
        case let .setTitle(title):
          state.title = title
        }
        return .none
      }
    }
  }
}

@MainActor
struct StoreRestoreObservationTests {
  /// An action writes back a copy of the root state saved by an earlier one: the readers of the
  /// root's fields hear of it.
  @Test func restoringASavedRootStateNotifiesItsReaders() {
    let store = Store(initialState: Undoable.State()) { Undoable() }
    store.send(.save)
    store.send(.increment)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    store.send(.restore)

    #expect(store.count == 0)
    #expect(changes.value == 1)
  }

  /// A row's reducer writes back a copy of the row it saved earlier: the readers of the row's
  /// fields hear of it.
  @Test func restoringASavedRowNotifiesItsReaders() {
    let store = Store(initialState: Undoable.State(rows: [.init(id: 1)])) { Undoable() }
    store.send(.rows(.element(id: 1, action: .save)))
    store.send(.rows(.element(id: 1, action: .setTitle("Draft"))))
    let rowStore = store.scope(state: \.rows, action: \.rows)[0]
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = rowStore.title
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    store.send(.rows(.element(id: 1, action: .restore)))

    #expect(rowStore.title == "")
    #expect(changes.value == 1)
  }
}

@MainActor
struct RowReplacementObservationTests {
  /// A row's reducer replaces its row by a new value: its readers hear of it, and go on hearing
  /// of the new value's changes.
  @Test func replacingARowByANewValueNotifiesItsReaders() {
    let store = Store(initialState: Undoable.State(rows: [.init(id: 1, title: "Old")])) {
      Undoable()
    }
    let rowStore = store.scope(state: \.rows, action: \.rows)[0]
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = rowStore.title
    } onChange: {
      changes.withValue { $0 += 1 }
    }

    store.send(.rows(.element(id: 1, action: .reset)))

    #expect(rowStore.title == "")
    #expect(changes.value == 1)

    withObservationTracking {
      _ = rowStore.title
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    store.send(.rows(.element(id: 1, action: .setTitle("New"))))
    #expect(rowStore.title == "New")
    #expect(changes.value == 2)
  }

  /// Editing a row in place tells the readers of its fields only, not the readers of the list.
  @Test func editingARowInPlaceDoesNotNotifyTheListsReaders() {
    let store = Store(initialState: Undoable.State(rows: [.init(id: 1)])) { Undoable() }
    let listChanges = LockIsolated(0)
    withObservationTracking {
      _ = store.rows.ids
    } onChange: {
      listChanges.withValue { $0 += 1 }
    }

    store.send(.rows(.element(id: 1, action: .setTitle("New"))))

    #expect(store.rows[id: 1]?.title == "New")
    #expect(listChanges.value == 0)
  }
}
