#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Foundation
  import Observation
  import Testing

  @Reducer
  private struct Dimmer {
    @ObservableState
    struct State: Equatable {
      var isOn = false
      var level = 0
    }

    enum Action: Equatable, ViewAction {
      case fadeIn
      case levelChanged(Int)
      case loadLevel
      case switchFlipped
      case view(View)

      enum View: Equatable {
        case switchFlipped
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .fadeIn:
          state.isOn = true
          return .send(.levelChanged(100), animation: .easeIn(duration: 2))
        case let .levelChanged(level):
          state.level = level
          return .none
        case .loadLevel:
          return .run { send in
            await send(.levelChanged(42), animation: .smooth)
          }
        case .switchFlipped, .view(.switchFlipped):
          state.isOn.toggle()
          return .none
        }
      }
    }
  }

  /// Sends view actions the way a view with `@ViewAction(for:)` does.
  @MainActor
  private struct DimmerView: ViewActionSending {
    let store: StoreOf<Dimmer>
  }

  @Observable
  private final class Thermostat: @unchecked Sendable {
    var degrees = 20
  }

  @MainActor
  struct AnimationTests {
    @Test func animationsDescribeSwiftUIsCurvesAndModifiers() {
      #expect(Animation.default == .default)
      #expect(Animation.linear == .linear(duration: 0.35))
      #expect(Animation.easeInOut != .easeIn)
      #expect(Animation.spring() == .spring(response: 0.5, dampingFraction: 0.825))
      #expect(Animation.interactiveSpring == .interactiveSpring())
      #expect(Animation.bouncy != .snappy)
      #expect(
        Animation.smooth(duration: 1).curve
          == .spring(
            response: 1,
            dampingFraction: 1,
            blendDuration: 0
          )
      )

      let animation = Animation.easeOut(duration: 0.2).delay(0.1).speed(2).repeatCount(3)
      #expect(animation.curve == .easeOut(duration: 0.2))
      #expect(animation.delayDuration == 0.1)
      #expect(animation.speedFactor == 2)
      #expect(animation.repetition == .init(count: 3, autoreverses: true))
      #expect(
        animation.description
          == "easeOut(duration: 0.2).delay(0.1).speed(2.0).repeatCount(3, autoreverses: true)"
      )
      #expect(
        Animation.linear.repeatForever(autoreverses: false).repetition
          == .init(count: nil, autoreverses: false)
      )
    }

    @Test func withAnimationAndWithTransactionMakeATransactionCurrent() {
      #expect(Transaction.current.animation == nil)
      withAnimation {
        #expect(Transaction.current.animation == .default)
      }
      withTransaction(\.disablesAnimations, true) {
        withAnimation(.snappy) {
          // The animation is replaced, the rest of the transaction kept.
          #expect(Transaction.current.animation == .snappy)
          #expect(Transaction.current.disablesAnimations)
        }
        withAnimation(nil) {
          #expect(Transaction.current.animation == nil)
        }
      }
      let value = withTransaction(Transaction(animation: .linear)) {
        Transaction.current.animation
      }
      #expect(value == .linear)
      #expect(Transaction.current == Transaction())
    }

    @Test func observersReadTheAnimationAnActionWasSentWith() {
      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.isOn
        seen.append(Transaction.current.animation)
      }
      store.send(.switchFlipped, animation: .spring)
      store.send(.switchFlipped)
      store.send(.switchFlipped, animation: nil)
      #expect(seen == [nil, .spring, nil, nil])
      #expect(store.isOn)
      _ = token
    }

    @Test func sendingInATransactionReachesReducerAndObservers() {
      var reduced: [Transaction] = []
      let store = Store(initialState: Dimmer.State()) {
        Dimmer()
        Reduce { _, _ in
          reduced.append(Transaction.current)
          return .none
        }
      }
      var observed: [Transaction] = []
      let token = observe {
        _ = store.isOn
        observed.append(Transaction.current)
      }
      var transaction = Transaction(animation: .easeOut)
      transaction.disablesAnimations = true
      store.send(.switchFlipped, transaction: transaction)
      #expect(reduced == [transaction])
      #expect(observed == [Transaction(), transaction])
      _ = token
    }

    @Test func anEffectsSendWithAnimationReachesObservers() async {
      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.level
        seen.append(Transaction.current.animation)
      }
      await store.send(.loadLevel).finish()
      #expect(store.level == 42)
      #expect(seen == [nil, .smooth])
      _ = token
    }

    @Test func sendEffectWithAnimationIsSynchronousAndAnimated() {
      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.level
        seen.append(Transaction.current.animation)
      }
      store.send(.fadeIn)
      // Reduced before `send` returned, and observed once, with the effect's animation.
      #expect(store.level == 100)
      #expect(seen == [nil, .easeIn(duration: 2)])
      _ = token
    }

    @Test func testStoreReceivesActionsSentWithAnimation() async {
      let store = TestStore(initialState: Dimmer.State()) { Dimmer() }
      await store.send(.fadeIn) { $0.isOn = true }
      await store.receive(.levelChanged(100)) { $0.level = 100 }
      await store.send(.loadLevel)
      await store.receive(.levelChanged(42)) { $0.level = 42 }
    }

    @Test func viewActionsSendWithAnimation() {
      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.isOn
        seen.append(Transaction.current.animation)
      }
      let view = DimmerView(store: store)
      view.send(.switchFlipped, animation: .bouncy)
      view.send(.switchFlipped, transaction: Transaction(animation: .linear))
      #expect(seen == [nil, .bouncy, .linear])
      _ = token
    }

    @available(*, deprecated, message: "Exercises the deprecated view store and effect forms.")
    @Test func viewStoresAndDeprecatedEffectAnimationsSendWithAnimation() async {
      let store = Store(initialState: Dimmer.State()) {
        Dimmer()
        Reduce { _, action in
          guard action == .view(.switchFlipped) else { return .none }
          return .run { send in await send(.levelChanged(7)) }.animation(.linear)
        }
      }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.isOn
        _ = store.level
        seen.append(Transaction.current.animation)
      }
      let viewStore = ViewStore(store, observe: { $0 })
      viewStore.send(.switchFlipped, animation: .easeOut)
      #expect(seen == [nil, .easeOut])
      await store.send(.view(.switchFlipped)).finish()
      #expect(seen == [nil, .easeOut, nil, .linear])
      _ = token
    }

    @Test func bindingsWriteWithAnimation() {
      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.isOn
        seen.append(Transaction.current.animation)
      }
      let isOn = Binding(
        get: { store.isOn },
        set: { _ in store.send(.switchFlipped) }
      )
      isOn.animation(.snappy).wrappedValue = true
      isOn.transaction(Transaction(animation: .linear)).wrappedValue = false
      isOn.animation().wrappedValue = true
      #expect(seen == [nil, .snappy, .linear, .default])
      _ = token
    }

    @Test func buttonsSendTheirActionWithAnimation() async {
      let button = ButtonState<Dimmer.Action>(
        action: .send(.switchFlipped, animation: .easeInOut)
      ) {
        TextState("Flip")
      }
      #expect(button.action.action == .switchFlipped)
      #expect(button.action != .send(.switchFlipped))
      #expect(button.action == .send(.switchFlipped, animation: .easeInOut))
      var animations: [Animation?] = []
      button.withAction { _ in animations.append(Transaction.current.animation) }
      await button.withAction { _ in
        await Task.yield()
        animations.append(Transaction.current.animation)
      }
      #expect(animations == [.easeInOut, .easeInOut])

      let mapped = button.map { $0.map { _ in 1 } }
      #expect(mapped.action == .send(1, animation: .easeInOut))

      let store = Store(initialState: Dimmer.State()) { Dimmer() }
      var seen: [Animation?] = []
      let token = observe {
        _ = store.isOn
        seen.append(Transaction.current.animation)
      }
      button.withAction { action in
        if let action { store.send(action) }
      }
      #expect(seen == [nil, .easeInOut])
      _ = token
    }

    @Test func aChangeOnAnotherThreadReRunsObserversInItsTransaction() async {
      let thermostat = Thermostat()
      var seen: [Animation?] = []
      let token = observe {
        _ = thermostat.degrees
        seen.append(Transaction.current.animation)
      }
      await Task.detached {
        withAnimation(.linear(duration: 1)) {
          thermostat.degrees = 21
        }
      }.value
      await waitUntil { seen.count == 2 }
      #expect(seen == [nil, .linear(duration: 1)])
      _ = token
    }
  }
#endif
