import ComposableArchitecture
import Logging
import Synchronization
import Testing

@testable import RemotePageServer

/// A session that records what it is given and answers each text message with `echo:<text>`.
@MainActor
private final class RecordingSession: RemoteSessionProtocol {
  let send: @MainActor (String) -> Void
  let messagesAtStart: Int
  var received: [String] = []
  var isStarted = false
  var isStopped = false

  init(send: @escaping @MainActor (String) -> Void, messagesAtStart: Int = 0) {
    self.send = send
    self.messagesAtStart = messagesAtStart
  }

  func start() {
    self.isStarted = true
    for index in 0..<self.messagesAtStart {
      self.send("start:\(index)")
    }
  }

  func receive(_ text: String) {
    self.received.append(text)
    self.send("echo:" + text)
  }

  func receiveBinary(size: Int) {
    self.received.append("binary:\(size)")
  }

  func stop() {
    self.isStopped = true
  }
}

/// The session the connection made.
@MainActor
private final class MadeSession {
  var session: RecordingSession?
}

/// What the connection wrote and how it closed.
private final class FakeSocket: Sendable {
  private let state = Mutex<(writes: [String], closeReasons: [String], aborts: Int)>(([], [], 0))

  var writes: [String] { self.state.withLock { $0.writes } }
  var closeReasons: [String] { self.state.withLock { $0.closeReasons } }
  var aborts: Int { self.state.withLock { $0.aborts } }

  func abort() {
    self.state.withLock { $0.aborts += 1 }
  }

  func write(_ text: String) {
    self.state.withLock { $0.writes.append(text) }
  }

  func close(reason: String) {
    self.state.withLock { $0.closeReasons.append(reason) }
  }
}

@MainActor
struct RemotePageConnectionTests {
  private let logger = Logger(label: "test")

  private func run(
    messages: [RemotePageConnection.Message],
    limits: RemotePageConnection.Limits = .init(),
    messagesAtStart: Int = 0
  ) async -> (RemotePageConnection.Ending, RecordingSession?, FakeSocket) {
    let socket = FakeSocket()
    let made = MadeSession()
    let stream = AsyncStream<RemotePageConnection.Message> { continuation in
      for message in messages {
        continuation.yield(message)
      }
      continuation.finish()
    }
    let ending = await RemotePageConnection.run(
      messages: stream,
      write: { socket.write($0) },
      close: { socket.close(reason: $0) },
      abort: { socket.abort() },
      limits: limits,
      makeSession: { send in
        let session = RecordingSession(send: send, messagesAtStart: messagesAtStart)
        made.session = session
        return session
      },
      logger: self.logger
    )
    return (ending, made.session, socket)
  }

  @Test func messagesAreHandledInOrderAndAnswersWrittenInOrder() async {
    let (ending, session, socket) = await self.run(
      messages: [.text("a"), .binary(size: 3), .text("b"), .text("c")]
    )
    #expect(ending == .closedByPage)
    #expect(session?.isStarted == true)
    #expect(session?.received == ["a", "binary:3", "b", "c"])
    #expect(session?.isStopped == true)
    #expect(socket.writes == ["echo:a", "echo:b", "echo:c"])
    #expect(socket.closeReasons.isEmpty)
  }

  @Test func aPageThatFloodsIsClosed() async {
    let limits = RemotePageConnection.Limits(maximumMessagesPerSecond: 1_000)
    let (ending, session, socket) = await self.run(
      messages: (0..<1_500).map { .text("\($0)") },
      limits: limits
    )
    #expect(ending == .pageWasFlooding)
    #expect(session?.received.count == 1_000)
    #expect(session?.isStopped == true)
    // What the session sent before is still written, then the connection is closed.
    #expect(socket.writes.count == 1_000)
    #expect(socket.closeReasons == ["Too many messages."])
    #expect(socket.aborts == 0)
  }

  @Test func aPageThatDoesNotReadIsClosed() async {
    let limits = RemotePageConnection.Limits(maximumQueuedMessages: 16)
    let (ending, session, socket) = await self.run(
      messages: [.text("late")],
      limits: limits,
      messagesAtStart: 100
    )
    #expect(ending == .pageWasNotReading)
    #expect(session?.received == [])
    #expect(session?.isStopped == true)
    #expect(socket.writes == (0..<16).map { "start:\($0)" })
    #expect(socket.closeReasons == ["Too many unread messages."])
    #expect(socket.aborts == 1)
  }

  @Test func messageRateCountsOneSecondWindows() {
    var rate = MessageRate(limit: 3)
    let start = ContinuousClock.now
    let admitted = [
      rate.admit(at: start),
      rate.admit(at: start + .milliseconds(10)),
      rate.admit(at: start + .milliseconds(999)),
      rate.admit(at: start + .milliseconds(999)),
      rate.admit(at: start + .seconds(1)),
      rate.admit(at: start + .milliseconds(1_500)),
    ]
    #expect(admitted == [true, true, true, false, true, true])
  }
}

@Suite struct RemotePageServerPageTests {
  @Test func theTemplateGetsItsTokenAndPlaceholders() {
    let page = RemotePageServer.Page(
      template: #"<meta content="/ws?token={{token}}"><p>{{greeting}}</p>{{token}}"#,
      placeholders: { ["greeting": "<b>Hi</b>"] }
    )
    #expect(
      page.html(token: "ab\"c") == #"<meta content="/ws?token=ab&quot;c"><p><b>Hi</b></p>ab&quot;c"#
    )
  }
}
