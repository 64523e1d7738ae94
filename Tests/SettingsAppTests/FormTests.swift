import ComposableArchitecture
import Testing
import TerminalUI

@MainActor
struct FormTests {
  let name = BindingRecorder("Blob")
  let isProtected = BindingRecorder(false)
  let isOn = BindingRecorder(true)
  let digest = BindingRecorder("daily")

  func form() -> Form {
    Form {
      Section("Profile") {
        TextField("Name", text: self.name.binding)
        Label(value: "Looks good")
        Toggle("Protected", isOn: self.isProtected.binding)
      }
      Section("Notifications") {
        Toggle("Notify", isOn: self.isOn.binding)
        if self.isOn.value {
          Indented {
            Picker("Digest", selection: self.digest.binding, options: ["daily", "weekly"]) { $0 }
          }
        }
      }
    }
  }

  @Test func rowsLineUpInATitleColumnAndAValueColumn() {
    let state = FormState()
    let (lines, cursor) = self.form().render(width: 40, state: state)
    #expect(
      lines.map(\.text) == [
        "PROFILE",
        "› Name       [Blob                     ]",
        "             Looks good",
        "  Protected  [ ] Off",
        "",
        "NOTIFICATIONS",
        "  Notify     [x] On",
        "    Digest   [daily] weekly ",
      ]
    )
    #expect(cursor == Position(row: 1, column: 18))
  }

  @Test func theFocusedTitleIsHighlighted() {
    let (lines, _) = self.form().render(width: 40, state: FormState(focusedID: "Protected"))
    #expect(lines[3].spans.first { $0.text == "Protected" }?.style == [.bold, .inverse])
    #expect(lines[1].spans.first { $0.text == "Name" }?.style == .plain)
  }

  @Test func downAndTabMoveFocusPastLabelsAndGoRound() {
    let state = FormState()
    let form = self.form()
    #expect(form.focusedControl(state: state)?.title == "Name")
    #expect(form.handle(.down, state: state))
    #expect(state.focusedID == "Protected")
    #expect(form.handle(.tab, state: state))
    #expect(form.handle(.tab, state: state))
    #expect(state.focusedID == "Digest")
    #expect(form.handle(.down, state: state))
    #expect(state.focusedID == "Name")
    #expect(form.handle(.up, state: state))
    #expect(form.handle(.backTab, state: state))
    #expect(state.focusedID == "Notify")
  }

  @Test func otherKeysGoToTheFocusedControl() {
    let state = FormState(focusedID: "Protected")
    let form = self.form()
    #expect(form.handle(.character(" "), state: state))
    #expect(self.isProtected.writes == [true])
    #expect(!form.handle(.character("q"), state: state))
    #expect(self.name.writes.isEmpty)
  }

  @Test func enterMovesOnFromATextField() {
    let state = FormState()
    #expect(self.form().handle(.enter, state: state))
    #expect(state.focusedID == "Protected")
    #expect(self.name.writes.isEmpty)
  }

  @Test func theTextCursorIsKeptInTheFormStateAndResetWhenFocusMoves() {
    let state = FormState()
    let form = self.form()
    #expect(form.handle(.left, state: state))
    #expect(state.textCursor == 3)
    #expect(form.render(width: 40, state: state).cursor == Position(row: 1, column: 17))
    #expect(form.handle(.down, state: state))
    #expect(form.handle(.up, state: state))
    #expect(state.textCursor == nil)
  }

  @Test func whenTheFocusedControlGoesAwayTheOneInItsPlaceHasFocus() {
    let state = FormState()
    self.form().focus(3, state: state)
    #expect(state.focusedID == "Digest")
    self.isOn.binding.wrappedValue = false
    #expect(self.form().focusedControl(state: state)?.title == "Notify")
    #expect(self.form().handle(.character(" "), state: state))
    #expect(self.isOn.value)
  }

  @Test func aFormWithoutFocusableControlsUsesNoKeys() {
    let form = Form { Label("Status", value: "Ready") }
    let state = FormState()
    #expect(form.focusedControl(state: state) == nil)
    #expect(!form.handle(.down, state: state))
    #expect(form.render(width: 20, state: state).lines.map(\.text) == ["  Status  Ready"])
  }

  @Test func rowsWiderThanTheFormAreCut() {
    let (lines, _) = self.form().render(width: 20, state: FormState())
    #expect(lines.allSatisfy { $0.width <= 20 })
    #expect(lines[1].text == "› Name       [Blob ]")
  }
}
