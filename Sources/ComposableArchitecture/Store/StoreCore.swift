import Synchronization
import Observation

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
  @usableFromInline
  nonisolated let effects = EffectRegistry()
  /// Attributes the effects started from now on; set by `TestStore` only.
  var effectOwner: EffectOwner?

  @usableFromInline
  init() {}

  /// The observation key for "the whole state".
  @usableFromInline
  var stateIdentity: Void { () }

  @inlinable
  final func accessStateIdentity() {
    self.registrar.access(self, keyPath: \.stateIdentity)
  }

  @usableFromInline
  final func stateIdentityDidChange() {
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
  /// What `send` mutates, kept behind a pointer: the core is only ever used on the main actor,
  /// and the dynamic exclusivity checks Swift makes on every access to a class's stored property
  /// were a tenth of the cost of a send.
  @usableFromInline
  nonisolated(unsafe) let storage: UnsafeMutablePointer<RootStorage<R.State, R.Action>>
  @usableFromInline
  let reducer: R
  /// Reads the identity of the observable root state at the start of the storage; `nil` when
  /// the state is not observable.
  @usableFromInline
  let identity: ((UnsafeMutableRawPointer) -> ObservableStateID)?

  @usableFromInline
  init(state: R.State, reducer: R) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: RootStorage(state: state))
    self.reducer = reducer
    self.identity = observableIdentity(of: R.State.self)
    super.init()
  }

  deinit {
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  /// The current state.
  @inlinable
  var state: R.State {
    _read { yield self.storage.pointee.state }
  }

  @inlinable
  func send(_ action: R.Action) -> Task<Void, Never>? {
    let storage = self.storage
    if storage.pointee.isSending {
      // Reentrant: queue it behind the action being reduced, never interleave.
      storage.pointee.bufferedActions.append(action)
      return nil
    }
    storage.pointee.isSending = true
    let identityBefore = self.identity?(UnsafeMutableRawPointer(storage))
    var tasks: [Task<Void, Never>] = []
    // The action is borrowed, not copied; queued actions are taken out of the buffer one by one.
    let effect = self.reducer.reduce(into: &storage.pointee.state, action: action)
    if !effect.isNone {
      self.start(effect, into: &tasks)
    }
    while !storage.pointee.bufferedActions.isEmpty {
      let action = storage.pointee.bufferedActions.removeFirst()
      let effect = self.reducer.reduce(into: &storage.pointee.state, action: action)
      if !effect.isNone {
        self.start(effect, into: &tasks)
      }
    }
    storage.pointee.isSending = false
    if let identity = self.identity {
      if identity(UnsafeMutableRawPointer(storage)) != identityBefore {
        self.stateIdentityDidChange()
      }
    } else {
      self.stateIdentityDidChange()
    }
    ObservationFlush.shared.flushIfNeeded()
    return Task.all(tasks)
  }

  /// Starts an effect: synchronous parts (`.send`, `.cancel`) happen now, in order; asynchronous
  /// parts become tasks registered under the cancellation ids that wrap them.
  @usableFromInline
  func start(_ effect: Effect<R.Action>, into tasks: inout [Task<Void, Never>]) {
    self.start(effect, ids: [], into: &tasks)
  }

  private func start(
    _ effect: Effect<R.Action>,
    ids: [AnyHashableSendable],
    into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case let .send(action):
      self.storage.pointee.bufferedActions.append(action.value)
    case let .merge(effects):
      for effect in effects {
        self.start(effect, ids: ids, into: &tasks)
      }
    case let .cancel(id):
      self.effects.cancel(id: id)
    case let .cancellable(inner, id, cancelInFlight):
      if cancelInFlight {
        self.effects.cancel(id: id)
      }
      self.start(inner, ids: ids + [id], into: &tasks)
    case let .run(priority, _, _):
      tasks.append(self.spawn(effect, ids: ids, priority: priority))
    case .concatenate:
      tasks.append(self.spawn(effect, ids: ids, priority: nil))
    }
  }

  private func spawn(
    _ effect: Effect<R.Action>,
    ids: [AnyHashableSendable],
    priority: TaskPriority?
  ) -> Task<Void, Never> {
    let effects = self.effects
    let owner = self.effectOwner
    let send: @MainActor @Sendable (R.Action) -> Void = { [weak self] action in
      guard let self else { return }
      // Effects started by actions an effect sends belong to the same owner.
      let previousOwner = self.effectOwner
      self.effectOwner = owner
      defer { self.effectOwner = previousOwner }
      _ = self.send(action)
    }
    return effects.spawn(ids: ids, priority: priority, owner: owner) {
      await EffectRunner(send: send, effects: effects).run(effect)
    }
  }
}

/// The mutable part of a root core. The state is its first field, so a pointer to the storage is
/// a pointer to the state.
@frozen
@usableFromInline
struct RootStorage<State, Action> {
  @usableFromInline
  var state: State
  @usableFromInline
  var bufferedActions: [Action] = []
  @usableFromInline
  var isSending = false

  @usableFromInline
  init(state: State) {
    self.state = state
  }
}

/// Runs the asynchronous parts of an effect inside a task.
struct EffectRunner<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void
  let effects: EffectRegistry

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
    case let .run(_, operation, origin):
      let lifetime = EffectLifetime()
      let sendToStore = self.send
      await operation(
        Send { action in
          guard !lifetime.isFinished else {
            reportIssue(
              """
              An action was sent from an effect that had already finished.

                Effect started at:
                  \(origin.fileID):\(origin.line)
                Action:
                  \(debugCaseOutput(action))

              A "send" handed to "Effect.run" works only while the effect's operation is running. \
              This happens when "send" escapes into another task, or is used after the effect \
              was cancelled and returned. To fix this, await that work inside the operation (for \
              example with "withTaskGroup" or "for await"), so that the effect runs until it has \
              sent its last action.
              """,
              fileID: origin.fileID,
              filePath: origin.filePath,
              line: origin.line,
              column: origin.column
            )
            return
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
    case let .cancellable(inner, id, cancelInFlight):
      if cancelInFlight {
        self.effects.cancel(id: id)
      }
      let task = self.effects.spawn(ids: [id], priority: nil) {
        await self.run(inner)
      }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    }
  }
}

/// Whether an effect's operation has returned, so that a late `send` can be reported.
final class EffectLifetime: Sendable {
  private let finished = Mutex(false)

  var isFinished: Bool { self.finished.withLock { $0 } }

  func finish() { self.finished.withLock { $0 = true } }
}

/// Builds a function that reads the identity of an observable state through a pointer to it,
/// or returns `nil` when the type is not observable. Called once per store, never per action.
///
/// A pointer, so that reading the identity neither copies the state nor goes through generic
/// pointer helpers on every action.
@usableFromInline
func observableIdentity<State>(
  of type: State.Type
) -> ((UnsafeMutableRawPointer) -> ObservableStateID)? {
  guard let observableType = type as? any ObservableState.Type else { return nil }
  func open<S: ObservableState>(_: S.Type) -> (UnsafeMutableRawPointer) -> ObservableStateID {
    { pointer in identity(of: &pointer.assumingMemoryBound(to: S.self).pointee) }
  }
  // `inout` hands the getter the value where it lies: a by-value read would copy it.
  func identity<S: ObservableState>(of state: inout S) -> ObservableStateID {
    state._$id
  }
  return open(observableType)
}
