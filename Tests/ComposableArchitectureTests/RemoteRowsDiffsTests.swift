@testable import ComposableArchitecture
import Foundation
import Synchronization
import Testing

// Pages of a process that show the same rows share the diff of a change to them: found once,
// applied by each page. A page must be sent exactly what it would be sent without sharing.

/// Rows whose state is `Equatable`: their pages share the diff.
@Reducer
private struct DiffRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var note = DiffNote.State()

    /// The title, each read counted.
    var countedTitle: String {
      DiffList.titleReads.withLock { $0 += 1 }
      return self.title
    }
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

/// The same rows, without `Equatable`: each page compares the rows itself.
@Reducer
private struct PlainRow {
  @ObservableState
  struct State: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var note = DiffNote.State()
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

@Reducer
private struct DiffNote {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// What both kinds of rows can be scripted with.
private protocol ScriptedRow: Identifiable<Int> {
  init(id: Int, title: String)
  var title: String { get set }
  var isDone: Bool { get set }
  var note: DiffNote.State { get set }
}
extension DiffRow.State: ScriptedRow {
  init(id: Int, title: String) { self.init(id: id, title: title, isDone: false) }
}
extension PlainRow.State: ScriptedRow {
  init(id: Int, title: String) { self.init(id: id, title: title, isDone: false) }
}

/// The changes both lists go through, step by step: each one something the diff must find.
private func script<Row: ScriptedRow>(_ step: Int, _ rows: inout IdentifiedArray<Int, Row>) {
  switch step {
  case 0:
    for id in 1...5 { rows.append(Row(id: id, title: "row \(id)")) }
  case 1:
    rows[id: 2]?.title = "two"
  case 2:
    rows[id: 3]?.title = "three"
    rows[id: 3]?.isDone = true
  case 3:
    rows.remove(id: 4)
  case 4:
    rows.insert(Row(id: 6, title: "row 6"), at: 0)
  case 5:
    // Moved to the end, and changed on the way: a row the page has, not a new one.
    if var row = rows.remove(id: 1) {
      row.title = "one, moved"
      rows.append(row)
    }
  case 6:
    rows[id: 5]?.isDone = true
    rows.append(Row(id: 7, title: "row 7"))
  case 7:
    // Changed in place below the row.
    rows[id: 5]?.note.text = "a note"
  case 8:
    rows = []
  case 9:
    // An id the page had before: a new row to it.
    rows.append(Row(id: 2, title: "two, again"))
  case 10:
    // Gone and back with another title in one change: the same row to the page.
    rows = [Row(id: 2, title: "two, third time")]
  default:
    // Written back as it is: nothing to send.
    let copy = rows
    rows = copy
  }
}

@Reducer
private struct DiffList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<DiffRow.State> = []
  }
  enum Action {
    case script(Int)
    case rows(IdentifiedActionOf<DiffRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .script(step) = action {
        script(step, &state.rows)
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { DiffRow() }
  }

  static let titleReads = Mutex(0)

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows("rows", \.rows, action: \.rows) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isDone)
      RemoteValue("note", \.note.text)
    }
  }
}

@Reducer
private struct PlainList {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<PlainRow.State> = []
  }
  enum Action {
    case script(Int)
    case rows(IdentifiedActionOf<PlainRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .script(step) = action {
        script(step, &state.rows)
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { PlainRow() }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows("rows", \.rows, action: \.rows) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isDone)
      RemoteValue("note", \.note.text)
    }
  }
}

/// Many pages of one shared list of rows, each read counted.
@Reducer
private struct DiffSharedList {
  @ObservableState
  struct State {
    @Shared var rows: IdentifiedArrayOf<DiffRow.State>
    /// Added to each row's values by ``closureFeature``.
    @Shared var suffix: String

    init(key: String) {
      self._rows = Shared(wrappedValue: [], .inMemory(key))
      self._suffix = Shared(wrappedValue: "", .inMemory(key + "-suffix"))
    }
  }
  enum Action {
    case rows(IdentifiedActionOf<DiffRow>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { DiffRow() }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows("rows", \.rows, action: \.rows) {
      RemoteValue("title", \.title)
    }
  }

  /// The rows' titles, each read counted: for one test only.
  static let countedFeature = RemoteFeatureOf<Self> {
    RemoteRows("rows", \.rows, action: \.rows) {
      RemoteValue("title", \.countedTitle)
    }
  }
}

/// Rows of `Equatable` state that hold a `@Shared` value: it can change without any row
/// changing as a value, so their pages compare their rows themselves.
@Reducer
private struct CountedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    @Shared var count: Int
    init(id: Int, key: String) {
      self.id = id
      self._count = Shared(wrappedValue: 0, .inMemory(key))
    }
  }
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
private struct CountedList {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<CountedRow.State> = []
  }
  enum Action {
    case rows(IdentifiedActionOf<CountedRow>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { CountedRow() }
  }
  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows("rows", \.rows, action: \.rows) {
      RemoteValue("count", \.count)
    }
  }
}

@MainActor
struct RemoteRowsDiffsTests {
  @Test func sharedDiffsSendWhatEachPageComparingItsRowsSends() {
    let (shared, sharedOutbox) = makeSession(
      Store(initialState: DiffList.State()) { DiffList() },
      DiffList.remoteFeature
    )
    let (plain, plainOutbox) = makeSession(
      Store(initialState: PlainList.State()) { PlainList() },
      PlainList.remoteFeature
    )
    shared.start()
    plain.start()
    for step in 0...11 {
      sharedOutbox.clear()
      plainOutbox.clear()
      shared.store.send(.script(step))
      plain.store.send(.script(step))
      #expect(sharedOutbox.texts == plainOutbox.texts, "step \(step)")
      #expect(sharedOutbox.texts.isEmpty == (step == 11), "step \(step)")
    }
    // What a step sends, spelled out: the ids, then the new row's fields.
    sharedOutbox.clear()
    shared.store.send(.script(4))
    #expect(
      sharedOutbox.texts == [
        #"{"rows":"rows","ids":["6","2"]}"#,
        #"{"field":"rows[id:6].title","value":"row 6"}"#,
        #"{"field":"rows[id:6].isDone","value":false}"#,
        #"{"field":"rows[id:6].note","value":""}"#,
      ]
    )
    shared.stop()
    plain.stop()
  }

  @Test func pagesOfASharedListFindTheDiffOfAChangeOnce() async {
    let key = "RemoteRowsDiffsTests-\(UUID())"
    @Shared(.inMemory(key)) var rows: IdentifiedArrayOf<DiffRow.State> = []
    $rows.withLock {
      for id in 1...20 { $0.append(DiffRow.State(id: id, title: "row \(id)")) }
    }
    let pages = (1...5).map { _ in
      makeSession(
        Store(initialState: DiffSharedList.State(key: key)) { DiffSharedList() },
        DiffSharedList.countedFeature
      )
    }
    for (session, _) in pages { session.start() }
    for (_, outbox) in pages { outbox.clear() }
    DiffList.titleReads.withLock { $0 = 0 }

    // A row's title changed elsewhere: every page is sent it. The diff compared the 20 rows'
    // titles before and after once (40 reads); each page then follows the title alone (a read
    // each). Each page comparing its rows would read 100.
    $rows.withLock { $0[id: 5]?.title = "five" }
    await waitUntil { pages.allSatisfy { $0.1.texts.count == 1 } }
    for (_, outbox) in pages {
      #expect(outbox.texts == [#"{"field":"rows[id:5].title","value":"five"}"#])
      outbox.clear()
    }
    #expect(DiffList.titleReads.withLock { $0 } <= 40 + 5)
    DiffList.titleReads.withLock { $0 = 0 }

    // A row added: the ids and the new row, to every page; its title read once per page.
    $rows.withLock { _ = $0.append(DiffRow.State(id: 21, title: "row 21")) }
    await waitUntil { pages.allSatisfy { $0.1.texts.count == 2 } }
    let ids: String = (1...21).map { (id: Int) -> String in #""\#(id)""# }.joined(separator: ",")
    for (_, outbox) in pages {
      #expect(
        outbox.texts == [
          #"{"rows":"rows","ids":["# + ids + "]}",
          #"{"field":"rows[id:21].title","value":"row 21"}"#,
        ]
      )
      outbox.clear()
    }
    let titleReads: Int = DiffList.titleReads.withLock { $0 }
    #expect(titleReads <= 40 + 5 + 5)
    for (session, _) in pages { session.stop() }
  }

  @Test func aPageThatSawOtherRowsGetsItsOwnDiff() async {
    let key = "RemoteRowsDiffsTests-\(UUID())"
    @Shared(.inMemory(key)) var rows: IdentifiedArrayOf<DiffRow.State> = []
    $rows.withLock { $0 = [DiffRow.State(id: 1, title: "one")] }
    let (early, earlyOutbox) = makeSession(
      Store(initialState: DiffSharedList.State(key: key)) { DiffSharedList() },
      DiffSharedList.remoteFeature
    )
    early.start()
    // A page of a list of its own, of the same feature, between the shared list's changes.
    let (own, ownOutbox) = makeSession(
      Store(initialState: DiffSharedList.State(key: key + "-own")) { DiffSharedList() },
      DiffSharedList.remoteFeature
    )
    own.start()
    $rows.withLock { _ = $0.append(DiffRow.State(id: 2, title: "two")) }
    await waitUntil { earlyOutbox.texts.count == 4 }
    // A page opened now saw the rows after that change: the next one differs to it.
    let (late, lateOutbox) = makeSession(
      Store(initialState: DiffSharedList.State(key: key)) { DiffSharedList() },
      DiffSharedList.remoteFeature
    )
    late.start()
    earlyOutbox.clear()
    lateOutbox.clear()
    ownOutbox.clear()
    @Shared(.inMemory(key + "-own")) var ownRows: IdentifiedArrayOf<DiffRow.State> = []
    // Its rows end equal to the shared list's, from other rows: it needs a diff of its own.
    $ownRows.withLock { $0 = [DiffRow.State(id: 1, title: "one, renamed")] }
    $rows.withLock {
      $0[id: 1]?.title = "one, renamed"
      $0.remove(id: 2)
    }
    await waitUntil {
      earlyOutbox.texts.count == 2 && lateOutbox.texts.count == 2 && ownOutbox.texts.count == 2
    }
    let expected = [
      #"{"rows":"rows","ids":["1"]}"#,
      #"{"field":"rows[id:1].title","value":"one, renamed"}"#,
    ]
    #expect(earlyOutbox.texts == expected)
    #expect(lateOutbox.texts == expected)
    #expect(ownOutbox.texts == expected)
    early.stop()
    late.stop()
    own.stop()
  }

  @Test func rowsWithAValueComputedByAClosureAreComparedByEachPage() async {
    // The closure reads shared state besides the row: its page must read it to follow it.
    let key = "RemoteRowsDiffsTests-\(UUID())"
    let suffix = Shared(wrappedValue: "", .inMemory(key + "-suffix"))
    let feature = RemoteFeatureOf<DiffSharedList> {
      RemoteRows("rows", \.rows, action: \.rows) {
        RemoteValue("label") { row in row.title + suffix.wrappedValue }
      }
    }
    @Shared(.inMemory(key)) var rows: IdentifiedArrayOf<DiffRow.State> = []
    $rows.withLock { $0 = [DiffRow.State(id: 1, title: "one"), DiffRow.State(id: 2, title: "two")] }
    let (session, outbox) = makeSession(
      Store(initialState: DiffSharedList.State(key: key)) { DiffSharedList() },
      feature
    )
    session.start()
    outbox.clear()
    $rows.withLock { $0[id: 2]?.title = "two, renamed" }
    await waitUntil { outbox.texts.count == 1 }
    suffix.withLock { $0 = "!" }
    await waitUntil { outbox.texts.count == 3 }
    #expect(outbox.texts.first == #"{"field":"rows[id:2].label","value":"two, renamed"}"#)
    // The row's label followed alone since it changed, and the rows' observation: either first.
    #expect(
      Set(outbox.texts.dropFirst()) == [
        #"{"field":"rows[id:1].label","value":"one!"}"#,
        #"{"field":"rows[id:2].label","value":"two, renamed!"}"#,
      ]
    )
    session.stop()
  }

  @Test func rowsHoldingASharedValueAreComparedByEachPage() async {
    let key = "RemoteRowsDiffsTests-\(UUID())"
    let (session, outbox) = makeSession(
      Store(
        initialState: CountedList.State(
          rows: [CountedRow.State(id: 1, key: key), CountedRow.State(id: 2, key: key + "-2")]
        )
      ) { CountedList() },
      CountedList.remoteFeature
    )
    session.start()
    outbox.clear()
    @Shared(.inMemory(key)) var count = 0
    // Told every time: the first run of the rows is a page's own comparison, and so is each
    // one after it.
    for value in 1...3 {
      $count.withLock { $0 = value }
      await waitUntil { outbox.texts.count == value }
    }
    #expect(
      outbox.texts == (1...3).map { #"{"field":"rows[id:1].count","value":\#($0)}"# }
    )
    session.stop()
  }

  @Test func aValueHoldsAReferenceWhenItsMirrorShowsOne() {
    #expect(!remoteHoldsReference(DiffRow.State(id: 1, title: "one")))
    #expect(!remoteHoldsReference(PlainRow.State(id: 1, title: "one")))
    #expect(remoteHoldsReference(CountedRow.State(id: 1, key: "RemoteRowsDiffsTests-mirror")))
  }
}
