#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ConcurrencyExtras

extension Effect {
  /// Creates an effect from a Combine publisher.
  ///
  /// ```swift
  /// case .onAppear:
  ///   return .publisher {
  ///     locationManager.updates
  ///       .map(Action.locationUpdated)
  ///   }
  /// ```
  ///
  /// The store subscribes when the effect starts: what the publisher sends at once (`Just`) is
  /// handled right after the action that returned the effect, and what it sends later is handled
  /// as it arrives, on the main actor. The effect finishes when the publisher completes. Like
  /// any effect it can be cancelled (``cancellable(id:cancelInFlight:)``, ``cancel(id:)``, the
  /// store going away), merged and concatenated with other effects, and a `TestStore` waits for
  /// it as for any effect in flight.
  ///
  /// On platforms without Combine this is OpenCombine's `Publisher`: import Combine as
  /// `#if canImport(Combine) import Combine #else import OpenCombineShim #endif`.
  ///
  /// - Parameter createPublisher: Makes the publisher, at once, with the dependencies of the
  ///   reducer that returns the effect.
  /// - Returns: An effect that sends the publisher's values.
  public static func publisher(_ createPublisher: () -> some Publisher<Action, Never>) -> Self {
    Self(operation: .publisher(UncheckedSendable(createPublisher().eraseToAnyPublisher())))
  }
}

/// An effect seen as a Combine publisher of its actions.
///
/// ```swift
/// _EffectPublisher(effect)
///   .receive(on: scheduler)
/// ```
///
/// Each subscription runs the effect anew: its `run` closures in tasks on the main actor, its
/// publishers subscribed, its parts merged or concatenated as the effect says. Cancelling the
/// subscription cancels what runs. A store that runs the publisher as an effect
/// (``Effect/publisher(_:)``) owns it, and cancels it by the identifiers the effect is made
/// cancellable with *outside* the publisher; cancellation identifiers *inside* the effect have
/// no store here to be cancelled through, and are reported.
public struct _EffectPublisher<Action>: Publisher {
  public typealias Output = Action
  public typealias Failure = Never

  let effect: Effect<Action>

  /// Wraps an effect.
  public init(_ effect: Effect<Action>) {
    self.effect = effect
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Action, S.Failure == Never {
    self.effect.publisher.subscribe(subscriber)
  }
}

extension Effect {
  /// This effect as a publisher of its actions.
  fileprivate var publisher: AnyPublisher<Action, Never> {
    switch self.operation {
    case .none:
      return Empty().eraseToAnyPublisher()
    case let .send(action):
      return Just(action.value).eraseToAnyPublisher()
    case let .publisher(publisher):
      return publisher.value
    case let .run(name, priority, operation, _):
      return Deferred {
        // Started when subscribed, cancelled when the subscription is.
        let subject = PassthroughSubject<Action, Never>()
        let task = LockIsolated<Task<Void, Never>?>(nil)
        let output = UncheckedSendable(subject)
        return subject.handleEvents(
          receiveSubscription: { _ in
            task.setValue(
              Task(name: name, priority: priority) { @MainActor in
                await operation(Send { output.value.send($0) })
                output.value.send(completion: .finished)
              }
            )
          },
          receiveCancel: { task.value?.cancel() }
        )
      }
      .eraseToAnyPublisher()
    case let .merge(effects):
      // `flatMap` subscribes to all of them at once (OpenCombine has no `MergeMany`).
      return Publishers.Sequence<[AnyPublisher<Action, Never>], Never>(
        sequence: effects.map(\.publisher)
      )
      .flatMap { $0 }
      .eraseToAnyPublisher()
    case let .concatenate(effects):
      return effects.reduce(Empty().eraseToAnyPublisher()) {
        $0.append($1.publisher).eraseToAnyPublisher()
      }
    case let .cancellable(effect, id, _):
      _reportCancellationInsidePublisher(id)
      return effect.publisher
    case let .cancel(id):
      _reportCancellationInsidePublisher(id)
      return Empty().eraseToAnyPublisher()
    case let .transaction(effect, _):
      return effect.publisher
    }
  }
}

private func _reportCancellationInsidePublisher(_ id: AnyHashableSendable) {
  reportIssue(
    """
    An effect that uses the cancellation identifier \(String(customDumping: id.base)) was turned \
    into a publisher (by "debounce", "throttle" or "_EffectPublisher"), where no store can \
    cancel it by that identifier.

    To fix this, apply "cancellable(id:cancelInFlight:)" and "cancel(id:)" to the debounced or \
    throttled effect, not to the effect inside it.
    """
  )
}
