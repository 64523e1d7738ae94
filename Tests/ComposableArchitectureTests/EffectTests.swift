import ComposableArchitecture
import Testing

@Reducer
struct Effects {
  @ObservableState
  struct State: Equatable {
    var events: [String] = []
  }

  enum Action: Equatable {
    case cancelLongRunning
    case concatenateTapped
    case event(String)
    case mapTapped
    case mergeTapped
    case restartLongRunning
    case runTapped
    case startLongRunning
    case startLongRunningFromAnEffect
    case child(ChildAction)

    enum ChildAction: Equatable { case ping }
  }

  enum CancelID { case longRunning }

  let longRunningStarted: Recorder<String>
  let longRunningCancelled: Recorder<String>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelLongRunning:
        return .cancel(id: CancelID.longRunning)
      case .concatenateTapped:
        return .concatenate(
          .run { send in
            try await Task.sleep(for: .milliseconds(20))
            await send(.event("first, slow"))
          },
          .send(.event("second")),
          .run { send in await send(.event("third")) }
        )
      case let .event(name):
        state.events.append(name)
        return .none
      case .mapTapped:
        return Effect<Action.ChildAction>.send(.ping).map(Action.child)
      case .mergeTapped:
        return .merge(
          .send(.event("a")),
          .run { send in await send(.event("b")) }
        )
      case .restartLongRunning:
        return self.longRunning(name: "restarted").cancellable(
          id: CancelID.longRunning, cancelInFlight: true
        )
      case .runTapped:
        return .run { send in
          await send(.event("run 1"))
          await send(.event("run 2"))
        }
      case .startLongRunning:
        return self.longRunning(name: "original").cancellable(id: CancelID.longRunning)
      case .startLongRunningFromAnEffect:
        return .run { send in await send(.startLongRunning) }
      case .child(.ping):
        state.events.append("child ping")
        return .none
      }
    }
  }

  func longRunning(name: String) -> Effect<Action> {
    .run { [started = longRunningStarted, cancelled = longRunningCancelled] send in
      started.record(name)
      do {
        try await Task.sleep(for: .seconds(1000))
      } catch {
        cancelled.record(name)
      }
    }
  }
}

@MainActor
struct EffectTests {
  let started = Recorder<String>()
  let cancelled = Recorder<String>()

  func makeStore() -> StoreOf<Effects> {
    Store(initialState: Effects.State()) {
      Effects(longRunningStarted: started, longRunningCancelled: cancelled)
    }
  }

  @Test func runSendsActionsInOrder() async {
    let store = makeStore()
    await store.send(.runTapped).finish()
    #expect(store.events == ["run 1", "run 2"])
  }

  @Test func mergeRunsSynchronousPartsFirst() async {
    let store = makeStore()
    let task = store.send(.mergeTapped)
    #expect(store.events == ["a"])
    await task.finish()
    #expect(store.events == ["a", "b"])
  }

  @Test func concatenateWaitsForEachEffect() async {
    let store = makeStore()
    await store.send(.concatenateTapped).finish()
    #expect(store.events == ["first, slow", "second", "third"])
  }

  @Test func mapEmbedsActions() {
    let store = makeStore()
    store.send(.mapTapped)
    #expect(store.events == ["child ping"])
  }

  @Test func noneStartsNoTask() {
    let store = makeStore()
    #expect(store.send(.event("x")).isCancelled)
  }

  @Test func cancelByID() async {
    let store = makeStore()
    let task = store.send(.startLongRunning)
    await waitUntil { started.values == ["original"] }
    store.send(.cancelLongRunning)
    await task.finish()
    #expect(cancelled.values == ["original"])
  }

  @Test func cancelInFlightCancelsThePreviousEffect() async {
    let store = makeStore()
    store.send(.startLongRunning)
    await waitUntil { started.values == ["original"] }
    let restarted = store.send(.restartLongRunning)
    await waitUntil { cancelled.values == ["original"] }
    await waitUntil { started.values == ["original", "restarted"] }
    restarted.cancel()
    await restarted.finish()
    #expect(cancelled.values == ["original", "restarted"])
  }

  @Test func cancellingTheStoreTaskCancelsItsEffects() async {
    let store = makeStore()
    let task = store.send(.startLongRunning)
    await waitUntil { started.values.count == 1 }
    task.cancel()
    await task.finish()
    #expect(cancelled.values == ["original"])
  }

  @Test func finishWaitsForTheEffectsOfActionsSentBack() async {
    let store = makeStore()
    let task = store.send(.startLongRunningFromAnEffect)
    await waitUntil { started.values == ["original"] }
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(!finished.value)
    store.send(.cancelLongRunning)
    await waiter.value
    #expect(finished.value)
    #expect(cancelled.values == ["original"])
  }

  @Test func cancellingTheStoreTaskCancelsTheEffectsOfActionsSentBack() async {
    let store = makeStore()
    let task = store.send(.startLongRunningFromAnEffect)
    await waitUntil { started.values == ["original"] }
    task.cancel()
    #expect(task.isCancelled)
    await task.finish()
    #expect(cancelled.values == ["original"])
  }

  @Test func cancellingWhatAwaitsFinishCancelsTheEffects() async {
    // As `.task { await store.send(.task).finish() }` does when its view goes away.
    let store = makeStore()
    let task = store.send(.startLongRunning)
    await waitUntil { started.values == ["original"] }
    let waiter = Task { await task.finish() }
    waiter.cancel()
    await waiter.value
    await waitUntil { cancelled.values == ["original"] }
    #expect(cancelled.values == ["original"])
    #expect(task.isCancelled)
  }

  @Test func storeTasksAreEqualWhenTheyAreTheSameSend() {
    let store = makeStore()
    let first = store.send(.startLongRunning)
    let second = store.send(.restartLongRunning)
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
    store.send(.cancelLongRunning)
  }

  @Test func noEffectOutlivesItsStore() async {
    var store: StoreOf<Effects>? = makeStore()
    let task = store!.send(.startLongRunning)
    store!.send(.restartLongRunning)
    await waitUntil { started.values.count == 2 }
    await waitUntil { cancelled.values == ["original"] }
    store = nil
    await task.finish()
    await waitUntil { cancelled.values.count == 2 }
    #expect(cancelled.values == ["original", "restarted"])
  }

  @Test func effectsStartedAfterTheStoreIsGoneNeverRun() async {
    // A child store keeps its root alive, so the root's effects live as long as any of its stores.
    var store: StoreOf<Effects>? = makeStore()
    weak let weakStore = store
    let task = store!.send(.startLongRunning)
    await waitUntil { started.values.count == 1 }
    store = nil
    #expect(weakStore == nil)
    await task.finish()
    #expect(cancelled.values == ["original"])
  }

  @Test func sendingFromAFinishedEffectIsReported() async {
    let escaped = LockIsolated<Send<Escaping.Action>?>(nil)
    let store = Store(initialState: Escaping.State()) { Escaping(escaped: escaped) }
    await store.send(.start).finish()
    #expect(store.count == 1)
    withKnownIssue {
      escaped.value?(.increment)
    } matching: { issue in
      issue.message == """
        An action was sent from a completed effect.

          Action:
            Escaping.Action.increment

          Effect returned from:
            Escaping.Action.start

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done calling \
        'send'.
        """
        && issue.sourceLocation?.fileName == "EffectTests.swift"
    }
    // Reported, and still sent, as in TCA.
    #expect(store.count == 2)
  }

  @Test func actionsSentAfterCancellationAreDropped() async {
    let store = Store(initialState: Escaping.State()) { Escaping(escaped: nil) }
    let task = store.send(.sendAfterCancellation)
    task.cancel()
    await task.finish()
    #expect(store.count == 0)
  }

  @Test func unhandledErrorsAreReported() async {
    let store = Store(initialState: Escaping.State()) { Escaping(escaped: nil) }
    await withKnownIssue {
      await store.send(.fail).finish()
    } matching: { issue in
      issue.description.contains("threw an unhandled error")
    }
  }

  @Test func catchHandlesErrors() async {
    let store = Store(initialState: Escaping.State()) { Escaping(escaped: nil) }
    await store.send(.failAndCatch).finish()
    #expect(store.count == 100)
  }
}

private struct Failure: Error {}

@Reducer
private struct Escaping {
  @ObservableState
  struct State { var count = 0 }
  enum Action { case fail, failAndCatch, increment, sendAfterCancellation, start, set(Int) }
  let escaped: LockIsolated<Send<Action>?>?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fail:
        return .run { _ in throw Failure() }
      case .failAndCatch:
        return .run { _ in throw Failure() } catch: { _, send in await send(.set(100)) }
      case .increment:
        state.count += 1
        return .none
      case .sendAfterCancellation:
        return .run { send in
          // Ignores cancellation, like a non-cancellable API call, then sends.
          await withUnsafeContinuation { continuation in
            Task { try? await Task.sleep(for: .milliseconds(20)); continuation.resume() }
          }
          await send(.increment)
        }
      case .start:
        return .run { [escaped] send in
          escaped?.setValue(send)
          await send(.increment)
        }
      case let .set(value):
        state.count = value
        return .none
      }
    }
  }
}

@MainActor
struct CancelledEffectTests {
  @Test func sendingFromACancelledEffectIsReported() async {
    let escaped = LockIsolated<Send<CancelledEscaping.Action>?>(nil)
    let store = Store(initialState: CancelledEscaping.State()) {
      CancelledEscaping(escaped: escaped)
    }
    let task = store.send(.start)
    await waitUntil { escaped.value != nil }
    store.send(.stop)
    await task.finish()
    withKnownIssue {
      escaped.value?(.increment)
    } matching: { issue in
      issue.message.hasPrefix("An action was sent from a completed effect.")
        && issue.message.contains("Effect returned from:\n    CancelledEscaping.Action.start")
    }
    #expect(store.count == 1)
  }
}

@Reducer
private struct CancelledEscaping {
  @ObservableState
  struct State { var count = 0 }
  enum Action { case increment, start, stop }
  enum CancelID { case work }
  let escaped: LockIsolated<Send<Action>?>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .start:
        return .run { [escaped] send in
          escaped.setValue(send)
          try await Task.sleep(for: .seconds(1000))
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      }
    }
  }
}

@MainActor
struct NestedCancellationTests {
  @Test func anEffectCancellableTwiceUnderOneIDStillRuns() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        if action == 0 {
          // In a task, after a `.run`: each `.cancellable` level cancels in flight under "x",
          // which must not cancel the effect itself.
          return .concatenate(
            .run { _ in },
            Effect.send(42)
              .cancellable(id: "x", cancelInFlight: true)
              .cancellable(id: "x", cancelInFlight: true)
          )
        }
        state = action
        return .none
      }
    }
    await store.send(0).finish()
    #expect(store.state == 42)
  }
}
