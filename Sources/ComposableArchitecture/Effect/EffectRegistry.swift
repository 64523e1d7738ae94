import ConcurrencyExtras

/// The tasks of the effects a store is running, by the cancellation identifiers they were started
/// under.
///
/// Every store tree has one, owned by its root store. Cancelling an identifier cancels the tasks
/// registered under it, in its child's scope or a scope nested in it (see ``_EffectScope``); the
/// root store cancels everything when it is deinitialized.
@usableFromInline
final class EffectRegistry: Sendable {
  private struct Entry {
    let task: Task<Void, Never>
    let ids: [AnyHashableSendable]
    /// What stops the effect at once when it is cancelled, before its task may have started (a
    /// publisher's subscription); `nil` for effects that are their task.
    let onCancel: (@Sendable () -> Void)?
    /// Who started it, for a test store; `nil` once a test store stops tracking it.
    var owner: EffectOwner?

    /// Stops the effect: its subscription at once, if it has one, and its task.
    func cancel() {
      self.onCancel?()
      self.task.cancel()
    }
  }

  private struct Storage {
    var nextKey: UInt64 = 0
    var entries: [UInt64: Entry] = [:]
    var isClosed = false

    /// The keys and entries with an id that cancelling `id` cancels.
    func entries(cancelledBy id: AnyHashableSendable) -> [(key: UInt64, entry: Entry)] {
      let request = _CancelRequest(id)
      var cancelled: [(key: UInt64, entry: Entry)] = []
      for (key, entry) in self.entries where entry.ids.contains(where: request.matches) {
        cancelled.append((key, entry))
      }
      return cancelled
    }

    /// The owners of the entries a test store tracks, oldest first.
    var trackedOwners: [EffectOwner] {
      self.entries.sorted { $0.key < $1.key }.compactMap(\.value.owner)
    }
  }

  private let storage = LockIsolated(Storage())

  @usableFromInline
  init() {}

  /// Starts `operation` in a new task registered under `ids`, and removes it when it finishes.
  ///
  /// When the registry is closed (its store is gone), the task starts already cancelled.
  /// `onCancel`, if any, is called at once when the task is cancelled through the registry.
  func spawn(
    ids: [AnyHashableSendable],
    name: String? = nil,
    priority: TaskPriority?,
    owner: EffectOwner? = nil,
    onCancel: (@Sendable () -> Void)? = nil,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let (task, isClosed) = self.storage.withValue { storage in
      let key = storage.nextKey
      storage.nextKey += 1
      // The task removes itself under the same lock, so it cannot finish before it is inserted.
      let task = Task(name: name, priority: priority) {
        // `Task.cancel(id:)` and `withTaskCancellation` called by the effect find this registry.
        await EffectRegistry.$current.withValue(self) {
          await operation()
        }
        self.remove(key)
      }
      if !storage.isClosed {
        storage.entries[key] = Entry(task: task, ids: ids, onCancel: onCancel, owner: owner)
      }
      return (task, storage.isClosed)
    }
    if isClosed {
      onCancel?()
      task.cancel()
    }
    return task
  }

  /// Runs `operation` in a task registered under `id`, first cancelling those running under it if
  /// `cancelInFlight`, and waits for it to end; cancelling the waiting task cancels it.
  func run(
    id: AnyHashableSendable,
    cancelInFlight: Bool,
    operation: @escaping @Sendable () async -> Void
  ) async {
    if cancelInFlight {
      self.cancel(id: id)
    }
    await self.run(ids: [id], operation: operation)
  }

  /// Runs `operation` in a task registered under `ids`, and waits for it to end; cancelling the
  /// waiting task cancels it.
  func run(
    ids: [AnyHashableSendable],
    operation: @escaping @Sendable () async -> Void
  ) async {
    let task = self.spawn(ids: ids, priority: nil, operation: operation)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Cancels every running task registered under `id`, in its scope or a scope inside it (see
  /// ``_EffectScope``).
  func cancel(id: AnyHashableSendable) {
    let cancelled = self.storage.withValue { $0.entries(cancelledBy: id) }
    for (_, entry) in cancelled {
      entry.cancel()
    }
  }

  /// Cancels every running task and every task started from now on.
  func close() {
    let entries = self.storage.withValue { storage in
      storage.isClosed = true
      defer { storage.entries.removeAll() }
      return Array(storage.entries.values)
    }
    for entry in entries {
      entry.cancel()
    }
  }

  /// The number of tasks still running that a test store tracks.
  var trackedCount: Int {
    self.storage.withValue { $0.entries.values.filter { $0.owner != nil }.count }
  }

  /// The owners of the tasks still running that a test store tracks, oldest first.
  var runningOwners: [EffectOwner] {
    self.storage.withValue { $0.trackedOwners }
  }

  /// Cancels the effects running under `id`, and stops tracking them at once (a test store
  /// doesn't wait for them).
  func cancelAndUntrack(id: AnyHashableSendable) {
    let cancelled = self.storage.withValue { storage in
      let cancelled = storage.entries(cancelledBy: id)
      for (key, _) in cancelled {
        storage.entries[key]?.owner = nil
      }
      return cancelled
    }
    for (_, entry) in cancelled {
      entry.cancel()
    }
  }

  /// Stops tracking the running tasks for a test store, without cancelling them: they still run,
  /// and deliver what they send. Returns the owners of the tasks no longer tracked.
  func untrack() -> [EffectOwner] {
    self.storage.withValue { storage in
      let owners = storage.trackedOwners
      for key in storage.entries.keys {
        storage.entries[key]?.owner = nil
      }
      return owners
    }
  }

  /// Forgets a task that has done its work, before it returns (a publisher effect whose
  /// publisher completed).
  func remove(_ task: Task<Void, Never>) {
    self.storage.withValue { storage in
      if let key = storage.entries.first(where: { $0.value.task == task })?.key {
        storage.entries.removeValue(forKey: key)
      }
    }
  }

  private func remove(_ key: UInt64) {
    _ = self.storage.withValue { $0.entries.removeValue(forKey: key) }
  }
}

/// Who started an effect: the action a test sent, and where, for the messages about effects that
/// are still running at the end of a test.
struct EffectOwner: Sendable {
  let action: String
  let location: _SourceLocation
}
