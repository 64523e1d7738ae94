#if SharingPostgres
  import ComposableArchitecture
  import Foundation

  /// How a value is stored: as one row, or as one row per element of an identified collection.
  struct RowCodec<Value>: Sendable {
    /// Whether the value is stored per element (and so merged with other processes' changes).
    let isCollection: Bool
    /// The rows of a value, by element id (`""` for a whole value).
    let encode: @Sendable (Value) throws -> [String: StoredRow]
    /// The value of a key's rows; `nil` when the key has no value (no row at all: a collection
    /// that exists has its marker row, `""`, even when it is empty).
    let decode: @Sendable ([String: StoredRow]) throws -> Value?

    /// A value in one row: the last writer wins.
    static func whole() -> Self where Value: Codable & Sendable {
      RowCodec(
        isCollection: false,
        encode: { value in
          ["": StoredRow(position: 0, value: try jsonText(value))]
        },
        decode: { rows in
          guard let row = rows[""] else { return nil }
          return try JSONDecoder().decode(Value.self, from: Data(row.value.utf8))
        }
      )
    }

    /// An identified collection, one row per element, by its id as JSON text, with its
    /// position.
    static func elements<ID, Element>() -> Self
    where
      Value == IdentifiedArray<ID, Element>,
      ID: Codable & Hashable & Sendable,
      Element: Codable & Identifiable & Sendable,
      Element.ID == ID
    {
      RowCodec(
        isCollection: true,
        encode: { value in
          var rows: [String: StoredRow] = [:]
          for (position, element) in value.enumerated() {
            rows[try jsonText(element.id)] = StoredRow(
              position: Int64(position), value: try jsonText(element)
            )
          }
          return rows
        },
        decode: { rows in
          guard !rows.isEmpty else { return nil }
          // In position order; elements at the same position (added at once by two processes)
          // in the order of their ids, so that every process shows the same order.
          let ordered = rows.filter { !$0.key.isEmpty }.sorted {
            ($0.value.position, $0.key) < ($1.value.position, $1.key)
          }
          let decoder = JSONDecoder()
          let elements = try ordered.map {
            try decoder.decode(Element.self, from: Data($0.value.value.utf8))
          }
          return IdentifiedArray(elements, id: \.id, uniquingIDsWith: { first, _ in first })
        }
      )
    }

    /// The rows that make the value: all of them, except a collection's marker.
    func valueRows(_ rows: [String: StoredRow]) -> [String: StoredRow] {
      self.isCollection ? rows.filter { !$0.key.isEmpty } : rows
    }
  }

  /// JSON text of a value, with sorted keys so that equal values have equal texts.
  private func jsonText(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// What a ``PostgresSharedDatabase`` tells the replicas of its keys.
  protocol PostgresReplicaProtocol: AnyObject, Sendable {
    /// Another process changed the key.
    func remoteDidChange()
    /// The database can be followed again: save what is pending, then reload.
    func resynchronize()
    /// The database's changes can't be followed for now.
    func reportLoadError(_ error: any Error)
  }

  /// A key's value as this process knows it, and its way to and from the database: one per key
  /// and value type, shared by the key's shared references.
  ///
  /// Its work (saving, loading) is done by one task at a time, in this order: what the shared
  /// references saved, then what they asked to load, then reloading after other processes'
  /// changes. Saving never waits: `save` records the rows and returns.
  final class PostgresReplica<Value: Sendable>: PostgresReplicaProtocol {
    let key: String
    let codec: RowCodec<Value>
    let database: PostgresSharedDatabase
    private let state = LockIsolated(State())

    private struct State {
      /// The key's rows in the database as this process last knew them (loaded, notified,
      /// written); `nil` before they are first read.
      var known: [String: StoredRow]?
      /// The rows of the value the shared references hold, as far as this replica can tell: the
      /// last value saved or delivered.
      var delivered: [String: StoredRow]?
      /// The rows of a value being delivered to the references, from the moment it is decided
      /// until it is recorded as delivered. A save made meanwhile may be of the value before or
      /// after it: only the elements both hold count as held (see `save`).
      var delivering: [String: StoredRow]?
      /// The latest value saved and not yet written.
      var pendingRows: [String: StoredRow]?
      /// The elements removed by saves not yet written.
      var pendingDeletions: Set<String> = []
      /// The rows saves changed (against what the references held), not yet written. A later
      /// save's value may lack one of them: a reload delivered while it waited replaced the
      /// references' value. It is written all the same, and comes back with the next reload.
      var pendingUpserts: [String: StoredRow] = [:]
      var pendingContinuations: [SaveContinuation] = []
      /// The durable writes begun for saves not yet written: a page is answered once they end.
      var pendingWrites: [DurableWrites.Write] = []
      /// How many saves were made: tells whether one came while a value was delivered.
      var saveCount = 0
      var pendingLoads: [(initialValue: Value?, continuation: LoadContinuation<Value>)] = []
      var needsReload = false
      var subscribers: [UUID: SharedSubscriber<Value>] = [:]
      /// Whether a load error was reported: the next reload delivers its value even if unchanged,
      /// which clears it.
      var loadErrorReported = false
      var isWorking = false
    }

    init(key: String, codec: RowCodec<Value>, database: PostgresSharedDatabase) {
      self.key = key
      self.codec = codec
      self.database = database
    }

    // MARK: What the key asks

    func load(initialValue: Value?, continuation: LoadContinuation<Value>) {
      self.state.withValue { $0.pendingLoads.append((initialValue, continuation)) }
      self.startWorking()
    }

    func subscribe(initialValue: Value?, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
      let id = UUID()
      self.state.withValue { state in
        state.subscribers[id] = subscriber
        if state.delivered == nil, let initialValue {
          state.delivered = try? self.codec.encode(initialValue)
        }
      }
      return SharedSubscription { [weak self] in
        self?.state.withValue { _ = $0.subscribers.removeValue(forKey: id) }
      }
    }

    /// Records a value to write and returns at once (it is called under the shared reference's
    /// lock).
    func save(_ value: Value, continuation: SaveContinuation) {
      let rows: [String: StoredRow]
      do {
        rows = try self.codec.encode(value)
      } catch {
        continuation.resume(throwing: error)
        return
      }
      self.state.withValue { state in
        // What the references held before this save. While a value is delivered to them, the
        // one saved may be made from the value before it or after it: an element only one of
        // the two holds (one this process just added, or another process's that the delivery
        // brings) wasn't removed by this save, only those both hold may have been.
        // (An element this process adds and removes again while one value is delivered stays:
        // the second save can't be told from one made of the delivered value.)
        let delivered = state.delivered ?? [:]
        var held = delivered
        if let delivering = state.delivering {
          held = held.filter { delivering[$0.key] != nil }
        }
        if self.codec.isCollection, state.delivered != nil {
          // The elements the shared reference held and no longer holds were removed by it.
          state.pendingDeletions.formUnion(held.keys.filter { rows[$0] == nil })
        }
        state.pendingDeletions.subtract(rows.keys)
        // The elements it changed are those unlike both values' copies: one like the delivered
        // value's (another process's change, or an element another process removed that the
        // value before still holds) is not this process's to write.
        for (id, row) in rows where delivered[id] != row && state.delivering?[id] != row {
          state.pendingUpserts[id] = row
        }
        for id in state.pendingDeletions {
          state.pendingUpserts[id] = nil
        }
        state.pendingRows = rows
        state.delivered = rows
        state.pendingContinuations.append(continuation)
        state.pendingWrites.append(DurableWrites.shared.begin())
        state.saveCount += 1
      }
      self.startWorking()
    }

    // MARK: What the database tells

    func remoteDidChange() {
      self.state.withValue { $0.needsReload = true }
      self.startWorking()
    }

    func resynchronize() {
      self.remoteDidChange()
    }

    func reportLoadError(_ error: any Error) {
      let subscribers: [SharedSubscriber<Value>] = self.state.withValue { state in
        guard !state.loadErrorReported, !state.subscribers.isEmpty else { return [] }
        state.loadErrorReported = true
        return Array(state.subscribers.values)
      }
      for subscriber in subscribers {
        subscriber.yield(throwing: error)
      }
    }

    // MARK: Working

    private enum Job {
      case save(rows: [String: StoredRow], deletions: Set<String>, base: [String: StoredRow]?, count: Int)
      case load(initialValue: Value?, continuation: LoadContinuation<Value>)
      case reload
    }

    private func startWorking() {
      let start = self.state.withValue { state in
        defer { state.isWorking = true }
        return !state.isWorking
      }
      guard start else { return }
      Task { await self.work() }
    }

    private func nextJob() -> Job? {
      self.state.withValue { state in
        if var rows = state.pendingRows {
          for (id, row) in state.pendingUpserts
          where rows[id] == nil && !state.pendingDeletions.contains(id) {
            rows[id] = row
          }
          return .save(rows: rows, deletions: state.pendingDeletions, base: state.known, count: state.saveCount)
        }
        if !state.pendingLoads.isEmpty {
          let load = state.pendingLoads.removeFirst()
          return .load(initialValue: load.initialValue, continuation: load.continuation)
        }
        // Nobody to tell of a reload: it waits for the next load.
        if state.needsReload, !state.subscribers.isEmpty {
          state.needsReload = false
          return .reload
        }
        state.isWorking = false
        return nil
      }
    }

    private func work() async {
      var backoff = Backoff()
      while let job = self.nextJob() {
        do {
          switch job {
          case let .save(rows, deletions, base, count):
            try await self.write(rows: rows, deletions: deletions, base: base, count: count)
          case let .load(initialValue, continuation):
            do {
              try await self.load(initialValue: initialValue, continuation: continuation)
            } catch {
              continuation.resume(throwing: error)
              // Loaded again once the database answers, to clear the error.
              self.state.withValue { state in
                state.needsReload = true
                state.loadErrorReported = true
              }
              throw error
            }
          case .reload:
            do {
              try await self.reload()
            } catch {
              self.state.withValue { $0.needsReload = true }
              throw error
            }
          }
          backoff.reset()
        } catch {
          self.database.logger.info("'\(self.key)': \(String(reflecting: error))")
          if case .notConfigured = error as? PostgresSharedDatabaseError {
            // Nothing will ever be read or written: the value is kept in memory only.
            let (loads, writes) = self.state.withValue { state in
              defer {
                state.pendingWrites = []
                state.pendingUpserts = [:]
                state.pendingRows = nil
                state.needsReload = false
                state.pendingLoads = []
                state.isWorking = false
              }
              return (state.pendingLoads, state.pendingWrites)
            }
            for write in writes {
              DurableWrites.shared.end(write)
            }
            for load in loads {
              load.continuation.resume(throwing: error)
            }
            return
          }
          try? await Task.sleep(for: backoff.next())
        }
      }
    }

    private func write(
      rows: [String: StoredRow],
      deletions: Set<String>,
      base: [String: StoredRow]?,
      count: Int
    ) async throws {
      let (continuations, writes) = self.state.withValue { state in
        defer {
          state.pendingContinuations = []
          state.pendingWrites = []
        }
        return (state.pendingContinuations, state.pendingWrites)
      }
      let known: [String: StoredRow]
      do {
        known = try await self.database.write(
          key: self.key,
          rows: rows,
          deleting: deletions,
          base: base.map(self.codec.valueRows),
          isCollection: self.codec.isCollection,
          // The pages' actions that caused the saves, recorded with them.
          causes: writes.compactMap(\.cause)
        )
      } catch {
        // The value stays pending, and is written again after a delay; its writes aren't
        // durable until then.
        self.state.withValue { $0.pendingWrites.insert(contentsOf: writes, at: 0) }
        for continuation in continuations {
          continuation.resume(throwing: error)
        }
        throw error
      }
      self.state.withValue { state in
        state.known = known
        state.pendingDeletions.subtract(deletions)
        for (id, row) in rows where state.pendingUpserts[id] == row {
          state.pendingUpserts[id] = nil
        }
        if state.saveCount == count {
          state.pendingRows = nil
        }
        // The database has more than the value saved (other processes' elements not delivered
        // yet): deliver them.
        if self.codec.valueRows(known) != state.delivered {
          state.needsReload = true
        }
      }
      for write in writes {
        DurableWrites.shared.end(write)
      }
      for continuation in continuations {
        continuation.resume()
      }
    }

    private func load(initialValue: Value?, continuation: LoadContinuation<Value>) async throws {
      let allRows: [String: StoredRow]
      if let initialValue {
        let initialRows = try self.codec.encode(initialValue)
        allRows = try await self.database.initialize(key: self.key, rows: initialRows).rows
      } else {
        allRows = try await self.database.rows(forKey: self.key)
      }
      let value = try self.codec.decode(allRows)
      let rows = self.codec.valueRows(allRows)
      let count = self.state.withValue { state in
        state.known = rows
        state.loadErrorReported = false
        state.delivering = rows
        return state.saveCount
      }
      if let value {
        continuation.resume(returning: value)
      } else {
        continuation.resumeReturningInitialValue()
      }
      self.didDeliver(rows, saveCountBefore: count)
    }

    private func reload() async throws {
      let allRows = try await self.database.rows(forKey: self.key)
      let rows = self.codec.valueRows(allRows)
      let delivery: (value: Value?, subscribers: [SharedSubscriber<Value>], count: Int)? =
        try self.state.withValue { state in
          state.known = rows
          // A save came meanwhile: it is written first, then the key is reloaded.
          guard state.pendingRows == nil else {
            state.needsReload = true
            return nil
          }
          guard rows != state.delivered || state.loadErrorReported else { return nil }
          let value = try self.codec.decode(allRows)
          state.loadErrorReported = false
          state.delivering = rows
          return (value, Array(state.subscribers.values), state.saveCount)
        }
      guard let delivery else { return }
      for subscriber in delivery.subscribers {
        if let value = delivery.value {
          subscriber.yield(value)
        } else {
          subscriber.yieldReturningInitialValue()
        }
      }
      self.didDeliver(rows, saveCountBefore: delivery.count)
    }

    /// Records what the shared references now hold. A save made while the value was delivered
    /// may have been overwritten by it, or made after it: the references hold one of the two,
    /// and only the elements of both count as held (so that no element is deleted that the
    /// references did not hold), and the key is reloaded once the save is written.
    private func didDeliver(_ rows: [String: StoredRow], saveCountBefore count: Int) {
      self.state.withValue { state in
        state.delivering = nil
        if state.saveCount == count {
          state.delivered = rows
        } else {
          state.delivered = (state.delivered ?? [:]).filter { rows[$0.key] != nil }
          state.needsReload = true
        }
      }
    }
  }
#endif
