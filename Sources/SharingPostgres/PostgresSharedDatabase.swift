#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  /// A PostgreSQL database that keeps shared state for ``SharedReaderKey/postgres(_:)`` keys, and
  /// follows the changes other processes make to it.
  ///
  /// Make one when the program starts, run it for as long as the program runs, and make it the
  /// default of every `@Shared(.postgres(…))`:
  ///
  /// ```swift
  /// import SharingPostgres
  ///
  /// let database = try PostgresSharedDatabase(url: "postgres://tca@127.0.0.1:5432/todos")
  /// Task { await database.run() }
  /// prepareDependencies { $0.defaultPostgresDatabase = database }
  /// ```
  ///
  /// Values are kept in one table (``tableName``, `tca_shared` by default), made on first use
  /// and migrated, in a transaction, when a later version of this library needs more of it. Each
  /// change is announced with `NOTIFY` on a channel named like the table; every database object
  /// that runs listens to it, with a connection of its own, and reloads the keys that changed.
  ///
  /// Queries go through a `PostgresClient` pool, which reconnects by itself. When the database
  /// goes away, shared values keep working in memory; failed saves are reported as the
  /// `saveError` of their `Shared` and retried (after 0.25 s, doubling up to 2 s) until they
  /// succeed; the lost `LISTEN` connection is reported as a `loadError` and opened again, after
  /// which every key saves what it has pending and then reloads, to catch what it missed.
  public final class PostgresSharedDatabase: RemoteActionLedger, Sendable {
    /// Where the database is.
    public struct Configuration: Hashable, Sendable {
      /// The server's host name or address.
      public var host: String
      /// The server's port.
      public var port: Int
      /// The user to connect as.
      public var username: String
      /// The user's password, if the server asks for one.
      public var password: String?
      /// The database's name.
      public var database: String

      /// Describes a database.
      ///
      /// - Parameters:
      ///   - host: The server's host name or address.
      ///   - port: The server's port.
      ///   - username: The user to connect as.
      ///   - password: The user's password, if the server asks for one.
      ///   - database: The database's name.
      public init(
        host: String,
        port: Int = 5432,
        username: String,
        password: String? = nil,
        database: String
      ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
      }

      /// Reads a URL of the form `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (or
      /// `postgresql://`). The connection is not encrypted: the only query item accepted is
      /// `sslmode=disable`.
      ///
      /// - Parameter url: The URL.
      /// - Throws: ``PostgresSharedDatabaseError/invalidURL(_:reason:)``, saying what is wrong.
      public init(url: String) throws {
        func invalid(_ reason: String) -> PostgresSharedDatabaseError {
          .invalidURL(url, reason: reason)
        }
        guard let components = URLComponents(string: url) else {
          throw invalid("it is not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme)
        else {
          throw invalid("its scheme must be postgres:// or postgresql://")
        }
        guard let host = components.host, !host.isEmpty else {
          throw invalid("it names no host")
        }
        guard let username = components.user, !username.isEmpty else {
          throw invalid("it names no user (postgres://USER@HOST/DATABASE)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
          throw invalid("its port must be between 1 and 65535")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty, !path.contains("/") else {
          throw invalid("its path must be the database's name (postgres://USER@HOST/DATABASE)")
        }
        for item in components.queryItems ?? [] {
          guard item.name == "sslmode", item.value == "disable" else {
            throw invalid("the query item '\(item.name)' is not supported (only sslmode=disable)")
          }
        }
        self.init(
          host: host,
          port: port,
          username: username,
          password: components.password,
          database: path.removingPercentEncoding ?? path
        )
      }

      /// The URL of the database, without the password.
      public var redactedURL: String {
        "postgres://\(self.username)@\(self.host):\(self.port)/\(self.database)"
      }
    }

    /// Where the database is; `nil` for the stand-in used when none was set.
    public let configuration: Configuration?
    /// The table the values are kept in. Its schema version is kept in `<tableName>_schema`, and
    /// changes are announced on a channel of the same name as the table.
    public let tableName: String
    /// How long a query may wait, for a connection or for the server, before it fails.
    public let operationTimeout: Duration

    let client: PostgresClient?
    let logger: Logger
    /// Identifies this object in its notifications, so that it ignores its own.
    let instanceID: String

    /// The `application_name` its connections give the server, different for each database
    /// object: finds them in `pg_stat_activity`.
    public var applicationName: String {
      "tca-shared-\(self.instanceID)"
    }
    private let state = LockIsolated(State())

    private struct State {
      var isSchemaReady = false
      /// When the applied actions were last pruned by this object, and whether it is pruning.
      var actionsPrunedAt: ContinuousClock.Instant?
      var isPruning = false
      /// The applied actions waiting to be recorded by themselves (``record(_:)``).
      var pendingRecords: [(cause: DurableWrites.Cause, write: DurableWrites.Write)] = []
      var isRecording = false
      var replicas: [ReplicaID: WeakReplica] = [:]
      var isListening = false
    }

    struct ReplicaID: Hashable {
      let key: String
      let valueType: ObjectIdentifier
    }

    private struct WeakReplica {
      weak var replica: (any PostgresReplicaProtocol)?
    }

    /// A database at a URL: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`.
    ///
    /// Nothing is connected until ``run()`` runs.
    ///
    /// - Parameters:
    ///   - url: The database's URL.
    ///   - tableName: The table the values are kept in: lowercase letters, digits and
    ///     underscores, starting with a letter or an underscore, at most 48 characters.
    ///   - operationTimeout: How long a query may wait before it fails.
    ///   - logger: Where to log; by default, nowhere.
    /// - Throws: ``PostgresSharedDatabaseError/invalidURL(_:reason:)`` or
    ///   ``PostgresSharedDatabaseError/invalidTableName(_:)``.
    public convenience init(
      url: String,
      tableName: String = "tca_shared",
      operationTimeout: Duration = .seconds(5),
      logger: Logger? = nil
    ) throws {
      try self.init(
        configuration: Configuration(url: url),
        tableName: tableName,
        operationTimeout: operationTimeout,
        logger: logger
      )
    }

    /// A database described piece by piece.
    ///
    /// - Parameters:
    ///   - configuration: Where the database is.
    ///   - tableName: The table the values are kept in (see ``init(url:tableName:operationTimeout:logger:)``).
    ///   - operationTimeout: How long a query may wait before it fails.
    ///   - logger: Where to log; by default, nowhere.
    /// - Throws: ``PostgresSharedDatabaseError/invalidTableName(_:)``.
    public init(
      configuration: Configuration,
      tableName: String = "tca_shared",
      operationTimeout: Duration = .seconds(5),
      logger: Logger? = nil
    ) throws {
      guard Self.isValidTableName(tableName) else {
        throw PostgresSharedDatabaseError.invalidTableName(tableName)
      }
      let logger = logger ?? Logger(label: "SharingPostgres", factory: { _ in SwiftLogNoOpLogHandler() })
      var clientConfiguration = PostgresClient.Configuration(
        host: configuration.host,
        port: configuration.port,
        username: configuration.username,
        password: configuration.password,
        database: configuration.database,
        tls: .disable
      )
      let instanceID = UUID().uuidString.lowercased()
      clientConfiguration.options.maximumConnections = 4
      clientConfiguration.options.connectTimeout = operationTimeout
      clientConfiguration.options.additionalStartupParameters = [
        ("application_name", "tca-shared-\(instanceID)")
      ]
      self.instanceID = instanceID
      self.configuration = configuration
      self.tableName = tableName
      self.operationTimeout = operationTimeout
      self.logger = logger
      self.client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
    }

    /// The stand-in for an unset `defaultPostgresDatabase`: every operation fails.
    private init(unconfigured: Void) {
      self.instanceID = "unconfigured"
      self.configuration = nil
      self.tableName = "tca_shared"
      self.operationTimeout = .seconds(5)
      self.logger = Logger(label: "SharingPostgres", factory: { _ in SwiftLogNoOpLogHandler() })
      self.client = nil
    }

    static let unconfigured = PostgresSharedDatabase(unconfigured: ())

    static func isValidTableName(_ name: String) -> Bool {
      guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 48 else {
        return false
      }
      let lowercase = "abcdefghijklmnopqrstuvwxyz_".unicodeScalars
      let digits = "0123456789".unicodeScalars
      return lowercase.contains(first)
        && name.unicodeScalars.allSatisfy { lowercase.contains($0) || digits.contains($0) }
    }

    /// Runs the database's connections until the task running it is cancelled: the query pool,
    /// and the connection that listens for other processes' changes, opened again whenever it is
    /// lost.
    ///
    /// ```swift
    /// Task { await database.run() }
    /// ```
    public func run() async {
      guard let client = self.client else { return }
      await withDiscardingTaskGroup { group in
        group.addTask { await client.run() }
        group.addTask { await self.listen() }
      }
    }

    /// Checks that the database can be reached: connects, and makes or migrates the table.
    ///
    /// Needs ``run()`` to be running.
    ///
    /// - Throws: Why the database can't be used.
    public func checkConnection() async throws {
      guard self.client != nil else { throw PostgresSharedDatabaseError.notConfigured }
      // A connection of its own first: its error says why (refused, unknown database, …), where
      // the pool would only wait.
      let configuration = self.connectionConfiguration()
      let logger = self.logger
      do {
        let connection = try await self.withTimeout {
          try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        }
        try? await connection.close()
        try await self.ensureSchema()
      } catch let error as PostgresSharedDatabaseError {
        throw error
      } catch {
        // PostgresNIO's errors hide their details from their description.
        throw PostgresSharedDatabaseError.unavailable(String(reflecting: error))
      }
    }

    /// The configuration of a connection of its own (not from the pool).
    private func connectionConfiguration() -> PostgresConnection.Configuration {
      let configuration = self.configuration ?? Configuration(host: "", username: "", database: "")
      var connectionConfiguration = PostgresConnection.Configuration(
        host: configuration.host,
        port: configuration.port,
        username: configuration.username,
        password: configuration.password,
        database: configuration.database,
        tls: .disable
      )
      let timeout = self.operationTimeout.components
      connectionConfiguration.options.connectTimeout = .milliseconds(
        timeout.seconds * 1000 + timeout.attoseconds / 1_000_000_000_000_000
      )
      connectionConfiguration.options.additionalStartupParameters = [
        ("application_name", self.applicationName)
      ]
      return connectionConfiguration
    }

    // MARK: - Replicas

    /// The replica of a key for a value type: the one in use, or a new one.
    func replica<Value: Sendable>(
      forKey key: String,
      codec: RowCodec<Value>
    ) -> PostgresReplica<Value> {
      let id = ReplicaID(key: key, valueType: ObjectIdentifier(Value.self))
      return self.state.withValue { state in
        if let replica = state.replicas[id]?.replica as? PostgresReplica<Value> {
          return replica
        }
        let replica = PostgresReplica(key: key, codec: codec, database: self)
        state.replicas = state.replicas.filter { $0.value.replica != nil }
        state.replicas[id] = WeakReplica(replica: replica)
        return replica
      }
    }

    private func replicas(forKey key: String? = nil) -> [any PostgresReplicaProtocol] {
      self.state.withValue { state in
        state.replicas.compactMap { id, weak in
          guard key == nil || id.key == key else { return nil }
          return weak.replica
        }
      }
    }

    // MARK: - Listening

    private func listen() async {
      guard self.configuration != nil else { return }
      let connectionConfiguration = self.connectionConfiguration()
      var backoff = Backoff()
      var connectionNumber = 0
      while !Task.isCancelled {
        connectionNumber += 1
        do {
          let connection = try await PostgresConnection.connect(
            configuration: connectionConfiguration,
            id: connectionNumber,
            logger: self.logger
          )
          do {
            try await connection.listen(on: self.tableName) { notifications in
              self.logger.debug("Listening on \(self.tableName)")
              backoff.reset()
              self.state.withValue { $0.isListening = true }
              // What changed while nobody listened: every key saves what it has pending, then
              // reloads.
              for replica in self.replicas() {
                replica.resynchronize()
              }
              for try await notification in notifications {
                self.receive(notification.payload)
              }
            }
          } catch {
            try? await connection.close()
            throw error
          }
          try? await connection.close()
          if !Task.isCancelled {
            throw PostgresSharedDatabaseError.connectionLost
          }
        } catch {
          guard !Task.isCancelled else { break }
          self.logger.info("The listening connection failed: \(String(reflecting: error))")
          let wasListening = self.state.withValue { state in
            defer { state.isListening = false }
            return state.isListening
          }
          if wasListening || connectionNumber == 1 {
            for replica in self.replicas() {
              replica.reportLoadError(PostgresSharedDatabaseError.connectionLost)
            }
          }
          try? await Task.sleep(for: backoff.next())
        }
      }
      self.state.withValue { $0.isListening = false }
    }

    /// Whether the connection that follows other processes' changes is listening.
    public var isListening: Bool {
      self.state.withValue { $0.isListening }
    }

    private func receive(_ payload: String) {
      guard let notification = try? JSONDecoder().decode(ChangeNotification.self, from: Data(payload.utf8))
      else {
        self.logger.warning("Unreadable notification: \(payload)")
        return
      }
      guard notification.from != self.instanceID else { return }
      for replica in self.replicas(forKey: notification.key) {
        replica.remoteDidChange()
      }
    }

    // MARK: - Schema

    /// The schema's migrations, in order: the schema's version is the number of those run. Each
    /// one only adds to what the previous ones made, so that no migration loses data.
    var migrations: [String] {
      let table = "\"\(self.tableName)\""
      return [
        // 1: the values, one row per element of an identified collection (its id as JSON text,
        // and its position) and a row with the id '' for a whole value or a collection's marker.
        """
        CREATE TABLE IF NOT EXISTS \(table) (
          key text NOT NULL,
          element_id text NOT NULL,
          position bigint NOT NULL DEFAULT 0,
          value text NOT NULL,
          PRIMARY KEY (key, element_id)
        )
        """,
        // 2: when each row was last written, and by which database object.
        """
        ALTER TABLE \(table)
          ADD COLUMN IF NOT EXISTS updated_at timestamptz NOT NULL DEFAULT now(),
          ADD COLUMN IF NOT EXISTS updated_by text NOT NULL DEFAULT ''
        """,
        // 3: the pages' actions whose changes were written (see `applied(page:among:)`).
        """
        CREATE TABLE IF NOT EXISTS \(self.actionsTable) (
          page text NOT NULL,
          seq bigint NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (page, seq)
        )
        """,
        """
        CREATE INDEX IF NOT EXISTS "\(self.tableName)_actions_applied_at"
          ON \(self.actionsTable) (applied_at)
        """,
      ]
    }

    /// The table of the pages' applied actions, quoted.
    var actionsTable: String {
      Self.actionsTable(of: self.tableName)
    }

    /// The table of the pages' applied actions beside a table of values, quoted.
    static func actionsTable(of table: String) -> String {
      "\"\(table)_actions\""
    }

    /// Records the pages' actions in the table of applied actions; those already there stay.
    private static func insert(
      _ causes: [DurableWrites.Cause],
      into actionsTable: String,
      on connection: PostgresConnection,
      logger: Logger
    ) async throws {
      try await connection.query(
        """
        INSERT INTO \(unescaped: actionsTable) (page, seq)
        SELECT * FROM unnest(\(causes.map(\.page))::text[], \(causes.map { Int64($0.seq) })::bigint[])
        ON CONFLICT (page, seq) DO NOTHING
        """,
        logger: logger
      ).drain()
    }

    /// How long the pages' actions are kept: as long as a page's token lets it reconnect, a day.
    public static let appliedActionsRetention = Duration.seconds(24 * 60 * 60)

    /// Which of a page's actions were applied, among some: those a process recorded, with the
    /// changes it wrote (the ``DurableWrites/Cause`` of its writes, in the same transaction), or
    /// by themselves (``record(_:)``).
    ///
    /// A page whose connection dropped before an action was answered sends the action again to
    /// the process it reconnects to, which asks this whether an earlier connection applied it;
    /// give the database to `RemotePageServer.Options.actionLedger`. Records are kept for
    /// ``appliedActionsRetention``.
    ///
    /// - Parameters:
    ///   - page: The page's id.
    ///   - seqs: The `seq`s of the page's action messages.
    /// - Returns: Those recorded.
    public func applied(page: String, among seqs: [Int]) async throws -> Set<Int> {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      guard !seqs.isEmpty else { return [] }
      try await self.ensureSchema()
      let table = self.actionsTable
      let logger = self.logger
      let numbers = seqs.map(Int64.init)
      return try await self.withTimeout {
        try await client.withConnection { connection in
          var applied: Set<Int> = []
          for try await seq in try await connection.query(
            """
            SELECT seq FROM \(unescaped: table) WHERE page = \(page) AND seq = ANY(\(numbers))
            """,
            logger: logger
          ).decode(Int64.self) {
            applied.insert(Int(seq))
          }
          return applied
        }
      }
    }

    /// Records that a page's action was applied, for an action that wrote no change of this
    /// database's keys (one that changed only its session's own state): begins a write of
    /// ``DurableWrites/shared``, so that the action's answer waits for the record, and ends it
    /// once the record is in the database (or can never be, with no database set). Records are
    /// written in batches, one statement for all those waiting, and retried (0.25 s, doubling to
    /// 2 s) while the database is away.
    ///
    /// - Parameter cause: The page's action.
    public func record(_ cause: DurableWrites.Cause) {
      let write = DurableWrites.shared.begin()
      let start = self.state.withValue { state in
        state.pendingRecords.append((cause, write))
        defer { state.isRecording = true }
        return !state.isRecording
      }
      if start {
        Task { await self.writeRecords() }
      }
    }

    private func writeRecords() async {
      var backoff = Backoff()
      while true {
        let batch = self.state.withValue { state in
          defer { state.pendingRecords = [] }
          if state.pendingRecords.isEmpty { state.isRecording = false }
          return state.pendingRecords
        }
        guard !batch.isEmpty else { return }
        do {
          try await self.insertRecords(batch.map(\.cause))
          backoff.reset()
        } catch PostgresSharedDatabaseError.notConfigured {
          // Nothing will ever be recorded: the answers go at once.
        } catch {
          self.logger.info("recording \(batch.count) applied actions: \(String(reflecting: error))")
          self.state.withValue { $0.pendingRecords.insert(contentsOf: batch, at: 0) }
          try? await Task.sleep(for: backoff.next())
          continue
        }
        for (_, write) in batch {
          DurableWrites.shared.end(write)
        }
        self.pruneRecordsIfDue()
      }
    }

    private func insertRecords(_ causes: [DurableWrites.Cause]) async throws {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      try await self.ensureSchema()
      let table = self.actionsTable
      let logger = self.logger
      try await self.withTimeout {
        try await client.withConnection { connection in
          try await Self.insert(causes, into: table, on: connection, logger: logger)
        }
      }
    }

    /// Deletes the records older than ``appliedActionsRetention``, once an hour, after a write
    /// and apart from it: in batches of 10,000, at most 100 batches a time.
    func pruneRecordsIfDue() {
      let now = ContinuousClock.now
      let isDue = self.state.withValue { state in
        guard !state.isPruning else { return false }
        if let last = state.actionsPrunedAt, now - last < .seconds(3_600) { return false }
        state.isPruning = true
        return true
      }
      guard isDue, let client = self.client else {
        if isDue { self.state.withValue { $0.isPruning = false } }
        return
      }
      let table = self.actionsTable
      let logger = self.logger
      let retention = Double(Self.appliedActionsRetention.components.seconds)
      Task {
        var pruned = false
        do {
          for _ in 0..<100 {
            let deleted = try await self.withTimeout {
              try await client.withConnection { connection in
                var count = 0
                for try await _ in try await connection.query(
                  """
                  DELETE FROM \(unescaped: table) WHERE ctid IN (
                    SELECT ctid FROM \(unescaped: table)
                    WHERE applied_at < now() - make_interval(secs => \(retention)) LIMIT 10000
                  )
                  RETURNING 1
                  """,
                  logger: logger
                ) {
                  count += 1
                }
                return count
              }
            }
            if deleted < 10_000 { break }
          }
          pruned = true
        } catch {
          logger.info("pruning applied actions: \(String(reflecting: error))")
        }
        let finished = pruned ? ContinuousClock.now : nil
        self.state.withValue { state in
          state.isPruning = false
          if let finished { state.actionsPrunedAt = finished }
        }
      }
    }

    /// Makes the table, or migrates it, once per database object.
    func ensureSchema() async throws {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      if self.state.withValue({ $0.isSchemaReady }) { return }
      let migrations = self.migrations
      let versionTable = "\"\(self.tableName)_schema\""
      let lockName = self.tableName
      let logger = self.logger
      try await self.withTimeout {
        try await client.withTransaction(logger: logger) { connection in
          // One process migrates at a time; the others wait, then find the work done.
          try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\(lockName)))", logger: logger)
            .drain()
          try await connection.query(
            PostgresQuery(unsafeSQL: "CREATE TABLE IF NOT EXISTS \(versionTable) (version integer NOT NULL)"),
            logger: logger
          ).drain()
          var version = 0
          var hasRow = false
          for try await (found) in try await connection.query(
            PostgresQuery(unsafeSQL: "SELECT version FROM \(versionTable)"), logger: logger
          ).decode(Int.self) {
            version = max(version, found)
            hasRow = true
          }
          guard version < migrations.count else { return }
          for migration in migrations.dropFirst(version) {
            try await connection.query(PostgresQuery(unsafeSQL: migration), logger: logger).drain()
          }
          let latest = migrations.count
          if hasRow {
            try await connection.query(
              PostgresQuery(unsafeSQL: "UPDATE \(versionTable) SET version = \(latest)"), logger: logger
            ).drain()
          } else {
            try await connection.query(
              PostgresQuery(unsafeSQL: "INSERT INTO \(versionTable) (version) VALUES (\(latest))"),
              logger: logger
            ).drain()
          }
          logger.info("Migrated \(lockName) from version \(version) to \(latest)")
        }
      }
      self.state.withValue { $0.isSchemaReady = true }
    }

    // MARK: - Queries

    /// Runs an operation, failing it if it takes longer than ``operationTimeout``.
    func withTimeout<T: Sendable>(
      _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
      let timeout = self.operationTimeout
      return try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
          try await Task.sleep(for: timeout)
          throw PostgresSharedDatabaseError.timedOut(after: timeout)
        }
        defer { group.cancelAll() }
        guard let result = try await group.next() else { throw CancellationError() }
        return result
      }
    }

    /// The rows of a key, by element id.
    func rows(forKey key: String) async throws -> [String: StoredRow] {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      try await self.ensureSchema()
      let table = self.tableName
      let logger = self.logger
      return try await self.withTimeout {
        try await client.withConnection { connection in
          try await Self.rows(forKey: key, table: table, on: connection, logger: logger)
        }
      }
    }

    static func rows(
      forKey key: String,
      table: String,
      on connection: PostgresConnection,
      logger: Logger
    ) async throws -> [String: StoredRow] {
      var rows: [String: StoredRow] = [:]
      let query: PostgresQuery =
        "SELECT element_id, position, value FROM \(unescaped: "\"\(table)\"") WHERE key = \(key)"
      for try await (id, position, value) in try await connection.query(query, logger: logger)
        .decode((String, Int64, String).self)
      {
        rows[id] = StoredRow(position: position, value: value)
      }
      return rows
    }

    /// Writes a key's first value, unless the key has one already: returns whether it was
    /// written, and the rows the key has.
    func initialize(
      key: String,
      rows initialRows: [String: StoredRow]
    ) async throws -> (didInsert: Bool, rows: [String: StoredRow]) {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      try await self.ensureSchema()
      let table = self.tableName
      let logger = self.logger
      let instanceID = self.instanceID
      return try await self.withTimeout {
        try await client.withTransaction(logger: logger) { connection in
          let marker = initialRows[""] ?? StoredRow(position: 0, value: "null")
          var didInsert = false
          for try await _ in try await connection.query(
            """
            INSERT INTO \(unescaped: "\"\(table)\"") (key, element_id, position, value, updated_by)
            VALUES (\(key), '', \(marker.position), \(marker.value), \(instanceID))
            ON CONFLICT (key, element_id) DO NOTHING
            RETURNING 1
            """,
            logger: logger
          ) {
            didInsert = true
          }
          guard didInsert else {
            return (false, try await Self.rows(forKey: key, table: table, on: connection, logger: logger))
          }
          let elements = initialRows.filter { $0.key != "" }
          try await Self.upsert(elements, key: key, table: table, by: instanceID, on: connection, logger: logger)
          if !elements.isEmpty {
            try await Self.notify(
              key: key, ids: Array(elements.keys), from: instanceID, channel: table, on: connection,
              logger: logger
            )
          }
          return (true, initialRows)
        }
      }
    }

    /// Writes a key's changes in one transaction, and announces them: the rows to insert or
    /// update, and the element ids to delete. With `base` `nil` (the key's rows are not known
    /// yet), the key's rows are read first, in the transaction, and the changes are made against
    /// them.
    ///
    /// - Returns: The key's rows once the changes are made, as far as this process knows.
    func write(
      key: String,
      rows newRows: [String: StoredRow],
      deleting deletions: Set<String>,
      base: [String: StoredRow]?,
      isCollection: Bool,
      causes: [DurableWrites.Cause] = []
    ) async throws -> [String: StoredRow] {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      try await self.ensureSchema()
      let table = self.tableName
      let actionsTable = self.actionsTable
      let logger = self.logger
      let instanceID = self.instanceID
      defer {
        if !causes.isEmpty { self.pruneRecordsIfDue() }
      }
      return try await self.withTimeout {
        try await client.withTransaction(logger: logger) { connection in
          if isCollection {
            try await connection.query(
              """
              INSERT INTO \(unescaped: "\"\(table)\"") (key, element_id, position, value, updated_by)
              VALUES (\(key), '', 0, 'null', \(instanceID))
              ON CONFLICT (key, element_id) DO NOTHING
              """,
              logger: logger
            ).drain()
          }
          var known: [String: StoredRow]
          if let base {
            known = base
          } else {
            known = try await Self.rows(forKey: key, table: table, on: connection, logger: logger)
          }
          // Only what differs from what this process knows is written: an element changed by
          // another process, and not by this one, keeps the other process's change.
          let upserts = newRows.filter { known[$0.key] != $0.value }
          // Only elements this process knows of are deleted.
          let deletes = deletions.filter { known[$0] != nil && newRows[$0] == nil && $0 != "" }
          // The pages' actions that caused the changes are recorded with them: a page that sends
          // one again to another process has it answered, not applied twice. With the upsert
          // when there is one: a round trip less in the transaction.
          try await Self.upsert(
            upserts, key: key, table: table, by: instanceID,
            recording: causes, on: connection, logger: logger
          )
          if upserts.isEmpty, !causes.isEmpty {
            try await Self.insert(causes, into: actionsTable, on: connection, logger: logger)
          }
          if !deletes.isEmpty {
            let ids = Array(deletes)
            try await connection.query(
              """
              DELETE FROM \(unescaped: "\"\(table)\"") WHERE key = \(key) AND element_id = ANY(\(ids))
              """,
              logger: logger
            ).drain()
          }
          for (id, row) in upserts {
            known[id] = row
          }
          for id in deletes {
            known[id] = nil
          }
          if isCollection, known[""] == nil {
            known[""] = StoredRow(position: 0, value: "null")
          }
          if !upserts.isEmpty || !deletes.isEmpty {
            try await Self.notify(
              key: key, ids: Array(upserts.keys) + Array(deletes), from: instanceID, channel: table,
              on: connection, logger: logger
            )
          }
          return known
        }
      }
    }

    /// Inserts or updates rows of a key and, in the same statement, records the pages' actions
    /// that caused them (in the table of ``actionsTable``).
    private static func upsert(
      _ rows: [String: StoredRow],
      key: String,
      table: String,
      by instanceID: String,
      recording causes: [DurableWrites.Cause] = [],
      on connection: PostgresConnection,
      logger: Logger
    ) async throws {
      guard !rows.isEmpty else { return }
      let ids = Array(rows.keys)
      let positions = ids.map { rows[$0]!.position }
      let values = ids.map { rows[$0]!.value }
      let pages = causes.map(\.page)
      let seqs = causes.map { Int64($0.seq) }
      // A data-modifying `WITH` runs whether or not the statement reads it (none when empty).
      try await connection.query(
        """
        WITH recorded AS (
          INSERT INTO \(unescaped: Self.actionsTable(of: table)) (page, seq)
          SELECT * FROM unnest(\(pages)::text[], \(seqs)::bigint[])
          ON CONFLICT (page, seq) DO NOTHING
        )
        INSERT INTO \(unescaped: "\"\(table)\"") (key, element_id, position, value, updated_at, updated_by)
        SELECT \(key), element_id, position, value, now(), \(instanceID)
        FROM unnest(\(ids)::text[], \(positions)::bigint[], \(values)::text[]) AS t(element_id, position, value)
        ON CONFLICT (key, element_id) DO UPDATE
        SET position = excluded.position, value = excluded.value,
          updated_at = excluded.updated_at, updated_by = excluded.updated_by
        """,
        logger: logger
      ).drain()
    }

    /// Announces a change, delivered when the transaction commits. The payload names the key,
    /// and the ids of the elements that changed while they fit in PostgreSQL's 8000 bytes.
    private static func notify(
      key: String,
      ids: [String],
      from instanceID: String,
      channel: String,
      on connection: PostgresConnection,
      logger: Logger
    ) async throws {
      let encoder = JSONEncoder()
      var payload = try encoder.encode(ChangeNotification(key: key, ids: ids, from: instanceID))
      if payload.count > 7900 {
        payload = try encoder.encode(ChangeNotification(key: key, ids: nil, from: instanceID))
      }
      guard payload.count <= 7900 else {
        throw PostgresSharedDatabaseError.keyTooLong(key)
      }
      let text = String(decoding: payload, as: UTF8.self)
      try await connection.query("SELECT pg_notify(\(channel), \(text))", logger: logger).drain()
    }
  }

  /// What a notification says: which key changed, which of its elements (when they fit), and
  /// which database object changed it.
  struct ChangeNotification: Codable {
    var key: String
    var ids: [String]?
    var from: String
  }

  /// A row of a key, as stored: its position (for an element of a collection) and its value, as
  /// JSON text.
  struct StoredRow: Hashable, Sendable {
    var position: Int64
    var value: String
  }

  /// Why a ``PostgresSharedDatabase`` can't do what it was asked.
  public enum PostgresSharedDatabaseError: Error, CustomStringConvertible, Sendable {
    /// The URL can't be used, for the reason given.
    case invalidURL(String, reason: String)
    /// The table name is not a plain lowercase SQL name.
    case invalidTableName(String)
    /// `defaultPostgresDatabase` was not set.
    case notConfigured
    /// The database did not answer in time.
    case timedOut(after: Duration)
    /// The connection that follows other processes' changes was lost; it is being opened again.
    case connectionLost
    /// A key's name is too long for a notification.
    case keyTooLong(String)
    /// The database can't be used, for the reason given.
    case unavailable(String)

    public var description: String {
      switch self {
      case let .invalidURL(url, reason):
        return "Invalid PostgreSQL URL '\(url)': \(reason)."
      case let .invalidTableName(name):
        return """
          Invalid table name '\(name)': use lowercase letters, digits and underscores, starting \
          with a letter or an underscore, at most 48 characters.
          """
      case .notConfigured:
        return """
          No PostgreSQL database is set for '.postgres' keys. Set one when the program starts: \
          'prepareDependencies { $0.defaultPostgresDatabase = try PostgresSharedDatabase(url: …) }'.
          """
      case let .timedOut(duration):
        return "The PostgreSQL database did not answer within \(duration)."
      case .connectionLost:
        return "The connection to the PostgreSQL database was lost; reconnecting."
      case let .unavailable(reason):
        return "The PostgreSQL database can't be used: \(reason)"
      case let .keyTooLong(key):
        return "The key '\(key.prefix(40))…' is too long to be announced in a notification."
      }
    }
  }

  /// A bounded, doubling delay between retries: 0.25 s, 0.5 s, 1 s, then 2 s.
  struct Backoff {
    private var delay = Duration.milliseconds(250)

    mutating func next() -> Duration {
      defer { self.delay = min(self.delay * 2, .seconds(2)) }
      return self.delay
    }

    mutating func reset() {
      self.delay = .milliseconds(250)
    }
  }

  extension PostgresRowSequence {
    /// Reads the rows to the end, ignoring them.
    func drain() async throws {
      for try await _ in self {}
    }
  }
#endif
