import Foundation
import Testing
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the real `settings` executable in a pseudo-terminal and uses it as a user would.
// The time limit guards against a hang only: a test waits at most 10 s for each screen, and on
// a busy machine the program itself can be slow to start.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct EndToEndTests {
  private static let up = "\u{1B}[A"
  private static let down = "\u{1B}[B"
  private static let right = "\u{1B}[C"
  private static let left = "\u{1B}[D"
  private static let escape = "\u{1B}"
  private static let backspace = "\u{7F}"

  @Test func editingTheSettingsShowsOnScreenAndInTheChangeLog() async throws {
    let directory = try temporaryDirectory()
    let logPath = directory.appendingPathComponent("changes.log").path
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      arguments: ["--print-changes", logPath],
      size: Size(width: 80, height: 24)
    )

    try await expectScreen(terminal, "the form") {
      $0.contains("Display name") && $0.contains("[your name")
    }
    #expect(terminal.screen.isAlternateScreen)
    #expect(!hasCanonicalInput(terminal.currentSettings))

    // The display name: typed, checked after a pause, and checked again after each edit.
    terminal.type("Blob")
    try await expectScreen(terminal, "Blob is taken") {
      $0.contains("[Blob ") && $0.contains("Already taken.")
    }
    terminal.type("by")
    try await expectScreen(terminal, "Blobby is available") {
      $0.contains("[Blobby ") && $0.contains("6/16") && $0.contains("✓ Available.")
    }
    // "q" is typed while the display name has focus; it doesn't quit.
    terminal.type("q")
    try await expectScreen(terminal, "q typed") { $0.contains("[Blobbyq ") }
    terminal.type(Self.backspace)
    try await expectScreen(terminal, "q deleted") {
      $0.contains("[Blobby ") && $0.contains("✓ Available.")
    }

    // A toggle.
    terminal.type(Self.down + " ")
    try await expectScreen(terminal, "posts protected") {
      $0.line(containing: "Protect my posts")?.contains("[x] On") == true
    }

    // Notifications: the permission dialog, allowed.
    terminal.type(Self.down + "\r")
    try await expectScreen(terminal, "the permission dialog") {
      $0.contains("Would Like to Send You") && $0.contains("[ Allow ]")
    }
    terminal.type("y")
    try await expectScreen(terminal, "the notification settings") {
      $0.contains("Mobile") && $0.contains("Email") && $0.contains("Top posts digest")
        && !$0.contains("Would Like to Send You")
    }

    // The picker.
    terminal.type(Self.down + Self.down + Self.down + Self.right)
    try await expectScreen(terminal, "the weekly digest") {
      $0.line(containing: "Top posts digest")?.contains("[Weekly]") == true
    }

    // Turning notifications off while a channel is on asks first. Escape leaves them on.
    terminal.type(Self.up + Self.up + " ")
    try await expectScreen(terminal, "mobile notifications on") {
      $0.line(containing: "Mobile")?.contains("[x] On") == true
    }
    terminal.type(Self.up + " ")
    try await expectScreen(terminal, "the confirmation") {
      $0.contains("Turn off all notifications?") && $0.contains("[ Turn Off ]   [ Cancel ]")
    }
    terminal.type(Self.escape)
    try await expectScreen(terminal, "notifications still on") {
      !$0.contains("Turn off all notifications?")
        && $0.line(containing: "Send notifications")?.contains("[x] On") == true
        && $0.line(containing: "Mobile")?.contains("[x] On") == true
    }
    // "Turn Off", chosen with ← and pressed with Enter, turns them off.
    terminal.type(" ")
    try await expectScreen(terminal, "the confirmation again") {
      $0.contains("Turn off all notifications?")
    }
    terminal.type(Self.left + "\r")
    try await expectScreen(terminal, "notifications off") {
      !$0.contains("Turn off all notifications?")
        && $0.line(containing: "Send notifications")?.contains("[ ] Off") == true
        && !$0.contains("Mobile")
    }

    terminal.type("q")
    let status = await terminal.waitForExit()
    #expect(status == 0)

    // The terminal is restored: the program left the alternate screen, showed the cursor, and
    // put the terminal's settings back.
    #expect(terminal.output.contains(ANSI.leaveAlternateScreen))
    #expect(terminal.output.contains(ANSI.showCursor))
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
    #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
    #expect(terminal.output.contains("Every action and state change is in \(logPath)."))

    // The change log has every action and the state change it made.
    let log = try String(contentsOfFile: logPath, encoding: .utf8)
    #expect(log.contains(#"Settings.Action.binding(.set(\Settings.State.displayName, "Blobby"))"#))
    #expect(log.contains("+   displayName: \"Blobby\""))
    #expect(log.contains("+   displayNameAvailability: .available"))
    #expect(log.contains("+   protectMyPosts: true"))
    #expect(log.contains("Settings.Action.notificationAuthorizationResponse(true)"))
    #expect(log.contains(#"Settings.Action.binding(.set(\Settings.State.digest, Digest.weekly))"#))
    #expect(log.contains("+   digest: .weekly"))
    #expect(log.contains(#"+     title: "Turn off all notifications?","#))
    #expect(log.contains("Settings.Action.alert(.dismiss)"))
    #expect(log.contains("Settings.Action.alert(\n    .presented(.confirmTurnOff)\n  )"))
    #expect(log.contains("+   enableNotifications: false"))
    #expect(log.contains("+   sendMobileNotifications: false"))
  }

  @Test func theDigestChoiceIsRememberedBetweenRuns() async throws {
    let directory = try temporaryDirectory()
    let environment = ["XDG_DATA_HOME": directory.path]
    let first = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24),
      environment: environment
    )
    try await expectScreen(first, "the form") { $0.contains("Send notifications") }
    // The digest shows once notifications are on.
    first.type(Self.down + Self.down + " ")
    try await expectScreen(first, "the permission dialog") { $0.contains("Would Like to Send You") }
    first.type("y")
    try await expectScreen(first, "the digest") { $0.contains("Top posts digest") }
    first.type(Self.down + Self.down + Self.down + Self.right + Self.right)
    try await expectScreen(first, "the digest turned off") {
      $0.line(containing: "Top posts digest")?.contains("[Off]") == true
    }
    first.type("q")
    #expect(await first.waitForExit() == 0)
    let saved = try String(
      contentsOf: directory.appendingPathComponent("settings/digest.json"),
      encoding: .utf8
    )
    #expect(saved == #""off""#)

    // Notifications are not kept, so the second run turns them on again to show the digest.
    let second = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24),
      environment: environment
    )
    try await expectScreen(second, "the form") { $0.contains("Send notifications") }
    second.type(Self.down + Self.down + " ")
    try await expectScreen(second, "the permission dialog") {
      $0.contains("Would Like to Send You")
    }
    second.type("y")
    try await expectScreen(second, "the remembered digest") {
      $0.line(containing: "Top posts digest")?.contains("[Off]") == true
    }
    second.type("q")
    #expect(await second.waitForExit() == 0)
  }

  @Test func aDeniedPermissionTurnsNotificationsBackOff() async throws {
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24)
    )
    try await expectScreen(terminal, "the form") { $0.contains("Send notifications") }

    terminal.type(Self.down + Self.down + " ")
    try await expectScreen(terminal, "the permission dialog") {
      $0.contains("Would Like to Send You")
    }
    terminal.type("n")
    try await expectScreen(terminal, "notifications off") {
      $0.line(containing: "Send notifications")?.contains("[ ] Off") == true
        && $0.contains("Not allowed, so they stay off.") && !$0.contains("Mobile")
    }

    terminal.send(signal: SIGINT)
    #expect(await terminal.waitForExit() == 128 + SIGINT)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
  }

  @Test func ctrlCQuitsEvenWhileTyping() async throws {
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24)
    )
    try await expectScreen(terminal, "the form") { $0.contains("Display name") }

    terminal.type("Bl\u{03}")
    #expect(await terminal.waitForExit() == 0)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
    #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24)
    )
    try await expectScreen(terminal, "the form") { $0.contains("Display name") }

    terminal.send(signal: SIGTERM)
    #expect(await terminal.waitForExit() == 128 + SIGTERM)
    #expect(
      terminal.output.hasSuffix(ANSI.resetStyle + ANSI.showCursor + ANSI.leaveAlternateScreen)
    )
    #expect(!terminal.screen.isAlternateScreen)
    #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
  }

  @Test func aCrashStillRestoresTheTerminal() async throws {
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 80, height: 24),
      // In a build with the thread sanitizer, the sanitizer would handle the crash itself.
      environment: ["SWIFT_BACKTRACE": "enable=no", "TSAN_OPTIONS": "handle_segv=0"]
    )
    try await expectScreen(terminal, "the form") { $0.contains("Display name") }

    terminal.send(signal: SIGSEGV)
    #expect(await terminal.waitForExit() == 128 + SIGSEGV)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
  }

  @Test func aSmallTerminalShowsAMessageUntilItIsResized() async throws {
    let terminal = try PseudoTerminal(
      executable: settingsExecutablePath,
      size: Size(width: 40, height: 10)
    )
    try await expectScreen(terminal, "the message") {
      $0.contains("Terminal too small") && $0.contains("60×18")
    }
    #expect(!terminal.screen.contains("Display name"))

    terminal.resize(to: Size(width: 70, height: 20))
    try await expectScreen(terminal, "the form after resizing") {
      $0.contains("Display name") && !$0.contains("Terminal too small")
    }

    terminal.type("\u{1B}[Bq")
    #expect(await terminal.waitForExit() == 0)
  }

  @Test func inputThatIsNotATerminalIsAnError() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: settingsExecutablePath)
    process.standardInput = FileHandle.nullDevice
    let standardError = Pipe()
    process.standardError = standardError
    process.standardOutput = Pipe()
    try process.run()
    let message = String(
      decoding: standardError.fileHandleForReading.readDataToEndOfFile(),
      as: UTF8.self
    )
    process.waitUntilExit()

    #expect(process.terminationStatus == 1)
    #expect(message.contains("settings: standard input is not a terminal."))
  }

  @Test func anUnknownOptionIsAnError() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: settingsExecutablePath)
    process.arguments = ["--print-change"]
    let standardError = Pipe()
    process.standardError = standardError
    try process.run()
    let message = String(
      decoding: standardError.fileHandleForReading.readDataToEndOfFile(),
      as: UTF8.self
    )
    process.waitUntilExit()

    #expect(process.terminationStatus == 64)
    #expect(message.contains("settings: unknown option '--print-change'"))
    #expect(message.contains("USAGE: settings [--print-changes [FILE]]"))
  }
}

/// Waits for the screen to satisfy a condition; records an issue showing the screen when it
/// doesn't in time.
private func expectScreen(
  _ terminal: PseudoTerminal,
  _ description: String,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: (ScreenEmulator) -> Bool
) async throws {
  let isMet = await terminal.waitForScreen(condition)
  try #require(
    isMet,
    "Timed out waiting for \(description). The screen:\n\(terminal.screen.text)",
    sourceLocation: sourceLocation
  )
}

private func temporaryDirectory() throws -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SettingsAppTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

private func hasCanonicalInput(_ settings: termios) -> Bool {
  settings.c_lflag & tcflag_t(ICANON) != 0
}

/// Whether two sets of terminal settings have the same modes.
private func sameModes(_ lhs: termios, _ rhs: termios) -> Bool {
  lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag && lhs.c_cflag == rhs.c_cflag
    && lhs.c_lflag == rhs.c_lflag
}
