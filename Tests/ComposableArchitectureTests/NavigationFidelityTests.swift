import ComposableArchitecture
import Testing

@Reducer
private struct Editor {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: Equatable {
    case typed(String)
    case startTicking
    case ticked
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .typed(text):
        state.text = text
        return .none
      case .startTicking:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.ticked)
          }
        }
      case .ticked:
        return .none
      }
    }
  }
}

@Reducer
private enum Sheet {
  case editor(Editor)
  case alert(AlertState<Alert>)

  enum Alert: Equatable {
    case confirm
  }
}
extension Sheet.State: Equatable {}
extension Sheet.Action: Equatable {}

@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    @Presents var sheet: Sheet.State?
    @Presents var alert: AlertState<Sheet.Alert>?
    var path = StackState<Editor.State>()
    var confirmed = 0
  }
  enum Action: Equatable {
    case showAlert
    case showSheetAlert
    case sheet(PresentationAction<Sheet.Action>)
    case alert(PresentationAction<Sheet.Alert>)
    case path(StackActionOf<Editor>)
    case clearPath
    case noop
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.alert = Screen.confirmAlert
        return .none
      case .showSheetAlert:
        state.sheet = .alert(Screen.confirmAlert)
        return .none
      case .sheet(.presented(.alert(.confirm))), .alert(.presented(.confirm)):
        state.confirmed += 1
        return .none
      case .sheet, .alert, .path:
        return .none
      case .clearPath, .noop:
        return .none
      }
    }
    .ifLet(\.$sheet, action: \.sheet)
    .ifLet(\.$alert, action: \.alert)
    .forEach(\.path, action: \.path) {
      Editor()
    }
    // A reducer next to the stack's, which removes elements after it ran.
    Reduce { state, action in
      if case .clearPath = action {
        state.path.removeAll()
      }
      return .none
    }
  }

  static let confirmAlert = AlertState<Sheet.Alert> {
    TextState("Sure?")
  } actions: {
    ButtonState(action: .confirm) {
      TextState("Yes")
    }
  }
}

@MainActor
struct NavigationFidelityTests {
  @Test func anActionForAnotherCaseLeavesTheAlertInPlace() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showSheetAlert) { $0.sheet = .alert(Screen.confirmAlert) }
    await withKnownIssue {
      await store.send(.sheet(.presented(.editor(.typed("x")))))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different case")
    }
    #expect(store.state.sheet == .alert(Screen.confirmAlert))
  }

  @Test func anElementsEffectsStopWhenAnotherReducerRemovesIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: Screen.State()) {
      Screen()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: Editor.State()))) {
      $0.path[id: 0] = Editor.State()
    }
    await store.send(.path(.element(id: 0, action: .startTicking)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].ticked)
    await store.send(.clearPath) {
      $0.path = StackState()
    }
    // The stack's reducer sees the removal with the next action, and cancels the effects then.
    await store.send(.noop)
    await clock.advance(by: .seconds(1))
  }
}

@MainActor
struct StackStateRemovalTests {
  @Test func removingWhereKeepsTheIdsOfTheOthers() {
    var stack = StackState<Int>([1, 2, 3, 4])
    stack.removeAll { $0.isMultiple(of: 2) }
    #expect(stack.ids.map(\.generation) == [0, 2])
    #expect(Array(stack) == [1, 3])
  }
}
