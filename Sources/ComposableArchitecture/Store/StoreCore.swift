#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import ConcurrencyExtras
import Observation

#if !canImport(Darwin)
  import SwiftUI
#endif

/// What every store of one tree shares: the observation of the root state's identity and the
/// registry of running effects.
///
/// Field-level observation is done by the state itself (see ``ObservableState``); the core only
/// notifies when the root state is replaced by a value with another identity, or on every action
/// when the state is not observable at all.
@MainActor
@usableFromInline
class StoreCore: Observable {
  @usableFromInline
  let registrar = ObservationRegistrar()
  #if !canImport(Darwin)
    /// The view graph nodes that read the whole state (see `_ViewReaders`).
    @usableFromInline
    nonisolated let viewReaders = _ViewReaders()
  #endif
  @usableFromInline
  nonisolated let effects = EffectRegistry()
  /// Attributes the effects started from now on; set by `TestStore` only.
  var effectOwner: EffectOwner?
  /// Told after each action, for `Store.publisher`; `nil` until something subscribes, so that
  /// stores nobody follows with Combine pay one check per action.
  @usableFromInline
  final var didSendAction: _Relay<Void>?

  @usableFromInline
  init() {}

  /// Whether the core is in the middle of reducing an action, in which case an action sent now
  /// is queued behind it.
  var isSending: Bool { false }

  /// Runs `body`, which tells the subscribers of a publisher of the state (`Store.publisher`,
  /// `ViewStore.publisher`) of a change, as TCA tells them: with the action that made it still
  /// being handled. An action they send meanwhile is reported as reentrant and sent once they
  /// have all heard.
  @usableFromInline
  func publishing(_ body: () -> Void) {
    body()
  }

  /// The observation key for "the whole state".
  @usableFromInline
  var stateIdentity: Void { () }

  @inlinable
  final func accessStateIdentity() {
    #if !canImport(Darwin)
      if self.viewReaders.recordRead(of: \StoreCore.stateIdentity) { return }
    #endif
    self.registrar.access(self, keyPath: \.stateIdentity)
  }

  /// The identity of the root state of the tree, when it is observable: what observations
  /// reading from the root track (see `_RootedReads`).
  func rootStateID() -> ObservableStateID? { nil }

  /// How many times the readers of the whole state were told it changed: one that also reads
  /// other state in the same observation compares it to tell why it runs again.
  private(set) final var stateIdentityChangeCount = 0

  /// Tells the readers of the whole state that it changed, once the action is done.
  @usableFromInline
  final func stateIdentityDidChange() {
    self.stateIdentityChangeCount &+= 1
    if !ObservationBuffer.holdsChange(of: self) {
      self.notifyStateIdentityObservers()
    }
  }

  final func notifyStateIdentityObservers() {
    #if !canImport(Darwin)
      self.viewReaders.willChange(\StoreCore.stateIdentity)
    #endif
    self.registrar.willSet(self, keyPath: \.stateIdentity)
    self.registrar.didSet(self, keyPath: \.stateIdentity)
  }
}

/// The core of a root store: the state, the reducer, and the queue of actions waiting for the
/// one being reduced.
///
/// Its `send` is `@inlinable` and is reached through a closure made in the (inlinable) store
/// initializer, so it is specialized for the concrete reducer in the module that creates the
/// store: no witness-table calls per reducer step.
@MainActor
@usableFromInline
final class RootCore<R: Reducer>: StoreCore {
  /// The current state. The reducer modifies it in place; Swift's exclusivity checking makes
  /// sure nothing reads it while that happens. Observers are told of the changes once the action
  /// is done (see `ObservationBuffer`), when the state is whole again.
  @usableFromInline
  var state: R.State
  @usableFromInline
  let reducer: R
  /// The actions waiting for the one being reduced, each with the transaction it was sent in.
  @usableFromInline
  var bufferedActions: [(action: R.Action, transaction: _EffectTransaction?)] = []
  /// Whether the subscribers of a publisher of the state are being told of a change (see
  /// ``publishing(_:)``): an action sent now is reported and queued.
  @usableFromInline
  var isPublishing = false
  /// Whether an action's changes are being told to its observers and subscribers: the send
  /// that made them sends what was queued meanwhile once they are done.
  @usableFromInline
  var isNotifying = false
  /// The transaction of the last action reduced in one that came in a transaction of its own
  /// (`Effect.send(_:animation:)`): the observers of the action's changes re-run in it.
  @usableFromInline
  var deliveryTransaction: _EffectTransaction?
  @usableFromInline
  var isReducing = false
  /// Reads the identity of the root state, when the state is observable.
  @usableFromInline
  let stateID: ((inout R.State) -> ObservableStateID)?
  /// Gives the root state a new identity and returns it, when the state is observable.
  @usableFromInline
  let renewStateID: ((inout R.State) -> ObservableStateID)?

  @usableFromInline
  init(state: R.State, reducer: R) {
    self.state = state
    self.reducer = reducer
    self.stateID = observableStateID(of: R.State.self)
    self.renewStateID = observableRenewedStateID(of: R.State.self)
    super.init()
  }

  override var isSending: Bool { self.isReducing }

  override func rootStateID() -> ObservableStateID? {
    // Not while an action is reduced: the reducer holds the state.
    guard !self.isReducing, let stateID = self.stateID else { return nil }
    let id = stateID(&self.state)
    // An enum's identity is its first payload's: the fields of another payload, changed in
    // place, would pass through no field of the root. Its readers track every value they read.
    guard id.tag == 0 else { return nil }
    return id
  }

  @inlinable
  func send(_ action: R.Action, fromEffect: Bool = false) -> _EffectTasks? {
    if self.isReducing || self.isPublishing {
      // Reentrant: reported, as in TCA 1.25, and queued behind the action being handled, never
      // interleaved. An effect's action is queued as TCA queues it, without a report.
      if self.isReducing || !fromEffect {
        _reportReentrantAction(action)
      }
      self.bufferedActions.append((action, _EffectTransaction.current))
      return nil
    }
    self.isReducing = true
    ObservationBuffer.begin()
    // A new identity, as a child modified in place through its parent gets: a copy of the state
    // saved before and written back by this action is then a change its readers hear of.
    let identityBefore = self.renewStateID?(&self.state)
    // Made with the first effect that runs in a task: most actions start none.
    var tasks: _EffectTasks?
    self.reduce(action, tasks: &tasks)
    while !self.bufferedActions.isEmpty {
      let (action, transaction) = self.bufferedActions.removeFirst()
      if let transaction {
        self.deliveryTransaction = transaction
        transaction.apply { self.reduce(action, tasks: &tasks) }
      } else {
        self.reduce(action, tasks: &tasks)
      }
    }
    self.isReducing = false
    let wasNotifying = self.isNotifying
    self.isNotifying = true
    if let stateID = self.stateID {
      if stateID(&self.state) != identityBefore {
        self.stateIdentityDidChange()
      }
    } else {
      self.stateIdentityDidChange()
    }
    if let transaction = self.deliveryTransaction {
      self.deliveryTransaction = nil
      transaction.apply { ObservationBuffer.end() }
    } else {
      ObservationBuffer.end()
    }
    if let didSendAction = self.didSendAction {
      self.publishing { didSendAction.send(()) }
    }
    self.isNotifying = wasNotifying
    if let sent = self.sendQueuedAction() {
      let list = tasks ?? _EffectTasks()
      list.append(sent)
      tasks = list
    }
    return tasks
  }

  @usableFromInline
  override func publishing(_ body: () -> Void) {
    guard !self.isPublishing else { return body() }
    self.isPublishing = true
    body()
    self.isPublishing = false
    // Outside of a send (a change to shared state, say), which sends it itself when done.
    if !self.isNotifying {
      _ = self.sendQueuedAction()
    }
  }

  /// Sends the first action queued while subscribers were told of a change (the send reduces
  /// the others queued behind it).
  @usableFromInline
  func sendQueuedAction() -> _EffectTasks? {
    guard !self.bufferedActions.isEmpty else { return nil }
    let (action, transaction) = self.bufferedActions.removeFirst()
    var sent: _EffectTasks?
    if let transaction {
      transaction.apply { sent = self.send(action, fromEffect: true) }
    } else {
      sent = self.send(action, fromEffect: true)
    }
    return sent
  }

  /// The current state, for the store to read.
  @inlinable
  var currentState: R.State {
    // While an action is reduced, nothing but the reducer (and what it calls) runs.
    if self.isReducing {
      _reportStateReadDuringReduce(R.State.self)
    }
    return self.state
  }

  @inlinable
  func reduce(_ action: R.Action, tasks: inout _EffectTasks?) {
    let effect = self.reducer.reduce(into: &self.state, action: action)
    if !effect.isNone {
      self.start(effect, from: action, ids: [], transaction: nil, into: &tasks)
    }
  }

  /// Starts an effect: synchronous parts (`.send`, `.cancel`, and the synchronous start of a
  /// `.concatenate`) happen now, in order; asynchronous parts become tasks registered under the
  /// cancellation ids that wrap them, and the transaction, if any, that their actions are sent
  /// in.
  @usableFromInline
  func start(
    _ effect: Effect<R.Action>,
    from action: R.Action,
    ids: [AnyHashableSendable],
    transaction: _EffectTransaction?,
    into tasks: inout _EffectTasks?
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      self.bufferedActions.append((action.value, transaction))
    case let .merge(effects):
      for effect in effects {
        self.start(effect, from: action, ids: ids, transaction: transaction, into: &tasks)
      }
    case let .cancel(id):
      self.effects.cancel(id: id)
    case let .cancellable(inner, id, cancelInFlight):
      if cancelInFlight {
        self.effects.cancel(id: id)
      }
      self.start(inner, from: action, ids: ids + [id], transaction: transaction, into: &tasks)
    case let .transaction(inner, transaction):
      self.start(inner, from: action, ids: ids, transaction: transaction, into: &tasks)
    case let .publisher(publisher):
      self.subscribe(to: publisher.value, ids: ids, transaction: transaction, into: &tasks)
    case let .run(name, priority, _, _):
      let list = tasks ?? _EffectTasks()
      tasks = list
      list.append(
        self.spawn(
          effect.inTransaction(transaction),
          from: action,
          ids: ids,
          name: name,
          priority: priority,
          sendingInto: list
        )
      )
    case let .concatenate(effects):
      // What can run now runs now, in order, as the actions it sends would be sent at once; the
      // rest waits in a task for each effect before it to finish.
      var remaining = effects[...]
      while let first = remaining.first, first.isSynchronous {
        self.start(first, from: action, ids: ids, transaction: transaction, into: &tasks)
        remaining = remaining.dropFirst()
      }
      if !remaining.isEmpty {
        let list = tasks ?? _EffectTasks()
        tasks = list
        list.append(
          self.spawn(
            Effect(operation: .concatenate(Array(remaining))).inTransaction(transaction),
            from: action,
            ids: ids,
            name: nil,
            priority: nil,
            sendingInto: list
          )
        )
      }
    }
  }

  /// How an effect sends its actions to the store: the effects they start join `tasks`, so that
  /// cancelling the task `send` returned cancels them too, and belong to the effect's owner.
  private func effectSend(into tasks: _EffectTasks) -> @MainActor @Sendable (R.Action) -> Void {
    let owner = self.effectOwner
    return { [weak self] action in
      guard let self else { return }
      // Effects started by actions an effect sends belong to the same owner.
      let previousOwner = self.effectOwner
      self.effectOwner = owner
      defer { self.effectOwner = previousOwner }
      if let sent = self.send(action, fromEffect: true) {
        tasks.append(sent)
      }
    }
  }

  /// Subscribes to a publisher effect now, so that what it sends at once is queued behind the
  /// action being reduced, as `.send` is, and what it sends later reaches the store as it is
  /// sent. A task registered under the effect's cancellation ids waits for it to complete, so
  /// that it is cancelled, awaited and tracked by a test store like any effect.
  private func subscribe(
    to publisher: AnyPublisher<R.Action, Never>,
    ids: [AnyHashableSendable],
    transaction: _EffectTransaction?,
    into tasks: inout _EffectTasks?
  ) {
    let list = tasks ?? _EffectTasks()
    let send = self.effectSend(into: list)
    let subscription = _PublisherEffectSubscription<R.Action> { [weak self] action in
      guard let self else { return }
      if self.isReducing {
        self.bufferedActions.append((action, transaction))
      } else if let transaction, _EffectTransaction.current == nil {
        transaction.apply { send(action) }
      } else {
        send(action)
      }
    }
    subscription.subscribe(to: publisher)
    // A publisher that completed at once (`Just`, `Empty`) needs no task.
    guard !subscription.isFinished else { return }
    tasks = list
    let effects = self.effects
    let task = effects.spawn(
      ids: ids,
      priority: nil,
      owner: self.effectOwner,
      onCancel: subscription.cancel
    ) {
      await subscription.finished()
    }
    // A completed publisher is no longer running, for a test store that asserts so right after
    // completing it, before the waiting task has resumed.
    subscription.onFinish { effects.remove(task) }
    list.append(task)
  }

  /// Runs an effect in a task. The actions it sends are sent to the store, and the effects they
  /// start join `tasks`, so that cancelling the task `send` returned cancels them too.
  private func spawn(
    _ effect: Effect<R.Action>,
    from action: R.Action,
    ids: [AnyHashableSendable],
    name: String?,
    priority: TaskPriority?,
    sendingInto tasks: _EffectTasks
  ) -> Task<Void, Never> {
    let effects = self.effects
    let owner = self.effectOwner
    let send = self.effectSend(into: tasks)
    // Described only when an action is sent after its effect completed.
    let originatingAction = UncheckedSendable<Any>(action)
    return effects.spawn(ids: ids, name: name, priority: priority, owner: owner) {
      // An effect's scope is the children its parents' reducers wrapped it in, outermost first
      // (see `Effect._child`); not the scope of an effect whose `send` led to it.
      await _EffectScope.$current.withValue(_EffectScope(children: [])) {
        await EffectRunner(
          send: send,
          effects: effects,
          originatingAction: originatingAction
        )
        .run(effect)
      }
    }
  }
}

extension Effect {
  /// This effect, sending its actions in the given transaction, if any.
  func inTransaction(_ transaction: _EffectTransaction?) -> Self {
    guard let transaction else { return self }
    return Self(operation: .transaction(self, transaction))
  }

  /// Whether starting this effect does everything it does at once, with no task.
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel:
      return true
    case let .merge(effects), let .concatenate(effects):
      return effects.allSatisfy(\.isSynchronous)
    case let .cancellable(inner, _, _), let .transaction(inner, _):
      return inner.isSynchronous
    case .run, .publisher:
      return false
    }
  }
}

/// Runs the asynchronous parts of an effect inside a task.
struct EffectRunner<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void
  let effects: EffectRegistry
  /// The action that returned the effect.
  let originatingAction: UncheckedSendable<Any>

  func run(_ effect: Effect<Action>) async {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      let action = action
      await MainActor.run {
        guard !Task.isCancelled else { return }
        self.send(action.value)
      }
    case let .run(_, _, operation, origin):
      let lifetime = EffectLifetime()
      let sendToStore = self.send
      let originatingAction = self.originatingAction
      await operation(
        Send { action in
          if lifetime.isFinished {
            // Reported, and still sent, as in TCA.
            origin.report(
              """
              An action was sent from a completed effect.

                Action:
                  \(debugCaseOutput(action))

                Effect returned from:
                  \(debugCaseOutput(originatingAction.value))

              Avoid sending actions using the 'send' argument from 'Effect.run' after the effect \
              has completed. This can happen if you escape the 'send' argument in an \
              unstructured context.

              To fix this, make sure that your 'run' closure does not return until you're done \
              calling 'send'.
              """
            )
          }
          sendToStore(action)
        }
      )
      lifetime.finish()
    case let .merge(effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await self.run(effect) }
        }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await self.run(effect)
      }
    case let .cancel(id):
      self.effects.cancel(id: id)
    case .cancellable:
      // Nested identifiers make one task, registered under them all: cancelling in flight under
      // an inner one must not cancel the task of an outer one, which is this effect itself.
      var ids: [AnyHashableSendable] = []
      var inner = effect
      while case let .cancellable(wrapped, id, cancelInFlight) = inner.operation {
        if cancelInFlight {
          self.effects.cancel(id: id)
        }
        ids.append(id)
        inner = wrapped
      }
      await self.effects.run(ids: ids) { [inner] in
        await self.run(inner)
      }
    case let .publisher(publisher):
      await _PublisherEffectSubscription.run(publisher, receive: self.send)
    case let .transaction(inner, transaction):
      let send = self.send
      await EffectRunner(
        send: { action in
          // A transaction given to the send itself (`send(_:animation:)`) wins.
          if _EffectTransaction.current == nil {
            transaction.apply { send(action) }
          } else {
            send(action)
          }
        },
        effects: self.effects,
        originatingAction: self.originatingAction
      )
      .run(inner)
    }
  }
}

/// Whether an effect's operation has returned, so that a late `send` can be reported.
final class EffectLifetime: Sendable {
  private let finished = LockIsolated(false)

  var isFinished: Bool { self.finished.value }

  func finish() { self.finished.setValue(true) }
}

/// Reports a read of a store's state from inside its own reducer, before Swift's exclusivity
/// checking stops the program: the reducer holds the state for modification until it returns,
/// so there is no whole state to read (TCA would return the state as of before the action).
@usableFromInline
func _reportStateReadDuringReduce<State>(_ state: State.Type) {
  reportIssue(
    """
    A store's state ("\(readableTypeName(State.self))") was read while the store's reducer was \
    running.

    A reducer holds its state for modification until it returns, so the store has no state to \
    give, and the program stops here. Read the state from the reducer's "state" argument, or \
    read the store after the action, for example from an effect.
    """
  )
}

/// Reports an action sent to a store while the store is reducing another one, for example by a
/// reducer that reaches its own store through a dependency. The action is still reduced, after
/// the one in progress.
@usableFromInline
func _reportReentrantAction<Action>(_ action: Action) {
  reportIssue(
    """
    Sent '\(debugCaseOutput(action))' while an action was being processed.

    Reentrant actions are undefined and will be a precondition failure in a future version of \
    the library.
    """
  )
}
