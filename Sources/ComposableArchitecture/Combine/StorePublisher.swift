#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import Dispatch

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
  /// A subscription keeps the store alive. Today, follow a store with ``observe(_:)``, which
  /// tracks just the fields read.
  public var publisher: StorePublisher<State> {
    let didSendAction = self.core.didSendActionSubject()
    let currentState = self.currentState
    return StorePublisher(
      store: self,
      upstream: Deferred {
        // The state when subscribed, then after each action.
        Just(_onMainActor(currentState))
          .append(didSendAction.map { _onMainActor(currentState) })
      }
    )
  }
}

extension StoreCore {
  /// The subject ``Store/publisher`` follows, made for the first subscriber.
  func didSendActionSubject() -> PassthroughSubject<Void, Never> {
    if let subject = self.didSendAction {
      return subject
    }
    let subject = PassthroughSubject<Void, Never>()
    self.didSendAction = subject
    return subject
  }
}

/// Reads a store's state from a publisher's closure, which Combine doesn't isolate: subscribe and
/// receive on the main actor, as a store is used.
private func _onMainActor<State>(_ read: @MainActor () -> State) -> State {
  MainActor.assumeIsolated { UncheckedSendable(read()) }.value
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
