import ComposableArchitecture
import Testing

/// A feature whose effects send actions that start effects of their own.
@Reducer
private struct Relay {
  @ObservableState
  struct State: Equatable {
    var log: [String] = []
  }

  enum Action: Equatable {
    case a
    case b1, b2, b3
    case c1, c2, c3
    case start
    case relayed
  }

  let cancelled: Recorder<String>
  let clock: TestClock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append("\(action)")
      switch action {
      case .a:
        return .run { send in
          await send(.b1)
          await send(.c1)
        }
      case .b1:
        return .concatenate(.send(.b2), .send(.b3))
      case .c1:
        return .concatenate(.send(.c2), .send(.c3))
      case .start:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.relayed)
        }
      case .relayed:
        // Started by an action an effect sent: cancelled with the task of `.start`.
        return .run { [cancelled, clock] _ in
          do {
            try await clock.sleep(for: .seconds(60))
          } catch {
            cancelled.record("relayed")
          }
        }
      case .b2, .b3, .c2, .c3:
        return .none
      }
    }
  }
}

@MainActor
struct EffectOrderTests {
  /// An action an effect sends runs to the end of what it sends at once, a concatenation of
  /// `.send`s included, before the effect goes on: TCA's order.
  @Test func anActionSentByAnEffectFinishesItsSynchronousChainFirst() async {
    let store = Store(initialState: Relay.State()) {
      Relay(cancelled: Recorder(), clock: TestClock())
    }
    await store.send(.a).finish()
    #expect(store.log == ["a", "b1", "b2", "b3", "c1", "c2", "c3"])
  }

  @Test func aTestStoreReceivesTheChainInOrder() async {
    let store = TestStore(initialState: Relay.State()) {
      Relay(cancelled: Recorder(), clock: TestClock())
    }
    await store.send(.a) { $0.log = ["a"] }
    await store.receive(.b1) { $0.log.append("b1") }
    await store.receive(.b2) { $0.log.append("b2") }
    await store.receive(.b3) { $0.log.append("b3") }
    await store.receive(.c1) { $0.log.append("c1") }
    await store.receive(.c2) { $0.log.append("c2") }
    await store.receive(.c3) { $0.log.append("c3") }
  }

  /// Cancelling the task `send` returned cancels the effects of the actions its effects sent.
  @Test func cancellingASendCancelsTheEffectsOfTheActionsItsEffectsSent() async {
    let cancelled = Recorder<String>()
    let clock = TestClock()
    let store = Store(initialState: Relay.State()) { Relay(cancelled: cancelled, clock: clock) }

    let task = store.send(.start)
    await clock.advance(by: .seconds(1))
    await waitUntil { store.log == ["start", "relayed"] }

    task.cancel()
    await task.finish()
    #expect(cancelled.values == ["relayed"])
  }

  @Test func cancellingATestStoreSendCancelsThemToo() async {
    let cancelled = Recorder<String>()
    let clock = TestClock()
    let store = TestStore(initialState: Relay.State()) {
      Relay(cancelled: cancelled, clock: clock)
    }

    let task = await store.send(.start) { $0.log = ["start"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.relayed) { $0.log.append("relayed") }

    await task.cancel()
    #expect(cancelled.values == ["relayed"])
  }
}
