import ComposableArchitecture
import Testing

// TextState, ButtonState, ButtonStateBuilder, AlertState and ConfirmationDialogState. The suites
// are nested in `AlertStateTests`, so that `swift test --filter AlertStateTests` runs them all.

// The actions an alert or dialog of a feature sends, and a parent's actions that embed them.

private enum AlertAction: Equatable, Hashable, Sendable {
  case confirm
  case deleteConfirmed
  case share(id: Int)
}

private enum ParentAction: Equatable, Hashable, Sendable {
  case alert(AlertAction)
  case dismissed
}

private struct FeatureState {
  var alert: AlertState<AlertAction>?
  var count = 0
}

// A feature that asks before deleting, with its alert in its state.
@Reducer
private struct DeleteConfirmation {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }

  enum Action: Equatable {
    case alert(Alert?)
    case deleteButtonTapped

    enum Alert: Equatable { case deleteConfirmed }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.deleteConfirmed):
        state.alert = nil
        state.isDeleted = true
        return .none
      case .alert(nil):
        state.alert = nil
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      }
    }
  }
}

private func dumped(_ value: some Any) -> String {
  String(customDumping: value)
}

// MARK: - TextState

extension AlertStateTests {
  struct TextStateTests {
    @Test func readsAsItsString() {
      #expect(String(state: TextState("Hello, world!")) == "Hello, world!")
      #expect(String(state: TextState(verbatim: "Hello, world!")) == "Hello, world!")
      #expect(String(state: TextState("Hello, world!".dropLast())) == "Hello, world")
      #expect(TextState("Hello, world!").description == "Hello, world!")
      #expect("\(TextState("Hello"))" == "Hello")
    }

    @Test func concatenationRunsThePartsTogetherInOrder() {
      let name = "Blob"
      let text = TextState("Hello, ") + TextState(name) + TextState("!")
      #expect(String(state: text) == "Hello, Blob!")
      #expect(text.description == "Hello, Blob!")
    }

    @Test func equalWhenBuiltTheSameWay() {
      #expect(TextState("Hello") == TextState("Hello"))
      #expect(TextState("Hello") == TextState(verbatim: "Hello"))
      #expect(TextState("Hello") != TextState("Goodbye"))
      #expect(TextState("a") + TextState("b") == TextState("a") + TextState("b"))
      #expect(TextState("a") + TextState("b") != TextState("b") + TextState("a"))
    }

    @Test func aConcatenationIsNeverEqualToASingleString() {
      #expect(TextState("Hel") + TextState("lo") != TextState("Hello"))
      #expect(TextState("Hello") != TextState("Hel") + TextState("lo"))
      #expect(TextState("H") + TextState("ello") != TextState("Hel") + TextState("lo"))
    }

    @Test func equalTextsHashTheSame() {
      let texts: Set = [
        TextState("Hello"),
        TextState(verbatim: "Hello"),
        TextState("He") + TextState("llo"),
        TextState("He") + TextState("llo"),
        TextState("Goodbye"),
      ]
      #expect(texts.count == 3)
    }

    @Test func dumpsAsItsPlainStringQuoted() {
      #expect(dumped(TextState("Hello, world!")) == #""Hello, world!""#)
      #expect(
        dumped(TextState("Hello, ") + TextState("world") + TextState("!")) == #""Hello, world!""#
      )
    }
  }
}

// MARK: - ButtonState

extension AlertStateTests {
  struct ButtonStateTests {
    @Test func aButtonMadeWithoutAnActionSendsNone() {
      let button = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
      #expect(button.role == .cancel)
      #expect(button.label == TextState("Cancel"))
      #expect(button.action == .send(nil))
      #expect(button.action.action == nil)
    }

    @Test func aButtonMadeWithAnActionSendsIt() {
      let button = ButtonState<AlertAction>(action: .confirm) { TextState("OK") }
      #expect(button.role == nil)
      #expect(button.action == .send(.confirm))
      #expect(button.action.action == .confirm)
      #expect(button == ButtonState(action: .send(.confirm)) { TextState("OK") })
    }

    @Test func equalityComparesActionLabelAndRoleButNotTheID() {
      let button = ButtonState<AlertAction>(role: .destructive, action: .deleteConfirmed) {
        TextState("Delete")
      }
      let same = ButtonState<AlertAction>(role: .destructive, action: .deleteConfirmed) {
        TextState("Delete")
      }
      #expect(button.id != same.id)
      #expect(button == same)
      #expect(button != ButtonState(role: .destructive, action: .confirm) { TextState("Delete") })
      #expect(button != ButtonState(role: .destructive) { TextState("Delete") })
      #expect(button != ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("") })
      #expect(button != ButtonState(role: .cancel, action: .deleteConfirmed) { button.label })
      #expect(button != ButtonState(action: .deleteConfirmed) { TextState("Delete") })
    }

    @Test func equalButtonsHashTheSame() {
      let buttons: Set = [
        ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") },
        ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") },
        ButtonState<AlertAction>(action: .confirm) { TextState("OK") },
        ButtonState<AlertAction>(action: .confirm) { TextState("OK") },
        ButtonState<AlertAction>(role: .cancel, action: .confirm) { TextState("OK") },
      ]
      #expect(buttons.count == 3)
    }

    @Test func withActionHandsOverTheButtonsAction() {
      let button = ButtonState<AlertAction>(action: .confirm) { TextState("OK") }
      var received: [AlertAction?] = []
      button.withAction { received.append($0) }
      #expect(received == [.confirm])
    }

    @Test func withActionHandsOverNilForAButtonWithoutAnAction() {
      let button = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
      var received: [AlertAction?] = []
      button.withAction { received.append($0) }
      #expect(received == [nil])
    }

    @Test func withActionRoutesATapToAStore() {
      // As an alert view does: a button with an action sends it, one without sends nothing.
      let alert = AlertState<AlertAction> {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
      var sent: [ParentAction] = []
      func tap(_ button: ButtonState<AlertAction>) {
        button.withAction { action in
          sent.append(action.map(ParentAction.alert) ?? .dismissed)
        }
      }
      tap(alert.buttons[0])
      tap(alert.buttons[1])
      #expect(sent == [.alert(.deleteConfirmed), .dismissed])
    }

    @MainActor
    @Test func asyncWithActionAwaitsTheClosureWithTheAction() async {
      let confirm = ButtonState<AlertAction>(action: .confirm) { TextState("OK") }
      let cancel = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
      var received: [AlertAction?] = []
      await confirm.withAction { action in
        await Task.yield()
        received.append(action)
      }
      await cancel.withAction { action in
        await Task.yield()
        received.append(action)
      }
      #expect(received == [.confirm, nil])
    }

    @Test func mapTransformsTheActionAndKeepsTheRest() {
      let button = ButtonState<AlertAction>(role: .destructive, action: .deleteConfirmed) {
        TextState("Delete")
      }
      let mapped = button.map { $0.map(ParentAction.alert) }
      #expect(mapped.id == button.id)
      #expect(mapped.role == .destructive)
      #expect(mapped.label == TextState("Delete"))
      #expect(mapped.action == .send(.alert(.deleteConfirmed)))
    }

    @Test func mapSeesNilForAButtonWithoutAnAction() {
      let cancel = ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }
      var seen: [AlertAction?] = []
      let mapped = cancel.map { action -> ParentAction? in
        seen.append(action)
        return action == nil ? .dismissed : nil
      }
      #expect(seen == [nil])
      #expect(mapped.action.action == .dismissed)
      #expect(mapped.role == .cancel)
    }

    @Test func buttonStateActionMapAndAction() {
      let action = ButtonStateAction<AlertAction>.send(.share(id: 7))
      #expect(action.action == .share(id: 7))
      #expect(action.map { $0.map(ParentAction.alert) } == .send(.alert(.share(id: 7))))
      #expect(action.map { _ in ParentAction?.none }.action == nil)
      let hashed: Set = [action, .send(.share(id: 7)), .send(nil), .send(nil)]
      #expect(hashed.count == 2)
    }

    @Test func dumpsItsRoleActionAndLabel() {
      #expect(
        dumped(ButtonState<AlertAction>(role: .cancel) { TextState("Cancel") }) == """
          ButtonState(
            role: .cancel,
            action: .send(nil),
            label: "Cancel"
          )
          """
      )
      #expect(
        dumped(ButtonState<AlertAction>(action: .confirm) { TextState("OK") }) == """
          ButtonState(
            action: .send(
              .confirm
            ),
            label: "OK"
          )
          """
      )
      #expect(
        dumped(ButtonStateAction<AlertAction>.send(.share(id: 1))) == """
          ButtonStateAction.send(
            .share(id: 1)
          )
          """
      )
    }
  }
}

// MARK: - ButtonStateBuilder

extension AlertStateTests {
  struct ButtonStateBuilderTests {
    private func labels(
      @ButtonStateBuilder<AlertAction> _ buttons: () -> [ButtonState<AlertAction>]
    ) -> [String] {
      buttons().map { String(state: $0.label) }
    }

    @Test func buildsTheButtonsInOrder() {
      #expect(labels {} == [])
      #expect(
        labels {
          ButtonState(action: .confirm) { TextState("A") }
          ButtonState(role: .cancel) { TextState("B") }
          ButtonState(role: .destructive) { TextState("C") }
        } == ["A", "B", "C"]
      )
    }

    @Test func ifWithoutElseKeepsTheButtonsOnlyWhenTrue() {
      for condition in [true, false] {
        let result = labels {
          if condition {
            ButtonState(action: .confirm) { TextState("Shown") }
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        #expect(result == (condition ? ["Shown", "Cancel"] : ["Cancel"]))
      }
    }

    @Test func ifElseAndSwitchKeepTheTakenBranch() {
      for condition in [true, false] {
        let result = labels {
          if condition {
            ButtonState(action: .confirm) { TextState("First") }
          } else {
            ButtonState(action: .deleteConfirmed) { TextState("Second") }
            ButtonState(action: .deleteConfirmed) { TextState("Third") }
          }
        }
        #expect(result == (condition ? ["First"] : ["Second", "Third"]))
      }
      for id in 0..<3 {
        let result = labels {
          switch id {
          case 0:
            ButtonState(action: .share(id: id)) { TextState("zero") }
          case 1:
            ButtonState(action: .share(id: id)) { TextState("one") }
          default:
            ButtonState(action: .share(id: id)) { TextState("many") }
          }
        }
        #expect(result == [["zero"], ["one"], ["many"]][id])
      }
    }

    @Test func forLoopsAndAvailabilityChecksKeepEveryButton() {
      #expect(
        labels {
          for id in 1...3 {
            ButtonState(action: .share(id: id)) { TextState("Share \(id)") }
          }
          if #available(macOS 14, *) {
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
        } == ["Share 1", "Share 2", "Share 3", "Cancel"]
      )
    }
  }
}

// MARK: - AlertState

struct AlertStateTests {
  private static func deleteAlert() -> AlertState<AlertAction> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func buildsTitleButtonsAndMessage() {
    let alert = Self.deleteAlert()
    #expect(alert.title == TextState("Delete?"))
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action) == [.send(.deleteConfirmed), .send(nil)])
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Cancel"])
  }

  @Test func theActionsAndTheMessageAreOptional() {
    let titleOnly = AlertState<AlertAction> { TextState("Saved") }
    #expect(titleOnly.title == TextState("Saved"))
    #expect(titleOnly.buttons.isEmpty)
    #expect(titleOnly.message == nil)

    let noMessage = AlertState<AlertAction> {
      TextState("Saved")
    } actions: {
      ButtonState(action: .confirm) { TextState("OK") }
    }
    #expect(noMessage.buttons.count == 1)
    #expect(noMessage.message == nil)

    let noActions = AlertState<AlertAction> {
      TextState("Saved")
    } message: {
      TextState("All done.")
    }
    #expect(noActions.buttons.isEmpty)
    #expect(noActions.message == TextState("All done."))
  }

  @Test func equalityComparesTitleMessageAndButtonsButNotTheID() {
    let alert = Self.deleteAlert()
    let same = Self.deleteAlert()
    #expect(alert.id != same.id)
    #expect(alert == same)

    var otherTitle = alert
    otherTitle.title = TextState("Remove?")
    #expect(alert != otherTitle)

    var noMessage = alert
    noMessage.message = nil
    #expect(alert != noMessage)

    var otherButtons = alert
    otherButtons.buttons.removeLast()
    #expect(alert != otherButtons)
  }

  @Test func equalAlertsHashTheSame() {
    let alerts: Set = [
      Self.deleteAlert(),
      Self.deleteAlert(),
      AlertState { TextState("Saved") },
    ]
    #expect(alerts.count == 2)
  }

  @Test func isSendableWhenItsActionIs() async {
    let alert = Self.deleteAlert()
    let title = await Task.detached { String(state: alert.title) }.value
    #expect(title == "Delete?")
  }

  @Test func mapTransformsEveryButtonAndKeepsTheRest() {
    let alert = Self.deleteAlert()
    let mapped: AlertState<ParentAction> = alert.map { $0.map(ParentAction.alert) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(mapped.title == alert.title)
    #expect(mapped.message == alert.message)
    #expect(mapped.buttons.map(\.action) == [.send(.alert(.deleteConfirmed)), .send(nil)])
    #expect(
      mapped
        == AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .alert(.deleteConfirmed)) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
          TextState("This cannot be undone.")
        }
    )
  }

  @Test func dumpsLikeSwiftNavigation() {
    // swift-navigation's AlertTests, without the SwiftUI animation. A button's action is an
    // optional, so custom-dump puts a non-nil one on lines of its own, and `nil` on one line.
    let alert = AlertState<Bool> {
      TextState("Alert!")
    } actions: {
      ButtonState(role: .destructive, action: .send(true)) {
        TextState("Destroy")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Something went wrong...")
    }
    #expect(
      dumped(alert) == """
        AlertState(
          title: "Alert!",
          actions: [
            [0]: ButtonState(
              role: .destructive,
              action: .send(
                true
              ),
              label: "Destroy"
            ),
            [1]: ButtonState(
              role: .cancel,
              action: .send(nil),
              label: "Cancel"
            )
          ],
          message: "Something went wrong..."
        )
        """
    )
  }

  @Test func dumpsEnumActionsAndLeavesOutWhatIsMissing() {
    #expect(
      dumped(
        AlertState<AlertAction> {
          TextState("Share?")
        } actions: {
          ButtonState(action: .share(id: 42)) { TextState("Share") }
          ButtonState(action: .confirm) { TextState("OK") }
        }
      ) == """
        AlertState(
          title: "Share?",
          actions: [
            [0]: ButtonState(
              action: .send(
                .share(id: 42)
              ),
              label: "Share"
            ),
            [1]: ButtonState(
              action: .send(
                .confirm
              ),
              label: "OK"
            )
          ]
        )
        """
    )
    #expect(
      dumped(AlertState<AlertAction> { TextState("Saved") }) == """
        AlertState(title: "Saved")
        """
    )
  }

  @Test func dumpsUnderTheStatePropertyThatHoldsIt() {
    #expect(
      dumped(FeatureState(alert: AlertState { TextState("Saved") })) == """
        FeatureState(
          alert: AlertState(title: "Saved"),
          count: 0
        )
        """
    )
  }

  @MainActor
  @Test func aTestStoreAssertsTheAlertAndRoutesItsButtons() async throws {
    let store = TestStore(initialState: DeleteConfirmation.State()) { DeleteConfirmation() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    let cancel = try #require(store.state.alert?.buttons.last)
    var tapped: DeleteConfirmation.Action?
    await cancel.withAction { tapped = .alert($0) }
    await store.send(try #require(tapped)) { $0.alert = nil }

    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    let delete = try #require(store.state.alert?.buttons.first)
    await delete.withAction { tapped = .alert($0) }
    await store.send(try #require(tapped)) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func diffsOnlyWhatChangedAndNeverTheID() {
    #expect(diff(Self.deleteAlert(), Self.deleteAlert()) == nil)

    var changed = Self.deleteAlert()
    changed.message = TextState("It is gone for good.")
    #expect(
      diff(Self.deleteAlert(), changed) == """
          AlertState(
            title: "Delete?",
            actions: […],
        -   message: "This cannot be undone."
        +   message: "It is gone for good."
          )
        """
    )
  }
}

// MARK: - ConfirmationDialogState

extension AlertStateTests {
  struct ConfirmationDialogStateTests {
    private static func shareDialog(
      _ titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic
    ) -> ConfirmationDialogState<AlertAction> {
      ConfirmationDialogState(titleVisibility: titleVisibility) {
        TextState("Share")
      } actions: {
        ButtonState(action: .share(id: 1)) { TextState("Share with Blob") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("Pick someone.")
      }
    }

    @Test func theTitleVisibilityIsAutomaticUnlessGiven() {
      let automatic = ConfirmationDialogState<AlertAction> { TextState("Share") }
      #expect(automatic.titleVisibility == .automatic)
      #expect(automatic.buttons.isEmpty)
      #expect(automatic.message == nil)

      let visible = Self.shareDialog(.visible)
      #expect(visible.titleVisibility == .visible)
      #expect(visible.title == TextState("Share"))
      #expect(visible.message == TextState("Pick someone."))
      #expect(visible.buttons.map(\.action) == [.send(.share(id: 1)), .send(nil)])
    }

    @Test func equalityComparesTitleMessageAndButtonsOnly() {
      let dialog = Self.shareDialog()
      #expect(dialog == Self.shareDialog())
      #expect(dialog.id != Self.shareDialog().id)
      // As in swift-navigation, the title's visibility doesn't take part.
      #expect(dialog == Self.shareDialog(.hidden))

      var otherButtons = dialog
      otherButtons.buttons.removeFirst()
      #expect(dialog != otherButtons)

      var otherMessage = dialog
      otherMessage.message = TextState("Pick anyone.")
      #expect(dialog != otherMessage)

      let dialogs: Set = [dialog, Self.shareDialog(.visible), otherButtons]
      #expect(dialogs.count == 2)
    }

    @Test func mapTransformsEveryButtonAndKeepsTheRest() {
      let dialog = Self.shareDialog(.hidden)
      let mapped = dialog.map { $0.map(ParentAction.alert) }
      #expect(mapped.id == dialog.id)
      #expect(mapped.titleVisibility == .hidden)
      #expect(mapped.title == dialog.title)
      #expect(mapped.message == dialog.message)
      #expect(mapped.buttons.map(\.action) == [.send(.alert(.share(id: 1))), .send(nil)])
    }

    @Test func dumpsLikeSwiftNavigation() {
      // swift-navigation's AlertTests, without the SwiftUI animation.
      let dialog = ConfirmationDialogState<Bool> {
        TextState("Alert!")
      } actions: {
        ButtonState(role: .destructive, action: .send(true)) {
          TextState("Destroy")
        }
        ButtonState(role: .cancel) {
          TextState("Cancel")
        }
      } message: {
        TextState("Something went wrong...")
      }
      #expect(
        dumped(dialog) == """
          ConfirmationDialogState(
            title: "Alert!",
            actions: [
              [0]: ButtonState(
                role: .destructive,
                action: .send(
                  true
                ),
                label: "Destroy"
              ),
              [1]: ButtonState(
                role: .cancel,
                action: .send(nil),
                label: "Cancel"
              )
            ],
            message: "Something went wrong..."
          )
          """
      )
    }

    @Test func dumpsTheTitleVisibilityFirstWhenNotAutomatic() {
      #expect(
        dumped(Self.shareDialog(.visible)) == """
          ConfirmationDialogState(
            titleVisibility: .visible,
            title: "Share",
            actions: [
              [0]: ButtonState(
                action: .send(
                  .share(id: 1)
                ),
                label: "Share with Blob"
              ),
              [1]: ButtonState(
                role: .cancel,
                action: .send(nil),
                label: "Cancel"
              )
            ],
            message: "Pick someone."
          )
          """
      )
      #expect(
        dumped(ConfirmationDialogState<Never>(titleVisibility: .hidden) { TextState("Share") })
          == """
          ConfirmationDialogState(
            titleVisibility: .hidden,
            title: "Share"
          )
          """
      )
    }
  }
}
