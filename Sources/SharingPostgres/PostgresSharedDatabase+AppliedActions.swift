#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  extension PostgresSharedDatabase {
    /// Records the pages' actions in the table of applied actions; those already there stay.
    static func insert(
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
  }
#endif
