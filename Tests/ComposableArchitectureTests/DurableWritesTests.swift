import ComposableArchitecture
import Foundation
import Testing

// A page is answered once the shared state its message changed is durable.

/// A key whose writes end when the test says: a database in slow motion.
private struct SlowDatabaseKey: SharedKey {
  let name: String
  let writes: DurableWrites
  let started: LockIsolated<[DurableWrites.Write]>

  var id: String { self.name }
  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    let write = self.writes.begin()
    self.started.withValue { $0.append(write) }
    continuation.resume()
  }
}

private final class SlowDatabase: Sendable {
  let writes = DurableWrites()
  let started = LockIsolated<[DurableWrites.Write]>([])

  func key(_ name: String) -> SlowDatabaseKey {
    SlowDatabaseKey(name: name, writes: self.writes, started: self.started)
  }

  /// Ends every write begun so far.
  func commit() {
    for write in self.started.withValue({ started in defer { started = [] }; return started }) {
      self.writes.end(write)
    }
  }
}

@Reducer
private struct Counter {
  @ObservableState
  struct State {
    @Shared var count: Int
    var note = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case incrementTapped
    case noopTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .incrementTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .noopTapped:
        return .none
      }
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteBindingField(\.note)
    RemoteValue("count") { $0.count }
    RemoteAction("increment", \.incrementTapped)
    RemoteAction("noop", \.noopTapped)
  }
}

/// A started session over a counter whose shared count is written through the slow database,
/// and what it sent since it started.
@MainActor
private func counterSession(
  _ database: SlowDatabase,
  wait: Duration = .seconds(60),
  page: RemotePageConnection? = nil,
  applied: RemoteAppliedActions = RemoteAppliedActions()
) -> (RemoteSession<Counter.State, Counter.Action>, LockIsolated<[String]>, Shared<Int>) {
  let count = Shared(wrappedValue: 0, database.key("count-\(UUID())"))
  let sent = LockIsolated<[String]>([])
  let session = RemoteSession(
    store: Store(initialState: Counter.State(count: count)) { Counter() },
    feature: Counter.remoteFeature
  ) { text in sent.withValue { $0.append(text) } }
  session.durableWrites = database.writes
  session.durableWriteWait = wait
  session.appliedActions = applied
  if let page {
    session.connect(page)
  }
  session.start()
  sent.withValue { $0 = [] }
  return (session, sent, count)
}

@MainActor
struct DurableWritesTests {
  @Test func theAnswerWaitsForTheWriteAndWhatFollowsWaitsWithIt() async {
    let database = SlowDatabase()
    let (session, sent, _) = counterSession(database)
    session.receive(#"{"action":"increment","seq":1}"#)
    // The change is in memory, not yet durable: nothing is said.
    #expect(sent.withValue { $0 } == [])
    // A message that writes nothing, after it, waits too: the page is told things in order.
    session.receive(#"{"field":"note","value":"hi","seq":2}"#)
    #expect(sent.withValue { $0 } == [])

    database.commit()
    await waitUntil { sent.withValue { $0.count } == 3 }
    #expect(
      sent.withValue { $0 } == [
        #"{"field":"count","value":1}"#,
        #"{"action":"increment","seq":1}"#,
        #"{"field":"note","value":"hi","seq":2}"#,
      ]
    )
  }

  @Test func aMessageThatWritesNothingIsAnsweredAtOnce() {
    let database = SlowDatabase()
    let (session, sent, _) = counterSession(database)
    session.receive(#"{"field":"note","value":"hi","seq":1}"#)
    #expect(sent.withValue { $0 } == [#"{"field":"note","value":"hi","seq":1}"#])
  }

  @Test func answersGoAnywayAfterTheWaitWhileTheWriteIsStillPending() async {
    let database = SlowDatabase()
    let (session, sent, _) = counterSession(database, wait: .milliseconds(50))
    session.receive(#"{"action":"increment","seq":1}"#)
    #expect(sent.withValue { $0 } == [])
    await waitUntil { sent.withValue { $0.count } == 2 }
    #expect(
      sent.withValue { $0 } == [
        #"{"field":"count","value":1}"#,
        #"{"action":"increment","seq":1}"#,
      ]
    )
    // Ending the write later sends nothing twice.
    database.commit()
    try? await Task.sleep(for: .milliseconds(20))
    #expect(sent.withValue { $0.count } == 2)
  }

  @Test func writesThatEndOutOfOrderReleaseTheAnswersOnceAllHaveEnded() async {
    let database = SlowDatabase()
    let (session, sent, _) = counterSession(database)
    session.receive(#"{"action":"increment","seq":1}"#)
    session.receive(#"{"action":"increment","seq":2}"#)
    let writes = database.started.withValue { $0 }
    #expect(writes.count == 2)
    database.writes.end(writes[1])
    database.writes.end(writes[1])  // Ending a write again does nothing.
    try? await Task.sleep(for: .milliseconds(20))
    #expect(sent.withValue { $0 } == [])
    database.writes.end(writes[0])
    await waitUntil { sent.withValue { $0.count } == 4 }
    #expect(
      sent.withValue { $0 } == [
        #"{"field":"count","value":1}"#,
        #"{"action":"increment","seq":1}"#,
        #"{"field":"count","value":2}"#,
        #"{"action":"increment","seq":2}"#,
      ]
    )
  }
}

// A page sends an unanswered action again after its connection dropped: applied once.
@MainActor
struct ActionsSentAgainTests {
  @Test func anActionAppliedBeforeIsAnsweredNotAppliedAndOneThatWasntIsApplied() async {
    let database = SlowDatabase()
    let applied = RemoteAppliedActions()
    let (session, sent, count) = counterSession(
      database,
      page: RemotePageConnection(pageID: "p1", actionsSentAgain: [4: true, 5: false]),
      applied: applied
    )
    session.receive(#"{"action":"increment","seq":4,"again":true}"#)
    #expect(sent.withValue { $0 } == [#"{"action":"increment","seq":4}"#])
    #expect(count.wrappedValue == 0)
    #expect(database.started.withValue { $0 }.isEmpty)

    sent.withValue { $0 = [] }
    session.receive(#"{"action":"increment","seq":5,"again":true}"#)
    #expect(count.wrappedValue == 1)
    database.commit()
    await waitUntil { sent.withValue { $0.count } == 2 }
    #expect(
      sent.withValue { $0 } == [
        #"{"field":"count","value":1}"#,
        #"{"action":"increment","seq":5}"#,
      ]
    )
    // Both are recorded: a page that reconnects to this process again has neither applied.
    #expect(applied.applied(page: "p1", among: [4, 5, 6]) == [4, 5])
  }

  @Test func anActionSentAgainThatTheServerCantTellAboutIsRefused() {
    let database = SlowDatabase()
    // The page named seq 4 only; the database didn't answer about 5 (absent).
    let (session, sent, count) = counterSession(
      database, page: RemotePageConnection(pageID: "p1", actionsSentAgain: [4: true])
    )
    session.receive(#"{"action":"increment","seq":5,"again":true}"#)
    #expect(count.wrappedValue == 0)
    #expect(
      sent.withValue { $0 } == [
        #"{"error":"The action \"increment\" was sent again after the connection dropped, and the server can't tell whether it was applied before, so it wasn't applied again: check, and do it again if it's missing.","action":"increment","seq":5}"#
      ]
    )
  }

  @Test func withoutItsPagesIDASessionRefusesActionsSentAgainAndTakesTheOthers() {
    let database = SlowDatabase()
    let (session, sent, count) = counterSession(database, page: nil)
    session.receive(#"{"action":"increment","seq":3,"again":true}"#)
    #expect(count.wrappedValue == 0)
    #expect(sent.withValue { $0.count } == 1)
    #expect(sent.withValue { $0 }.first?.contains(#""action":"increment","seq":3}"#) == true)
    #expect(sent.withValue { $0 }.first?.hasPrefix(#"{"error":"The action \"increment\" was sent again"#) == true)
    session.receive(#"{"action":"increment","seq":4,"again":false}"#)
    #expect(count.wrappedValue == 1)
  }

  @Test func malformedActionsSentAgainAreRefused() {
    let database = SlowDatabase()
    let (session, sent, count) = counterSession(
      database, page: RemotePageConnection(pageID: "p1", actionsSentAgain: [4: false])
    )
    session.receive(#"{"action":"increment","again":true}"#)
    session.receive(#"{"action":"increment","seq":4,"again":"yes"}"#)
    // Answered as applied only when it names an action.
    session.receive(#"{"action":"nope","seq":4,"again":true}"#)
    #expect(count.wrappedValue == 0)
    #expect(
      sent.withValue { $0 } == [
        #"{"error":"The message is malformed: an action sent \"again\" needs its \"seq\".","action":"increment"}"#,
        #"{"error":"The message is malformed: expected a JSON object with a \"field\" name, a \"value\" and an optional number \"seq\", or an \"action\" name."}"#,
        #"{"error":"There is no action named \"nope\".","action":"nope","seq":4}"#,
      ]
    )
  }

  @Test func theActionIsTheCauseOfTheWritesItBeginsAndIsRecordedOnceApplied() {
    let database = SlowDatabase()
    let applied = RemoteAppliedActions()
    let (session, _, _) = counterSession(
      database, page: RemotePageConnection(pageID: "p7"), applied: applied
    )
    session.receive(#"{"action":"increment","seq":9}"#)
    session.receive(#"{"field":"note","value":"x","seq":10}"#)
    session.receive(#"{"action":"nope","seq":11}"#)
    #expect(
      database.started.withValue { $0 }.map(\.cause)
        == [DurableWrites.Cause(page: "p7", seq: 9)]
    )
    // A field isn't an action, and a refused action wasn't applied.
    #expect(applied.applied(page: "p7", among: [9, 10, 11]) == [9])
    // A write begun outside a page's message has no cause.
    #expect(database.writes.begin().cause == nil)
  }

  @Test func anActionThatWritesNothingDurableIsRecordedInTheLedgerAndItsAnswerWaits() async {
    let database = SlowDatabase()
    let ledger = RecordingLedger(database: database)
    let (session, sent, _) = counterSession(
      database, page: RemotePageConnection(pageID: "p3", ledger: ledger)
    )
    // Writes the shared count, which records the action: the ledger isn't asked.
    session.receive(#"{"action":"increment","seq":1}"#)
    #expect(ledger.recorded.value == [])
    database.commit()
    await waitUntil { sent.withValue { $0.count } == 2 }
    sent.withValue { $0 = [] }
    // Changes nothing durable: recorded by itself, and answered once the record is durable.
    session.receive(#"{"action":"noop","seq":2}"#)
    #expect(ledger.recorded.value == [DurableWrites.Cause(page: "p3", seq: 2)])
    #expect(sent.withValue { $0 } == [])
    database.commit()
    await waitUntil { sent.withValue { $0.count } == 1 }
    #expect(sent.withValue { $0 } == [#"{"action":"noop","seq":2}"#])
    // A field isn't an action: not recorded.
    session.receive(#"{"field":"note","value":"x","seq":3}"#)
    #expect(ledger.recorded.value.count == 1)
  }

  @Test func anActionSentAgainThatThisProcessAppliedMeanwhileIsntAppliedTwice() {
    let database = SlowDatabase()
    let applied = RemoteAppliedActions()
    // The lookup said "not applied", but the old connection's message was handled since.
    let (session, sent, count) = counterSession(
      database, page: RemotePageConnection(pageID: "p4", actionsSentAgain: [6: false]),
      applied: applied
    )
    applied.record(page: "p4", seq: 6)
    session.receive(#"{"action":"increment","seq":6,"again":true}"#)
    #expect(count.wrappedValue == 0)
    #expect(sent.withValue { $0 } == [#"{"action":"increment","seq":6}"#])
    // And one sent again twice is applied once.
    sent.withValue { $0 = [] }
    let (other, otherSent, otherCount) = counterSession(
      database, page: RemotePageConnection(pageID: "p5", actionsSentAgain: [7: false]),
      applied: applied
    )
    other.receive(#"{"action":"increment","seq":7,"again":true}"#)
    other.receive(#"{"action":"increment","seq":7,"again":true}"#)
    #expect(otherCount.wrappedValue == 1)
    database.commit()
    _ = otherSent
  }

  @Test func theRecordOfAppliedActionsIsKeptForAWhileAndForTheLatestOfAPage() {
    let clock = LockIsolated(ContinuousClock.now)
    let applied = RemoteAppliedActions(retention: .seconds(60)) { clock.value }
    for seq in 1...300 {
      applied.record(page: "a", seq: seq)
    }
    #expect(applied.applied(page: "a", among: [1, 44, 45, 300]) == [45, 300])
    #expect(applied.applied(page: "b", among: [1]) == [])
    clock.withValue { $0 += .seconds(61) }
    #expect(applied.applied(page: "a", among: [300]) == [])
  }
}

/// A ledger that keeps what it is given, and begins a durable write for each, as a database's.
private final class RecordingLedger: RemoteActionLedger {
  let database: SlowDatabase
  let recorded = LockIsolated<[DurableWrites.Cause]>([])

  init(database: SlowDatabase) {
    self.database = database
  }

  func record(_ cause: DurableWrites.Cause) {
    let write = self.database.writes.begin()
    self.database.started.withValue { $0.append(write) }
    self.recorded.withValue { $0.append(cause) }
  }

  func applied(page: String, among seqs: [Int]) async throws -> Set<Int> { [] }
}
