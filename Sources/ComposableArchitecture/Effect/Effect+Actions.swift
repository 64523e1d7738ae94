import ConcurrencyExtras

extension Effect where Action: Sendable {
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
  /// finishes when the whole effect has. Cancellation ids are the process's, as outside of a
  /// store they are for ``withTaskCancellation(id:cancelInFlight:isolation:operation:)``:
  /// `Task.cancel(id:)`, a `.cancel(id:)` effect, or another effect made
  /// `.cancellable(id:cancelInFlight: true)` cancels the `.cancellable(id:)` parts of every effect
  /// run this way (and, from inside a store's effect, those of that store). Ending the iteration
  /// cancels what is still running.
  @_spi(Internals)
  public var actions: AsyncStream<Action> {
    AsyncStream { continuation in
      let task = Task {
        await self.runStandalone(send: { action in continuation.yield(action) })
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Runs the effect, its cancellable parts registered under the ids of the `.cancellable`s
  /// around them, as a store registers an effect's work: an id is registered with the work it
  /// wraps, not before, so `.cancellable(id:cancelInFlight: true)` written twice around the same
  /// work cancels only what ran before it.
  private func runStandalone(
    send: @escaping @Sendable (Action) -> Void,
    ids: [AnyHashableSendable] = []
  ) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      guard !Task.isCancelled else { return }
      send(action.value)
    case let .run(_, _, operation, _):
      await Self.registered(under: ids) {
        await operation(Send { send($0) })
      }
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.runStandalone(send: send, ids: ids) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect.runStandalone(send: send, ids: ids)
      }
    case let .cancellable(effect, id, cancelInFlight):
      let id = id.scoped(in: _EffectScope.current)
      if cancelInFlight {
        (EffectRegistry.current ?? .standalone).cancel(id: id)
      }
      await effect.runStandalone(send: send, ids: ids + [id])
    case let .cancel(id):
      (EffectRegistry.current ?? .standalone).cancel(id: id.scoped(in: _EffectScope.current))
    case let .publisher(publisher):
      await Self.registered(under: ids) {
        await _PublisherEffectSubscription.run(publisher) { send($0) }
      }
    case let .transaction(effect, _):
      // Outside a store there is no transaction to attach the actions to: they are the effect's.
      await effect.runStandalone(send: send, ids: ids)
    }
  }

  /// Runs work, registered under `ids` in the registry that `Task.cancel(id:)` reaches from here
  /// (the process's, or the store's from inside one of its effects) when there are any.
  private static func registered(
    under ids: [AnyHashableSendable],
    _ work: @escaping @Sendable () async -> Void
  ) async {
    guard !ids.isEmpty else { return await work() }
    await (EffectRegistry.current ?? .standalone).run(ids: ids, operation: work)
  }
}
