import ComposableArchitecture
import FuzzedTodos
import SwiftUI

/// Feeds a fuzzer's inputs to sessions of the todo list, as a server feeds a page's WebSocket text
/// messages, times every message, and checks what the session answers.
///
/// An input that mentions `"control"` goes to a view session (``RemoteViewSession`` showing
/// ``TodosView``), any other to the hand-described page's session (``RemoteSession``). In a view
/// event, a control given as `"#7"` is the seventh address the session sent the page (counted
/// modulo their number), so that inputs reach the controls shown, whose addresses are hashes;
/// other addresses are passed as they are.
///
/// Each input goes to a session of its own, over a fresh store, so that what an input does
/// depends on it alone and a crash reproduces from the input: the whole input as one message,
/// then, when it has several lines, each line as a message of its own, in order, so that
/// sequences of messages are fuzzed too (an action that adds a row, then a binding of that row).
///
/// Besides crashes, two things the library promises are checked, and a failure traps:
/// - every message the session sends is a JSON object whose first member is `"field"`, `"rows"`,
///   `"action"` or `"error"` (a view session's: `"html"`, `"p"` or `"error"`);
/// - a refused message is answered with its refusal alone, and leaves the state as it was.
@MainActor
final class MessageFeeder {
  /// The feeder of the fuzzer's process.
  static let shared = MessageFeeder()

  /// The messages that took longer than ``SlowMessages/threshold`` to process.
  private(set) var slowMessages = SlowMessages()
  /// Whether messages are timed and slow ones recorded: not while warming up.
  var isRecording = true

  /// How many messages the sessions handled while recording, and how long they took them.
  private(set) var messageCount = 0
  private(set) var totalNanoseconds: UInt64 = 0

  /// What the session sent while it handled the current message.
  private var sent: [String] = []
  /// The kinds of session whose start was checked. What a session sends on start is the same
  /// for every input, from the same initial state: checked once.
  private var checkedStarts: Set<SessionKind> = []

  /// Feeds one input of the fuzzer.
  ///
  /// - Parameter input: The input's bytes, as a page's text (invalid UTF-8 is repaired, as a
  ///   server that decodes a text frame with `String(decoding:as:)` does).
  func feed(_ input: UnsafeBufferPointer<UInt8>) {
    var messages = [String(decoding: input, as: UTF8.self)]
    if input.contains(UInt8(ascii: "\n")) {
      for line in input.split(separator: UInt8(ascii: "\n")) {
        messages.append(String(decoding: line, as: UTF8.self))
      }
    }
    let kind: SessionKind = messages[0].contains(#""control""#) ? .view : .page
    let durations = self.run(messages, kind, timedBy: .wall)
    guard self.isRecording else { return }
    self.messageCount += durations.count
    self.totalNanoseconds += durations.reduce(0, +)
    let threshold = SlowMessages.threshold
    guard durations.contains(where: { $0 > threshold }) else { return }
    // The machine may have been busy (a process that loses the processor waits milliseconds for
    // it): the input runs again, on a fresh store, timed by the CPU time it uses, to tell a
    // message that is slow from one that was slowed down.
    let again = self.run(messages, kind, timedBy: .threadCPU)
    for index in messages.indices where durations[index] > threshold {
      self.slowMessages.record(
        messages[index],
        of: input,
        nanoseconds: durations[index],
        again: again[index]
      )
    }
  }

  /// Prints how many messages were handled, in how long, and the slow ones; writes the input of
  /// the slowest to the file named by the environment variable `FUZZ_SLOWEST_INPUT`, if set, so
  /// that run.sh can replay it.
  func report() {
    log("messages handled: \(self.messageCount), in \(milliseconds(self.totalNanoseconds)) ms")
    log(self.slowMessages.summary)
    if let path = ProcessInfo.processInfo.environment["FUZZ_SLOWEST_INPUT"],
      !self.slowMessages.slowestInput.isEmpty
    {
      try? Data(self.slowMessages.slowestInput).write(to: URL(fileURLWithPath: path))
    }
  }

  /// Feeds messages, in order, to a new session over a new store.
  ///
  /// - Parameters:
  ///   - messages: The messages.
  ///   - kind: The session they go to.
  ///   - clock: How the messages are timed.
  /// - Returns: How long each message took the session to handle, in nanoseconds.
  private func run(
    _ messages: [String],
    _ kind: SessionKind,
    timedBy clock: MessageClock
  ) -> [UInt64] {
    let store = Store(initialState: Todos.State()) { Todos() }
    let send: @MainActor (String) -> Void = { [unowned self] text in
      self.sent.append(text)
    }
    let session: any RemoteSessionProtocol =
      switch kind {
      case .page: Todos.makeSession(store: store, send: send)
      case .view: RemoteViewSession(content: { TodosView(store: store) }, send: send)
      }
    var addresses = ControlAddresses()
    // A page that reconnected, sending again actions 1 to 3: 1 and 3 were applied before.
    session.connect(
      RemotePageConnection(pageID: "fuzz", actionsSentAgain: [1: true, 2: false, 3: true])
    )
    session.start()
    if !self.checkedStarts.contains(kind) {
      self.check(answerTo: nil, kind)
      self.checkedStarts.insert(kind)
    }
    addresses.collect(from: self.sent)

    var durations: [UInt64] = []
    durations.reserveCapacity(messages.count)
    for message in messages {
      let message = kind == .view ? addresses.substitute(in: message) : message
      let before = store.state
      self.sent.removeAll(keepingCapacity: true)
      let start = clock.now()
      session.receive(message)
      durations.append(clock.now() - start)
      self.check(answerTo: message, kind)
      addresses.collect(from: self.sent)
      // A view session sends the changes made meanwhile (none here) before a refusal, and
      // nothing after it.
      if kind == .view, self.sent.dropLast().contains(where: { $0.hasPrefix(#"{"error":"#) }) {
        fatalError("A refusal came before other messages: \(self.sent) for \(describe(message))")
      }
      let refusal = kind == .view ? self.sent.last : self.sent.first
      if refusal?.hasPrefix(#"{"error":"#) == true {
        let others = self.sent.dropLast()
        guard
          others.isEmpty || (kind == .view && others.allSatisfy { $0.hasPrefix(#"{"p":"#) })
        else {
          fatalError("A refusal came with other messages: \(self.sent) for \(describe(message))")
        }
        guard store.state == before else {
          fatalError("A refused message changed the state: \(describe(message))")
        }
      }
    }
    session.stop()
    self.sent.removeAll(keepingCapacity: true)
    return durations
  }

  /// Checks that what the session sent are JSON objects of the kinds the page reads.
  ///
  /// - Parameters:
  ///   - message: The page's message they answer, or `nil` for those sent on start.
  ///   - kind: The session that sent them.
  private func check(answerTo message: String?, _ kind: SessionKind) {
    for text in self.sent {
      guard
        kind.prefixes.contains(where: { text.hasPrefix($0) }),
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
      else {
        fatalError(
          "The session sent \(describe(text)), not a message of the wire format, "
            + (message.map { "in answer to \(describe($0))" } ?? "on start")
        )
      }
    }
  }
}

/// A message as a Swift string literal, cut to 300 characters, for a line of the log.
func describe(_ message: String) -> String {
  let literal = String(reflecting: message)
  return literal.count <= 300 ? literal : literal.prefix(300) + "…"
}

/// How a message is timed.
enum MessageClock {
  /// Wall-clock time: cheap to read (no system call), but it runs on while the process waits
  /// for the processor.
  case wall
  /// The CPU time of the calling thread: a system call to read, but only the message's work.
  case threadCPU

  /// The time now, in nanoseconds.
  func now() -> UInt64 {
    switch self {
    case .wall:
      return DispatchTime.now().uptimeNanoseconds
    case .threadCPU:
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
  }
}
