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
    /// Where the database is; `nil` for the stand-in used when none was set.
    public let configuration: Configuration?
    /// The table the values are kept in. Its schema version is kept in `<tableName>_schema`, and
    /// changes are announced on a channel of the same name as the table.
    public let tableName: String
    /// How long a query may wait, for a connection or for the server, before it fails.
    public let operationTimeout: Duration

    let client: PostgresClient?
    /// The TLS of a connection of its own (the pool has its own of the same configuration).
    let connectionTLS: PostgresConnection.Configuration.TLS
    let logger: Logger
    /// Identifies this object in its notifications, so that it ignores its own.
    let instanceID: String

    /// The `application_name` its connections give the server, different for each database
    /// object: finds them in `pg_stat_activity`.
    public var applicationName: String {
      "tca-shared-\(self.instanceID)"
    }
    let state = LockIsolated(State())

    struct State {
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

    struct WeakReplica {
      weak var replica: (any PostgresReplicaProtocol)?
    }

    /// A database at a URL: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`, with libpq's
    /// `sslmode` and `sslrootcert` if needed (`?sslmode=verify-full&sslrootcert=ca.pem`: see
    /// ``Configuration/SSLMode``).
    ///
    /// Nothing is connected until ``run()`` runs.
    ///
    /// - Parameters:
    ///   - url: The database's URL.
    ///   - tableName: The table the values are kept in: lowercase letters, digits and
    ///     underscores, starting with a letter or an underscore, at most 48 characters.
    ///   - operationTimeout: How long a query may wait before it fails.
    ///   - logger: Where to log; by default, nowhere.
    /// - Throws: ``PostgresSharedDatabaseError/invalidURL(_:reason:)``,
    ///   ``PostgresSharedDatabaseError/invalidTableName(_:)`` or
    ///   ``PostgresSharedDatabaseError/invalidTLS(_:)``.
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
    /// - Throws: ``PostgresSharedDatabaseError/invalidTableName(_:)``, or
    ///   ``PostgresSharedDatabaseError/invalidTLS(_:)`` when the configuration's root
    ///   certificates can't be read (or a mode that checks the server's certificate has none).
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
      let tls = try configuration.makeTLS()
      var clientConfiguration = PostgresClient.Configuration(
        host: configuration.host,
        port: configuration.port,
        username: configuration.username,
        password: configuration.password,
        database: configuration.database,
        tls: tls.client
      )
      let instanceID = UUID().uuidString.lowercased()
      clientConfiguration.options.maximumConnections = 4
      clientConfiguration.options.connectTimeout = operationTimeout
      clientConfiguration.options.additionalStartupParameters = [
        ("application_name", "tca-shared-\(instanceID)")
      ]
      self.instanceID = instanceID
      self.configuration = configuration
      self.connectionTLS = tls.connection
      self.tableName = tableName
      self.operationTimeout = operationTimeout
      self.logger = logger
      self.client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
    }

    /// The stand-in for an unset `defaultPostgresDatabase`: every operation fails.
    private init(unconfigured: Void) {
      self.instanceID = "unconfigured"
      self.configuration = nil
      self.connectionTLS = .disable
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
        throw PostgresSharedDatabaseError.unavailable(error, configuration: self.configuration)
      }
    }

    /// The configuration of a connection of its own (not from the pool).
    private func connectionConfiguration() -> PostgresConnection.Configuration {
      let configuration = self.configuration ?? Configuration(host: "", username: "", database: "")
      var connectionConfiguration = configuration.connectionConfiguration(tls: self.connectionTLS)
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
          let reason = PostgresSharedDatabaseError.unavailable(
            error, configuration: self.configuration)
          self.logger.info("The listening connection failed: \(reason)")
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
  }
#endif
