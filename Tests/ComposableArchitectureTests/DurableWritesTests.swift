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
      }
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteBindingField(\.note)
    RemoteValue("count") { $0.count }
    RemoteAction("increment", \.incrementTapped)
  }
}

@MainActor
struct DurableWritesTests {
  private func session(
    _ database: SlowDatabase,
    wait: Duration = .seconds(60)
  ) -> (RemoteSession<Counter.State, Counter.Action>, LockIsolated<[String]>) {
    let state = Counter.State(count: Shared(wrappedValue: 0, database.key("count-\(UUID())")))
    let sent = LockIsolated<[String]>([])
    let session = RemoteSession(
      store: Store(initialState: state) { Counter() },
      feature: Counter.remoteFeature
    ) { text in sent.withValue { $0.append(text) } }
    session.durableWrites = database.writes
    session.durableWriteWait = wait
    session.start()
    sent.withValue { $0 = [] }
    return (session, sent)
  }

  @Test func theAnswerWaitsForTheWriteAndWhatFollowsWaitsWithIt() async {
    let database = SlowDatabase()
    let (session, sent) = self.session(database)
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
    let (session, sent) = self.session(database)
    session.receive(#"{"field":"note","value":"hi","seq":1}"#)
    #expect(sent.withValue { $0 } == [#"{"field":"note","value":"hi","seq":1}"#])
  }

  @Test func answersGoAnywayAfterTheWaitWhileTheWriteIsStillPending() async {
    let database = SlowDatabase()
    let (session, sent) = self.session(database, wait: .milliseconds(50))
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
    let (session, sent) = self.session(database)
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

@MainActor
private func waitUntil(timeout: Duration = .seconds(30), _ condition: () -> Bool) async {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out waiting for a condition")
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}
