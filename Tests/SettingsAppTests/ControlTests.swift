import ComposableArchitecture
import Testing
import TerminalUI

@MainActor
struct ControlTests {
  // MARK: TextField

  @Test func aTextFieldShowsItsTextCounterAndCursor() {
    let text = BindingRecorder("Blob")
    let field = TextField("Display name", text: text.binding, characterLimit: 8)

    let content = field.render(ControlContext(isFocused: true, width: 30))
    #expect(content.line.text == "[Blob     ]  4/8")
    #expect(content.cursorColumn == 5)
    #expect(field.render(ControlContext(isFocused: false, width: 30)).cursorColumn == nil)
  }

  @Test func anEmptyTextFieldShowsItsPrompt() {
    let field = TextField("Name", text: BindingRecorder("").binding, prompt: "your name")
    #expect(field.render(ControlContext(width: 14)).line.text == "[your name   ]")
    #expect(field.render(ControlContext(width: 14)).line.spans[1].style == .dim)
  }

  @Test func aTextFieldScrollsToKeepTheCursorVisible() {
    let field = TextField("Name", text: BindingRecorder("abcdefghij").binding)
    let content = field.render(ControlContext(isFocused: true, width: 6))
    #expect(content.line.text == "[hij ]")
    #expect(content.cursorColumn == 4)

    let atStart = field.render(ControlContext(isFocused: true, width: 6, textCursor: 0))
    #expect(atStart.line.text == "[abcd]")
    #expect(atStart.cursorColumn == 1)
  }

  @Test func typingInsertsAtTheCursorAndWritesTheBinding() {
    let text = BindingRecorder("Blb")
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true, textCursor: 2)

    #expect(field.handle(.character("o"), &context))
    #expect(text.writes == ["Blob"])
    #expect(context.textCursor == 3)

    context.textCursor = nil
    #expect(field.handle(.character("!"), &context))
    #expect(text.writes == ["Blob", "Blob!"])
    #expect(context.textCursor == nil)
  }

  @Test func backspaceAndDeleteRemoveAroundTheCursor() {
    let text = BindingRecorder("Blob")
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true, textCursor: 2)

    #expect(field.handle(.backspace, &context))
    #expect(text.value == "Bob")
    #expect(context.textCursor == 1)
    #expect(field.handle(.delete, &context))
    #expect(text.value == "Bb")
    #expect(context.textCursor == 1)

    context.textCursor = 0
    #expect(field.handle(.backspace, &context))
    #expect(text.writes == ["Bob", "Bb"])
  }

  @Test func cursorKeysMoveWithoutWriting() {
    let text = BindingRecorder("Blob")
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true)

    #expect(field.handle(.left, &context))
    #expect(context.textCursor == 3)
    #expect(field.handle(.home, &context))
    #expect(context.textCursor == 0)
    #expect(field.handle(.left, &context))
    #expect(context.textCursor == 0)
    #expect(field.handle(.right, &context))
    #expect(context.textCursor == 1)
    #expect(field.handle(.control("e"), &context))
    #expect(context.textCursor == nil)
    #expect(text.writes.isEmpty)
  }

  @Test func controlUAndControlKDeleteToTheStartAndEnd() {
    let text = BindingRecorder("Blob Jr")
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true, textCursor: 4)

    #expect(field.handle(.control("k"), &context))
    #expect(text.value == "Blob")
    #expect(field.handle(.control("u"), &context))
    #expect(text.value == "")
    #expect(context.textCursor == nil)
  }

  @Test func aRejectedEditLeavesTheCursorWhereItWas() {
    let text = BindingRecorder("abcd")
    text.accept = { newValue, oldValue in newValue.count > 4 ? oldValue : newValue }
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true, textCursor: 2)

    #expect(field.handle(.character("x"), &context))
    #expect(text.writes == ["abxcd"])
    #expect(text.value == "abcd")
    #expect(context.textCursor == 2)
  }

  @Test func anEditTheSourceOfTruthChangesKeepsTheCursorInTheText() {
    let text = BindingRecorder("")
    text.accept = { newValue, _ in String(newValue.drop(while: { $0 == " " })) }
    let field = TextField("Name", text: text.binding)
    var context = ControlContext(isFocused: true)

    #expect(field.handle(.character(" "), &context))
    #expect(text.value == "")
    text.accept = { newValue, _ in newValue.uppercased() }
    #expect(field.handle(.character("b"), &context))
    #expect(text.value == "B")
    #expect(context.textCursor == nil)
  }

  @Test func aTextFieldLeavesFocusKeysToTheForm() {
    let field = TextField("Name", text: BindingRecorder("").binding)
    var context = ControlContext(isFocused: true)
    for key: Key in [.up, .down, .tab, .backTab, .enter, .escape, .control("c")] {
      #expect(!field.handle(key, &context), "\(key)")
    }
  }

  // MARK: Toggle

  @Test func aToggleShowsOnAndOff() {
    let isOn = BindingRecorder(false)
    let toggle = Toggle("Protect my posts", isOn: isOn.binding)
    #expect(toggle.render(ControlContext()).line.text == "[ ] Off")
    isOn.binding.wrappedValue = true
    #expect(toggle.render(ControlContext()).line.text == "[x] On")
  }

  @Test func spaceAndEnterToggle() {
    let isOn = BindingRecorder(false)
    let toggle = Toggle("Protect my posts", isOn: isOn.binding)
    var context = ControlContext(isFocused: true)

    #expect(toggle.handle(.character(" "), &context))
    #expect(toggle.handle(.enter, &context))
    #expect(!toggle.handle(.character("x"), &context))
    #expect(!toggle.handle(.right, &context))
    #expect(isOn.writes == [true, false])
  }

  // MARK: Picker

  enum Digest: CaseIterable { case daily, weekly, off }

  @Test func aPickerShowsEveryOptionWithTheSelectionInBrackets() {
    let selection = BindingRecorder(Digest.weekly)
    let picker = Picker("Digest", selection: selection.binding) { "\($0)" }
    #expect(picker.render(ControlContext(width: 40)).line.text == " daily [weekly] off ")
    #expect(picker.render(ControlContext(width: 10)).line.text == "‹ weekly ›")
  }

  @Test func arrowsSelectThePreviousAndNextOptionsUpToTheEnds() {
    let selection = BindingRecorder(Digest.daily)
    let picker = Picker("Digest", selection: selection.binding) { "\($0)" }
    var context = ControlContext(isFocused: true)

    #expect(picker.handle(.left, &context))
    #expect(selection.writes == [])
    #expect(picker.handle(.right, &context))
    #expect(picker.handle(.right, &context))
    #expect(picker.handle(.right, &context))
    #expect(selection.writes == [.weekly, .off])
    #expect(picker.handle(.left, &context))
    #expect(picker.handle(.home, &context))
    #expect(selection.writes == [.weekly, .off, .weekly, .daily])
  }

  @Test func spaceSelectsTheNextOptionGoingRound() {
    let selection = BindingRecorder(Digest.weekly)
    let picker = Picker("Digest", selection: selection.binding) { "\($0)" }
    var context = ControlContext(isFocused: true)

    #expect(picker.handle(.character(" "), &context))
    #expect(picker.handle(.enter, &context))
    #expect(selection.writes == [.off, .daily])
    #expect(!picker.handle(.character("x"), &context))
  }

  // MARK: Label

  @Test func aLabelShowsItsValueAndTakesNoFocusOrKeys() {
    let label = Label("Status", value: "Waiting for permission…", style: .yellow)
    #expect(!label.isFocusable)
    #expect(
      label.render(ControlContext(width: 40)).line
        == Line("Waiting for permission…", style: .yellow)
    )
    #expect(label.render(ControlContext(width: 8)).line.text == "Waiting…")
    var context = ControlContext()
    #expect(!label.handle(.enter, &context))
  }
}
