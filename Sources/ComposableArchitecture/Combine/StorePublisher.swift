#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import Dispatch
import Foundation

extension Store: ObservableObject {}

extension Store {
  /// A publisher of the store's state: the current state when subscribed, then the state after
  /// each action the store (or any store of its tree) handles.
  ///
  /// Pluck a field with dynamic member lookup; equal values in a row are then dropped:
  ///
  /// ```swift
  /// store.publisher.alert
  ///   .sink { alert in … }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// Values are delivered on the main actor, as TCA delivers them: at once when the store
  /// changes there, through the main queue to a subscriber on another thread (`.values` in an
  /// `async` context). Subscribers are told in the order they subscribed. A subscription keeps
  /// the store alive. Today, follow a store with ``observe(_:)``, which tracks just the fields
  /// read.
  public var publisher: StorePublisher<State> {
    let relay = self.core.didSendActionRelay()
    let currentState = UncheckedSendable(self.currentState)
    return StorePublisher(
      store: self,
      // No closure of ours runs when subscribed: one written here is the main actor's, and Swift
      // traps when it runs on the thread of a subscriber off the main actor.
      upstream: Just(())
        .append(relay)
        .receive(on: UIScheduler.shared)
        .map {
          // On the main queue, which is the main actor's, after `receive(on:)`.
          MainActor.assumeIsolated { UncheckedSendable(currentState.value()) }.value
        }
    )
  }
}

extension StoreCore {
  /// The relay ``Store/publisher`` follows, made for the first subscriber.
  func didSendActionRelay() -> _Relay<Void> {
    if let relay = self.didSendAction {
      return relay
    }
    let relay = _Relay<Void>()
    self.didSendAction = relay
    return relay
  }
}

/// Sends what it is given to its subscribers, in the order they subscribed: that a store
/// handled an action, a view store's new view state.
///
/// OpenCombine's subjects tell several subscribers in no set order; a view that subscribes to a
/// store before its children must hear of a change before they do, as with Combine.
/// Subscriptions are kept under a lock: a publisher may be subscribed to from any thread.
@usableFromInline
final class _Relay<Output>: Publisher, @unchecked Sendable {
  @usableFromInline typealias Failure = Never

  private let lock = NSLock()
  private var subscriptions: [RelaySubscription] = []

  @usableFromInline
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    let subscription = RelaySubscription(relay: self, downstream: AnySubscriber(subscriber))
    self.lock.withLock { self.subscriptions.append(subscription) }
    subscriber.receive(subscription: subscription)
  }

  /// Sends a value to every subscriber that asked for values.
  @usableFromInline
  func send(_ value: Output) {
    for subscription in self.lock.withLock({ self.subscriptions }) {
      subscription.receive(value)
    }
  }

  fileprivate func remove(_ subscription: RelaySubscription) {
    self.lock.withLock { self.subscriptions.removeAll { $0 === subscription } }
  }

  fileprivate final class RelaySubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private weak var relay: _Relay?
    private var downstream: AnySubscriber<Output, Never>?
    private var demand = Subscribers.Demand.none

    init(relay: _Relay, downstream: AnySubscriber<Output, Never>) {
      self.relay = relay
      self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
      self.lock.withLock { self.demand += demand }
    }

    func receive(_ value: Output) {
      let downstream: AnySubscriber<Output, Never>? = self.lock.withLock {
        guard self.demand > 0, let downstream = self.downstream else { return nil }
        self.demand -= 1
        return downstream
      }
      guard let downstream else { return }
      let more = downstream.receive(value)
      self.lock.withLock { self.demand += more }
    }

    func cancel() {
      self.lock.withLock { self.downstream = nil }
      self.relay?.remove(self)
    }
  }
}

/// A publisher of a store's state (``Store/publisher``) or of a view store's view state
/// (`ViewStore.publisher`).
///
/// Dynamic member lookup gives a publisher of a field of the state, without the equal values in
/// a row:
///
/// ```swift
/// viewStore.publisher.isLoading
///   .sink { isLoading in … }
/// ```
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
  public typealias Output = State
  public typealias Failure = Never

  /// The store, kept alive for as long as a subscriber is.
  let store: AnyObject
  let upstream: AnyPublisher<State, Never>

  init(store: AnyObject, upstream: some Publisher<State, Never>) {
    self.store = store
    self.upstream = upstream.eraseToAnyPublisher()
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {
    let store = self.store
    self.upstream.subscribe(
      AnySubscriber(
        receiveSubscription: subscriber.receive(subscription:),
        receiveValue: subscriber.receive(_:),
        receiveCompletion: { completion in
          subscriber.receive(completion: completion)
          withExtendedLifetime(store) {}
        }
      )
    )
  }

  /// A publisher of a field of the state, without the equal values in a row.
  public subscript<Value: Equatable>(
    dynamicMember keyPath: KeyPath<State, Value>
  ) -> StorePublisher<Value> {
    StorePublisher<Value>(
      store: self.store,
      upstream: self.upstream.map(keyPath).removeDuplicates()
    )
  }
}

/// An ``ObserveToken`` is a Combine cancellable, so that the token `Store.ifLet(then:else:)`
/// returns is kept as TCA's is: `.store(in: &cancellables)` with a `Set<AnyCancellable>`.
extension ObserveToken: @MainActor Cancellable {}
