#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the terminal can't be used as a full screen.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// Standard input isn't a terminal, for example because it is a pipe or a file.
  case inputIsNotATerminal
  /// Standard output isn't a terminal, for example because it is redirected to a file.
  case outputIsNotATerminal
  /// The terminal's settings couldn't be read or changed; `errno` says why.
  case settingsUnavailable(errno: Int32)

  public var description: String {
    switch self {
    case .inputIsNotATerminal:
      "standard input is not a terminal. Run this program in an interactive terminal, "
        + "without piping or redirecting its input."
    case .outputIsNotATerminal:
      "standard output is not a terminal. Run this program in an interactive terminal, "
        + "without redirecting its output."
    case let .settingsUnavailable(errno):
      "the terminal's settings can't be changed: \(String(cString: strerror(errno)))."
    }
  }
}

/// The terminal the program runs in, used as a full screen: raw input (no echo, no line
/// editing, no signals from Ctrl-C), the alternate screen, and a hidden cursor.
///
/// ```swift
/// let terminal = try Terminal()
/// try terminal.enterFullScreen()
/// defer { terminal.restore() }
/// terminal.write(painter.paint(frame))
/// ```
///
/// ``restore()`` puts back the settings the terminal had and leaves the alternate screen. It is
/// also run when the process exits through `exit`, as a safety net.
@MainActor
public final class Terminal {
  /// The file descriptor keys are read from.
  public let input: Int32
  /// The file descriptor the screen is written to.
  public let output: Int32

  /// Opens the terminal on standard input and output.
  ///
  /// - Throws: ``TerminalError/inputIsNotATerminal`` or ``TerminalError/outputIsNotATerminal``.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
    guard isatty(input) == 1 else { throw .inputIsNotATerminal }
    guard isatty(output) == 1 else { throw .outputIsNotATerminal }
    self.input = input
    self.output = output
  }

  /// The terminal's size, or 80×24 when it can't be asked.
  public var size: Size {
    var size = winsize()
    guard ioctl(self.output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return Size(width: 80, height: 24) }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Switches to raw input, the alternate screen and a hidden cursor.
  ///
  /// - Throws: ``TerminalError/settingsUnavailable(errno:)`` when the settings can't be changed.
  public func enterFullScreen() throws(TerminalError) {
    var original = termios()
    guard tcgetattr(self.input, &original) == 0 else {
      throw .settingsUnavailable(errno: errno)
    }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    SavedTerminal.save(original, input: self.input, output: self.output)
    guard tcsetattr(self.input, TCSANOW, &raw) == 0 else {
      let error = errno
      SavedTerminal.restore()
      throw .settingsUnavailable(errno: error)
    }
    self.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.moveHome + ANSI.clearScreen)
  }

  /// Puts the terminal back as it was before ``enterFullScreen()``: leaves the alternate screen,
  /// shows the cursor and restores its settings. Does nothing when it is already restored.
  public func restore() {
    SavedTerminal.restore()
  }

  /// Writes text to the terminal, all of it.
  public func write(_ text: String) {
    writeAll(text, to: self.output)
  }
}

/// Writes all of `text` to a file descriptor, retrying after interruptions and partial writes.
func writeAll(_ text: String, to fileDescriptor: Int32) {
  var text = text
  text.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      #if canImport(Glibc)
        let write = Glibc.write
      #else
        let write = Darwin.write
      #endif
      let written = write(
        fileDescriptor,
        buffer.baseAddress! + offset,
        buffer.count - offset
      )
      if written < 0 {
        guard errno == EINTR || errno == EAGAIN else { return }
        continue
      }
      offset += written
    }
  }
}

/// The settings to restore, kept where an `atexit` handler and the crash handlers can reach
/// them.
///
/// A crash (a failed precondition, a bad memory access) doesn't run `atexit` handlers, and would
/// leave the user's terminal raw and on the alternate screen. So while the terminal is a full
/// screen, the crash signals are caught: the handler restores the terminal with async-signal-safe
/// calls only (`write`, `tcsetattr`), puts back the handler that was there before (the Swift
/// runtime's backtracer, or the default) and raises the signal again.
private enum SavedTerminal {
  nonisolated(unsafe) private static var settings = termios()
  nonisolated(unsafe) private static var input: Int32 = -1
  nonisolated(unsafe) private static var output: Int32 = -1
  nonisolated(unsafe) private static var isSaved = false
  nonisolated(unsafe) private static var isExitHandlerInstalled = false
  nonisolated(unsafe) private static var previousCrashActions: [sigaction] = Array(
    repeating: sigaction(),
    count: crashSignals.count
  )

  private static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
  private static let restoreSequence = Array(
    (ANSI.resetStyle + ANSI.showCursor + ANSI.leaveAlternateScreen).utf8
  )

  static func save(_ settings: termios, input: Int32, output: Int32) {
    self.settings = settings
    self.input = input
    self.output = output
    self.isSaved = true
    if !self.isExitHandlerInstalled {
      self.isExitHandlerInstalled = true
      atexit { SavedTerminal.restore() }
    }
    for (index, signalNumber) in self.crashSignals.enumerated() {
      var action = sigaction()
      let handler: @convention(c) (Int32) -> Void = { signalNumber in
        SavedTerminal.restoreAfterCrash(signal: signalNumber)
      }
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
      #else
        action.__sigaction_u.__sa_handler = handler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, &self.previousCrashActions[index])
    }
  }

  static func restore() {
    guard self.isSaved else { return }
    self.isSaved = false
    for (index, signalNumber) in self.crashSignals.enumerated() {
      sigaction(signalNumber, &self.previousCrashActions[index], nil)
    }
    self.writeRestoreSequence()
    _ = tcsetattr(self.input, TCSANOW, &self.settings)
  }

  private static func restoreAfterCrash(signal signalNumber: Int32) {
    if self.isSaved {
      self.isSaved = false
      self.writeRestoreSequence()
      _ = tcsetattr(self.input, TCSANOW, &self.settings)
    }
    for (index, crashSignal) in self.crashSignals.enumerated() where crashSignal == signalNumber {
      sigaction(signalNumber, &self.previousCrashActions[index], nil)
    }
    // Blocked until this handler returns; then the previous handler gets it.
    raise(signalNumber)
  }

  private static func writeRestoreSequence() {
    self.restoreSequence.withUnsafeBufferPointer { buffer in
      _ = write(self.output, buffer.baseAddress, buffer.count)
    }
  }
}
