#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import Dispatch
import Foundation

/// A store's subscription to the publisher of an ``Effect/publisher(_:)`` effect.
///
/// The store subscribes on the main actor, when the effect starts, so that a publisher that
/// emits at once (`Just`) or on a scheduler the test drives (`DispatchQueue.test`) delivers its
/// actions synchronously, as TCA's store does. Values and the completion reach `receive` and the
/// waiting task on the main actor, in the order the publisher sent them: at once when they come
/// from the main actor, through the main queue otherwise (as TCA's `UIScheduler` does).
///
/// ``cancel()`` stops delivery at once, even before the task that waits for the subscription has
/// started: a debounced effect cancelled in flight and a test scheduler advanced right after
/// must not deliver the cancelled value.
///
/// The state is guarded by a lock (publishers may complete on any thread), so the class is
/// `@unchecked Sendable`; `AnyCancellable` and the continuation are only touched under the lock.
final class _PublisherEffectSubscription<Action>: @unchecked Sendable {
  private let lock = NSLock()
  private var cancellable: AnyCancellable?
  /// Whether the publisher completed or the subscription was cancelled.
  private var isDone = false
  private var isCancelled = false
  private var waiter: CheckedContinuation<Void, Never>?
  /// Called once the publisher completes or the subscription is cancelled, at once, before the
  /// waiting task resumes: a store stops counting the effect as running right then.
  private var onFinish: (@Sendable () -> Void)?
  private let receive: @MainActor (Action) -> Void

  /// - Parameter receive: Called on the main actor with each value, until cancelled.
  init(receive: @escaping @MainActor (Action) -> Void) {
    self.receive = receive
  }

  /// Subscribes to `publisher` on the main actor, from a task that runs an effect, and returns
  /// when it completes; cancelling the task cancels the subscription.
  static func run(
    _ publisher: UncheckedSendable<AnyPublisher<Action, Never>>,
    receive: @escaping @MainActor (Action) -> Void
  ) async {
    let subscription = _PublisherEffectSubscription(receive: receive)
    await MainActor.run { subscription.subscribe(to: publisher.value) }
    await subscription.finished()
  }

  /// Subscribes to `publisher`. Values it sends synchronously are received before this returns.
  func subscribe(to publisher: AnyPublisher<Action, Never>) {
    let cancellable = publisher.sink(
      receiveCompletion: { [weak self] _ in
        self?.onMainActor { $0.finish() }
      },
      receiveValue: { [weak self] value in
        let value = UncheckedSendable(value)
        self?.onMainActor { subscription in
          guard !subscription.cancelled else { return }
          subscription.receive(value.value)
        }
      }
    )
    self.lock.lock()
    if self.isDone {
      self.lock.unlock()
      // Completed during `sink`, or cancelled meanwhile: nothing to keep.
      cancellable.cancel()
    } else {
      self.cancellable = cancellable
      self.lock.unlock()
    }
  }

  /// Sets what ``finished()``'s end is to do at once; called at once if it has ended already.
  func onFinish(_ body: @escaping @Sendable () -> Void) {
    self.lock.lock()
    guard !self.isDone else {
      self.lock.unlock()
      body()
      return
    }
    self.onFinish = body
    self.lock.unlock()
  }

  /// Whether the publisher completed (or the subscription was cancelled) already.
  var isFinished: Bool {
    self.lock.withLock { self.isDone }
  }

  /// Waits until the publisher completes or the subscription is cancelled; cancelling the
  /// waiting task cancels the subscription.
  func finished() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        self.lock.lock()
        if self.isDone {
          self.lock.unlock()
          continuation.resume()
        } else {
          self.waiter = continuation
          self.lock.unlock()
        }
      }
    } onCancel: {
      self.cancel()
    }
  }

  /// Stops the subscription: no value is delivered from now on, and ``finished()`` returns.
  func cancel() {
    self.lock.lock()
    self.isCancelled = true
    let cancellable = self.cancellable
    self.cancellable = nil
    self.lock.unlock()
    cancellable?.cancel()
    self.finish()
  }

  private var cancelled: Bool {
    self.lock.withLock { self.isCancelled }
  }

  private func finish() {
    self.lock.lock()
    self.isDone = true
    self.cancellable = nil
    let waiter = self.waiter
    self.waiter = nil
    let onFinish = self.onFinish
    self.onFinish = nil
    self.lock.unlock()
    onFinish?()
    waiter?.resume()
  }

  /// Runs `body` on the main actor: now, when called there, or next on the main queue.
  private func onMainActor(
    _ body: @escaping @MainActor @Sendable (_PublisherEffectSubscription) -> Void
  ) {
    if _isOnMainActor() {
      MainActor.assumeIsolated { body(self) }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { body(self) } }
    }
  }
}
