import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a pseudo-terminal that a test controls: it types keys, reads the screen
/// through a ``ScreenEmulator``, resizes the window, sends signals, and checks the terminal's
/// settings after the program exits.
///
/// Every wait is bounded; a program still running when the test is done is killed.
final class PseudoTerminal {
  enum Failure: Error, CustomStringConvertible {
    case openFailed(errno: Int32)
    case forkFailed(errno: Int32)
    case executableNotFound(String)

    var description: String {
      switch self {
      case let .openFailed(errno): "openpty failed: \(String(cString: strerror(errno)))"
      case let .forkFailed(errno): "fork failed: \(String(cString: strerror(errno)))"
      case let .executableNotFound(path):
        "\(path) doesn't exist; build the package (`swift build`) before running the tests"
      }
    }
  }

  let pid: pid_t
  private(set) var screen: ScreenEmulator
  /// Everything the program wrote.
  private(set) var outputBytes: [UInt8] = []
  /// Everything the program wrote, as text.
  var output: String {
    String(decoding: self.outputBytes, as: UTF8.self)
  }
  /// The terminal's settings when the program started.
  let initialSettings: termios

  private let controller: Int32
  // Kept open, so the terminal's settings can still be read after the program exits.
  private let device: Int32
  private var exitStatus: Int32?

  /// Starts a program in a new pseudo-terminal, as the leader of a new session whose
  /// controlling terminal it is (so it gets `SIGWINCH` when the window is resized).
  init(
    executable: String,
    arguments: [String] = [],
    size: Size,
    environment: [String: String] = [:],
    workingDirectory: String? = nil
  ) throws {
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw Failure.executableNotFound(executable)
    }
    var controller: Int32 = 0
    var device: Int32 = 0
    var windowSize = winsize(
      ws_row: UInt16(size.height),
      ws_col: UInt16(size.width),
      ws_xpixel: 0,
      ws_ypixel: 0
    )
    guard openpty(&controller, &device, nil, nil, &windowSize) == 0 else {
      throw Failure.openFailed(errno: errno)
    }
    var settings = termios()
    tcgetattr(device, &settings)
    self.initialSettings = settings

    // Everything the child needs is allocated before `fork`: between `fork` and `execve` it
    // only makes async-signal-safe calls.
    var environmentVariables = ProcessInfo.processInfo.environment
    environmentVariables["TERM"] = "xterm-256color"
    // The program keeps files (the digest choice) in the user's data directory: each run gets an
    // empty one of its own, unless the test gives one.
    environmentVariables["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory
      .appendingPathComponent("PseudoTerminal-\(UUID().uuidString)").path
    environmentVariables.merge(environment) { $1 }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environmentVariables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    let directory = workingDirectory.map { strdup($0) }
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
      directory.flatMap { free($0) }
    }
    let pid = argv.withUnsafeBufferPointer { argv in
      envp.withUnsafeBufferPointer { envp in
        Self.spawn(
          argv: argv.baseAddress!,
          envp: envp.baseAddress!,
          directory: directory ?? nil,
          controller: controller,
          device: device
        )
      }
    }
    guard pid > 0 else {
      close(controller)
      close(device)
      throw Failure.forkFailed(errno: errno)
    }
    self.pid = pid
    self.controller = controller
    self.device = device
    self.screen = ScreenEmulator(size: size)
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
  }

  private static func spawn(
    argv: UnsafePointer<UnsafeMutablePointer<CChar>?>,
    envp: UnsafePointer<UnsafeMutablePointer<CChar>?>,
    directory: UnsafeMutablePointer<CChar>?,
    controller: Int32,
    device: Int32
  ) -> pid_t {
    let pid = fork()
    guard pid == 0 else { return pid }
    setsid()
    _ = ioctl(device, UInt(TIOCSCTTY), 0)
    dup2(device, STDIN_FILENO)
    dup2(device, STDOUT_FILENO)
    dup2(device, STDERR_FILENO)
    close(controller)
    if device > STDERR_FILENO {
      close(device)
    }
    if let directory {
      chdir(directory)
    }
    if let path = argv[0] {
      execve(path, argv, envp)
    }
    _exit(127)
  }

  deinit {
    if self.exitStatus == nil {
      kill(self.pid, SIGKILL)
      var status: Int32 = 0
      waitpid(self.pid, &status, 0)
    }
    close(self.controller)
    close(self.device)
  }

  /// Types text, or the bytes of keys such as "\u{1B}[B" for ↓.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(self.controller, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          guard errno == EINTR || errno == EAGAIN else { return }
          usleep(1000)
          continue
        }
        offset += written
      }
    }
  }

  /// Resizes the window; the kernel sends the program `SIGWINCH`.
  func resize(to size: Size) {
    var windowSize = winsize(
      ws_row: UInt16(size.height),
      ws_col: UInt16(size.width),
      ws_xpixel: 0,
      ws_ypixel: 0
    )
    _ = ioctl(self.controller, UInt(TIOCSWINSZ), &windowSize)
    self.screen.resize(to: size)
  }

  /// Sends the program a signal.
  func send(signal: Int32) {
    kill(self.pid, signal)
  }

  /// Reads the program's output until the screen satisfies `condition`, for at most `timeout`.
  ///
  /// - Returns: Whether the condition was met.
  @discardableResult
  func waitForScreen(
    timeout: Duration = .seconds(60),
    _ condition: (ScreenEmulator) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      self.readAvailableOutput()
      if condition(self.screen) {
        return true
      }
      guard ContinuousClock.now < deadline, !self.hasExited() else {
        self.readAvailableOutput()
        return condition(self.screen)
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits for the program to exit, for at most `timeout`, and reads the rest of its output.
  ///
  /// - Returns: Its exit status (128 + the signal's number when a signal ended it), or `nil`
  ///   when it was still running, in which case it is killed.
  func waitForExit(timeout: Duration = .seconds(60)) async -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while !self.hasExited() {
      self.readAvailableOutput()
      guard ContinuousClock.now < deadline else {
        kill(self.pid, SIGKILL)
        var status: Int32 = 0
        waitpid(self.pid, &status, 0)
        self.exitStatus = -1
        return nil
      }
      try? await Task.sleep(for: .milliseconds(10))
    }
    self.readAvailableOutput()
    return self.exitStatus
  }

  /// The terminal's settings now.
  var currentSettings: termios {
    var settings = termios()
    tcgetattr(self.device, &settings)
    return settings
  }

  private func hasExited() -> Bool {
    if self.exitStatus != nil {
      return true
    }
    var status: Int32 = 0
    guard waitpid(self.pid, &status, WNOHANG) == self.pid else { return false }
    let signal = status & 0x7F
    self.exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    return true
  }

  private func readAvailableOutput() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(self.controller, &buffer, buffer.count)
      guard count > 0 else { return }
      let bytes = Array(buffer[..<count])
      self.screen.feed(bytes)
      self.outputBytes += bytes
    }
  }
}

/// The `settings` executable built next to the test bundle.
let settingsExecutablePath: String = {
  let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  return testBinary.deletingLastPathComponent().appendingPathComponent("settings").path
}()
