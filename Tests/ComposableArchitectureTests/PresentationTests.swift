import ComposableArchitecture
import Observation
import Testing

// Presentation: `@Presents`, `PresentationAction`, `ifLet(\.$child, action: \.child)`,
// `@Dependency(\.dismiss)`, alerts, and `$store.scope(state:action:)` bindings.

@Reducer
private struct Ticker {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var ticks = 0
  }
  enum Action: Equatable {
    case closeButtonTapped
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      case .start:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Presenter {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var timer: Ticker.State?
    var deleted = false
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    case dismissTimer
    case presentTimer(id: Int)
    case timer(PresentationAction<Ticker.Action>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.deleted = true
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none
      case .dismissTimer:
        state.timer = nil
        return .none
      case let .presentTimer(id):
        state.timer = Ticker.State(id: id)
        return .none
      case .timer(.dismiss):
        // The parent sees the dismissal while the child is still there.
        state.log.append("dismissing \(state.timer?.ticks ?? -1)")
        return .none
      case .timer:
        return .none
      }
    }
    .ifLet(\.$timer, action: \.timer) {
      Ticker()
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
struct PresentationTests {
  private func makeStore(
    _ state: Presenter.State = Presenter.State(),
    clock: TestClock<Duration> = TestClock()
  ) -> TestStoreOf<Presenter> {
    TestStore(initialState: state) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theParentDismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.presentTimer(id: 1)) {
      $0.timer = Ticker.State(id: 1)
    }
    await store.send(\.timer.start)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timer.tick) {
      $0.timer?.ticks = 1
    }
    await store.send(.dismissTimer) {
      $0.timer = nil
    }
    // The timer was cancelled: nothing more arrives, and no `.dismiss` is sent.
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func theChildDismissesItself() async {
    let store = self.makeStore()
    await store.send(.presentTimer(id: 1)) {
      $0.timer = Ticker.State(id: 1)
    }
    await store.send(.timer(.presented(.closeButtonTapped)))
    await store.receive(.timer(.dismiss)) {
      $0.log = ["dismissing 0"]
      $0.timer = nil
    }
  }

  @Test func aChildLeftPresentedAtTheEndOfATestIsFine() async {
    let store = self.makeStore()
    await store.send(.presentTimer(id: 1)) {
      $0.timer = Ticker.State(id: 1)
    }
  }

  @Test func aChildPresentedInTheInitialStateCanDismissItself() async {
    let store = self.makeStore(Presenter.State(timer: Ticker.State(id: 3)))
    await store.send(.timer(.presented(.closeButtonTapped)))
    await store.receive(.timer(.dismiss)) {
      $0.log = ["dismissing 0"]
      $0.timer = nil
    }
  }

  @Test func replacingTheChildByAnotherIdentityCancelsItsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.presentTimer(id: 1)) {
      $0.timer = Ticker.State(id: 1)
    }
    await store.send(.timer(.presented(.start)))
    await store.send(.presentTimer(id: 2)) {
      $0.timer = Ticker.State(id: 2)
    }
    await clock.advance(by: .seconds(2))
    // The new child can still dismiss itself.
    await store.send(.timer(.presented(.closeButtonTapped)))
    await store.receive(.timer(.dismiss)) {
      $0.log = ["dismissing 0"]
      $0.timer = nil
    }
  }

  @Test func theChildKnowsItIsPresented() {
    var state = Ticker.State()
    let reducer = Ticker()
    withDependencies {
      $0.dismiss = DismissEffect {}
    } operation: {
      #expect(reducer.isPresented)
    }
    #expect(!reducer.isPresented)
    _ = reducer.reduce(into: &state, action: .tick)
    #expect(state.ticks == 1)
  }

  @Test func dismissingAFeatureThatIsNotPresentedIsReported() async {
    // A store's root feature is not presented. (A test store's root feature is: its dismissal
    // marks the test store dismissed.)
    let store = Store(initialState: Ticker.State()) {
      Ticker()
    }
    await withKnownIssue {
      await store.send(.closeButtonTapped).finish()
    } matching: { issue in
      issue.description.contains("A reducer requested dismissal at")
        && issue.description.contains("but couldn't be dismissed.\n")
    }
  }

  @Test func anAlertActionReachesTheParentAndDismissesTheAlert() async {
    let store = self.makeStore()
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(\.alert.confirmDeletion) {
      $0.alert = nil
      $0.deleted = true
    }
  }

  @Test func anAlertIsDismissed() async {
    let store = self.makeStore()
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Delete")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      }
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func aPresentationActionWithoutStateIsReported() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.timer(.presented(.tick)))
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "ComposableArchitectureTests/PresentationTests.swift:"#
      )
        && issue.description.contains(
          """
          received a presentation action when destination state was absent.

            Action:
              Presenter.Action.timer(.presented(.tick))
          """
        )
    }
  }

  @Test func theBindingToAChildStoreIsNilWhenNothingIsPresented() {
    @Bindable var store = Store(initialState: Presenter.State()) { Presenter() }
    let binding = $store.scope(state: \.timer, action: \.timer)
    #expect(binding.wrappedValue == nil)

    store.send(.presentTimer(id: 1))
    let childStore = binding.wrappedValue
    #expect(childStore?.id == 1)
    childStore?.send(.tick)
    #expect(store.timer?.ticks == 1)

    // A view dismissed: the binding is written `nil`, and the child is dismissed.
    binding.wrappedValue = nil
    #expect(store.timer == nil)
    #expect(store.log == ["dismissing 1"])
    #expect(binding.wrappedValue == nil)

    // Writing `nil` when nothing is presented sends nothing.
    binding.wrappedValue = nil
    #expect(store.log == ["dismissing 1"])
  }

  @Test func theBindingToAnAlertSendsItsButtonsActions() {
    @Bindable var store = Store(initialState: Presenter.State()) { Presenter() }
    store.send(.deleteButtonTapped)
    let binding = $store.scope(state: \.alert, action: \.alert)
    let alertStore = try! #require(binding.wrappedValue)
    alertStore.state.buttons[0].withAction { action in
      if let action { alertStore.send(action) }
    }
    #expect(store.deleted)
    #expect(store.alert == nil)
  }

  @Test func observersOfTheChildHearOfItsPresentationAndDismissal() {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    let changes = LockIsolated(0)
    func track() {
      withObservationTracking {
        _ = store.timer
      } onChange: {
        changes.withValue { $0 += 1 }
      }
    }
    track()
    store.send(.presentTimer(id: 1))
    #expect(changes.value == 1)
    track()
    store.send(.deleteButtonTapped)
    #expect(changes.value == 1)
    store.send(.dismissTimer)
    #expect(changes.value == 2)
  }

  @Test func presentationStateDumpsAsItsChild() {
    var output = ""
    customDump(Presenter.State(timer: Ticker.State(id: 2)), to: &output)
    #expect(
      output == """
        Presenter.State(
          alert: nil,
          timer: Ticker.State(
            id: 2,
            ticks: 0
          ),
          deleted: false,
          log: []
        )
        """
    )
  }
}

// MARK: - Case paths (deprecated)

@available(*, deprecated, message: "Exercises the deprecated case path forms.")
@Reducer
private struct CasePathPresenter {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var timer: Ticker.State?
    var path = StackState<Ticker.State>()
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case path(StackAction<Ticker.State, Ticker.Action>)
    case timer(PresentationAction<Ticker.Action>)
    enum Alert: Equatable { case ok }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$timer, action: /Action.timer) {
        Ticker()
      }
      .ifLet(\.$alert, action: /Action.alert)
      .forEach(\.path, action: /Action.path) {
        Ticker()
      }
  }
}

@MainActor
struct PresentationCasePathTests {
  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func theCasePathFormsPresent() {
    let store = Store(
      initialState: CasePathPresenter.State(
        alert: AlertState { TextState("Hi") },
        timer: Ticker.State(),
        path: [Ticker.State()]
      )
    ) {
      CasePathPresenter()
    }
    store.send(.timer(.presented(.tick)))
    #expect(store.timer?.ticks == 1)
    store.send(.alert(.presented(.ok)))
    #expect(store.alert == nil)
    store.send(.path(.element(id: store.path.ids[0], action: .tick)))
    #expect(store.path.first?.ticks == 1)
  }
}

struct PresentationStateTests {
  /// Copies of one presentation state written on several threads at once each keep their own
  /// value: the box they share is copied before it is written. (Run under the thread sanitizer
  /// in CI, where a write to a shared box would show as a race.)
  @Test func copiesWrittenOnSeveralThreadsKeepTheirOwnValues() async {
    let shared = PresentationState(wrappedValue: Optional(0))
    let results = await withTaskGroup(of: (Int, Int?).self) { group in
      for thread in 1...8 {
        group.addTask {
          var copy = shared
          for _ in 1...1_000 {
            copy.wrappedValue = (copy.wrappedValue ?? 0) + thread
          }
          return (thread, copy.wrappedValue)
        }
      }
      var results: [Int: Int?] = [:]
      for await (thread, value) in group {
        results[thread] = value
      }
      return results
    }
    for thread in 1...8 {
      #expect(results[thread] == .some(.some(thread * 1_000)))
    }
    #expect(shared.wrappedValue == 0)
  }

  @Test func equalityIgnoresTheBookkeeping() {
    var first = PresentationState(wrappedValue: Optional("a"))
    let second = PresentationState(wrappedValue: Optional("a"))
    #expect(first == second)
    first.wrappedValue = "b"
    #expect(first != second)
  }
}
