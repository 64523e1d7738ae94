/// The command-line options of the `settings` program.
///
/// ```
/// settings [--print-changes [FILE]]
/// ```
public struct SettingsOptions: Hashable, Sendable {
  /// The file to log every action and state change to, or `nil` for no log.
  public var changeLogPath: String?
  /// Whether to print the usage and exit.
  public var showsHelp = false

  /// The log file of `--print-changes` without a file name, in the current directory.
  public static let defaultChangeLogPath = "settings-changes.log"

  /// Creates options.
  public init(changeLogPath: String? = nil, showsHelp: Bool = false) {
    self.changeLogPath = changeLogPath
    self.showsHelp = showsHelp
  }

  /// How to run the program, as printed by `--help`.
  public static let usage = """
    USAGE: settings [--print-changes [FILE]]

    The Settings screen of the Composable Architecture's bindings documentation, in the terminal.

    OPTIONS:
      --print-changes [FILE]  Log every action and the state change it caused (the reducer's
                              _printChanges()) to FILE, \(defaultChangeLogPath) by default.
                              Follow it from another terminal with `tail -f FILE`.
      -h, --help              Show this help.

    KEYS:
      ↑/↓, Tab, Shift-Tab     Move between the settings.
      Space, Enter            Turn a setting on or off.
      ←/→                     Choose the top posts digest; move the cursor in the display name.
      Typing, Backspace       Edit the display name.
      ←/→, Tab, Enter, Esc    In a dialog: choose a button, press it, or cancel.
      q                       Quit (types a "q" while the display name has focus).
      Ctrl-C                  Quit.
    """

  /// Parses the program's arguments, without the program's name.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: ``SettingsOptionsError`` for an argument that isn't understood.
  public static func parse(_ arguments: [String]) throws(SettingsOptionsError) -> SettingsOptions {
    var options = SettingsOptions()
    var arguments = arguments[...]
    while let argument = arguments.popFirst() {
      switch argument {
      case "-h", "--help":
        options.showsHelp = true
      case "--print-changes":
        if let path = arguments.first, !path.hasPrefix("-") {
          arguments.removeFirst()
          options.changeLogPath = path
        } else {
          options.changeLogPath = Self.defaultChangeLogPath
        }
      case _ where argument.hasPrefix("--print-changes="):
        let path = argument.dropFirst("--print-changes=".count)
        guard !path.isEmpty else { throw .missingValue(option: "--print-changes=") }
        options.changeLogPath = String(path)
      case _ where argument.hasPrefix("-"):
        throw .unknownOption(argument)
      default:
        throw .unexpectedArgument(argument)
      }
    }
    return options
  }
}

/// An argument of the `settings` program that isn't understood.
public enum SettingsOptionsError: Error, Hashable, CustomStringConvertible {
  /// An option that doesn't exist.
  case unknownOption(String)
  /// An option written with `=` but no value.
  case missingValue(option: String)
  /// An argument that isn't an option; the program takes none.
  case unexpectedArgument(String)

  public var description: String {
    switch self {
    case let .unknownOption(option):
      "unknown option '\(option)'"
    case let .missingValue(option):
      "missing a file name after '\(option)'"
    case let .unexpectedArgument(argument):
      "unexpected argument '\(argument)'"
    }
  }
}
