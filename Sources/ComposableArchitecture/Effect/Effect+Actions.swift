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

  private func runStandalone(send: @escaping @Sendable (Action) -> Void) async {
    switch self.operation {
    case .none:
      return
    case let .send(action):
      guard !Task.isCancelled else { return }
      send(action.value)
    case let .run(_, _, operation, _):
      await operation(Send { send($0) })
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.runStandalone(send: send) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect.runStandalone(send: send)
      }
    case let .cancellable(effect, id, cancelInFlight):
      await (EffectRegistry.current ?? .standalone).run(
        id: id.scoped(in: _EffectScope.current),
        cancelInFlight: cancelInFlight
      ) {
        await effect.runStandalone(send: send)
      }
    case let .cancel(id):
      (EffectRegistry.current ?? .standalone).cancel(id: id.scoped(in: _EffectScope.current))
    case let .publisher(publisher):
      await _PublisherEffectSubscription.run(publisher) { send($0) }
    case let .transaction(effect, _):
      // Outside a store there is no transaction to attach the actions to: they are the effect's.
      await effect.runStandalone(send: send)
    }
  }
}
