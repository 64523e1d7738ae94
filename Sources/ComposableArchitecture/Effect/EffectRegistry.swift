import ConcurrencyExtras

/// The tasks of the effects a store is running, by the cancellation identifiers they were started
/// under.
///
/// Every store tree has one, owned by its root store. Cancelling an identifier cancels the tasks
/// registered under it; the root store cancels everything when it is deinitialized.
@usableFromInline
final class EffectRegistry: Sendable {
  private struct Entry {
    let task: Task<Void, Never>
    let ids: [AnyHashableSendable]
    /// Who started it, for a test store; `nil` once a test store stops tracking it.
    var owner: EffectOwner?
  }

  private struct Storage {
    var nextKey: UInt64 = 0
    var entries: [UInt64: Entry] = [:]
    var isClosed = false
  }

  private let storage = LockIsolated(Storage())

  @usableFromInline
  init() {}

  /// Starts `operation` in a new task registered under `ids`, and removes it when it finishes.
  ///
  /// When the registry is closed (its store is gone), the task starts already cancelled.
  func spawn(
    ids: [AnyHashableSendable],
    priority: TaskPriority?,
    owner: EffectOwner? = nil,
    operation: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let (task, isClosed) = self.storage.withValue { storage in
      let key = storage.nextKey
      storage.nextKey += 1
      // The task removes itself under the same lock, so it cannot finish before it is inserted.
      let task = Task(priority: priority) {
        // `Task.cancel(id:)` and `withTaskCancellation` called by the effect find this registry.
        await EffectRegistry.$current.withValue(self) {
          await operation()
        }
        self.remove(key)
      }
      if !storage.isClosed {
        storage.entries[key] = Entry(task: task, ids: ids, owner: owner)
      }
      return (task, storage.isClosed)
    }
    if isClosed {
      task.cancel()
    }
    return task
  }

  /// Cancels every running task registered under `id`, in its scope or a scope inside it (see
  /// ``_EffectScope``).
  func cancel(id: AnyHashableSendable) {
    let tasks = self.storage.withValue { storage in
      storage.entries.values.filter { $0.ids.contains(where: id.cancels) }.map(\.task)
    }
    for task in tasks {
      task.cancel()
    }
  }

  /// Cancels every running task and every task started from now on.
  func close() {
    let tasks = self.storage.withValue { storage in
      storage.isClosed = true
      defer { storage.entries.removeAll() }
      return storage.entries.values.map(\.task)
    }
    for task in tasks {
      task.cancel()
    }
  }

  /// Cancels every running task, without closing the registry.
  func cancelAll() {
    let tasks = self.storage.withValue { $0.entries.values.map(\.task) }
    for task in tasks {
      task.cancel()
    }
  }

  /// The number of tasks still running.
  var count: Int {
    self.storage.withValue { $0.entries.count }
  }

  /// The number of tasks still running that a test store tracks.
  var trackedCount: Int {
    self.storage.withValue { $0.entries.values.filter { $0.owner != nil }.count }
  }

  /// The owners of the tasks still running that a test store tracks, oldest first.
  var runningOwners: [EffectOwner] {
    self.storage.withValue { storage in
      storage.entries.sorted { $0.key < $1.key }.compactMap(\.value.owner)
    }
  }

  /// Stops tracking the running tasks for a test store, without cancelling them: they still run,
  /// and deliver what they send. Returns the owners of the tasks no longer tracked.
  /// Cancels the effects running under `id`, and stops tracking them at once (a test store
  /// doesn't wait for them).
  func cancelAndUntrack(id: AnyHashableSendable) {
    let tasks = self.storage.withValue { storage in
      var tasks: [Task<Void, Never>] = []
      for (key, entry) in storage.entries where entry.ids.contains(where: id.cancels) {
        storage.entries[key]?.owner = nil
        tasks.append(entry.task)
      }
      return tasks
    }
    for task in tasks {
      task.cancel()
    }
  }

  func untrack() -> [EffectOwner] {
    self.storage.withValue { storage in
      let owners = storage.entries.sorted { $0.key < $1.key }.compactMap(\.value.owner)
      for key in storage.entries.keys {
        storage.entries[key]?.owner = nil
      }
      return owners
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
