import ConcurrencyExtras

extension EffectRegistry {
  /// The registry of the store whose effect is running in the current task.
  @TaskLocal static var current: EffectRegistry?

  /// The registry of operations made cancellable outside of any store's effect.
  static let standalone = EffectRegistry()
}

/// Runs an asynchronous operation that can be cancelled by id, with `Effect.cancel(id:)` or
/// `Task.cancel(id:)`.
///
/// Use it inside an effect to make part of its work cancellable on its own, or to make sure only
/// one such operation runs at a time:
///
/// ```swift
/// return .run { send in
///   await withTaskCancellation(id: CancelID.response, cancelInFlight: true) {
///     await send(.response(try await self.apiClient.fetch()))
///   }
/// }
/// ```
///
/// Ids are looked up among the effects of the store that runs the effect, in the scope of the
/// child feature that started it (see ``Effect/cancellable(id:cancelInFlight:)``); called outside
/// of any store's effect, among the other operations so started.
///
/// - Parameters:
///   - id: A unique identifier for the operation.
///   - cancelInFlight: Whether to cancel operations running under the same id before starting
///     this one.
///   - isolation: The actor the operation is isolated to, by default the caller's.
///   - operation: An asynchronous operation.
/// - Returns: The value the operation returns.
/// - Throws: What the operation throws.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let result = LockIsolated<Result<T, Failure>?>(nil)
  await (EffectRegistry.current ?? .standalone).run(
    id: AnyHashableSendable(id).scoped(in: _EffectScope.current),
    cancelInFlight: cancelInFlight
  ) {
    do throws(Failure) {
      let value = try await operation()
      result.setValue(.success(value))
    } catch {
      result.setValue(.failure(error))
    }
  }
  // The task sets a result before it ends.
  return try result.value!.get()
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the effects and ``withTaskCancellation(id:cancelInFlight:isolation:operation:)``
  /// operations running under the given id.
  ///
  /// Called from an effect, it cancels those of the store that runs the effect, in the scope of
  /// the child feature that started the effect, as `Effect.cancel(id:)` returned by its reducer
  /// would.
  ///
  /// - Parameter id: An identifier.
  public static func cancel(id: some Hashable & Sendable) {
    (EffectRegistry.current ?? .standalone)
      .cancel(id: AnyHashableSendable(id).scoped(in: _EffectScope.current))
  }

  /// Cancels what runs under `id` in the scope of the parent of `child`, from an effect of the
  /// child (or of the child's children): how a child's `dismiss` stops its parent's watch.
  static func _cancel(id: some Hashable & Sendable, outside child: _ChildEffectID) {
    (EffectRegistry.current ?? .standalone)
      .cancel(id: AnyHashableSendable(id).scoped(in: _EffectScope.current.outside(child)))
  }
}
