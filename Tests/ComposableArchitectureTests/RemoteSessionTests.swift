import ComposableArchitecture
import Foundation
import Observation
import Synchronization
import Testing

// Remote sessions: one page's connection to a store, through a `RemoteFeature`.

@Reducer
private struct RemoteForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var isOn = false
    var level = Level.low
    var isLoading = false
    var count = 0
    var isConfirming = false
    var log: [String] = []
  }
  enum Level: String, Codable, CaseIterable, Equatable, Sendable {
    case low, high
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case confirmTapped
    case countPicked(Int)
    case replaceTapped
    case resetTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        state.name = state.name.trimmingCharacters(in: .whitespaces)
        return .none
      case .confirmTapped:
        state.isConfirming = false
        state.log.append("confirmed")
        return .none
      case let .countPicked(count):
        state.count = count
        return .none
      case .replaceTapped:
        state = State(name: "Fresh", count: state.count)
        return .none
      case .resetTapped:
        state.name = ""
        state.count = 0
        return .none
      }
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self>(maximumMessageSize: 256) {
    RemoteBindingField(\.name)
    RemoteBindingField(\.isOn)
    RemoteBindingField(\.level)
    RemoteValue(\.isLoading)
    RemoteValue("nameLength") { $0.name.count }
    RemoteAction("reset", \.resetTapped)
    RemoteAction("setCount", \.countPicked)
    RemoteAction("confirm", \.confirmTapped, when: { $0.isConfirming })
  }
}

@Reducer
private struct RemoteConfirm {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var isOn = true
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case turnOffTapped

    @CasePathable
    enum Alert: Equatable {
      case confirmTurnOff
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmTurnOff)):
        state.isOn = false
        return .none
      case .alert:
        return .none
      case .turnOffTapped:
        state.alert = AlertState {
          TextState("Turn off?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmTurnOff) {
            TextState("Turn Off")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteValue(\.isOn)
    RemoteValue("alertTitle") { $0.alert.map { String(state: $0.title) } }
    RemoteAction("turnOff", \.turnOffTapped)
    RemoteAction(
      "alert.confirmTurnOff",
      \.alert.presented.confirmTurnOff,
      when: { $0.alert != nil }
    )
    RemoteAction("alert.cancel", \.alert.dismiss, when: { $0.alert != nil })
  }
}

@Reducer
private struct RemoteTodo {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title = ""
    var isComplete = false
    var titleEdits = 0
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case deleteButtonTapped
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.title) { _, _ in
        Reduce { state, _ in
          state.titleEdits += 1
          return .none
        }
      }
  }
}

@Reducer
private struct RemoteTodos {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<RemoteTodo.State> = []
    var newTitle = ""
    var showCompleted = true
    var nextID = 1

    var filteredTodos: IdentifiedArrayOf<RemoteTodo.State> {
      self.showCompleted ? self.todos : self.todos.filter { !$0.isComplete }
    }
  }
  enum Action: BindableAction {
    case addTapped
    case binding(BindingAction<State>)
    case startOverTapped
    case todos(IdentifiedActionOf<RemoteTodo>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTapped:
        guard !state.newTitle.isEmpty else { return .none }
        state.todos.append(RemoteTodo.State(id: state.nextID, title: state.newTitle))
        state.nextID += 1
        state.newTitle = ""
        return .none
      case .startOverTapped:
        state = State()
        return .none
      case let .todos(.element(id, .deleteButtonTapped)):
        state.todos.remove(id: id)
        return .none
      case .binding, .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      RemoteTodo()
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteBindingField(\.newTitle)
    RemoteBindingField(\.showCompleted)
    RemoteAction("add", \.addTapped)
    RemoteRows("todos", \.filteredTodos, action: \.todos) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isComplete)
      RemoteValue(\.titleEdits)
      RemoteAction("delete", \.deleteButtonTapped)
    }
  }
}

@Reducer
private struct RemoteList {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: String
    var todos: IdentifiedArrayOf<RemoteTodo.State> = []
  }
  enum Action {
    case todos(IdentifiedActionOf<RemoteTodo>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.todos, action: \.todos) {
        RemoteTodo()
      }
  }
}

@Reducer
private struct RemoteLists {
  @ObservableState
  struct State: Equatable {
    var lists: IdentifiedArrayOf<RemoteList.State> = []
  }
  enum Action {
    case lists(IdentifiedActionOf<RemoteList>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.lists, action: \.lists) {
        RemoteList()
      }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows(\.lists, action: \.lists) {
      RemoteRows(\.todos, action: \.todos) {
        RemoteBindingField(\.title)
      }
    }
  }
}

@Reducer
private struct RemoteTag {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var label = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
private struct RemoteTags {
  @ObservableState
  struct State: Equatable {
    var tags: IdentifiedArrayOf<RemoteTag.State> = []
  }
  enum Action {
    case tags(IdentifiedActionOf<RemoteTag>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.tags, action: \.tags) {
        RemoteTag()
      }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows(\.tags, action: \.tags) {
      RemoteBindingField(\.label)
    }
  }
}

/// Something a server owns beside the store, that a session publishes.
@MainActor
@Observable
private final class RemotePrompt {
  var text: String?
}

/// The texts a session sent.
@MainActor
final class RemoteOutbox {
  private(set) var texts: [String] = []

  func append(_ text: String) {
    self.texts.append(text)
  }

  func clear() {
    self.texts = []
  }
}

@MainActor
func makeSession<State: ObservableState, Action>(
  _ store: Store<State, Action>,
  _ feature: RemoteFeature<State, Action>
) -> (RemoteSession<State, Action>, RemoteOutbox) {
  let outbox = RemoteOutbox()
  let session = RemoteSession(store: store, feature: feature) { outbox.append($0) }
  return (session, outbox)
}

@MainActor
struct RemoteSessionFieldTests {
  private func formSession(
    _ state: RemoteForm.State = RemoteForm.State()
  ) -> (RemoteSession<RemoteForm.State, RemoteForm.Action>, RemoteOutbox) {
    makeSession(Store(initialState: state) { RemoteForm() }, RemoteForm.remoteFeature)
  }

  @Test func startSendsEveryFieldAndValueOnce() {
    let (session, outbox) = self.formSession()
    session.start()
    #expect(
      outbox.texts == [
        #"{"field":"name","value":""}"#,
        #"{"field":"isOn","value":false}"#,
        #"{"field":"level","value":"low"}"#,
        #"{"field":"isLoading","value":false}"#,
        #"{"field":"nameLength","value":0}"#,
      ]
    )
    // Starting again sends nothing.
    session.start()
    #expect(outbox.texts.count == 5)
    session.stop()
  }

  @Test func aBindingIsAnsweredWithItsSequenceEvenWhenNothingChanged() {
    let (session, outbox) = self.formSession()
    session.start()
    outbox.clear()

    session.receive(#"{"field":"isOn","value":true,"seq":4}"#)
    #expect(session.store.isOn)
    #expect(outbox.texts == [#"{"field":"isOn","value":true,"seq":4}"#])

    outbox.clear()
    session.receive(#"{"field":"isOn","value":true,"seq":5}"#)
    #expect(outbox.texts == [#"{"field":"isOn","value":true,"seq":5}"#])

    // The reducer trims the name: the answer carries what the store has, and the value computed
    // from it follows.
    outbox.clear()
    session.receive(#"{"field":"name","value":"  Blob","seq":6}"#)
    #expect(session.store.name == "Blob")
    #expect(
      Set(outbox.texts) == [
        #"{"field":"name","value":"Blob","seq":6}"#,
        #"{"field":"nameLength","value":4}"#,
      ]
    )
    #expect(outbox.texts.count == 2)
    session.stop()
  }

  @Test func changesMadeByTheServerCarryThePagesLastSequence() {
    let (session, outbox) = self.formSession()
    session.start()
    session.receive(#"{"field":"level","value":"high","seq":7}"#)
    outbox.clear()

    session.store.send(.binding(.set(\.level, .low)))
    session.store.send(.binding(.set(\.isLoading, true)))
    #expect(
      outbox.texts == [
        #"{"field":"level","value":"low","seq":7}"#,
        #"{"field":"isLoading","value":true}"#,
      ]
    )
    // A change to a field no entry reads sends nothing.
    outbox.clear()
    session.store.send(.countPicked(3))
    #expect(outbox.texts == [])
    session.stop()
  }

  @Test func aStateReplacedWholeIsFollowedToo() {
    let (session, outbox) = self.formSession()
    session.start()
    session.receive(#"{"field":"isOn","value":true,"seq":1}"#)
    outbox.clear()

    session.store.send(.replaceTapped)
    #expect(
      Set(outbox.texts) == [
        #"{"field":"name","value":"Fresh"}"#,
        #"{"field":"isOn","value":false,"seq":1}"#,
        #"{"field":"nameLength","value":5}"#,
      ]
    )
    #expect(outbox.texts.count == 3)

    // The new state's fields are observed.
    outbox.clear()
    session.store.send(.binding(.set(\.isLoading, true)))
    #expect(outbox.texts == [#"{"field":"isLoading","value":true}"#])
    session.receive(#"{"field":"name","value":"Blob","seq":2}"#)
    #expect(
      Set(outbox.texts.dropFirst()) == [
        #"{"field":"name","value":"Blob","seq":2}"#,
        #"{"field":"nameLength","value":4}"#,
      ]
    )
    session.stop()
  }

  @Test(
    arguments: [
      (
        #"{"field":"password","value":"x","seq":1}"#,
        #"{"error":"There is no field named \"password\".","field":"password","seq":1}"#
      ),
      (
        #"{"field":"count","value":3}"#,
        #"{"error":"The field \"count\" can't be set by a client.","field":"count"}"#
      ),
      (
        #"{"field":"isLoading","value":true,"seq":2}"#,
        #"{"error":"The field \"isLoading\" can't be set by a client.","field":"isLoading","seq":2}"#
      ),
      (
        #"{"field":"nameLength","value":3}"#,
        #"{"error":"The field \"nameLength\" can't be set by a client.","field":"nameLength"}"#
      ),
      (
        #"{"field":"isOn","value":"yes","seq":3}"#,
        #"{"error":"The value of \"isOn\" must be true or false.","field":"isOn","seq":3}"#
      ),
      (
        #"{"field":"level","value":"max"}"#,
        #"{"error":"The value of \"level\" must be one of \"low\", \"high\".","field":"level"}"#
      ),
      (
        #"{"field":"name","seq":4}"#,
        #"{"error":"The message is malformed: the message has no \"value\".","field":"name","seq":4}"#
      ),
      (
        #"{"field":"reset","value":true}"#,
        #"{"error":"There is no field named \"reset\".","field":"reset"}"#
      ),
      (
        "not json",
        #"{"error":"The message is malformed: expected a JSON object with a \"field\" name, a \"value\" and an optional number \"seq\", or an \"action\" name."}"#
      ),
      (
        #"{"value":"Blob"}"#,
        #"{"error":"The message is malformed: expected a JSON object with a \"field\" name, a \"value\" and an optional number \"seq\", or an \"action\" name."}"#
      ),
      (
        #"{"field":"name","value":"Blob","seq":"one"}"#,
        #"{"error":"The message is malformed: expected a JSON object with a \"field\" name, a \"value\" and an optional number \"seq\", or an \"action\" name."}"#
      ),
      (
        #"{"action":"launch","seq":5}"#,
        #"{"error":"There is no action named \"launch\".","action":"launch","seq":5}"#
      ),
      (
        #"{"action":"name","value":"x"}"#,
        #"{"error":"There is no action named \"name\".","action":"name"}"#
      ),
      (
        #"{"action":"setCount","value":"many","seq":6}"#,
        #"{"error":"The value of \"setCount\" must be a whole number.","action":"setCount","seq":6}"#
      ),
      (
        #"{"action":"setCount"}"#,
        #"{"error":"The value of \"setCount\" must be a whole number.","action":"setCount"}"#
      ),
      (
        #"{"action":"confirm","seq":7}"#,
        #"{"error":"The action \"confirm\" isn't available now.","action":"confirm","seq":7}"#
      ),
      (
        #"{"type":"launchMissiles","seq":8}"#,
        #"{"error":"The message is malformed: there is no message type \"launchMissiles\".","seq":8}"#
      ),
    ]
  )
  func aBadMessageIsRefusedAndChangesNothing(message: String, refusal: String) {
    let (session, outbox) = self.formSession()
    session.start()
    let before = session.store.state
    outbox.clear()

    session.receive(message)
    #expect(outbox.texts == [refusal])
    #expect(session.store.state == before)
    session.stop()
  }

  @Test func aMessageLargerThanTheLimitIsRefusedBeforeItIsRead() {
    let (session, outbox) = self.formSession()
    session.start()
    outbox.clear()

    let message =
      #"{"field":"name","value":""# + String(repeating: "a", count: 300) + #"","seq":1}"#
    session.receive(message)
    #expect(
      outbox.texts == [
        #"{"error":"The message is \#(message.utf8.count) bytes long; at most 256 are accepted."}"#
      ]
    )
    #expect(session.store.name == "")
    session.stop()
  }

  @Test func binaryMessagesAreRefused() {
    let (session, outbox) = self.formSession()
    session.start()
    outbox.clear()
    session.receiveBinary(size: 12)
    #expect(
      outbox.texts == [
        #"{"error":"The message is malformed: binary messages (12 bytes) aren't accepted; send JSON text."}"#
      ]
    )
    session.stop()
  }

  @Test func stoppingSendsNothingMore() {
    let (session, outbox) = self.formSession()
    session.start()
    outbox.clear()

    session.stop()
    session.receive(#"{"field":"isOn","value":true,"seq":1}"#)
    session.receive("not json")
    session.receiveBinary(size: 3)
    session.store.send(.binding(.set(\.isLoading, true)))
    #expect(!session.store.isOn)
    #expect(outbox.texts == [])
    // Nor does starting again.
    session.start()
    #expect(outbox.texts == [])
  }

  @Test func textsAreEscaped() {
    let (session, outbox) = self.formSession()
    session.start()
    outbox.clear()
    session.receive(#"{"field":"name","value":"a \"b\" \\ c/d\n","seq":1}"#)
    #expect(session.store.name == "a \"b\" \\ c/d\n")
    let answer = outbox.texts.first { $0.contains(#""field":"name""#) } ?? ""
    let decoded = try? JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any]
    #expect(decoded?["value"] as? String == "a \"b\" \\ c/d\n")
    session.stop()
  }
}

@MainActor
struct RemoteSessionActionTests {
  @Test func actionsAreSentToTheStoreAndAnsweredWithTheirSequence() {
    let (session, outbox) = makeSession(
      Store(initialState: RemoteForm.State()) { RemoteForm() },
      RemoteForm.remoteFeature
    )
    session.start()
    session.receive(#"{"field":"name","value":"Blob","seq":1}"#)
    outbox.clear()

    session.receive(#"{"action":"setCount","value":3,"seq":2}"#)
    #expect(session.store.count == 3)
    #expect(outbox.texts == [#"{"action":"setCount","seq":2}"#])

    // Without a seq, an action isn't answered.
    outbox.clear()
    session.receive(#"{"action":"setCount","value":4}"#)
    #expect(session.store.count == 4)
    #expect(outbox.texts == [])

    // The answer comes after the changes the action made.
    session.receive(#"{"action":"reset","seq":3}"#)
    #expect(session.store.name == "")
    #expect(session.store.count == 0)
    #expect(outbox.texts.count == 3)
    #expect(
      Set(outbox.texts.prefix(2)) == [
        #"{"field":"name","value":"","seq":1}"#,
        #"{"field":"nameLength","value":0}"#,
      ]
    )
    #expect(outbox.texts.last == #"{"action":"reset","seq":3}"#)
    session.stop()
  }

  @Test func anActionIsAcceptedWhenItsConditionHolds() {
    var state = RemoteForm.State()
    state.isConfirming = true
    let (session, outbox) = makeSession(
      Store(initialState: state) { RemoteForm() },
      RemoteForm.remoteFeature
    )
    session.start()
    outbox.clear()

    session.receive(#"{"action":"confirm","seq":1}"#)
    #expect(session.store.log == ["confirmed"])
    #expect(outbox.texts == [#"{"action":"confirm","seq":1}"#])

    // Not twice: the first one ended the confirmation.
    session.receive(#"{"action":"confirm","seq":2}"#)
    #expect(session.store.log == ["confirmed"])
    #expect(
      outbox.texts.last
        == #"{"error":"The action \"confirm\" isn't available now.","action":"confirm","seq":2}"#
    )
    session.stop()
  }

  @Test func actionsOfAPresentedAlertAreAvailableWhileItIsShown() {
    let (session, outbox) = makeSession(
      Store(initialState: RemoteConfirm.State()) { RemoteConfirm() },
      RemoteConfirm.remoteFeature
    )
    session.start()
    #expect(
      outbox.texts == [
        #"{"field":"isOn","value":true}"#,
        #"{"field":"alertTitle","value":null}"#,
      ]
    )
    outbox.clear()

    session.receive(#"{"action":"alert.confirmTurnOff","seq":1}"#)
    #expect(
      outbox.texts == [
        #"{"error":"The action \"alert.confirmTurnOff\" isn't available now.","action":"alert.confirmTurnOff","seq":1}"#
      ]
    )

    outbox.clear()
    session.receive(#"{"action":"turnOff","seq":2}"#)
    #expect(
      outbox.texts == [
        #"{"field":"alertTitle","value":"Turn off?"}"#,
        #"{"action":"turnOff","seq":2}"#,
      ]
    )
    outbox.clear()
    session.receive(#"{"action":"alert.confirmTurnOff","seq":3}"#)
    #expect(!session.store.isOn)
    #expect(session.store.alert == nil)
    #expect(
      Set(outbox.texts) == [
        #"{"field":"isOn","value":false}"#,
        #"{"field":"alertTitle","value":null}"#,
        #"{"action":"alert.confirmTurnOff","seq":3}"#,
      ]
    )
    #expect(outbox.texts.last == #"{"action":"alert.confirmTurnOff","seq":3}"#)

    session.receive(#"{"action":"turnOff"}"#)
    session.receive(#"{"action":"alert.cancel"}"#)
    #expect(session.store.alert == nil)
    #expect(!session.store.isOn)
    session.stop()
  }

  @Test func aFieldIsOnTheServerBeforeTheActionThatUsesIt() {
    let (session, outbox) = makeSession(
      Store(initialState: RemoteTodos.State()) { RemoteTodos() },
      RemoteTodos.remoteFeature
    )
    session.start()
    outbox.clear()

    session.receive(#"{"field":"newTitle","value":"Milk","seq":1}"#)
    session.receive(#"{"action":"add","seq":2}"#)
    #expect(session.store.todos.map(\.title) == ["Milk"])
    #expect(outbox.texts.first == #"{"field":"newTitle","value":"Milk","seq":1}"#)
    #expect(outbox.texts.last == #"{"action":"add","seq":2}"#)
    #expect(
      Set(outbox.texts) == [
        #"{"field":"newTitle","value":"Milk","seq":1}"#,
        #"{"field":"newTitle","value":"","seq":1}"#,
        #"{"rows":"todos","ids":["1"]}"#,
        #"{"field":"todos[id:1].title","value":"Milk"}"#,
        #"{"field":"todos[id:1].isComplete","value":false}"#,
        #"{"field":"todos[id:1].titleEdits","value":0}"#,
        #"{"action":"add","seq":2}"#,
      ]
    )
    #expect(outbox.texts.count == 7)
    session.stop()
  }
}

@MainActor
struct RemoteSessionRowsTests {
  private func todosSession() -> (
    RemoteSession<RemoteTodos.State, RemoteTodos.Action>, RemoteOutbox
  ) {
    let state = RemoteTodos.State(
      todos: [
        RemoteTodo.State(id: 1, title: "Milk"),
        RemoteTodo.State(id: 2, title: "Eggs", isComplete: true),
      ],
      nextID: 3
    )
    return makeSession(Store(initialState: state) { RemoteTodos() }, RemoteTodos.remoteFeature)
  }

  @Test func aRowShownAgainAfterTheStateWasReplacedIsSentWhole() {
    let (session, outbox) = self.todosSession()
    session.start()
    session.store.send(.startOverTapped)
    outbox.clear()
    // The new state numbers its rows from 1 again: row 1 comes back, with the title it had.
    session.store.send(.binding(.set(\.newTitle, "Milk")))
    session.store.send(.addTapped)
    #expect(outbox.texts.contains(#"{"rows":"todos","ids":["1"]}"#))
    #expect(outbox.texts.contains(#"{"field":"todos[id:1].title","value":"Milk"}"#))
    #expect(outbox.texts.contains(#"{"field":"todos[id:1].isComplete","value":false}"#))
    // Once: the observations made again for the new state don't outlive the next action.
    #expect(outbox.texts.filter { $0 == #"{"rows":"todos","ids":["1"]}"# }.count == 1)
    session.stop()
  }

  @Test func startSendsTheRowsIdsThenTheirValues() {
    let (session, outbox) = self.todosSession()
    session.start()
    #expect(
      outbox.texts == [
        #"{"field":"newTitle","value":""}"#,
        #"{"field":"showCompleted","value":true}"#,
        #"{"rows":"todos","ids":["1","2"]}"#,
        #"{"field":"todos[id:1].title","value":"Milk"}"#,
        #"{"field":"todos[id:1].isComplete","value":false}"#,
        #"{"field":"todos[id:1].titleEdits","value":0}"#,
        #"{"field":"todos[id:2].title","value":"Eggs"}"#,
        #"{"field":"todos[id:2].isComplete","value":true}"#,
        #"{"field":"todos[id:2].titleEdits","value":0}"#,
      ]
    )
    session.stop()
  }

  @Test func aRowsBindingGoesThroughTheRowsReducer() {
    let (session, outbox) = self.todosSession()
    session.start()
    outbox.clear()

    session.receive(#"{"field":"todos[id:2].title","value":"Bread","seq":3}"#)
    #expect(session.store.todos[id: 2]?.title == "Bread")
    // The row's `onChange` ran.
    #expect(session.store.todos[id: 2]?.titleEdits == 1)
    #expect(
      Set(outbox.texts) == [
        #"{"field":"todos[id:2].title","value":"Bread","seq":3}"#,
        #"{"field":"todos[id:2].titleEdits","value":1}"#,
      ]
    )
    #expect(outbox.texts.count == 2)

    // Unchanged, still answered.
    outbox.clear()
    session.receive(#"{"field":"todos[id:2].title","value":"Bread","seq":4}"#)
    #expect(outbox.texts == [#"{"field":"todos[id:2].title","value":"Bread","seq":4}"#])
    session.stop()
  }

  @Test(
    arguments: [
      (
        #"{"field":"todos[id:9].title","value":"x","seq":4}"#,
        #"{"error":"There is no row \"todos[id:9]\" now.","field":"todos[id:9].title","seq":4}"#
      ),
      (
        #"{"field":"todos[id:one].title","value":"x"}"#,
        #"{"error":"There is no row \"todos[id:one]\" now.","field":"todos[id:one].title"}"#
      ),
      (
        #"{"field":"todos[id:01].title","value":"x"}"#,
        #"{"error":"There is no row \"todos[id:01]\" now.","field":"todos[id:01].title"}"#
      ),
      (
        #"{"action":"todos[id:9].delete","seq":5}"#,
        #"{"error":"There is no row \"todos[id:9]\" now.","action":"todos[id:9].delete","seq":5}"#
      ),
      (
        #"{"field":"todos[id:1].color","value":"red"}"#,
        #"{"error":"There is no field named \"todos[id:1].color\".","field":"todos[id:1].color"}"#
      ),
      (
        #"{"field":"todos[id:1].titleEdits","value":3}"#,
        #"{"error":"The field \"todos[id:1].titleEdits\" can't be set by a client.","field":"todos[id:1].titleEdits"}"#
      ),
      (
        #"{"field":"todos[id:1].isComplete","value":"yes"}"#,
        #"{"error":"The value of \"todos[id:1].isComplete\" must be true or false.","field":"todos[id:1].isComplete"}"#
      ),
      (
        #"{"field":"lists[id:1].title","value":"x"}"#,
        #"{"error":"There is no field named \"lists[id:1].title\".","field":"lists[id:1].title"}"#
      ),
      (
        #"{"field":"todos[1].title","value":"x"}"#,
        #"{"error":"The message is malformed: the path \"todos[1].title\" names rows without an id: write <rows>[id:<id>].<name>.","field":"todos[1].title"}"#
      ),
      (
        #"{"field":"todos[id:1]","value":"x"}"#,
        #"{"error":"The message is malformed: the path \"todos[id:1]\" names a row, not one of its fields or actions.","field":"todos[id:1]"}"#
      ),
    ]
  )
  func aBadRowMessageIsRefusedAndChangesNothing(message: String, refusal: String) {
    let (session, outbox) = self.todosSession()
    session.start()
    let before = session.store.state
    outbox.clear()

    session.receive(message)
    #expect(outbox.texts == [refusal])
    #expect(session.store.state == before)
    session.stop()
  }

  @Test func rowsThatComeAndGoAreSentAndForgotten() {
    let (session, outbox) = self.todosSession()
    session.start()
    session.receive(#"{"field":"todos[id:1].title","value":"Oat milk","seq":1}"#)
    outbox.clear()

    // A row's action goes through the parent, which removes the row.
    session.receive(#"{"action":"todos[id:1].delete","seq":2}"#)
    #expect(session.store.todos.ids == [2])
    #expect(
      outbox.texts == [
        #"{"rows":"todos","ids":["2"]}"#,
        #"{"action":"todos[id:1].delete","seq":2}"#,
      ]
    )
    // Its observations went with it.
    outbox.clear()
    session.receive(#"{"field":"todos[id:1].title","value":"x","seq":3}"#)
    #expect(
      outbox.texts == [
        #"{"error":"There is no row \"todos[id:1]\" now.","field":"todos[id:1].title","seq":3}"#
      ]
    )

    // A row added by the server: its ids first, then its values.
    outbox.clear()
    session.store.send(.binding(.set(\.newTitle, "Tea")))
    session.store.send(.addTapped)
    #expect(outbox.texts.first == #"{"field":"newTitle","value":"Tea"}"#)
    // The rows message and the field changed by the same action come in either order; the new
    // row's values come after the rows message.
    #expect(
      Set(outbox.texts.dropFirst()) == [
        #"{"field":"newTitle","value":""}"#,
        #"{"rows":"todos","ids":["2","3"]}"#,
        #"{"field":"todos[id:3].title","value":"Tea"}"#,
        #"{"field":"todos[id:3].isComplete","value":false}"#,
        #"{"field":"todos[id:3].titleEdits","value":0}"#,
      ]
    )
    #expect(outbox.texts.count == 6)
    let rowsIndex = outbox.texts.firstIndex(of: #"{"rows":"todos","ids":["2","3"]}"#) ?? 0
    #expect(
      outbox.texts.firstIndex(of: #"{"field":"todos[id:3].title","value":"Tea"}"#) ?? -1 > rowsIndex
    )
    session.stop()
  }

  @Test func rowsFilteredOutAreNotShownAndComeBackWithTheirValues() {
    let (session, outbox) = self.todosSession()
    session.start()
    outbox.clear()

    session.receive(#"{"field":"showCompleted","value":false,"seq":1}"#)
    #expect(
      Set(outbox.texts) == [
        #"{"field":"showCompleted","value":false,"seq":1}"#,
        #"{"rows":"todos","ids":["1"]}"#,
      ]
    )
    // A row that isn't shown can't be edited.
    outbox.clear()
    session.receive(#"{"field":"todos[id:2].title","value":"x","seq":2}"#)
    #expect(outbox.texts.first?.contains("There is no row") == true)
    #expect(session.store.todos[id: 2]?.title == "Eggs")

    // Completing a row hides it.
    outbox.clear()
    session.receive(#"{"field":"todos[id:1].isComplete","value":true,"seq":3}"#)
    #expect(outbox.texts.contains(#"{"rows":"todos","ids":[]}"#))

    // Shown again, the rows' values are sent again.
    outbox.clear()
    session.receive(#"{"field":"showCompleted","value":true,"seq":4}"#)
    let rows = outbox.texts.firstIndex(of: #"{"rows":"todos","ids":["1","2"]}"#)
    let title = outbox.texts.firstIndex(of: #"{"field":"todos[id:2].title","value":"Eggs"}"#)
    #expect(rows != nil)
    #expect(title != nil)
    #expect((rows ?? 0) < (title ?? 0))
    session.stop()
  }

  @Test func rowsInsideRowsAreNamedByTheirWholePath() {
    let state = RemoteLists.State(
      lists: [RemoteList.State(id: "a", todos: [RemoteTodo.State(id: 1, title: "Milk")])]
    )
    let (session, outbox) = makeSession(
      Store(initialState: state) { RemoteLists() },
      RemoteLists.remoteFeature
    )
    session.start()
    #expect(
      outbox.texts == [
        #"{"rows":"lists","ids":["a"]}"#,
        #"{"rows":"lists[id:a].todos","ids":["1"]}"#,
        #"{"field":"lists[id:a].todos[id:1].title","value":"Milk"}"#,
      ]
    )
    outbox.clear()

    session.receive(#"{"field":"lists[id:a].todos[id:1].title","value":"Tea","seq":1}"#)
    #expect(session.store.lists[id: "a"]?.todos[id: 1]?.title == "Tea")
    #expect(session.store.lists[id: "a"]?.todos[id: 1]?.titleEdits == 1)
    #expect(outbox.texts == [#"{"field":"lists[id:a].todos[id:1].title","value":"Tea","seq":1}"#])

    outbox.clear()
    session.receive(#"{"field":"lists[id:b].todos[id:1].title","value":"Tea","seq":2}"#)
    #expect(
      outbox.texts == [
        #"{"error":"There is no row \"lists[id:b]\" now.","field":"lists[id:b].todos[id:1].title","seq":2}"#
      ]
    )
    session.stop()
  }

  @Test func rowsMayHaveUUIDs() {
    let id = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let (session, outbox) = makeSession(
      Store(initialState: RemoteTags.State(tags: [RemoteTag.State(id: id, label: "Home")])) {
        RemoteTags()
      },
      RemoteTags.remoteFeature
    )
    session.start()
    #expect(
      outbox.texts == [
        #"{"rows":"tags","ids":["DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"]}"#,
        #"{"field":"tags[id:DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF].label","value":"Home"}"#,
      ]
    )
    outbox.clear()
    session.receive(
      #"{"field":"tags[id:DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF].label","value":"Work","seq":1}"#
    )
    #expect(session.store.tags[id: id]?.label == "Work")
    #expect(
      outbox.texts == [
        #"{"field":"tags[id:DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF].label","value":"Work","seq":1}"#
      ]
    )
    session.stop()
  }
}

@MainActor
struct RemoteSessionExtensionTests {
  @Test func publishedValuesAreSentAsReadOnlyFields() async {
    let prompt = RemotePrompt()
    let (session, outbox) = makeSession(
      Store(initialState: RemoteForm.State()) { RemoteForm() },
      RemoteForm.remoteFeature
    )
    session.publish("prompt") { prompt.text }
    session.start()
    #expect(outbox.texts.last == #"{"field":"prompt","value":null}"#)
    outbox.clear()

    prompt.text = "Allow?"
    await waitUntil { !outbox.texts.isEmpty }
    #expect(outbox.texts == [#"{"field":"prompt","value":"Allow?"}"#])

    outbox.clear()
    session.receive(#"{"field":"prompt","value":"x","seq":1}"#)
    #expect(
      outbox.texts == [
        #"{"error":"The field \"prompt\" can't be set by a client.","field":"prompt","seq":1}"#
      ]
    )
    session.stop()
  }

  @Test func handledActionsGetTheirValue() {
    let (session, outbox) = makeSession(
      Store(initialState: RemoteForm.State()) { RemoteForm() },
      RemoteForm.remoteFeature
    )
    var values: [Data?] = []
    session.handle(action: "prompt.answer") { value in
      values.append(value)
    }
    session.handle(action: "prompt.refuse") { _ throws(RemoteBindingError) in
      throw .malformed("no prompt is waiting")
    }
    session.start()
    outbox.clear()

    session.receive(#"{"action":"prompt.answer","value":{"ok":true},"seq":9}"#)
    session.receive(#"{"action":"prompt.answer"}"#)
    #expect(values.count == 2)
    let first = values.first.flatMap { $0 }.flatMap {
      try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
    }
    #expect(first?["ok"] as? Bool == true)
    #expect(values.last == .some(nil))
    #expect(outbox.texts == [#"{"action":"prompt.answer","seq":9}"#])
    // A value that is null is given as such, unlike a missing one.
    session.receive(#"{"action":"prompt.answer","value":null}"#)
    #expect(values.last == Data("null".utf8))

    outbox.clear()
    session.receive(#"{"action":"prompt.refuse","seq":10}"#)
    #expect(
      outbox.texts == [
        #"{"error":"The message is malformed: no prompt is waiting.","action":"prompt.refuse","seq":10}"#
      ]
    )
    session.stop()
  }

  @Test func typedMessagesGoToTheirHandler() {
    let (session, outbox) = makeSession(
      Store(initialState: RemoteForm.State()) { RemoteForm() },
      RemoteForm.remoteFeature
    )
    var messages: [String] = []
    session.handle(type: "hello") { message in
      messages.append(String(decoding: message, as: UTF8.self))
    }
    session.handle(type: "fail") { _ throws(RemoteBindingError) in
      throw .malformed("a \"fail\" always fails")
    }
    session.start()
    outbox.clear()

    session.receive(#"{"type":"hello","name":"Blob"}"#)
    #expect(messages == [#"{"type":"hello","name":"Blob"}"#])
    #expect(outbox.texts == [])

    session.receive(#"{"type":"fail"}"#)
    #expect(outbox.texts == [#"{"error":"The message is malformed: a \"fail\" always fails."}"#])
    session.stop()
  }
}

@MainActor
struct RemoteFeatureTests {
  @Test func namesAreListedInOrder() {
    #expect(
      RemoteForm.remoteFeature.names
        == ["name", "isOn", "level", "isLoading", "nameLength", "reset", "setCount", "confirm"]
    )
    #expect(RemoteTodos.remoteFeature.names == ["newTitle", "showCompleted", "add", "todos"])
  }

  @Test func aNameListedTwiceIsReportedAndTheFirstOneIsUsed() {
    withKnownIssue {
      let feature = RemoteFeatureOf<RemoteForm> {
        RemoteBindingField(\.name)
        RemoteValue("name") { $0.count }
      }
      #expect(feature.names == ["name"])
    } matching: {
      $0.description.contains(#"lists "name" more than once"#)
    }
  }

  @Test func computedRowsMustBeNamed() {
    withKnownIssue {
      _ = RemoteFeatureOf<RemoteTodos> {
        RemoteRows(\.filteredTodos, action: \.todos) {
          RemoteBindingField(\.title)
        }
      }
    } matching: {
      $0.description.contains("To fix this, name the rows")
    }
  }

  @Test func aWholeRemoteBindingsListIsContent() {
    let bindings = RemoteBindings<RemoteForm.State> {
      RemoteBindingField(\.name)
      RemoteBindingField(\.isOn)
    }
    let feature = RemoteFeatureOf<RemoteForm> {
      bindings
      RemoteAction("reset", \.resetTapped)
    }
    #expect(feature.names == ["name", "isOn", "reset"])
  }

  @Test func thePageScriptIsALibraryResource() {
    #expect(!RemotePage.script.isEmpty)
  }
}

/// The texts of the ``RemoteRecorded`` values encoded so far, by every test.
private let remoteEncodings = Mutex<[String]>([])

/// A text that records each of its encodings, to tell which values a session encoded. Each test
/// gives its values texts of their own, and looks only at those.
private struct RemoteRecorded: Codable, Equatable, Sendable {
  var text: String

  init(_ text: String) {
    self.text = text
  }

  init(from decoder: any Decoder) throws {
    self.text = try String(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    remoteEncodings.withLock { $0.append(self.text) }
    try self.text.encode(to: encoder)
  }

  /// The recorded values encoded so far whose text begins with `prefix`, in order.
  static func encoded(_ prefix: String) -> [String] {
    remoteEncodings.withLock { $0.filter { $0.hasPrefix(prefix) } }
  }
}

@Reducer
private struct RemoteRecordedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var label: RemoteRecorded
    var note: RemoteRecorded

    /// A row whose values' texts begin with `prefix`.
    init(id: Int, _ prefix: String) {
      self.id = id
      self.label = RemoteRecorded("\(prefix)-label")
      self.note = RemoteRecorded("\(prefix)-note")
    }
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case labelAndNoteSet(String, String)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case let .labelAndNoteSet(label, note) = action {
        state.label = RemoteRecorded(label)
        state.note = RemoteRecorded(note)
      }
      return .none
    }
  }
}

@Reducer
private struct RemoteRecordedForm {
  @ObservableState
  struct State: Equatable {
    var first: RemoteRecorded
    var second: RemoteRecorded
    var third: RemoteRecorded
    var count = 0
    var rows: IdentifiedArrayOf<RemoteRecordedRow.State> = []

    /// A form whose values' texts begin with `prefix`.
    init(_ prefix: String, rows: IdentifiedArrayOf<RemoteRecordedRow.State> = []) {
      self.first = RemoteRecorded("\(prefix)-first")
      self.second = RemoteRecorded("\(prefix)-second")
      self.third = RemoteRecorded("\(prefix)-third")
      self.rows = rows
    }
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case countIncremented(by: Int)
    case firstAndSecondSet(String, String)
    case firstChangedAndChangedBack
    case replacedWithSecondSet(String)
    case rows(IdentifiedActionOf<RemoteRecordedRow>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .countIncremented(amount):
        state.count += amount
        return .none
      case let .firstAndSecondSet(first, second):
        state.first = RemoteRecorded(first)
        state.second = RemoteRecorded(second)
        return .none
      case .firstChangedAndChangedBack:
        let first = state.first
        state.first = RemoteRecorded(first.text + "-changed")
        state.first = first
        return .none
      case let .replacedWithSecondSet(second):
        var replacement = State("")
        replacement.first = state.first
        replacement.second = RemoteRecorded(second)
        replacement.third = state.third
        replacement.count = state.count
        replacement.rows = state.rows
        state = replacement
        return .none
      case .binding, .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      RemoteRecordedRow()
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteBindingField(\.first)
    RemoteBindingField(\.second)
    RemoteValue(\.third)
    RemoteValue("parity") { state in
      RemoteRecorded(state.third.text + (state.count.isMultiple(of: 2) ? "-even" : "-odd"))
    }
    RemoteRows(\.rows, action: \.rows) {
      RemoteBindingField(\.label)
      RemoteValue(\.note)
    }
  }
}

/// A session observes all the fields and values of a feature (or of a row) together: each change
/// must send, and encode, exactly the values that differ from what the page was sent.
@MainActor
struct RemoteSessionGroupTests {
  private func recordedSession(
    _ state: RemoteRecordedForm.State
  ) -> (RemoteSession<RemoteRecordedForm.State, RemoteRecordedForm.Action>, RemoteOutbox) {
    makeSession(
      Store(initialState: state) { RemoteRecordedForm() },
      RemoteRecordedForm.remoteFeature
    )
  }

  @Test func twoFieldsChangedByOneActionAreEachSentAndEncodedOnce() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("both"))
    session.start()
    #expect(
      RemoteRecorded.encoded("both")
        == ["both-first", "both-second", "both-third", "both-third-even"]
    )
    outbox.clear()

    session.store.send(.firstAndSecondSet("both-first-2", "both-second-2"))
    #expect(
      outbox.texts == [
        #"{"field":"first","value":"both-first-2"}"#,
        #"{"field":"second","value":"both-second-2"}"#,
      ]
    )
    #expect(
      RemoteRecorded.encoded("both").dropFirst(4) == ["both-first-2", "both-second-2"]
    )
    session.stop()
  }

  @Test func aChangeToOneFieldSendsAndEncodesOnlyIt() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("one"))
    session.start()
    outbox.clear()

    session.receive(#"{"field":"second","value":"one-second-2","seq":1}"#)
    #expect(outbox.texts == [#"{"field":"second","value":"one-second-2","seq":1}"#])
    #expect(RemoteRecorded.encoded("one").dropFirst(4) == ["one-second-2"])

    // A field of the same group changed later is sent too, alone.
    outbox.clear()
    session.store.send(.binding(.set(\.first, RemoteRecorded("one-first-2"))))
    #expect(outbox.texts == [#"{"field":"first","value":"one-first-2"}"#])
    #expect(RemoteRecorded.encoded("one").dropFirst(5) == ["one-first-2"])
    session.stop()
  }

  @Test func aFieldChangedAndChangedBackByOneActionIsNotEncodedAgain() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("back"))
    session.start()
    outbox.clear()

    session.store.send(.firstChangedAndChangedBack)
    #expect(outbox.texts == [])
    #expect(RemoteRecorded.encoded("back").count == 4)
    session.stop()
  }

  @Test func aComputedValueThatComesOutEqualIsNotEncodedAgain() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("parity"))
    session.start()
    outbox.clear()

    session.store.send(.countIncremented(by: 2))
    #expect(outbox.texts == [])
    #expect(RemoteRecorded.encoded("parity").count == 4)

    session.store.send(.countIncremented(by: 1))
    #expect(outbox.texts == [#"{"field":"parity","value":"parity-third-odd"}"#])
    #expect(RemoteRecorded.encoded("parity").dropFirst(4) == ["parity-third-odd"])
    session.stop()
  }

  @Test func aReplacedStateEncodesOnlyTheFieldsThatDiffer() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("swap"))
    session.start()
    outbox.clear()

    session.store.send(.replacedWithSecondSet("swap-second-2"))
    // The rows are sent again, as they are after any replacement.
    #expect(
      outbox.texts == [
        #"{"field":"second","value":"swap-second-2"}"#,
        #"{"rows":"rows","ids":[]}"#,
      ]
    )
    #expect(RemoteRecorded.encoded("swap").dropFirst(4) == ["swap-second-2"])

    // The new state's fields are followed.
    outbox.clear()
    session.store.send(.binding(.set(\.third, RemoteRecorded("swap-third-2"))))
    #expect(
      outbox.texts == [
        #"{"field":"third","value":"swap-third-2"}"#,
        #"{"field":"parity","value":"swap-third-2-even"}"#,
      ]
    )
    session.stop()
  }

  @Test func aFieldThatKeepsChangingIsSentAndEncodedOnceEachTime() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("again"))
    session.start()
    outbox.clear()

    for (sequence, value) in ["again-first-2", "again-first-3", "again-first-4"].enumerated() {
      session.receive(#"{"field":"first","value":"\#(value)","seq":\#(sequence)}"#)
    }
    #expect(
      outbox.texts == [
        #"{"field":"first","value":"again-first-2","seq":0}"#,
        #"{"field":"first","value":"again-first-3","seq":1}"#,
        #"{"field":"first","value":"again-first-4","seq":2}"#,
      ]
    )
    // The other fields of its group are followed still, and neither is encoded again.
    outbox.clear()
    session.store.send(.firstAndSecondSet("again-first-5", "again-second-2"))
    session.store.send(.countIncremented(by: 1))
    #expect(
      outbox.texts == [
        #"{"field":"first","value":"again-first-5","seq":2}"#,
        #"{"field":"second","value":"again-second-2"}"#,
        #"{"field":"parity","value":"again-third-odd"}"#,
      ]
    )
    #expect(
      RemoteRecorded.encoded("again").dropFirst(4) == [
        "again-first-2", "again-first-3", "again-first-4", "again-first-5", "again-second-2",
        "again-third-odd",
      ]
    )
    session.stop()
  }

  @Test func aFieldThatChangedIsFollowedInAReplacedState() {
    let (session, outbox) = self.recordedSession(RemoteRecordedForm.State("moved"))
    session.start()
    session.store.send(.binding(.set(\.first, RemoteRecorded("moved-first-2"))))
    session.store.send(.binding(.set(\.first, RemoteRecorded("moved-first-3"))))
    outbox.clear()

    session.store.send(.replacedWithSecondSet("moved-second-2"))
    #expect(
      outbox.texts == [
        #"{"field":"second","value":"moved-second-2"}"#,
        #"{"rows":"rows","ids":[]}"#,
      ]
    )
    outbox.clear()
    session.store.send(.binding(.set(\.first, RemoteRecorded("moved-first-4"))))
    session.store.send(.binding(.set(\.first, RemoteRecorded("moved-first-5"))))
    #expect(
      outbox.texts == [
        #"{"field":"first","value":"moved-first-4"}"#,
        #"{"field":"first","value":"moved-first-5"}"#,
      ]
    )
    #expect(
      RemoteRecorded.encoded("moved").dropFirst(4) == [
        "moved-first-2", "moved-first-3", "moved-second-2", "moved-first-4", "moved-first-5",
      ]
    )
    session.stop()
  }

  @Test func aRowsFieldChangeSendsAndEncodesOnlyThatField() {
    let state = RemoteRecordedForm.State(
      "rowroot",
      rows: [
        RemoteRecordedRow.State(id: 1, "rowitem-1"),
        RemoteRecordedRow.State(id: 2, "rowitem-2"),
      ]
    )
    let (session, outbox) = self.recordedSession(state)
    session.start()
    #expect(
      RemoteRecorded.encoded("rowitem")
        == ["rowitem-1-label", "rowitem-1-note", "rowitem-2-label", "rowitem-2-note"]
    )
    outbox.clear()

    session.receive(#"{"field":"rows[id:2].label","value":"rowitem-2-label-2","seq":1}"#)
    #expect(outbox.texts == [#"{"field":"rows[id:2].label","value":"rowitem-2-label-2","seq":1}"#])
    #expect(RemoteRecorded.encoded("rowitem").dropFirst(4) == ["rowitem-2-label-2"])

    // Both fields of a row changed by one action: each sent and encoded once.
    outbox.clear()
    session.store.send(
      .rows(.element(id: 1, action: .labelAndNoteSet("rowitem-1-x", "rowitem-1-y")))
    )
    #expect(
      outbox.texts == [
        #"{"field":"rows[id:1].label","value":"rowitem-1-x"}"#,
        #"{"field":"rows[id:1].note","value":"rowitem-1-y"}"#,
      ]
    )
    #expect(RemoteRecorded.encoded("rowitem").dropFirst(5) == ["rowitem-1-x", "rowitem-1-y"])

    // Edited again, each time.
    outbox.clear()
    session.receive(#"{"field":"rows[id:2].label","value":"rowitem-2-label-3","seq":2}"#)
    session.receive(#"{"field":"rows[id:2].label","value":"rowitem-2-label-4","seq":3}"#)
    #expect(
      outbox.texts == [
        #"{"field":"rows[id:2].label","value":"rowitem-2-label-3","seq":2}"#,
        #"{"field":"rows[id:2].label","value":"rowitem-2-label-4","seq":3}"#,
      ]
    )
    #expect(
      RemoteRecorded.encoded("rowitem").dropFirst(7) == ["rowitem-2-label-3", "rowitem-2-label-4"]
    )
    #expect(RemoteRecorded.encoded("rowroot").count == 4)
    session.stop()
  }
}

/// How many times `RemoteSharedList.State.shownItems` was computed.
private let remoteSharedListReads = LockIsolated(0)

@Reducer
private struct RemoteSharedItem {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

@Reducer
private struct RemoteSharedList {
  @ObservableState
  struct State {
    @Shared var items: IdentifiedArrayOf<RemoteSharedItem.State>

    init(key: String) {
      self._items = Shared(wrappedValue: [], .inMemory(key))
    }

    /// The rows shown: computed, as a filtered list would be, and counted.
    var shownItems: IdentifiedArrayOf<RemoteSharedItem.State> {
      remoteSharedListReads.withValue { $0 += 1 }
      return self.items
    }
  }
  enum Action {
    case items(IdentifiedActionOf<RemoteSharedItem>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.items, action: \.items) {
        RemoteSharedItem()
      }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteRows("items", \.shownItems, action: \.items) {
      RemoteBindingField(\.title)
    }
  }
}

/// Rows kept in `@Shared` change together as far as Observation can tell: a change to the list
/// must cost a page one read of it, not one per row.
@MainActor
struct RemoteSessionSharedRowsTests {
  @Test func aChangeToASharedListReadsItOncePerPage() async {
    let key = "RemoteSessionSharedRowsTests-\(UUID())"
    @Shared(.inMemory(key)) var items: IdentifiedArrayOf<RemoteSharedItem.State> = []
    $items.withLock {
      for id in 1...20 {
        $0.append(RemoteSharedItem.State(id: id, title: "item \(id)"))
      }
    }
    let (session, outbox) = makeSession(
      Store(initialState: RemoteSharedList.State(key: key)) { RemoteSharedList() },
      RemoteSharedList.remoteFeature
    )
    session.start()
    #expect(outbox.texts.count == 21)
    outbox.clear()
    remoteSharedListReads.setValue(0)

    // Another page (or process) adds a row: its id list and its field, read from one read of
    // the list.
    $items.withLock { _ = $0.append(RemoteSharedItem.State(id: 21, title: "item 21")) }
    await waitUntil { outbox.texts.count >= 2 }
    #expect(
      outbox.texts == [
        #"{"rows":"items","ids":["# + (1...21).map { #""\#($0)""# }.joined(separator: ",") + "]}",
        #"{"field":"items[id:21].title","value":"item 21"}"#,
      ]
    )
    #expect(remoteSharedListReads.value == 1)

    // A row's field changed elsewhere: only it is sent, again from one read of the list.
    outbox.clear()
    remoteSharedListReads.setValue(0)
    $items.withLock { $0[id: 5]?.title = "item 5, renamed" }
    await waitUntil { !outbox.texts.isEmpty }
    #expect(outbox.texts == [#"{"field":"items[id:5].title","value":"item 5, renamed"}"#])
    #expect(remoteSharedListReads.value <= 2)

    // Edited by this page, then again elsewhere: each change is sent once.
    outbox.clear()
    session.receive(#"{"field":"items[id:7].title","value":"seven","seq":1}"#)
    $items.withLock { $0[id: 7]?.title = "seven, again" }
    await waitUntil { outbox.texts.count >= 2 }
    #expect(
      outbox.texts == [
        #"{"field":"items[id:7].title","value":"seven","seq":1}"#,
        #"{"field":"items[id:7].title","value":"seven, again","seq":1}"#,
      ]
    )
    session.stop()
  }
}
