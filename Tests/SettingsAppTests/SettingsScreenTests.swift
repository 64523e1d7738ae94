import ComposableArchitecture
import SettingsApp
import Testing
import TerminalUI

@testable import SettingsFeature

@MainActor
struct SettingsScreenTests {
  let clock = TestClock()
  let prompt = PermissionPrompt(appName: "Settings")
  let store: StoreOf<Settings>
  let screen: SettingsScreen

  init() {
    self.init(state: Settings.State())
  }

  init(state: Settings.State, size: Size = SettingsScreen.minimumSize) {
    let (clock, prompt) = (self.clock, self.prompt)
    self.store = Store(initialState: state) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient = .simulated(latency: .milliseconds(100), takenNames: ["blob"])
      $0.userNotifications.requestAuthorization = { await prompt.requestAuthorization() }
    }
    self.screen = SettingsScreen(store: self.store, prompt: prompt, size: size)
  }

  func type(_ text: String) {
    for character in text {
      self.screen.handle(.character(character))
    }
  }

  @Test func theInitialScreen() {
    #expect(
      self.screen.render().text == [
        " Settings",
        "",
        " PROFILE",
        " › Display name        [your name        ]  0/16",
        "                       Letters, digits, spaces and . _ - '",
        "   Protect my posts    [ ] Off",
        "",
        " NOTIFICATIONS",
        "   Send notifications  [ ] Off",
        "", "", "", "", "", "", "", "",
        " ↑/↓ Tab move · type to edit · ←/→ cursor · Ctrl-C quit",
      ]
    )
    #expect(self.screen.render().cursor == Position(row: 3, column: 24))
  }

  @Test func everyNotificationSettingShows() {
    let screen = SettingsScreenTests(
      state: Settings.State(
        digest: .weekly,
        displayName: "Blob Jr",
        enableNotifications: true,
        protectMyPosts: true,
        sendMobileNotifications: true
      )
    ).screen
    SettingsView(store: screen.store).body.focus(5, state: screen.formState)
    #expect(
      screen.render().text == [
        " Settings",
        "",
        " PROFILE",
        "   Display name        [Blob Jr          ]  7/16",
        "                       Letters, digits, spaces and . _ - '",
        "   Protect my posts    [x] On",
        "",
        " NOTIFICATIONS",
        "   Send notifications  [x] On",
        "     Mobile            [x] On",
        "     Email             [ ] Off",
        " ›   Top posts digest   Daily [Weekly] Off",
        "", "", "", "", "",
        " ↑/↓ Tab move · ←/→ choose · q quit",
      ]
    )
    #expect(screen.render().cursor == nil)
  }

  /// The messages the screen shows, each in a state with every notification setting showing.
  enum Message: CaseIterable {
    case empty, tooShort, disallowedCharacter, checking, available, taken, unknown
    case waitingForPermission, permissionDenied

    var state: Settings.State {
      var state = Settings.State(displayName: "Blob Jr the Thir", enableNotifications: true)
      switch self {
      case .empty: state.displayNameProblem = .empty
      case .tooShort: state.displayNameProblem = .tooShort(minimum: 3)
      case .disallowedCharacter: state.displayNameProblem = .disallowedCharacter("!")
      case .checking: state.displayNameAvailability = .checking
      case .available: state.displayNameAvailability = .available
      case .taken: state.displayNameAvailability = .taken
      case .unknown: state.displayNameAvailability = .unknown
      case .waitingForPermission: state.isLoading = true
      case .permissionDenied:
        state.enableNotifications = false
        state.isNotificationPermissionDenied = true
      }
      return state
    }
  }

  @Test(arguments: Message.allCases)
  func everyMessageFitsTheMinimumSizeUncut(message: Message) {
    let frame = SettingsScreenTests(state: message.state).screen.render()
    let wideFrame = SettingsScreenTests(
      state: message.state,
      size: Size(width: 200, height: SettingsScreen.minimumSize.height)
    ).screen.render()
    #expect(frame.size == SettingsScreen.minimumSize)
    #expect(frame.text == wideFrame.text)
  }

  @Test func everyNotificationSettingAndThePermissionDialogFitTheMinimumSize() async {
    let screen = SettingsScreenTests(state: Settings.State(enableNotifications: true)).screen
    screen.store.send(.binding(.set(\.enableNotifications, false)))
    screen.store.send(.binding(.set(\.enableNotifications, true)))
    await waitUntil { screen.prompt.isPresented }
    let text = screen.render().text
    #expect(text.contains { $0.contains("╭──") })
    #expect(text.contains { $0.contains("[ Don't Allow ]   [ Allow ]") })
    #expect(text.contains { $0.contains("╰──") })
    #expect(text.last?.isEmpty == false)
  }

  @Test func typingWritesTheDisplayNameThroughTheStore() async {
    self.type("Blob")
    #expect(self.store.displayName == "Blob")
    #expect(self.store.displayNameAvailability == .checking)
    let frame = self.screen.render()
    #expect(frame.text[3] == " › Display name        [Blob             ]  4/16")
    #expect(frame.text[4] == "                       … Checking availability…")
    #expect(frame.cursor == Position(row: 3, column: 28))

    await advance(self.clock, by: Settings.availabilityCheckDelay + .milliseconds(100)) {
      self.store.displayNameAvailability == .taken
    }
    #expect(
      self.screen.render().text[4] == "                       ✗ Already taken. Try another name."
    )

    self.type("by")
    await advance(self.clock, by: Settings.availabilityCheckDelay + .milliseconds(100)) {
      self.store.displayNameAvailability == .available
    }
    #expect(self.store.displayName == "Blobby")
    #expect(self.screen.render().text[4] == "                       ✓ Available.")
  }

  @Test func validationMessagesShowUnderTheDisplayName() {
    self.type("B!")
    #expect(self.screen.render().text[4] == "                       ✗ “!” isn't allowed in names.")
    self.screen.handle(.backspace)
    #expect(self.screen.render().text[4] == "                       ✗ Use at least 3 characters.")
    self.screen.handle(.backspace)
    #expect(self.screen.render().text[4] == "                       ✗ Choose a display name.")
  }

  @Test func qIsTypedIntoTheDisplayNameAndQuitsElsewhere() {
    #expect(self.screen.handle(.character("q")) == .handled)
    #expect(self.store.displayName == "q")
    #expect(self.screen.handle(.down) == .handled)
    #expect(self.screen.handle(.character("q")) == .quit)
    #expect(self.store.displayName == "q")
  }

  @Test func ctrlCQuitsAnywhere() async {
    #expect(self.screen.handle(.control("c")) == .quit)
    self.screen.handle(.down)
    #expect(self.screen.handle(.control("c")) == .quit)

    self.screen.handle(.down)
    self.screen.handle(.enter)
    await waitUntil { self.prompt.isPresented }
    #expect(self.screen.handle(.control("c")) == .quit)
  }

  @Test func keysThatMeanNothingAreIgnored() {
    self.screen.handle(.down)
    #expect(self.screen.handle(.character("x")) == .ignored)
    #expect(self.screen.handle(.escape) == .ignored)
    #expect(self.store.state == Settings.State())
  }

  @Test func spaceTogglesTheFocusedSetting() {
    self.screen.handle(.down)
    #expect(self.screen.handle(.character(" ")) == .handled)
    #expect(self.store.protectMyPosts)
    #expect(self.screen.render().text[5] == " › Protect my posts    [x] On")
    self.screen.handle(.enter)
    #expect(!self.store.protectMyPosts)
  }

  @Test func turningNotificationsOnAsksForPermission() async {
    self.screen.handle(.down)
    self.screen.handle(.down)
    self.screen.handle(.character(" "))
    #expect(self.store.enableNotifications)
    #expect(self.store.isLoading)
    await waitUntil { self.prompt.isPresented }

    let frame = self.screen.render()
    #expect(frame.text.contains { $0.contains("“Settings” Would Like to Send You") })
    #expect(frame.text.contains { $0.contains("[ Don't Allow ]   [ Allow ]") })
    #expect(frame.text.last == " ↑/↓ Tab move · Space/Enter toggle · q quit")
    // Behind the dialog, the form says why.
    let form = SettingsView(store: self.store).body.render(width: 58, state: self.screen.formState)
    #expect(form.lines.contains { $0.text.contains("Waiting for permission…") })
    // Keys go to the dialog: "q" doesn't quit, arrows don't move focus.
    #expect(self.screen.handle(.character("q")) == .handled)
    #expect(self.screen.handle(.down) == .handled)
    #expect(self.screen.formState.focusedID == "Send notifications")

    self.screen.handle(.character("y"))
    await waitUntil { !self.store.isLoading }
    #expect(self.store.enableNotifications)
    #expect(!self.prompt.isPresented)
    let text = self.screen.render().text
    #expect(text[9] == "     Mobile            [ ] Off")
    #expect(text[10] == "     Email             [ ] Off")
    #expect(text[11] == "     Top posts digest  [Daily] Weekly  Off")
  }

  @Test func deniedPermissionTurnsNotificationsBackOff() async {
    self.screen.handle(.down)
    self.screen.handle(.down)
    self.screen.handle(.enter)
    await waitUntil { self.prompt.isPresented }

    self.screen.handle(.character("n"))
    await waitUntil { !self.store.isLoading }
    #expect(!self.store.enableNotifications)
    #expect(self.store.isNotificationPermissionDenied)
    let text = self.screen.render().text
    #expect(text[8] == " › Send notifications  [ ] Off")
    #expect(text[9] == "                       Not allowed, so they stay off.")
  }

  /// A screen with notifications and mobile notifications on, where "Send notifications" was
  /// just turned off: the alert asks first.
  static func askingToTurnNotificationsOff() -> SettingsScreen {
    let screen = SettingsScreenTests(
      state: Settings.State(enableNotifications: true, sendMobileNotifications: true)
    ).screen
    screen.handle(.down)
    screen.handle(.down)
    screen.handle(.character(" "))
    return screen
  }

  @Test func turningNotificationsOffWithAChannelOnAsksInAnAlert() {
    let screen = Self.askingToTurnNotificationsOff()
    #expect(screen.store.enableNotifications)
    #expect(screen.store.alert != nil)
    #expect(
      screen.render().text == [
        " Settings",
        "",
        " PROFILE",
        "   Display name        [your name        ]  0/16",
        "        ╭──────────────────────────────────────────╮ _ - '",
        "   Prote│                                          │",
        "        │ Turn off all notifications?              │",
        " NOTIFIC│                                          │",
        " › Send │ Mobile and email notifications will both │",
        "     Mob│ be turned off.                           │",
        "     Ema│                                          │",
        "     Top│        [ Turn Off ]   [ Cancel ]         │",
        "        │ ←/→ choose · Enter press · Esc cancel    │",
        "        ╰──────────────────────────────────────────╯",
        "", "", "",
        " ↑/↓ Tab move · Space/Enter toggle · q quit",
      ]
    )
    #expect(screen.render().cursor == nil)
    // Keys go to the alert: "q" doesn't quit, arrows don't move focus.
    #expect(screen.handle(.character("q")) == .handled)
    #expect(screen.handle(.down) == .handled)
    #expect(screen.formState.focusedID == "Send notifications")
    #expect(screen.store.alert != nil)
    #expect(screen.handle(.control("c")) == .quit)
  }

  @Test func turnOffInTheAlertTurnsNotificationsAndTheChannelsOff() {
    let screen = Self.askingToTurnNotificationsOff()
    screen.handle(.left)
    let buttons = screen.render().lines[11].spans.filter { $0.text.hasPrefix("[ ") }
    #expect(buttons.map(\.style) == [[.red, .bold, .inverse], .plain])

    #expect(screen.handle(.enter) == .handled)
    #expect(screen.store.alert == nil)
    #expect(!screen.store.enableNotifications)
    #expect(!screen.store.sendMobileNotifications)
    let text = screen.render().text
    #expect(text[8] == " › Send notifications  [ ] Off")
    #expect(text[9...13].allSatisfy { $0.isEmpty })
  }

  @Test func cancelAndEscapeInTheAlertLeaveNotificationsOn() {
    let screen = Self.askingToTurnNotificationsOff()
    let onScreen = [
      " › Send notifications  [x] On",
      "     Mobile            [x] On",
      "     Email             [ ] Off",
    ]
    // "Cancel" is selected at first.
    #expect(screen.handle(.enter) == .handled)
    #expect(screen.store.alert == nil)
    #expect(screen.store.enableNotifications)
    #expect(Array(screen.render().text[8...10]) == onScreen)

    screen.handle(.character(" "))
    #expect(screen.store.alert != nil)
    screen.handle(.left)
    #expect(screen.handle(.escape) == .handled)
    #expect(screen.store.alert == nil)
    #expect(screen.store.enableNotifications)
    #expect(screen.store.sendMobileNotifications)
    #expect(Array(screen.render().text[8...10]) == onScreen)
  }

  @Test func theAlertRedrawsOnlyTheRowsThatChange() async {
    let screen = SettingsScreenTests(
      state: Settings.State(enableNotifications: true, sendEmailNotifications: true)
    ).screen
    screen.handle(.down)
    screen.handle(.down)
    var output = ""
    let renderer = ScreenRenderer(output: { output += $0 }) { screen.render() }
    renderer.start()
    defer { renderer.stop() }

    output = ""
    screen.handle(.character(" "))
    #expect(renderer.renderCount == 2)
    #expect(output.contains("Turn off all notifications?"))

    // Choosing a button redraws its row only. The selection is view state, also observed.
    output = ""
    screen.handle(.left)
    await settle()
    #expect(renderer.renderCount == 3)
    let redrawnRows = (0..<screen.size.height).filter { row in
      output.contains(ANSI.move(to: Position(row: row, column: 0)))
    }
    #expect(redrawnRows == [11])

    output = ""
    screen.handle(.enter)
    await settle()
    #expect(renderer.renderCount == 4)
    #expect(!output.contains("Turn off all notifications?"))
    #expect(renderer.lastFrame?.text[8] == " › Send notifications  [ ] Off")
  }

  @Test func thePickerChangesTheDigest() {
    let screen = SettingsScreenTests(state: Settings.State(enableNotifications: true)).screen
    for _ in 0..<5 {
      screen.handle(.down)
    }
    #expect(screen.formState.focusedID == "Top posts digest")
    screen.handle(.right)
    #expect(screen.store.digest == .weekly)
    #expect(screen.render().text[11] == " ›   Top posts digest   Daily [Weekly] Off")
    screen.handle(.right)
    screen.handle(.right)
    #expect(screen.store.digest == .off)
  }

  @Test func aSmallTerminalGetsAMessage() {
    self.screen.size = Size(width: 40, height: 10)
    #expect(
      self.screen.render().text == [
        "",
        "           Terminal too small",
        "",
        " Settings needs at least 60×18 and this",
        "           terminal is 40×10.",
        "",
        " Make the window larger, or press q to",
        "                 quit.",
        "",
        "",
      ]
    )
    #expect(self.screen.render().cursor == nil)
    #expect(self.screen.handle(.character("B")) == .ignored)
    #expect(self.store.displayName == "")
    #expect(self.screen.handle(.character("q")) == .quit)

    self.screen.size = Size(width: 4, height: 2)
    #expect(self.screen.render().text == ["Term", "inal"])
  }

  @Test func theScreenRedrawsOnlyWhenStateItShowsChanges() async {
    var output = ""
    let renderer = ScreenRenderer(output: { output += $0 }) { self.screen.render() }
    renderer.start()
    defer { renderer.stop() }
    #expect(renderer.renderCount == 1)

    // The channels aren't shown while notifications are off: no redraw.
    self.store.send(.binding(.set(\.sendEmailNotifications, true)))
    await settle()
    #expect(renderer.renderCount == 1)

    // The protect toggle is shown: one redraw, right after the action, of that row only.
    output = ""
    self.store.send(.binding(.set(\.protectMyPosts, true)))
    #expect(renderer.renderCount == 2)
    #expect(output.contains("Protect my posts"))
    #expect(output.contains(ANSI.move(to: Position(row: 5, column: 0))))
    #expect(!output.contains("Display name"))

    // Focus is view state, also observed.
    self.screen.handle(.down)
    await settle()
    #expect(renderer.renderCount == 3)
    #expect(renderer.lastFrame?.text[5] == " › Protect my posts    [x] On")

    self.screen.size = Size(width: 70, height: 20)
    await settle()
    #expect(renderer.renderCount == 4)
    #expect(renderer.lastFrame?.size == Size(width: 70, height: 20))
  }
}

/// Advances a test clock until `condition` holds, boundedly. An effect on another task may not
/// have started sleeping when the test first advances (the machine may be busy): advancing again
/// wakes it, where a single advance would leave it asleep for good.
@MainActor
func advance(
  _ clock: TestClock<Duration>,
  by duration: Duration,
  timeout: Duration = .seconds(5),
  sourceLocation: SourceLocation = #_sourceLocation,
  until condition: () -> Bool
) async {
  var rounds = RoundsAfterDeadline(timeout: timeout)
  while !condition() {
    guard rounds.next() else {
      Issue.record("Timed out advancing the clock", sourceLocation: sourceLocation)
      return
    }
    await clock.advance(by: duration)
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Waits, boundedly, for effects running on other tasks to change what `condition` reads.
@MainActor
func waitUntil(
  timeout: Duration = .seconds(5),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  var rounds = RoundsAfterDeadline(timeout: timeout)
  while !condition() {
    guard rounds.next() else {
      Issue.record("Timed out waiting for a condition", sourceLocation: sourceLocation)
      return
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// A bound on waiting counted in rounds as well as in time: the tests of the other targets run
/// in the same process and can keep the main actor busy for seconds (more under the thread
/// sanitizer), and the effect being waited for needs it too.
struct RoundsAfterDeadline {
  let deadline: ContinuousClock.Instant
  var roundsAfterDeadline = 0

  init(timeout: Duration) {
    self.deadline = ContinuousClock.now + timeout
  }

  /// Whether to wait one more round.
  mutating func next() -> Bool {
    guard ContinuousClock.now > self.deadline else { return true }
    self.roundsAfterDeadline += 1
    return self.roundsAfterDeadline <= 100
  }
}
