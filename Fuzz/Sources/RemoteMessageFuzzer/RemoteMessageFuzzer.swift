import ComposableArchitecture
import LibFuzzerDriver

/// The fuzzer's program: libFuzzer's driver, run from a `main` of its own, feeding every input to
/// ``fuzzerTestOneInput(_:_:)``.
///
/// The program links libFuzzer's runtime without its `main` (run.sh passes it to the linker) and
/// calls its driver, `LLVMFuzzerRunDriver`, which takes libFuzzer's usual command line. A program
/// that linked libFuzzer's `main` (`-sanitize=fuzzer`) couldn't be built by SwiftPM here: its
/// flags reach the macro plugins the library builds with, and a plugin has a `main` of its own.
@main
enum RemoteMessageFuzzer {
  /// Prepares the process, then runs libFuzzer, and exits with its status.
  @MainActor
  static func main() {
    self.prepare()
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput))
  }

  /// Makes a reported issue trap (a finding, as a crash is), prints the summary of slow messages
  /// at exit, and warms up the code every message runs, so that its first use isn't timed.
  @MainActor
  private static func prepare() {
    IssueReporters.current = [.fatalError]
    atexit {
      // libFuzzer exits on the main thread when its runs or its time are done.
      guard Thread.isMainThread else { return }
      MainActor.assumeIsolated {
        MessageFeeder.shared.report()
      }
    }
    let feeder = MessageFeeder.shared
    feeder.isRecording = false
    for message in warmUpMessages {
      Array(message.utf8).withUnsafeBufferPointer { feeder.feed($0) }
    }
    feeder.isRecording = true
  }

  /// One message of each kind, and a sequence, run before the first input.
  private static let warmUpMessages = [
    #"{"field":"newTodoTitle","value":"Milk","seq":1}"#,
    #"{"action":"addTodo","seq":2}"#,
    #"{"field":"todos[id:1].tags[id:shop].isPinned","value":true,"seq":3}"#,
    #"{"action":"ping","value":[1,"a",{"b":null}],"seq":4}"#,
    #"{"type":"hello","name":"page"}"#,
    #"{"field":"nextID","value":7}"#,
    "not JSON",
    """
    {"field":"filter","value":"active","seq":1}
    {"action":"reset","seq":2}
    """,
  ]
}

/// Feeds one input to a session of the todo list (see ``MessageFeeder``). libFuzzer calls it on
/// the main thread, the main actor's.
///
/// - Parameters:
///   - data: The input's bytes.
///   - size: How many there are.
/// - Returns: 0: every input may join the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  // libFuzzer owns the bytes, and reads them again only after this call returns.
  nonisolated(unsafe) let input = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  MainActor.assumeIsolated {
    MessageFeeder.shared.feed(input)
  }
  return 0
}
