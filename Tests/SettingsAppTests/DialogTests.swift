import ComposableArchitecture
import Testing
import TerminalUI

/// A feature that presents whatever alert it is given, and logs what its alert sends.
@Reducer
private struct Inbox {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case present(AlertState<Alert>)

    enum Alert: Equatable {
      case archive
      case delete
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .alert(.presented(action)):
        state.log.append("\(action)")
        return .none
      case .alert(.dismiss):
        state.log.append("dismiss")
        return .none
      case let .present(alert):
        state.alert = alert
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == Inbox.Action.Alert {
  fileprivate static var deleteMessage: Self {
    AlertState {
      TextState("Delete this message?")
    } actions: {
      ButtonState(action: .archive) {
        TextState("Archive")
      }
      ButtonState(role: .destructive, action: .delete) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    }
  }
}

@MainActor
struct DialogTests {
  @Bindable private var store = Store(initialState: Inbox.State()) { Inbox() }
  let dialogState = DialogState()

  private var alert: AlertDialog<Inbox.Action.Alert> {
    AlertDialog($store.scope(state: \.alert, action: \.alert))
  }

  /// The text of the buttons on the box's button rows, and their styles.
  private func buttons() -> [Span] {
    (self.alert.render(state: self.dialogState) ?? [])
      .flatMap(\.spans)
      .filter { $0.text.hasPrefix("[ ") }
  }

  // MARK: Dialog

  @Test func aDialogBoxesItsTitleMessageButtonsAndKeyHelp() throws {
    let dialog = Dialog(
      title: "Turn off all notifications?",
      message: "Mobile and email notifications will both be turned off.",
      buttons: [Dialog.Button("Turn Off", style: .red), Dialog.Button("Cancel")],
      selectedButton: 1,
      keyHelp: "Esc cancel"
    )
    let lines = dialog.render()
    #expect(
      lines.map(\.text) == [
        "╭──────────────────────────────────────────╮",
        "│                                          │",
        "│ Turn off all notifications?              │",
        "│                                          │",
        "│ Mobile and email notifications will both │",
        "│ be turned off.                           │",
        "│                                          │",
        "│        [ Turn Off ]   [ Cancel ]         │",
        "│ Esc cancel                               │",
        "╰──────────────────────────────────────────╯",
      ]
    )
    #expect(Set(lines.map(\.width)) == [Dialog.contentWidth + 4])
    try #require(lines.count == 10)
    #expect(lines[2].spans[1] == Span("Turn off all notifications?", style: .bold))
    #expect(lines[8].spans[1] == Span("Esc cancel", style: .dim))
    let buttons = lines[7].spans.filter { $0.text.hasPrefix("[ ") }
    #expect(
      buttons == [Span("[ Turn Off ]", style: .red), Span("[ Cancel ]", style: [.bold, .inverse])]
    )
  }

  @Test func aDialogWithoutMessageOrKeyHelpLeavesThemOut() {
    let lines = Dialog(title: "Saved", buttons: [Dialog.Button("OK")], selectedButton: 0).render()
    #expect(
      lines.map(\.text) == [
        "╭──────────────────────────────────────────╮",
        "│                                          │",
        "│ Saved                                    │",
        "│                                          │",
        "│                  [ OK ]                  │",
        "╰──────────────────────────────────────────╯",
      ]
    )
  }

  @Test func buttonsThatDoNotFitOnOneRowGoOneARow() {
    let labels = ["Archive the message", "Delete it for good", "Cancel"]
    let lines = Dialog(title: "Delete?", buttons: labels.map { Dialog.Button($0) }).render()
    #expect(
      lines.map(\.text) == [
        "╭──────────────────────────────────────────╮",
        "│                                          │",
        "│ Delete?                                  │",
        "│                                          │",
        "│         [ Archive the message ]          │",
        "│          [ Delete it for good ]          │",
        "│                [ Cancel ]                │",
        "╰──────────────────────────────────────────╯",
      ]
    )
  }

  // MARK: AlertDialog

  @Test func nothingShowsAndNoKeyIsTakenWhileNoAlertIsPresented() {
    #expect(!self.alert.isPresented)
    #expect(self.alert.render(state: self.dialogState) == nil)
    #expect(!self.alert.handle(.enter, state: self.dialogState))
    #expect(self.store.log == [])
  }

  @Test func theAlertShowsItsTitleAndButtonsWithTheCancelButtonSelected() throws {
    self.store.send(.present(.deleteMessage))
    #expect(self.alert.isPresented)
    let lines = try #require(self.alert.render(state: self.dialogState))
    #expect(lines.map(\.text).contains("│ Delete this message?                     │"))
    #expect(
      self.buttons() == [
        Span("[ Archive ]"),
        Span("[ Delete ]", style: .red),
        Span("[ Cancel ]", style: [.bold, .inverse]),
      ]
    )
  }

  @Test func arrowsAndTabMoveTheSelectionRoundTheButtons() {
    self.store.send(.present(.deleteMessage))
    func selected() -> String? {
      self.buttons().first { $0.style.contains(.inverse) }?.text
    }
    #expect(self.alert.handle(.right, state: self.dialogState))
    #expect(selected() == "[ Archive ]")
    self.alert.handle(.tab, state: self.dialogState)
    #expect(selected() == "[ Delete ]")
    #expect(self.buttons()[1].style == [.red, .bold, .inverse])
    self.alert.handle(.left, state: self.dialogState)
    self.alert.handle(.backTab, state: self.dialogState)
    #expect(selected() == "[ Cancel ]")
    // Other keys are taken, and do nothing.
    #expect(self.alert.handle(.character("q"), state: self.dialogState))
    #expect(self.alert.handle(.down, state: self.dialogState))
    #expect(selected() == "[ Cancel ]")
    #expect(self.store.log == [])
  }

  @Test func enterSendsTheSelectedButtonsActionToTheAlertStore() {
    self.store.send(.present(.deleteMessage))
    self.alert.handle(.left, state: self.dialogState)
    #expect(self.alert.handle(.enter, state: self.dialogState))
    // The feature saw the action, then `ifLet` dismissed the alert: no `.dismiss` was sent.
    #expect(self.store.log == ["delete"])
    #expect(self.store.alert == nil)
    #expect(!self.alert.isPresented)
    #expect(self.alert.render(state: self.dialogState) == nil)
  }

  @Test func spaceAlsoPressesTheSelectedButton() {
    self.store.send(.present(.deleteMessage))
    self.alert.handle(.right, state: self.dialogState)
    self.alert.handle(.character(" "), state: self.dialogState)
    #expect(self.store.log == ["archive"])
    #expect(self.store.alert == nil)
  }

  @Test func aButtonWithoutAnActionDismissesTheAlert() {
    self.store.send(.present(.deleteMessage))
    self.alert.handle(.enter, state: self.dialogState)
    #expect(self.store.log == ["dismiss"])
    #expect(self.store.alert == nil)
  }

  @Test func escapeWritesNilToTheBinding() {
    self.store.send(.present(.deleteMessage))
    var writes: [Bool] = []
    let binding = $store.scope(state: \.alert, action: \.alert)
    let recorded = AlertDialog(
      Binding(
        get: { binding.wrappedValue },
        set: { newValue in
          writes.append(newValue == nil)
          binding.wrappedValue = newValue
        }
      )
    )
    self.alert.handle(.right, state: self.dialogState)
    recorded.handle(.escape, state: self.dialogState)
    #expect(writes == [true])
    #expect(self.store.log == ["dismiss"])
    #expect(self.store.alert == nil)
  }

  @Test func aNewAlertStartsFromItsDefaultButton() {
    self.store.send(.present(.deleteMessage))
    self.alert.handle(.right, state: self.dialogState)
    // The feature replaces the alert while it shows: the selection was the old one's.
    self.store.send(.present(.deleteMessage))
    #expect(self.buttons().map(\.style) == [.plain, .red, [.bold, .inverse]])
  }

  @Test func theSameAlertPresentedAgainStartsFromItsDefaultButton() {
    let alert = AlertState<Inbox.Action.Alert>.deleteMessage
    self.store.send(.present(alert))
    self.alert.handle(.right, state: self.dialogState)
    self.alert.handle(.escape, state: self.dialogState)

    self.store.send(.present(alert))
    #expect(self.buttons().map(\.style) == [.plain, .red, [.bold, .inverse]])
  }

  @Test func anAlertWithoutButtonsGetsAnOKButton() {
    self.store.send(.present(AlertState { TextState("Message deleted.") }))
    #expect(self.buttons() == [Span("[ OK ]", style: [.bold, .inverse])])
    self.alert.handle(.enter, state: self.dialogState)
    #expect(self.store.log == ["dismiss"])
    #expect(self.store.alert == nil)
  }
}
