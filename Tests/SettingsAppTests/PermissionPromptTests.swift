import SettingsApp
import Testing
import TerminalUI

@MainActor
struct PermissionPromptTests {
  let prompt = PermissionPrompt(appName: "Settings")

  func request() async -> Task<Bool, Never> {
    let task = Task { await self.prompt.requestAuthorization() }
    await waitUntil { self.prompt.isPresented }
    return task
  }

  @Test func theDialogShowsUntilTheUserAnswers() async {
    #expect(!self.prompt.isPresented)
    let request = await self.request()
    #expect(self.prompt.isPresented)
    #expect(self.prompt.selectedButton == .allow)

    self.prompt.handle(.character("y"))
    #expect(await request.value)
    #expect(!self.prompt.isPresented)
  }

  @Test func noAndEscapeDeny() async {
    let first = await self.request()
    self.prompt.handle(.character("n"))
    #expect(await first.value == false)

    let second = await self.request()
    self.prompt.handle(.escape)
    #expect(await second.value == false)
  }

  @Test func enterPressesTheSelectedButton() async {
    let first = await self.request()
    self.prompt.handle(.left)
    #expect(self.prompt.selectedButton == .dontAllow)
    self.prompt.handle(.enter)
    #expect(await first.value == false)

    // Each request starts on "Allow".
    let second = await self.request()
    #expect(self.prompt.selectedButton == .allow)
    self.prompt.handle(.tab)
    self.prompt.handle(.right)
    self.prompt.handle(.character(" "))
    #expect(await second.value)
  }

  @Test func otherKeysAreIgnored() async {
    let request = await self.request()
    self.prompt.handle(.character("q"))
    self.prompt.handle(.down)
    #expect(self.prompt.isPresented)
    self.prompt.answer(isGranted: true)
    #expect(await request.value)
  }

  @Test func aCancelledRequestIsDeniedAndDismissed() async {
    let request = await self.request()
    request.cancel()
    #expect(await request.value == false)
    await waitUntil { !self.prompt.isPresented }
  }

  @Test func aNewRequestDeniesThePreviousOne() async {
    let first = await self.request()
    let second = Task { await self.prompt.requestAuthorization() }
    #expect(await first.value == false)
    await waitUntil { self.prompt.isPresented }
    self.prompt.answer(isGranted: true)
    #expect(await second.value)
  }

  @Test func theDialogHighlightsTheSelectedButton() async {
    let request = await self.request()
    let lines = self.prompt.render()
    #expect(lines.first?.text.hasPrefix("╭") == true)
    #expect(lines.last?.text.hasPrefix("╰") == true)
    #expect(Set(lines.map(\.width)).count == 1)
    #expect(lines.map(\.text).contains { $0.contains("“Settings” Would Like to Send You") })
    let buttons = lines.flatMap(\.spans).filter { $0.text.hasPrefix("[ ") }
    #expect(buttons.map(\.text) == ["[ Don't Allow ]", "[ Allow ]"])
    #expect(buttons.map(\.style) == [.plain, [.bold, .inverse]])
    self.prompt.answer(isGranted: false)
    _ = await request.value
  }
}
