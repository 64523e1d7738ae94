import ConcurrencyExtras

extension Effect {
  /// The actions this effect sends, run on its own, without a store.
  ///
  /// For tests of effects in isolation, as TCA's own tests do:
  ///
  /// ```swift
  /// @_spi(Internals) import ComposableArchitecture
  ///
  /// var received: [Int] = []
  /// for await action in Effect<Int>.concatenate(.send(1), .send(2)).actions {
  ///   received.append(action)
  /// }
  /// ```
  ///
  /// Merged effects run concurrently and concatenated ones one after another; the stream
  /// finishes when the whole effect has. `.cancel(id:)` cancels the `.cancellable(id:)` parts of
  /// this same effect that are running; there is no store, so nothing else is cancelled. Ending
  /// the iteration cancels what is still running.
  @_spi(Internals)
  public var actions: AsyncStream<Action> {
    AsyncStream { continuation in
      let yield = UncheckedSendable(continuation)
      let task = Task {
        await self.runStandalone(
          send: { action in
            // Actions need not be `Sendable`; the stream hands each to its one consumer.
            nonisolated(unsafe) let action = action
            yield.value.yield(action)
          },
          running: _StandaloneCancellables()
        )
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private func runStandalone(
    send: @escaping @Sendable (Action) -> Void,
    running: _StandaloneCancellables
  ) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      guard !Task.isCancelled else { return }
      send(action.value)
    case let .run(_, operation, _):
      await operation(Send { send($0) })
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.runStandalone(send: send, running: running) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect.runStandalone(send: send, running: running)
      }
    case let .cancellable(effect, id, cancelInFlight):
      if cancelInFlight {
        running.cancel(id: id)
      }
      let task = Task { await effect.runStandalone(send: send, running: running) }
      let token = running.insert(task, id: id)
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
      running.remove(token, id: id)
    case let .cancel(id):
      running.cancel(id: id)
    case let .publisher(publisher):
      await _PublisherEffectSubscription.run(publisher) { send($0) }
    case let .transaction(effect, _):
      // Outside a store there is no transaction to attach the actions to: they are the effect's.
      await effect.runStandalone(send: send, running: running)
    }
  }
}

/// The cancellable parts of one effect run by ``Effect/actions``, by id.
private final class _StandaloneCancellables: Sendable {
  private let tasks = LockIsolated<[AnyHashableSendable: [Int: Task<Void, Never>]]>([:])
  private let nextToken = LockIsolated(0)

  func insert(_ task: Task<Void, Never>, id: AnyHashableSendable) -> Int {
    let token = self.nextToken.withValue { token in
      token += 1
      return token
    }
    self.tasks.withValue { $0[id, default: [:]][token] = task }
    return token
  }

  func remove(_ token: Int, id: AnyHashableSendable) {
    self.tasks.withValue { $0[id]?[token] = nil }
  }

  func cancel(id: AnyHashableSendable) {
    let cancelled = self.tasks.withValue { tasks in
      defer { tasks[id] = nil }
      return tasks[id].map { Array($0.values) } ?? []
    }
    for task in cancelled {
      task.cancel()
    }
  }
}
