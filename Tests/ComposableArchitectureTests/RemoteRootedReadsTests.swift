@testable import ComposableArchitecture
import Foundation
import Synchronization
import Testing

// A session's observations track the fields of the store's root state and the changes made in
// place below them, not each value they read below the root (every row of a list): whatever
// changes below the root must still reach the page, and a change to a row's copy kept outside
// the store must not run them.

@Reducer
private struct RootedNote {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct RootedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var note = RootedNote.State()
    var extra: RootedNote.State?
    var tags: [RootedNote.State] = []
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

@Reducer
private struct RootedList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<RootedRow.State> = []
  }
  enum Action {
    case noteSet(id: Int, String)
    case extraSet(id: Int, String)
    case tagSet(id: Int, String)
    case titleSetThroughACopy(id: Int, String)
    case rows(IdentifiedActionOf<RootedRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noteSet(id, text):
        state.rows[id: id]?.note.text = text
      case let .extraSet(id, text):
        state.rows[id: id]?.extra?.text = text
      case let .tagSet(id, text):
        state.rows[id: id]?.tags[0].text = text
      case let .titleSetThroughACopy(id, title):
        // The list written back whole, with the same rows: its identity is kept.
        var rows = state.rows
        rows[id: id]?.title = title
        state.rows = rows
      case .rows:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { RootedRow() }
  }

  /// How many times a session of ``countedFeature`` read a row's note.
  static let noteReads = Mutex(0)

  /// The rows' titles, each read counted.
  static let countedFeature = RemoteFeatureOf<Self> {
    RemoteRows(\.rows, action: \.rows) {
      RemoteValue("note") { row in
        Self.noteReads.withLock { $0 += 1 }
        return row.note.text
      }
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteValue("titles") { $0.rows.map(\.title) }
    RemoteRows(\.rows, action: \.rows) {
      RemoteBindingField(\.title)
      RemoteValue("note") { $0.note.text }
      RemoteValue("extra") { $0.extra?.text }
      RemoteValue("tag") { $0.tags.first?.text }
    }
  }
}

@Reducer
private struct RootedParent {
  @ObservableState
  struct State: Equatable {
    var list = RootedList.State()
  }
  enum Action {
    case list(RootedList.Action)
    case listReplaced(RootedList.State)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { RootedList() }
    Reduce { state, action in
      if case let .listReplaced(list) = action {
        state.list = list
      }
      return .none
    }
  }
}

/// A root state that is an enum whose case holds two observable values.
@Reducer
private struct RootedPair {
  @ObservableState
  enum State: Equatable {
    case both(RootedNote.State, RootedNote.State)
  }
  enum Action {
    case secondSet(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .secondSet(text) = action, case .both(let first, var second) = state else {
        return .none
      }
      second.text = text
      state = .both(first, second)
      return .none
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteValue("second") { state -> String in
      switch state {
      case let .both(_, second): second.text
      }
    }
  }
}

private func row(_ id: Int) -> RootedRow.State {
  RootedRow.State(
    id: id,
    title: "row \(id)",
    note: RootedNote.State(text: "note \(id)"),
    extra: RootedNote.State(text: "extra \(id)"),
    tags: [RootedNote.State(text: "tag \(id)")]
  )
}

@MainActor
struct RemoteRootedReadsTests {
  @Test func valuesChangedInPlaceBelowARowReachThePage() {
    let store = Store(initialState: RootedList.State(rows: [row(1), row(2)])) { RootedList() }
    let (session, outbox) = makeSession(store, RootedList.remoteFeature)
    session.start()
    outbox.clear()

    // A child of a row, an optional child, an element of an array of children: each changed in
    // place, its identity kept, through the list.
    store.send(.noteSet(id: 2, "note 2, edited"))
    store.send(.extraSet(id: 1, "extra 1, edited"))
    store.send(.tagSet(id: 2, "tag 2, edited"))
    #expect(
      outbox.texts == [
        #"{"field":"rows[id:2].note","value":"note 2, edited"}"#,
        #"{"field":"rows[id:1].extra","value":"extra 1, edited"}"#,
        #"{"field":"rows[id:2].tag","value":"tag 2, edited"}"#,
      ]
    )
    session.stop()
  }

  @Test func aListWrittenBackWholeWithTheSameRowsReachesThePage() {
    let store = Store(initialState: RootedList.State(rows: [row(1), row(2)])) { RootedList() }
    let (session, outbox) = makeSession(store, RootedList.remoteFeature)
    session.start()
    outbox.clear()

    store.send(.titleSetThroughACopy(id: 1, "row 1, edited"))
    // Sent by two observations: in either order.
    #expect(
      outbox.texts.sorted() == [
        #"{"field":"rows[id:1].title","value":"row 1, edited"}"#,
        #"{"field":"titles","value":["row 1, edited","row 2"]}"#,
      ]
    )
    session.stop()
  }

  @Test func aScopedStoresStateIsFollowedFromTheRootOfItsTree() {
    let parent = Store(initialState: RootedParent.State(list: RootedList.State(rows: [row(1)]))) {
      RootedParent()
    }
    let store = parent.scope(state: \.list, action: \.list)
    let (session, outbox) = makeSession(store, RootedList.remoteFeature)
    session.start()
    outbox.clear()

    // Changed in place below the scoped state, by the parent's reducer.
    parent.send(.list(.noteSet(id: 1, "note 1, edited")))
    #expect(outbox.texts == [#"{"field":"rows[id:1].note","value":"note 1, edited"}"#])

    // Replaced by the parent: a value of another identity.
    outbox.clear()
    var list = RootedList.State(rows: [row(1)])
    list.rows[id: 1]?.title = "row 1, replaced"
    parent.send(.listReplaced(list))
    #expect(
      outbox.texts.sorted() == [
        #"{"field":"rows[id:1].note","value":"note 1"}"#,
        #"{"field":"rows[id:1].title","value":"row 1, replaced"}"#,
        #"{"field":"titles","value":["row 1, replaced"]}"#,
      ]
    )
    session.stop()
  }

  @Test func anEnumRootIsFollowedValueByValue() {
    // The enum's identity is its first value's: the second, changed and written back, would pass
    // through no field of a root read from.
    let store = Store(
      initialState: RootedPair.State.both(RootedNote.State(text: "1"), RootedNote.State(text: "2"))
    ) { RootedPair() }
    let (session, outbox) = makeSession(store, RootedPair.remoteFeature)
    session.start()
    outbox.clear()

    store.send(.secondSet("2, edited"))
    #expect(outbox.texts == [#"{"field":"second","value":"2, edited"}"#])
    session.stop()
  }

  @Test func theServersCodeIsNotPartOfTheSessionsObservations() {
    // A task the server starts when it is given a message (a write to the socket, say) must not
    // inherit the observation's root, or its own observations would miss what they read.
    let store = Store(initialState: RootedList.State(rows: [row(1)])) { RootedList() }
    var roots: [UInt64?] = []
    let session = RemoteSession(store: store, feature: RootedList.remoteFeature) { _ in
      roots.append(_RootedReads.root)
    }
    session.start()
    store.send(.noteSet(id: 1, "note 1, edited"))
    // At the start, the titles, the ids and the row's four values; then the note.
    #expect(roots.count == 7)
    #expect(roots.allSatisfy { $0 == nil })
    session.stop()
  }

  @Test func aChangeToACopyOfARowKeptOutsideTheStoreRunsNothing() async {
    let store = Store(initialState: RootedList.State(rows: [row(1), row(2)])) { RootedList() }
    let (session, outbox) = makeSession(store, RootedList.countedFeature)
    session.start()
    #expect(RootedList.noteReads.withLock { $0 } == 2)
    outbox.clear()

    // A copy shares the row's registrar: a write to its note tells whoever tracked the note of
    // the row, as the reader below shows. The session tracks the list's root instead: it
    // doesn't read the rows again.
    var copy = store.rows[id: 1]!
    var runs = 0
    let reader = observe {
      runs += 1
      _ = store.rows[id: 1]?.note.text
    }
    copy.note.text = "a copy's note"
    await waitUntil { runs >= 2 }
    for _ in 1...10 { await Task.yield() }
    #expect(runs == 2)
    #expect(RootedList.noteReads.withLock { $0 } == 2)
    #expect(outbox.texts.isEmpty)

    // The store's own change is read and sent: both rows' notes read again, then the note that
    // changed once more, by the observation that follows it alone from now on.
    store.send(.noteSet(id: 1, "note 1, edited"))
    #expect(outbox.texts == [#"{"field":"rows[id:1].note","value":"note 1, edited"}"#])
    #expect(RootedList.noteReads.withLock { $0 } == 5)
    reader.cancel()
    session.stop()
  }
}
