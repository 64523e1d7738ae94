#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  extension PostgresSharedDatabase {
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

    /// Makes the table, or migrates it, once per database object.
    ///
    /// A schema that is up to date is only read: the lock that lets one process migrate at a
    /// time is taken only when there is something to migrate. (Processes that start together,
    /// each loading many keys, queued behind that lock one after another, which took seconds on
    /// a busy machine.)
    func ensureSchema() async throws {
      guard let client = self.client else { throw PostgresSharedDatabaseError.notConfigured }
      if self.state.withValue({ $0.isSchemaReady }) { return }
      let migrations = self.migrations
      let versionTable = "\"\(self.tableName)_schema\""
      let lockName = self.tableName
      let logger = self.logger
      let isUpToDate = try await self.withTimeout {
        try await client.withConnection { connection in
          try await Self.version(of: versionTable, on: connection, logger: logger) >= migrations.count
        }
      }
      if isUpToDate {
        self.state.withValue { $0.isSchemaReady = true }
        return
      }
      try await self.withTimeout {
        try await client.withTransaction(logger: logger) { connection in
          // One process migrates at a time; the others wait, then find the work done.
          try await connection.query("SELECT pg_advisory_xact_lock(hashtext(\(lockName)))", logger: logger)
            .drain()
          try await connection.query(
            PostgresQuery(unsafeSQL: "CREATE TABLE IF NOT EXISTS \(versionTable) (version integer NOT NULL)"),
            logger: logger
          ).drain()
          let versions = try await Self.storedVersions(in: versionTable, on: connection, logger: logger)
          let version = versions.max() ?? 0
          guard version < migrations.count else { return }
          for migration in migrations.dropFirst(version) {
            try await connection.query(PostgresQuery(unsafeSQL: migration), logger: logger).drain()
          }
          let latest = migrations.count
          if !versions.isEmpty {
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

    /// The schema's version, read without a lock: 0 when the table of versions doesn't exist.
    private static func version(
      of versionTable: String,
      on connection: PostgresConnection,
      logger: Logger
    ) async throws -> Int {
      var exists = false
      for try await found in try await connection.query(
        "SELECT to_regclass(\(versionTable)) IS NOT NULL", logger: logger
      ).decode(Bool.self) {
        exists = found
      }
      guard exists else { return 0 }
      return try await Self.storedVersions(in: versionTable, on: connection, logger: logger).max() ?? 0
    }

    /// The versions the table of versions holds (one row, or none before the first migration).
    private static func storedVersions(
      in versionTable: String,
      on connection: PostgresConnection,
      logger: Logger
    ) async throws -> [Int] {
      var versions: [Int] = []
      for try await version in try await connection.query(
        PostgresQuery(unsafeSQL: "SELECT version FROM \(versionTable)"), logger: logger
      ).decode(Int.self) {
        versions.append(version)
      }
      return versions
    }
  }
#endif
