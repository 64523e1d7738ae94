#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ConcurrencyExtras
import Foundation

extension Effect {
  /// Delays the effect until `dueTime` has passed without another debounced effect of the same
  /// `id` starting: each new one cancels the one in flight.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { send in
  ///     await send(.response(try await searchClient.search(query)))
  ///   }
  ///   .debounce(id: CancelID.search, for: 0.3, scheduler: mainQueue)
  /// ```
  ///
  /// The effect starts on `scheduler` once the time has passed, and its actions are delivered on
  /// it. In tests, a `DispatchQueue.test` scheduler (`$0.mainQueue = queue.eraseToAnyScheduler()`)
  /// moves time with `await queue.advance(by:)`.
  @available(
    *,
    deprecated,
    message: """
      Use 'clock.sleep' and 'cancellable(id:cancelInFlight:)' instead:

          return .run { send in
            try await clock.sleep(for: .seconds(0.3)
            // ...
          }
          .cancellable(id: CancelID.debounce, cancelInFlight: true)
      """
  )
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable,
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self {
    guard !self.isNone else { return .none }
    let effect = _EffectPublisher(self)
    return Self.publisher {
      Just(())
        .delay(for: dueTime, scheduler: scheduler, options: options)
        .flatMap { effect.receive(on: scheduler) }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

extension Effect {
  /// Delivers at most one action of the effects throttled under `id` per `interval`: the first
  /// at once, then, once the interval has passed since the last delivered, the latest
  /// (`latest: true`) or the first (`latest: false`) of those that came in the meantime.
  ///
  /// ```swift
  /// case .scrolled:
  ///   return .send(.loadMore)
  ///     .throttle(id: CancelID.loadMore, for: 1, scheduler: mainQueue, latest: true)
  /// ```
  @available(
    *,
    deprecated,
    message: """
      Use 'clock.sleep', 'cancellable(id:cancelInFlight)' and some last-ran state, instead:

          return .run { [lastRan = state.lastRan] store in
            try await clock.sleep(until: (lastRan ?? clock.now).advanced(by: .seconds(1)))
            await store.send(.throttleRan)  // Update 'state.lastRan'
            // ...
          }
          .cancellable(id: CancelID.throttle, cancelInFlight: true)
      """
  )
  ///
  /// TCA asks for `Sendable` actions, schedulers and strides here; OpenCombine's strides aren't
  /// `Sendable`, and nothing of them crosses an isolation boundary, so this asks for none.
  public func throttle<S: Scheduler>(
    id: some Hashable & Sendable,
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Self {
    guard !self.isNone else { return .none }
    let key = AnyHashableSendable(id)
    let effect = _EffectPublisher(self)
    return Self.publisher {
      effect
        .receive(on: scheduler)
        .flatMap { action -> AnyPublisher<Action, Never> in
          _throttlesLock.withLock {
            var throttle =
              _throttles[key] as? _Throttle<S.SchedulerTimeType, Action>
              ?? _Throttle(lastSent: nil, pending: nil)
            defer { _throttles[key] = throttle }
            let action = latest ? action : (throttle.pending ?? action)
            guard
              let lastSent = throttle.lastSent,
              lastSent.distance(to: scheduler.now) < interval,
              // A time before the last one is another scheduler's (another test's).
              lastSent.distance(to: scheduler.now) >= .zero
            else {
              // The first, or the interval has passed: now.
              throttle = _Throttle(lastSent: scheduler.now, pending: nil)
              return Just(action).eraseToAnyPublisher()
            }
            // Waits for the end of the interval; the next one in the meantime cancels this one
            // (`cancelInFlight`) and waits in its place.
            throttle.pending = action
            return Just(action)
              .delay(
                for: scheduler.now.distance(to: lastSent.advanced(by: interval)),
                scheduler: scheduler
              )
              .handleEvents(receiveOutput: { _ in
                _throttlesLock.withLock {
                  _throttles[key] = _Throttle<S.SchedulerTimeType, Action>(
                    lastSent: scheduler.now,
                    pending: nil
                  )
                }
              })
              .eraseToAnyPublisher()
          }
        }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// When a throttled effect last delivered an action, and the action waiting for the end of the
/// interval.
private struct _Throttle<Time, Action> {
  var lastSent: Time?
  var pending: Action?
}

/// The throttles by id, process-wide as the cancellation of throttled effects is by id; read and
/// written under `_throttlesLock` only. (A scheduler's time type need not be `Sendable`, so the
/// dictionary can't be a `LockIsolated`.)
nonisolated(unsafe) private var _throttles: [AnyHashableSendable: Any] = [:]
private let _throttlesLock = NSLock()
