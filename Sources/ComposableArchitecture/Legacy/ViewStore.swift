#if canImport(Combine)
  @preconcurrency import Combine
#else
  @preconcurrency import OpenCombineShim
#endif
import Observation

/// An object that observes a store's state through a "view state" and sends actions to it.
///
/// This is how views followed a store before ``ObservableState()``: a view store holds the value
/// that a closure computes from the store's state, recomputes it when the store changes, and
/// notifies its observers only when the new value is not a duplicate of the old one.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.displayName                        // reads view state
/// viewStore.send(.refreshButtonTapped)         // sends an action
/// TextField("Display name", text: viewStore.$displayName)  // binds a @BindingState field
/// ```
///
/// A view store is `Observable`: reading ``state`` (or a field through dynamic member lookup) in
/// ``observe(_:)`` re-runs the closure when the view state changes. It follows its store for as
/// long as it is alive, and keeps the store alive.
///
/// Today a view reads the store itself (`store.displayName`), and observation is per field of an
/// ``ObservableState()`` state, so there is nothing to compute, compare or hold. Read
/// <doc:MigratingBindings> for the steps.
@available(
  *,
  deprecated,
  message: """
    Read state from the store itself ('store.field'), with '@ObservableState' state, and derive \
    bindings from a '@Bindable' store. See the article 'Migrating bindings'.
    """
)
@preconcurrency @MainActor
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
  /// Sends before each new view state (not a duplicate of the last), as SwiftUI's
  /// `ObservedObject` wants.
  ///
  /// OpenCombine's publisher isn't `Sendable`; it is sent from the main actor only, where the
  /// view store changes.
  public nonisolated(unsafe) let objectWillChange = ObservableObjectPublisher()
  /// The view states that ``publisher`` sends after the current one; made for its first
  /// subscriber.
  private var stateRelay: _Relay<ViewState>?
  private let sendToStore: @MainActor (ViewAction) -> StoreTask
  private let computeState: @MainActor () -> ViewState
  private let isDuplicate: (ViewState, ViewState) -> Bool
  private var currentState: ViewState
  private var token: ObserveToken?
  /// Whether the observation has run once, so that a run is a change.
  private var isTracking = false
  private let registrar = ObservationRegistrar()
  /// The streams that `yield(while:)` calls wait on, told of each new view state.
  private var stateChangeContinuations: [Int: AsyncStream<Void>.Continuation] = [:]
  private var nextStateChangeID = 0
  /// The core of the store's tree: whether it is reducing an action, and what tells
  /// ``publisher``'s subscribers of a new view state.
  private let core: StoreCore

  /// Initializes a view store that observes the store's state through a view state and sends
  /// view actions translated into the store's actions.
  ///
  /// ```swift
  /// let viewStore = ViewStore(
  ///   store,
  ///   observe: ViewState.init,
  ///   send: Settings.Action.view,
  ///   removeDuplicates: { $0 == $1 }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - fromViewAction: A function that translates a view action into a store action.
  ///   - isDuplicate: A function that tells whether two view states are the same. A new view state
  ///     that is a duplicate of the current one is dropped, and observers are not notified.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.sendToStore = { store.send(fromViewAction($0)) }
    // Reading `store.state` records an observation of it inside `observe`, so the view state is
    // recomputed whenever the store's state changes.
    self.computeState = { toViewState(store.state) }
    self.isDuplicate = isDuplicate
    self.currentState = toViewState(store.currentState())
    self.core = store.core
    self.token = observe { [weak self] in self?.refresh() }
  }

  /// Initializes a view store that observes the store's state through a view state.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { $0 }, removeDuplicates: { $0 == $1 })
  /// ```
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - isDuplicate: A function that tells whether two view states are the same. A new view state
  ///     that is a duplicate of the current one is dropped, and observers are not notified.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Initializes a view store that observes all of the store's state.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - isDuplicate: A function that tells whether two states are the same.
  @available(
    *,
    deprecated,
    message: "Use 'init(_:observe:removeDuplicates:)' to make state observation explicit."
  )
  public convenience init(
    _ store: Store<ViewState, ViewAction>,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Whether the store is reducing an action, so that an action sent now is queued.
  func isReducing() -> Bool {
    self.core.isSending
  }

  private func refresh() {
    let newState = self.computeState()
    // The first run only starts tracking: there is nothing to compare the first state with (TCA
    // calls `removeDuplicates` for changes only).
    guard self.isTracking else {
      self.isTracking = true
      self.currentState = newState
      return
    }
    guard !self.isDuplicate(self.currentState, newState) else { return }
    self.objectWillChange.send()
    self.registrar.withMutation(of: self, keyPath: \.state) {
      self.currentState = newState
    }
    if let stateRelay = self.stateRelay {
      self.core.publishing { stateRelay.send(newState) }
    }
    for continuation in self.stateChangeContinuations.values {
      continuation.yield()
    }
  }

  /// The current view state.
  ///
  /// Reading it inside ``observe(_:)`` re-runs the observation when the view state changes.
  public var state: ViewState {
    self.registrar.access(self, keyPath: \.state)
    return self.currentState
  }

  /// A publisher of the view state: the current one when subscribed, then each new one that is
  /// not a duplicate of the last (`removeDuplicates`).
  ///
  /// ```swift
  /// viewStore.publisher.isLoading
  ///   .sink { isLoading in … }
  ///   .store(in: &cancellables)
  /// ```
  ///
  /// A subscription keeps the view store, and so its store, alive.
  public var publisher: StorePublisher<ViewState> {
    let relay = self.stateRelay ?? _Relay<ViewState>()
    self.stateRelay = relay
    // The subscription keeps the view store alive (`StorePublisher.store`).
    let read: @MainActor () -> ViewState = { [unowned self] in self.currentState }
    let currentState = UncheckedSendable(read)
    return StorePublisher(
      store: self,
      // The current view state when subscribed, read on the main actor where the view store
      // lives, then each new one. (`Just`, not a closure: see `Store.publisher`.)
      upstream: Just(())
        .receive(on: UIScheduler.shared)
        .map { MainActor.assumeIsolated { UncheckedSendable(currentState.value()) }.value }
        .append(relay)
    )
  }

  /// Reads a field of the view state.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// ```swift
  /// Button("Refresh") { viewStore.send(.refreshButtonTapped) }
  /// ```
  ///
  /// - Parameter action: An action.
  /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
  ///   sending the action.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    self.sendToStore(action)
  }

  /// Sends an action to the store, then suspends while a predicate on the view state holds.
  ///
  /// Useful where the UI waits on work an effect does, as a pull-to-refresh control does on a
  /// refresh that sets an `isLoading` flag, and clears it when its response arrives:
  ///
  /// ```swift
  /// List { /* ... */ }
  ///   .refreshable {
  ///     await viewStore.send(.pulledToRefresh, while: \.isLoading)
  ///   }
  /// ```
  ///
  /// Cancelling the task that awaits this method cancels the effects the action started.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - predicate: A predicate on the view state; the method returns once it is `false`.
  @preconcurrency @MainActor
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = self.send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while a predicate on the view state holds.
  ///
  /// Returns right away when the predicate is already `false`, and otherwise as soon as a new
  /// view state makes it `false`, or when the current task is cancelled.
  ///
  /// ```swift
  /// await viewStore.yield(while: \.isLoading)
  /// ```
  ///
  /// To send an action and wait on its outcome in one step, use ``send(_:while:)``.
  ///
  /// - Parameter predicate: A predicate on the view state; the method returns once it is
  ///   `false`.
  @preconcurrency @MainActor
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    guard predicate(self.currentState) else { return }
    let (changes, continuation) = AsyncStream<Void>.makeStream(
      bufferingPolicy: .bufferingNewest(1)
    )
    let id = self.nextStateChangeID
    self.nextStateChangeID += 1
    self.stateChangeContinuations[id] = continuation
    defer { self.stateChangeContinuations[id] = nil }
    // A cancelled task ends the loop: the stream's iterator returns `nil`.
    for await _ in changes where !predicate(self.currentState) {
      return
    }
  }
}

@available(
  *,
  deprecated,
  message: "Read state from the store itself ('store.field'), with '@ObservableState' state."
)
extension ViewStore: Observable {}

@available(
  *,
  deprecated,
  message: "Read state from the store itself ('store.field'), with '@ObservableState' state."
)
extension ViewStore where ViewState: Equatable {
  /// Initializes a view store that observes the store's state through a view state, and drops
  /// view states equal to the current one.
  ///
  /// ```swift
  /// let viewStore = ViewStore(store, observe: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// Initializes a view store that observes the store's state through a view state, sends view
  /// actions translated into the store's actions, and drops view states equal to the current one.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A function that computes the view state from the store's state.
  ///   - fromViewAction: A function that translates a view action into a store action.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// Initializes a view store that observes all of the store's state.
  ///
  /// - Parameter store: A store.
  @available(*, deprecated, message: "Use 'init(_:observe:)' to make state observation explicit.")
  public convenience init(_ store: Store<ViewState, ViewAction>) {
    self.init(store, observe: { $0 }, removeDuplicates: { $0 == $1 })
  }
}

/// A view store of a reducer's domain.
///
/// ```swift
/// let viewStore: ViewStoreOf<Settings>
/// ```
@available(
  *,
  deprecated,
  message: "Read state from the store itself ('store.field'), with '@ObservableState' state."
)
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>
