#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  extension PostgresSharedDatabase {
    /// Runs an operation, failing it if it takes longer than ``operationTimeout``. The failure
    /// comes on time even if the operation goes on (``TimeoutRace``).
    func withTimeout<T: Sendable>(
      _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
      try await TimeoutRace.run(timeout: self.operationTimeout, operation)
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
#endif
