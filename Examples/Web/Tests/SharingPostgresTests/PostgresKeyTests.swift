// Testable: a test plays the shared reference's part with the key's subscriber and save
// continuation, whose initializers the library keeps internal.
@testable import ComposableArchitecture
import Foundation
import Logging
import PostgresNIO
import SharingPostgres
import Testing

// The PostgreSQL key against a real server, whose URL is in TCA_POSTGRES_URL:
//
//   export TCA_POSTGRES_URL=$(bash Examples/Web/postgres/start.sh)
//   swift test --skip-build --filter SharingPostgres
//
// Without it, these tests are skipped, except under CI, where its absence fails them. Each test
// uses keys (and, where it needs them, tables) of its own, so that they can run in parallel. Two
// `PostgresSharedDatabase` objects, each with connections of its own, stand for two processes.

private let databaseURL = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"]
private let isCI = ProcessInfo.processInfo.environment["CI"] != nil

struct Item: Codable, Equatable, Identifiable, Sendable {
  var id: String
  var title: String
}

struct Settings: Codable, Equatable, Sendable {
  var theme = "light"
  var fontSize = 12
}

/// The sessions one test keeps open, until it stops them (each test its own: tests run at once).
@MainActor private final class OpenSessions {
  private var sessions: [any RemoteSessionProtocol] = []

  nonisolated init() {}

  func keep(_ session: any RemoteSessionProtocol) {
    self.sessions.append(session)
  }

  func stopAll() {
    for session in self.sessions { session.stop() }
    self.sessions = []
  }
}

/// A list a page adds to, for the answers' test.
@Reducer
struct ItemList {
  @ObservableState
  struct State {
    @Shared var items: IdentifiedArrayOf<Item>
  }
  enum Action {
    case add(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(title):
        state.$items.withLock { _ = $0.append(Item(id: title, title: title)) }
        return .none
      }
    }
  }
  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteValue("count") { $0.items.count }
    RemoteAction("add", \.add)
  }
}

@Suite(
  .enabled(
    if: databaseURL != nil || isCI,
    "TCA_POSTGRES_URL is not set: export TCA_POSTGRES_URL=$(bash Examples/Web/postgres/start.sh)"
  )
)
struct PostgresKeyTests {
  @Test func aChangeOnOneProcessIsSeenOnTheOther() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let itemsA = shared(a, key, [Item]())
      let itemsB = shared(b, key, [Item]())
      try await waitUntilLoaded(itemsA, itemsB)

      let observed = LockIsolated(false)
      withObservationTracking {
        _ = itemsB.wrappedValue
      } onChange: {
        observed.setValue(true)
      }
      itemsA.withLock { _ = $0.append(Item(id: "1", title: "Milk")) }
      try await poll("B sees A's new item") { itemsB.wrappedValue.map(\.title) == ["Milk"] }
      // Told on the main actor, a moment after the value changed.
      try await poll("B's observers were told of the change") { observed.value }

      // How long a change takes to reach the other database object.
      var latencies: [Double] = []
      for index in 2...21 {
        let start = ContinuousClock.now
        itemsA.withLock { _ = $0.append(Item(id: "\(index)", title: "Item \(index)")) }
        try await poll("B sees item \(index)", interval: .milliseconds(1)) {
          itemsB.wrappedValue.count == index
        }
        latencies.append(Double((ContinuousClock.now - start).components.attoseconds) / 1e15)
      }
      latencies.sort()
      print(
        """
        SharingPostgres: a change reaches the other database object in \
        \(format(latencies[latencies.count / 2])) ms (median of \(latencies.count)), \
        \(format(latencies.first!))–\(format(latencies.last!)) ms
        """
      )
      #expect(itemsA.wrappedValue == itemsB.wrappedValue)
    }
  }

  @Test func aPageIsAnsweredOnceItsChangeIsInTheDatabase() async throws {
    try await withDatabase { database in
      let key = uniqueKey()
      let items = shared(database, key, [])
      try await waitUntilLoaded(items)
      let sent = LockIsolated<[String]>([])
      let sessions = OpenSessions()
      let toldAtOnce = await MainActor.run {
        let session = openItemSession(items, sent: sent, keptIn: sessions)
        session.receive(#"{"action":"add","value":"Milk","seq":1}"#)
        return sent.value
      }
      // The change is in memory; until the database has it, the page is told nothing.
      #expect(toldAtOnce == [])
      try await poll("the page is answered") { sent.value.contains(#"{"action":"add","seq":1}"#) }
      #expect(try await storedIDs(key: key) == ["Milk"])
      await sessions.stopAll()
    }
  }

  /// A page's process dies after writing the change of the page's action, before the page had
  /// its answer: the page sends the action again to another process, which answers it without
  /// applying it a second time. One that the first process never wrote is applied.
  @Test func anActionSentAgainToAnotherProcessIsAppliedOnce() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let page = "page-\(UUID().uuidString)"
      let itemsA = shared(a, key, [])
      let itemsB = shared(b, key, [])
      try await waitUntilLoaded(itemsA, itemsB)
      let sentA = LockIsolated<[String]>([])
      let sessions = OpenSessions()
      await MainActor.run {
        let session = openItemSession(
          itemsA, page: RemotePageConnection(pageID: page), sent: sentA, keptIn: sessions
        )
        session.receive(#"{"action":"add","value":"Milk","seq":3}"#)
      }
      try await poll("A wrote the change") { sentA.value.contains(#"{"action":"add","seq":3}"#) }
      // A dies; its answer never reached the page, which asks B about seqs 3 and 4.
      await sessions.stopAll()
      let applied = try await b.applied(page: page, among: [3, 4])
      #expect(applied == [3])
      #expect(try await b.applied(page: "another page", among: [3]) == [])
      try await poll("B has A's change") { itemsB.wrappedValue.ids == ["Milk"] }

      let sentB = LockIsolated<[String]>([])
      await MainActor.run {
        let session = openItemSession(
          itemsB,
          page: RemotePageConnection(
            pageID: page, actionsSentAgain: [3: applied.contains(3), 4: applied.contains(4)]
          ),
          sent: sentB,
          keptIn: sessions
        )
        session.receive(#"{"action":"add","value":"Milk","seq":3,"again":true}"#)
        session.receive(#"{"action":"add","value":"Eggs","seq":4,"again":true}"#)
      }
      try await poll("B answered both") { sentB.value.contains(#"{"action":"add","seq":4}"#) }
      #expect(sentB.value.first == #"{"action":"add","seq":3}"#)
      #expect(itemsB.wrappedValue.ids == ["Milk", "Eggs"])
      #expect(try await storedIDs(key: key) == ["Eggs", "Milk"])
      // B's write recorded the action it applied.
      #expect(try await a.applied(page: page, among: [3, 4]) == [3, 4])
      // An action that writes nothing of the database's keys is recorded by itself.
      a.record(DurableWrites.Cause(page: page, seq: 5))
      try await poll("A recorded action 5") { try await b.applied(page: page, among: [5]) == [5] }
      await sessions.stopAll()
    }
  }

  @Test func concurrentAddsOnBothProcessesAreBothKept() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let itemsA = shared(a, key, [Item(id: "0", title: "Start")])
      let itemsB = shared(b, key, [Item(id: "0", title: "Start")])
      try await waitUntilLoaded(itemsA, itemsB)

      // Neither has seen the other's add when it makes its own.
      itemsA.withLock { _ = $0.append(Item(id: "a", title: "From A")) }
      itemsB.withLock { _ = $0.append(Item(id: "b", title: "From B")) }

      try await poll("both have both adds") {
        Set(itemsA.wrappedValue.ids) == ["0", "a", "b"] && Set(itemsB.wrappedValue.ids) == ["0", "a", "b"]
      }
      try await poll("both show them in the same order") {
        itemsA.wrappedValue == itemsB.wrappedValue
      }
      #expect(try await storedIDs(key: key) == ["0", "a", "b"])
    }
  }

  /// A save made while another process's change is delivered to the references may be of the
  /// value from before the delivery (with this process's new element, not yet written) or from
  /// after it (without that element): neither removes the element. Deleted this way, 2 of 1,000
  /// pages' adds at once across three processes were lost, although they had been answered.
  @Test func aSaveMadeWhileAChangeIsDeliveredRemovesNothing() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let keyA: PostgresKey<IdentifiedArrayOf<Item>> = withDependencies {
        $0.defaultPostgresDatabase = a
      } operation: {
        .postgres(key)
      }
      let itemsB = shared(b, key, [Item]())
      try await waitUntilLoaded(itemsB)

      // Process A's reference, played by the test: when B's element arrives, A saves its value
      // from before the delivery with a new element "x", then, as if the delivery had replaced
      // it meanwhile, the delivered value with another new element "y".
      let savedDuringDelivery = LockIsolated(false)
      let subscriber = SharedSubscriber<IdentifiedArrayOf<Item>>(callback: { result in
        guard case let .success(delivered?) = result, delivered[id: "b"] != nil,
          !savedDuringDelivery.value
        else { return }
        savedDuringDelivery.setValue(true)
        keyA.save([Item(id: "x", title: "X")], context: .didSet, continuation: SaveContinuation("x") { _ in })
        var after = delivered
        after.append(Item(id: "y", title: "Y"))
        keyA.save(after, context: .didSet, continuation: SaveContinuation("y") { _ in })
      })
      let subscription = keyA.subscribe(context: .initialValue([]), subscriber: subscriber)
      defer { _ = subscription }

      itemsB.withLock { _ = $0.append(Item(id: "b", title: "B")) }
      try await poll("A saved during the delivery") { savedDuringDelivery.value }
      try await poll("the database holds every element") {
        try await storedIDs(key: key) == ["b", "x", "y"]
      }
      try await poll("B has them too") { Set(itemsB.wrappedValue.ids) == ["b", "x", "y"] }
    }
  }

  @Test func theSameElementChangedOnBothConvergesOnTheLastWrite() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let itemsA = shared(a, key, [Item(id: "x", title: "Original"), Item(id: "y", title: "Other")])
      let itemsB = shared(b, key, [Item(id: "x", title: "Original"), Item(id: "y", title: "Other")])
      try await waitUntilLoaded(itemsA, itemsB)

      // At once: the database keeps the one written last, and both end up with it.
      itemsA.withLock { $0[id: "x"]?.title = "Changed by A" }
      itemsB.withLock { $0[id: "x"]?.title = "Changed by B" }
      try await poll("both converge") {
        itemsA.wrappedValue == itemsB.wrappedValue
          && itemsA.wrappedValue[id: "x"]?.title != "Original"
      }
      let stored = try await storedValue(key: key, elementID: "\"x\"")
      let final = try #require(itemsA.wrappedValue[id: "x"])
      #expect(["Changed by A", "Changed by B"].contains(final.title))
      #expect(stored?.contains(final.title) == true, "the database holds what both show")
      #expect(itemsA.wrappedValue[id: "y"]?.title == "Other")

      // One after the other: the later one wins everywhere.
      itemsA.withLock { $0[id: "x"]?.title = "First" }
      try await poll("B sees A's change") { itemsB.wrappedValue[id: "x"]?.title == "First" }
      itemsB.withLock { $0[id: "x"]?.title = "Second" }
      try await poll("A sees B's later change") { itemsA.wrappedValue[id: "x"]?.title == "Second" }
      #expect(itemsB.wrappedValue[id: "x"]?.title == "Second")
    }
  }

  @Test func aRemovalKeepsTheOtherProcessesConcurrentAdd() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let start = [Item(id: "x", title: "X"), Item(id: "y", title: "Y")]
      let itemsA = shared(a, key, [Item]())
      let itemsB = shared(b, key, [Item]())
      try await waitUntilLoaded(itemsA, itemsB)
      itemsA.withLock { $0 = IdentifiedArray(uniqueElements: start) }
      try await poll("B has the start") { itemsB.wrappedValue.ids == ["x", "y"] }

      itemsA.withLock { _ = $0.remove(id: "x") }
      itemsB.withLock { _ = $0.append(Item(id: "z", title: "Z")) }

      try await poll("both have y and z, and not x") {
        itemsA.wrappedValue.ids == ["y", "z"] && itemsB.wrappedValue.ids == ["y", "z"]
      }
      #expect(try await storedIDs(key: key) == ["y", "z"])

      // Removing the last one empties the list on both, and the empty list stays (no default).
      itemsB.withLock { $0.removeAll() }
      try await poll("both are empty") { itemsA.wrappedValue.isEmpty && itemsB.wrappedValue.isEmpty }
      #expect(try await storedIDs(key: key) == [])
    }
  }

  @Test func aWholeValueIsOneRowAndTheLastWriterWins() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let settingsA = withDependencies { $0.defaultPostgresDatabase = a } operation: {
        Shared(wrappedValue: Settings(), .postgres(key))
      }
      let settingsB = withDependencies { $0.defaultPostgresDatabase = b } operation: {
        Shared(wrappedValue: Settings(), .postgres(key))
      }
      try await waitUntilLoaded(settingsA, settingsB)

      settingsA.withLock { $0.theme = "dark" }
      try await poll("B sees A's change") { settingsB.wrappedValue.theme == "dark" }

      // Concurrent changes of different fields: one value, so the last writer's whole value wins.
      settingsA.withLock { $0.fontSize = 20 }
      settingsB.withLock { $0.theme = "sepia" }
      try await poll("both converge") { settingsA.wrappedValue == settingsB.wrappedValue }
      let final = settingsA.wrappedValue
      #expect(
        final == Settings(theme: "dark", fontSize: 20) || final == Settings(theme: "sepia", fontSize: 12)
      )
      #expect(try await storedIDs(key: key, includingMarker: true) == [""])
    }
  }

  @Test func anExistingValueIsLoadedOnStart() async throws {
    let key = uniqueKey()
    try await withDatabase { a in
      let items = shared(a, key, [Item]())
      try await waitUntilLoaded(items)
      items.withLock { _ = $0.append(Item(id: "kept", title: "Kept")) }
      try await poll("saved") { try await storedIDs(key: key) == ["kept"] }
    }
    // A new process, whose default differs: it gets the database's value, and doesn't write its
    // default over it.
    try await withDatabase { c in
      let items = shared(c, key, [Item(id: "default", title: "Default")])
      try await poll("loaded") { items.wrappedValue.ids == ["kept"] }
      #expect(!items.isLoading)
      #expect(try await storedIDs(key: key) == ["kept"])
    }
    // A key nobody wrote yet gets the default, which is written for the next ones.
    let newKey = uniqueKey()
    try await withDatabase { d in
      let items = shared(d, newKey, [Item(id: "default", title: "Default")])
      try await waitUntilLoaded(items)
      #expect(items.wrappedValue.ids == ["default"])
      try await poll("default written") { try await storedIDs(key: newKey) == ["default"] }
    }
  }

  @Test func twoSharedOfOneKeyInOneProcessShareOneReference() async throws {
    try await withDatabase { a in
      let key = uniqueKey()
      let first = shared(a, key, [Item]())
      let second = shared(a, key, [Item]())
      first.withLock { _ = $0.append(Item(id: "1", title: "One")) }
      #expect(second.wrappedValue.ids == ["1"], "at once, not through the database")
    }
  }

  @Test func firstUseCreatesTheTable() async throws {
    let table = uniqueTableName()
    #expect(try await tableExists(table) == false)
    try await withDatabase(tableName: table) { a in
      let items = shared(a, "todos", [Item(id: "1", title: "One")])
      try await waitUntilLoaded(items)
      #expect(items.loadError == nil)
    }
    #expect(try await tableExists(table))
    #expect(try await schemaVersion(table) == 4)
    #expect(try await tableExists("\(table)_actions"))
    #expect(try await storedIDs(key: "todos", table: table) == ["1"])
    try await dropTables(table)
  }

  @Test func aMigrationFromAnOlderVersionKeepsTheData() async throws {
    let table = uniqueTableName()
    // The schema as version 1 made it, with data.
    try await admin(
      """
      CREATE TABLE \(table) (
        key text NOT NULL, element_id text NOT NULL, position bigint NOT NULL DEFAULT 0,
        value text NOT NULL, PRIMARY KEY (key, element_id)
      );
      CREATE TABLE \(table)_schema (version integer NOT NULL);
      INSERT INTO \(table)_schema VALUES (1);
      INSERT INTO \(table) VALUES
        ('todos', '', 0, 'null'),
        ('todos', '"b"', 1, '{"id":"b","title":"Second"}'),
        ('todos', '"a"', 0, '{"id":"a","title":"First"}'),
        ('settings', '', 0, '{"fontSize":16,"theme":"dark"}')
      """
    )
    try await withDatabase(tableName: table) { a in
      let items = shared(a, "todos", [Item]())
      let settings = withDependencies { $0.defaultPostgresDatabase = a } operation: {
        Shared(wrappedValue: Settings(), .postgres("settings"))
      }
      try await poll("loaded") {
        items.wrappedValue.map(\.title) == ["First", "Second"]
          && settings.wrappedValue == Settings(theme: "dark", fontSize: 16)
      }
      // The migrated table takes writes, with its new column.
      items.withLock { $0[id: "a"]?.title = "First, changed" }
      try await poll("saved") {
        try await storedValue(key: "todos", elementID: "\"a\"", table: table)?.contains("changed") == true
      }
    }
    #expect(try await schemaVersion(table) == 4)
    #expect(try await columnExists(table, "updated_at"))
    #expect(try await tableExists("\(table)_actions"))
    #expect(try await storedIDs(key: "todos", table: table) == ["a", "b"])
    try await dropTables(table)
  }

  @Test func anUpToDateSchemaIsUsedWithoutWaitingForTheMigrationLock() async throws {
    let table = try await tableWithOneTodo()
    // Another process holds the lock that migrations take (it could be migrating another table
    // whose name hashes alike, or be slow to commit): a process that starts now finds the schema
    // up to date and loads at once.
    try await withAdminConnection { connection in
      _ = try await connection.query(
        "SELECT pg_advisory_lock(hashtext(\(table)))", logger: quietLogger
      ).collect()
      try await withDatabase(tableName: table, operationTimeout: .seconds(3)) { b in
        let items = shared(b, "todos", [Item]())
        try await waitUntilLoaded(items)
        #expect(items.wrappedValue.ids == ["1"])
      }
      _ = try await connection.query(
        "SELECT pg_advisory_unlock(hashtext(\(table)))", logger: quietLogger
      ).collect()
    }
    try await dropTables(table)
  }

  @Test func aQueryTheServerHoldsUpFailsOnTimeAndIsTriedAgain() async throws {
    let table = try await tableWithOneTodo()
    try await withAdminConnection { connection in
      // A transaction of another process's locks the table: reading it waits on the server.
      for statement in ["BEGIN", "LOCK TABLE \"\(table)\" IN ACCESS EXCLUSIVE MODE"] {
        _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: quietLogger).collect()
      }
      try await withDatabase(tableName: table, operationTimeout: .seconds(1)) { b in
        let items = shared(b, "todos", [Item]())
        let start = ContinuousClock.now
        try await poll("the load fails", timeout: .seconds(4)) { !items.isLoading }
        #expect(ContinuousClock.now - start < .seconds(4))
        #expect(
          items.loadError.map { "\($0)" }
            == "The PostgreSQL database did not answer within 1.0 seconds."
        )
        #expect(items.wrappedValue.isEmpty)

        // Once the lock goes, the key is loaded again and the error cleared.
        _ = try await connection.query("ROLLBACK", logger: quietLogger).collect()
        try await poll("loaded again") { items.wrappedValue.ids == ["1"] && items.loadError == nil }
      }
    }
    try await dropTables(table)
  }

  @Test func droppedConnectionsAreReopenedAndMissedChangesCaughtUp() async throws {
    try await withDatabases { a, b in
      let key = uniqueKey()
      let itemsA = shared(a, key, [Item]())
      let itemsB = shared(b, key, [Item]())
      try await waitUntilLoaded(itemsA, itemsB)

      // Every connection of A is dropped by the server; B changes the list meanwhile.
      try await terminateConnections(of: a)
      itemsB.withLock { _ = $0.append(Item(id: "while-away", title: "While A was away")) }
      try await poll("A reports that it lost the database", interval: .milliseconds(1)) {
        itemsA.loadError != nil
      }
      try await poll("A listens again") { a.isListening }
      try await poll("A catches up with the change it missed") {
        itemsA.wrappedValue.ids == ["while-away"]
      }
      #expect(itemsA.loadError == nil)

      // A's own changes go through again.
      itemsA.withLock { _ = $0.append(Item(id: "after", title: "After")) }
      try await poll("B sees A's change") { itemsB.wrappedValue.ids == ["while-away", "after"] }
    }
  }

  @Test func aRestartedServerGetsTheChangesMadeWhileItWasDown() async throws {
    // A server of its own, so that stopping it doesn't disturb the other tests.
    let server = try PostgresServer(port: 54339)
    try server.start()
    defer { server.stop(clean: true) }
    try await withDatabases(url: server.url, operationTimeout: .seconds(1)) { a, b in
      let key = uniqueKey()
      let itemsA = shared(a, key, [Item]())
      let itemsB = shared(b, key, [Item]())
      try await waitUntilLoaded(itemsA, itemsB)
      itemsA.withLock { _ = $0.append(Item(id: "before", title: "Before")) }
      try await poll("B sees A's change") { itemsB.wrappedValue.ids == ["before"] }

      server.stop()
      itemsA.withLock { _ = $0.append(Item(id: "during-a", title: "Added on A while down")) }
      itemsB.withLock { _ = $0.append(Item(id: "during-b", title: "Added on B while down")) }
      try await poll("A reports its failed save") { itemsA.saveError != nil }
      try await poll("B reports its failed save") { itemsB.saveError != nil }
      try await poll("A reports the lost connection") { itemsA.loadError != nil }
      // Nothing a page was told is lost: the values stay as changed.
      #expect(itemsA.wrappedValue.ids == ["before", "during-a"])
      #expect(itemsB.wrappedValue.ids == ["before", "during-b"])

      try server.start()
      try await poll("both have both changes", timeout: .seconds(30)) {
        Set(itemsA.wrappedValue.ids) == ["before", "during-a", "during-b"]
          && itemsA.wrappedValue == itemsB.wrappedValue
      }
      #expect(try await storedIDs(key: key, url: server.url) == ["before", "during-a", "during-b"])

      // The next save succeeds and clears the errors.
      itemsA.withLock { $0[id: "before"]?.title = "Before, changed" }
      try await poll("A's save error is cleared") { itemsA.saveError == nil && itemsA.loadError == nil }
      try await poll("B sees it") { itemsB.wrappedValue[id: "before"]?.title == "Before, changed" }
    }
  }
}

/// Tests that need no server.
struct PostgresSharedDatabaseTests {
  @Test func urls() throws {
    let configuration = try PostgresSharedDatabase.Configuration(
      url: "postgres://tca:s%40cret@db.example.com:6543/todos"
    )
    #expect(configuration.username == "tca")
    #expect(configuration.password == "s@cret")
    #expect(configuration.host == "db.example.com")
    #expect(configuration.port == 6543)
    #expect(configuration.database == "todos")
    let defaults = try PostgresSharedDatabase.Configuration(url: "postgresql://tca@127.0.0.1/todos")
    #expect(defaults.port == 5432)
    #expect(defaults.password == nil)

    for bad in [
      "http://tca@127.0.0.1/todos", "postgres://127.0.0.1/todos", "postgres://tca@127.0.0.1",
      "postgres://tca@127.0.0.1:5432/", "postgres://tca@127.0.0.1/a/b", "not a url",
      "postgres://tca@127.0.0.1/todos?sslmode=allow",
    ] {
      #expect(throws: PostgresSharedDatabaseError.self, "\(bad)") {
        try PostgresSharedDatabase(url: bad)
      }
    }
    #expect(throws: PostgresSharedDatabaseError.self) {
      try PostgresSharedDatabase(url: "postgres://tca@127.0.0.1/todos", tableName: "Bad-Name")
    }
  }

  @Test func anIdentifiedArrayIsKeptPerElementAndAnythingElseWhole() {
    withDependencies {
      $0.defaultPostgresDatabase = try! PostgresSharedDatabase(url: "postgres://tca@127.0.0.1/todos")
    } operation: {
      let items: PostgresKey<IdentifiedArrayOf<Item>> = .postgres("items")
      let settings: PostgresKey<Settings> = .postgres("settings")
      let array: PostgresKey<[Item]> = .postgres("array")
      #expect(items.isPerElement)
      #expect(!settings.isPerElement)
      #expect(!array.isPerElement)
    }
  }

  @Test func anUnsetDatabaseIsReported() {
    withKnownIssue {
      let count = Shared(wrappedValue: 0, .postgres("count"))
      count.withLock { $0 += 1 }
      #expect(count.wrappedValue == 1)
    } matching: { issue in
      issue.description.contains("defaultPostgresDatabase")
    }
  }
}

// MARK: - Helpers

/// Opens a page's session over a list, with a record of applied actions of its own, and keeps
/// it in `sessions`: what it sends after it started goes to `sent`.
@MainActor
private func openItemSession(
  _ items: Shared<IdentifiedArrayOf<Item>>,
  page: RemotePageConnection? = nil,
  sent: LockIsolated<[String]>,
  keptIn sessions: OpenSessions
) -> RemoteSession<ItemList.State, ItemList.Action> {
  let session = RemoteSession(
    store: Store(initialState: ItemList.State(items: items)) { ItemList() },
    feature: ItemList.remoteFeature
  ) { text in sent.withValue { $0.append(text) } }
  session.appliedActions = RemoteAppliedActions()
  if let page {
    session.connect(page)
  }
  session.start()
  sent.setValue([])
  sessions.keep(session)
  return session
}

private func uniqueKey() -> String {
  "test-\(UUID().uuidString)"
}

private func uniqueTableName() -> String {
  "t_\(UUID().uuidString.prefix(8).lowercased())"
}

/// A new table, made by a process that stored one todo under "todos" in it, and stopped.
private func tableWithOneTodo() async throws -> String {
  let table = uniqueTableName()
  try await withDatabase(tableName: table) { a in
    let items = shared(a, "todos", [Item(id: "1", title: "One")])
    try await waitUntilLoaded(items)
  }
  return table
}

private func requireURL() throws -> String {
  guard let databaseURL else {
    Issue.record("TCA_POSTGRES_URL is not set (CI is): export TCA_POSTGRES_URL=$(bash Examples/Web/postgres/start.sh)")
    throw CancellationError()
  }
  return databaseURL
}

private func shared(
  _ database: PostgresSharedDatabase,
  _ key: String,
  _ initialValue: [Item]
) -> Shared<IdentifiedArrayOf<Item>> {
  withDependencies {
    $0.defaultPostgresDatabase = database
  } operation: {
    Shared(wrappedValue: IdentifiedArray(uniqueElements: initialValue), .postgres(key))
  }
}

private func makeDatabases(
  _ count: Int,
  url: String?,
  tableName: String,
  operationTimeout: Duration
) throws -> [(PostgresSharedDatabase, Task<Void, Never>)] {
  let url = try url ?? requireURL()
  return try (0..<count).map { _ in
    let database = try PostgresSharedDatabase(
      url: url, tableName: tableName, operationTimeout: operationTimeout
    )
    return (database, Task { await database.run() })
  }
}

private func runDatabases(
  _ count: Int,
  url: String?,
  tableName: String,
  operationTimeout: Duration,
  _ body: ([PostgresSharedDatabase]) async throws -> Void
) async throws {
  let running = try makeDatabases(count, url: url, tableName: tableName, operationTimeout: operationTimeout)
  do {
    for (database, _) in running {
      try await poll("listening") { database.isListening }
    }
    do {
      try await body(running.map(\.0))
    } catch let error as PSQLError {
      // Its description hides the details.
      Issue.record("\(String(reflecting: error))")
      throw CancellationError()
    }
  } catch {
    for (_, task) in running { task.cancel() }
    throw error
  }
  for (_, task) in running {
    task.cancel()
    await task.value
  }
}

/// How long a query of the tests' database objects may wait: the key's own default. The tests
/// run side by side, with the rest of CI on a machine that may be busy, and a query that waits
/// longer than this fails the test that made it (CI once saw two loads wait more than two
/// seconds).
private let testOperationTimeout: Duration = .seconds(5)

/// Runs one database object (one process) for `body`.
private func withDatabase(
  url: String? = nil,
  tableName: String = "tca_shared",
  operationTimeout: Duration = testOperationTimeout,
  _ body: (PostgresSharedDatabase) async throws -> Void
) async throws {
  try await runDatabases(1, url: url, tableName: tableName, operationTimeout: operationTimeout) {
    try await body($0[0])
  }
}

/// Runs two database objects (two processes) for `body`.
private func withDatabases(
  url: String? = nil,
  tableName: String = "tca_shared",
  operationTimeout: Duration = testOperationTimeout,
  _ body: (PostgresSharedDatabase, PostgresSharedDatabase) async throws -> Void
) async throws {
  try await runDatabases(2, url: url, tableName: tableName, operationTimeout: operationTimeout) {
    try await body($0[0], $0[1])
  }
}

/// Waits, at most `timeout`, until `condition` holds; records an issue (and throws) if it never
/// does.
private func poll(
  _ description: String,
  timeout: Duration = .seconds(10),
  interval: Duration = .milliseconds(10),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () async throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try await condition() { return }
    try await Task.sleep(for: interval)
  }
  if try await condition() { return }
  Issue.record("Timed out after \(timeout): \(description)", sourceLocation: sourceLocation)
  throw CancellationError()
}

private func waitUntilLoaded<each Value>(_ shared: repeat Shared<each Value>) async throws {
  for shared in repeat each shared {
    try await poll("loaded") { !shared.isLoading }
    #expect(shared.loadError == nil)
  }
}

private func format(_ milliseconds: Double) -> String {
  String(format: "%.1f", milliseconds)
}

// MARK: Looking at the database with a connection of the test's own

private let quietLogger = Logger(label: "SharingPostgresTests", factory: { _ in SwiftLogNoOpLogHandler() })

private func withAdminConnection<T>(
  url: String? = nil,
  _ body: (PostgresConnection) async throws -> T
) async throws -> T {
  let configuration = try PostgresSharedDatabase.Configuration(url: url ?? requireURL())
  let connection = try await PostgresConnection.connect(
    configuration: configuration.makeConnectionConfiguration(),
    id: 0,
    logger: quietLogger
  )
  do {
    let result = try await body(connection)
    try await connection.close()
    return result
  } catch {
    try? await connection.close()
    throw error
  }
}

/// Runs SQL statements, separated by semicolons at the ends of lines.
private func admin(_ sql: String) async throws {
  try await withAdminConnection { connection in
    for statement in sql.components(separatedBy: ";\n") where !statement.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      _ = try await connection.query(PostgresQuery(unsafeSQL: statement), logger: quietLogger).collect()
    }
  }
}

private func storedIDs(
  key: String,
  table: String = "tca_shared",
  url: String? = nil,
  includingMarker: Bool = false
) async throws -> [String] {
  try await withAdminConnection(url: url) { connection in
    var ids: [String] = []
    for try await id in try await connection.query(
      "SELECT element_id FROM \(unescaped: table) WHERE key = \(key) ORDER BY element_id",
      logger: quietLogger
    ).decode(String.self) {
      if id.isEmpty {
        if includingMarker { ids.append("") }
      } else {
        ids.append(try JSONDecoder().decode(String.self, from: Data(id.utf8)))
      }
    }
    return ids
  }
}

private func storedValue(
  key: String,
  elementID: String,
  table: String = "tca_shared"
) async throws -> String? {
  try await withAdminConnection { connection in
    for try await value in try await connection.query(
      "SELECT value FROM \(unescaped: table) WHERE key = \(key) AND element_id = \(elementID)",
      logger: quietLogger
    ).decode(String.self) {
      return value
    }
    return nil
  }
}

private func tableExists(_ table: String) async throws -> Bool {
  try await withAdminConnection { connection in
    for try await exists in try await connection.query(
      "SELECT to_regclass(\(table)) IS NOT NULL", logger: quietLogger
    ).decode(Bool.self) {
      return exists
    }
    return false
  }
}

private func columnExists(_ table: String, _ column: String) async throws -> Bool {
  try await withAdminConnection { connection in
    for try await count in try await connection.query(
      """
      SELECT count(*) FROM information_schema.columns
      WHERE table_name = \(table) AND column_name = \(column)
      """,
      logger: quietLogger
    ).decode(Int.self) {
      return count == 1
    }
    return false
  }
}

private func schemaVersion(_ table: String) async throws -> Int? {
  try await withAdminConnection { connection in
    for try await version in try await connection.query(
      "SELECT version FROM \(unescaped: table)_schema", logger: quietLogger
    ).decode(Int.self) {
      return version
    }
    return nil
  }
}

private func dropTables(_ table: String) async throws {
  try await admin(
    "DROP TABLE IF EXISTS \(table);\nDROP TABLE IF EXISTS \(table)_schema;\nDROP TABLE IF EXISTS \(table)_actions"
  )
}

/// Has the server end every connection of a database object, as a server restart or a network
/// failure would.
private func terminateConnections(of database: PostgresSharedDatabase) async throws {
  try await withAdminConnection { connection in
    var terminated = 0
    for try await _ in try await connection.query(
      """
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = \(database.applicationName)
      """,
      logger: quietLogger
    ).decode(Bool.self) {
      terminated += 1
    }
    #expect(terminated >= 2, "the listening connection and at least one of the pool")
  }
}

/// A PostgreSQL server of a test's own, run by Examples/Web/postgres's scripts.
private final class PostgresServer: Sendable {
  let port: Int
  let url: String
  private let scripts = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("postgres")

  init(port: Int) throws {
    _ = try requireURL()
    self.port = port
    self.url = "postgres://postgres@127.0.0.1:\(port)/tca"
  }

  func start() throws {
    try self.run("start.sh", "\(self.port)")
  }

  func stop(clean: Bool = false) {
    try? self.run("stop.sh", "\(self.port)", clean ? "--clean" : "")
  }

  private func run(_ script: String, _ arguments: String...) throws {
    // `system`, which waits for the script with `waitpid`: Foundation's `Process` was seen never
    // to notice the end of a script that starts a server.
    let command = (["bash", self.scripts.appendingPathComponent(script).path] + arguments)
      .map { "'\($0)'" }
      .joined(separator: " ")
    let status = system(command + " >/dev/null")
    guard status == 0 else {
      Issue.record("\(script) failed with status \(status)")
      throw CancellationError()
    }
  }

}
