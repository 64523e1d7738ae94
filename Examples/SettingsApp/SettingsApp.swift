import ComposableArchitecture
import SettingsFeature
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `settings` program: the Settings feature, interactive in the terminal.
///
/// ```swift
/// exit(await SettingsApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
///
/// One store runs the feature with real clocks. A ``ScreenRenderer`` follows the store (the
/// feature's alert included), the form's focus, the alert's selected button and the permission
/// dialog with `observe { }` and redraws the rows that changed.
/// Keys and signals are read off the main actor by ``TerminalEvents`` and handled one at a time
/// on it, so the store's effects (the debounced availability check, the permission request) run
/// while the user isn't typing.
///
/// Exit statuses: 0 after `q` or Ctrl-C, 1 when standard input or output isn't a terminal or
/// the change log can't be written, 64 for a bad argument, and 128 + the signal's number after
/// `SIGTERM`, `SIGINT`, `SIGHUP` or `SIGQUIT`. The terminal is restored in every case.
public enum SettingsApp {
  /// Runs the program.
  ///
  /// - Parameter arguments: The command-line arguments, without the program's name.
  /// - Returns: The exit status.
  @MainActor
  public static func main(arguments: [String]) async -> Int32 {
    let options: SettingsOptions
    do {
      options = try SettingsOptions.parse(arguments)
    } catch {
      printError("settings: \(error)\n\n\(SettingsOptions.usage)")
      return 64
    }
    if options.showsHelp {
      print(SettingsOptions.usage)
      return 0
    }

    let terminal: Terminal
    do {
      terminal = try Terminal()
    } catch {
      printError("settings: \(error)")
      return 1
    }
    var changeLog: ChangeLog?
    if let path = options.changeLogPath {
      do {
        changeLog = try ChangeLog(path: path)
      } catch {
        printError("settings: \(error)")
        return 1
      }
    }
    do {
      try terminal.enterFullScreen()
    } catch {
      printError("settings: \(error)")
      return 1
    }

    let events = TerminalEvents(input: terminal.input)
    let status = await self.run(terminal: terminal, events: events, changeLog: changeLog)
    events.stop()
    terminal.restore()
    if let changeLog {
      print("Every action and state change is in \(changeLog.path).")
    }
    return status
  }

  @MainActor
  private static func run(
    terminal: Terminal,
    events: TerminalEvents,
    changeLog: ChangeLog?
  ) async -> Int32 {
    let prompt = PermissionPrompt(appName: "Settings")
    let store = Store(initialState: Settings.State()) {
      Settings()
        ._printChanges(changeLog.map { log in .customDump { log.write($0) } })
    } withDependencies: {
      $0.userNotifications.requestAuthorization = {
        await prompt.requestAuthorization()
      }
    }
    let screen = SettingsScreen(store: store, prompt: prompt, size: terminal.size)
    let renderer = ScreenRenderer(output: terminal.write) {
      screen.render()
    }
    renderer.start()
    defer { renderer.stop() }

    for await event in events.stream {
      switch event {
      case let .key(key):
        if screen.handle(key) == .quit {
          return 0
        }
      case .resized:
        screen.size = terminal.size
      case let .terminated(signal):
        return 128 + signal
      case .inputClosed:
        return 1
      }
    }
    return 0
  }

  private static func printError(_ message: String) {
    var text = message + "\n"
    text.withUTF8 { buffer in
      _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count)
    }
  }
}
