#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
@_spi(Internals) import ComposableArchitecture
import Testing

// `Effect.actions` (SPI, as TCA's is internal): an effect run on its own, without a store, as
// TCA's own tests run effects.

@MainActor
struct EffectActionsTests {
  @Test func concatenatedEffectsSendTheirActionsInOrder() async {
    let effect = Effect<Int>.concatenate(
      .send(1),
      .run { send in
        try await Task.sleep(for: .milliseconds(10))
        await send(2)
      },
      .send(3)
    )
    var received: [Int] = []
    for await action in effect.actions {
      received.append(action)
    }
    #expect(received == [1, 2, 3])
  }

  @Test func mergedEffectsSendAllTheirActions() async {
    let effect = Effect<Int>.merge(
      .run { send in await send(1) },
      .send(2),
      .none
    )
    var received: [Int] = []
    for await action in effect.actions {
      received.append(action)
    }
    #expect(received.sorted() == [1, 2])
  }

  @Test func aCancelInTheSameEffectCancelsItsCancellablePart() async {
    enum CancelID { case timer }
    let effect = Effect<Int>.merge(
      .run { send in
        try await Task.sleep(for: .seconds(1000))
        await send(1)
      }
      .cancellable(id: CancelID.timer),
      .run { _ in try await Task.sleep(for: .milliseconds(10)) }
        .concatenate(with: .cancel(id: CancelID.timer))
        .concatenate(with: .send(2))
    )
    var received: [Int] = []
    for await action in effect.actions {
      received.append(action)
    }
    #expect(received == [2])
  }

  /// Outside of a store, cancellation ids are the process's: `Task.cancel(id:)` stops an effect
  /// that another task is iterating, and its stream finishes.
  @Test func taskCancelStopsAnEffectIteratedElsewhere() async {
    let subject = PassthroughSubject<Int, Never>()
    let effect = Effect<Int>.publisher { subject }.cancellable(id: ActionsCancelID.feed)
    let received = LockIsolated<[Int]>([])
    let iteration = Task {
      for await value in effect.actions {
        received.withValue { $0.append(value) }
      }
    }
    await waitUntil { subject.send(1); return !received.value.isEmpty }
    Task.cancel(id: ActionsCancelID.feed)
    subject.send(2)
    await iteration.value
    #expect(!received.value.isEmpty && received.value.allSatisfy { $0 == 1 })
  }

  /// A second effect made cancellable with `cancelInFlight` stops the first, run in another
  /// stream; a `.cancel(id:)` effect run on its own stops the second.
  @Test func cancelInFlightAndCancelEffectsReachOtherStreams() async {
    let subject = PassthroughSubject<Int, Never>()
    let first = LockIsolated<[Int]>([])
    let second = LockIsolated<[Int]>([])
    let firstIteration = Task {
      let effect = Effect<Int>.publisher { subject }
        .cancellable(id: ActionsCancelID.inFlight, cancelInFlight: true)
      for await value in effect.actions { first.withValue { $0.append(value) } }
    }
    await waitUntil { subject.send(1); return first.value.contains(1) }
    let secondIteration = Task {
      let effect = Effect<Int>.publisher { subject.map { $0 * 10 } }
        .cancellable(id: ActionsCancelID.inFlight, cancelInFlight: true)
      for await value in effect.actions { second.withValue { $0.append(value) } }
    }
    await firstIteration.value
    await waitUntil { subject.send(2); return second.value.contains(20) }
    #expect(first.value.allSatisfy { $0 == 1 })

    for await _ in Effect<Int>.cancel(id: ActionsCancelID.inFlight).actions {}
    await secondIteration.value
    #expect(!second.value.isEmpty)
  }

  /// An id is registered with the work it wraps: the same id made `cancelInFlight` twice around
  /// one effect cancels nothing of it.
  @Test func cancelInFlightTwiceAroundOneEffectKeepsIt() async {
    let effect = Effect<Int>.send(42)
      .cancellable(id: ActionsCancelID.twice, cancelInFlight: true)
      .cancellable(id: ActionsCancelID.twice, cancelInFlight: true)
    var received: [Int] = []
    for await value in effect.actions {
      received.append(value)
    }
    #expect(received == [42])

    let run = Effect<Int>.run { send in await send(7) }
      .cancellable(id: ActionsCancelID.twice, cancelInFlight: true)
      .cancellable(id: ActionsCancelID.twice, cancelInFlight: true)
    received = []
    for await value in run.actions {
      received.append(value)
    }
    #expect(received == [7])
  }

  /// A run effect's task has the name it was given, as debuggers and profilers show it.
  @Test func aRunEffectsTaskHasItsName() async {
    let store = TestStore(initialState: "") {
      Reduce<String, String?> { state, name in
        if let name {
          state = name
          return .none
        }
        return .run(name: "load") { send in await send(Task.name ?? "unnamed") }
      }
    }
    await store.send(nil)
    await store.receive("load") { $0 = "load" }
  }
}

// Ids are the process's, and the tests run in parallel: each test has its own.
private enum ActionsCancelID { case feed, inFlight, twice }

/// Runs `step` until it returns true, sleeping a millisecond in between: at most 5,000 times
/// (a few seconds on a busy machine, where the subscription may take a while to start).
@MainActor
private func waitUntil(_ step: () -> Bool) async {
  for _ in 1...5_000 {
    if step() { return }
    try? await Task.sleep(for: .milliseconds(1))
  }
  Issue.record("The condition never held.")
}
