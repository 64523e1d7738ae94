import ComposableArchitecture
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOWebSocket
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

/// Counts the reads that reach the socket, to see the connection's backpressure.
private final class ReadCounter: ChannelOutboundHandler {
  typealias OutboundIn = Any
  var reads = 0

  func read(context: ChannelHandlerContext) {
    self.reads += 1
    context.read()
  }
}

/// A page's connection in an embedded channel, its hub and its session.
@MainActor
private final class Connection {
  let channel = EmbeddedChannel()
  let hub: RemotePageHub
  let readCounter = ReadCounter()
  private let made: Made

  @MainActor final class Made {
    var session: RecordingSession?
  }

  var session: RecordingSession? { self.made.session }

  init(limits: RemotePageSocketHandler.Limits = .init(), messagesAtStart: Int = 0) throws {
    let made = Made()
    self.made = made
    self.hub = RemotePageHub { send in
      let session = RecordingSession(send: send, messagesAtStart: messagesAtStart)
      made.session = session
      return session
    }
    try self.channel.pipeline.syncOperations.addHandler(self.readCounter)
    try self.channel.pipeline.syncOperations.addHandler(
      RemotePageSocketHandler(hub: self.hub, limits: limits, logger: Logger(label: "test"))
    )
    try self.channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
  }

  /// Sends a frame from the page.
  func receive(_ opcode: WebSocketOpcode, _ text: String) throws {
    try self.channel.writeInbound(
      WebSocketFrame(fin: true, opcode: opcode, data: ByteBuffer(string: text))
    )
  }

  /// Runs the main actor's jobs, then the event loop's deliveries.
  func settle() {
    self.hub.runJobs()
    self.channel.embeddedEventLoop.run()
  }

  /// The frames written to the page so far.
  func written() throws -> [WebSocketFrame] {
    var frames: [WebSocketFrame] = []
    while let frame = try self.channel.readOutbound(as: WebSocketFrame.self) {
      frames.append(frame)
    }
    return frames
  }

  func writtenTexts() throws -> [String] {
    try self.written().map { String(buffer: $0.data) }
  }
}

/// A close frame's status and reason.
private func closeStatus(_ frame: WebSocketFrame) -> (code: WebSocketErrorCode?, reason: String) {
  var data = frame.data
  let code = data.readWebSocketErrorCode()
  return (code, data.readString(length: data.readableBytes) ?? "")
}

@MainActor
struct RemotePageSocketHandlerTests {
  @Test func messagesAreHandledInOrderAndAnswersWrittenInOrder() throws {
    let connection = try Connection(messagesAtStart: 1)
    try connection.receive(.text, "a")
    try connection.receive(.binary, "abc")
    try connection.receive(.text, "b")
    try connection.receive(.text, "c")
    connection.settle()
    #expect(connection.session?.isStarted == true)
    #expect(connection.session?.received == ["a", "binary:3", "b", "c"])
    #expect(try connection.writtenTexts() == ["start:0", "echo:a", "echo:b", "echo:c"])

    _ = try connection.channel.finish()
    connection.settle()
    #expect(connection.session?.isStopped == true)
  }

  @Test func aSessionThatSendsLaterIsDeliveredToo() async throws {
    let connection = try Connection()
    connection.settle()
    let session = try #require(connection.session)
    session.send("later")
    // The session's send, outside the hub's jobs, schedules a delivery of its own.
    for _ in 0..<100 where try connection.written().isEmpty {
      await Task.yield()
      connection.channel.embeddedEventLoop.run()
      if let frame = try connection.channel.readOutbound(as: WebSocketFrame.self) {
        #expect(String(buffer: frame.data) == "later")
        return
      }
    }
    Issue.record("The session's message wasn't delivered.")
  }

  @Test func aPageThatFloodsIsClosed() throws {
    let connection = try Connection(limits: .init(maximumMessagesPerSecond: 10))
    for index in 0..<15 {
      try connection.receive(.text, "\(index)")
    }
    let frames = try connection.written()
    // The close goes out at once; the session's answers, later, are dropped.
    try #require(frames.count == 1)
    #expect(frames[0].opcode == .connectionClose)
    #expect(closeStatus(frames[0]).code == .policyViolation)
    #expect(closeStatus(frames[0]).reason == "Too many messages.")
    connection.settle()
    #expect(connection.session?.received.count == 10)
    #expect(connection.session?.isStopped == true)
    #expect(try connection.written().isEmpty)
    #expect(!connection.channel.isActive)
  }

  @Test func aPageThatDoesNotReadIsClosed() throws {
    let connection = try Connection(
      limits: .init(maximumQueuedMessages: 16),
      messagesAtStart: 100
    )
    connection.channel.isWritable = false
    connection.settle()
    // The messages waited in the handler; the 17th closed the connection, and they are dropped.
    let frames = try connection.written()
    try #require(frames.count == 1)
    #expect(frames[0].opcode == .connectionClose)
    #expect(closeStatus(frames[0]).code == .policyViolation)
    #expect(closeStatus(frames[0]).reason == "Too many unread messages.")
    connection.settle()
    #expect(connection.session?.isStopped == true)
  }

  @Test func aPageThatCatchesUpIsNotClosed() throws {
    let connection = try Connection(
      limits: .init(maximumQueuedMessages: 16),
      messagesAtStart: 10
    )
    connection.channel.isWritable = false
    connection.settle()
    #expect(try connection.written().isEmpty, "they wait")
    // Writable again: the messages that waited are written, in order.
    connection.channel.isWritable = true
    connection.channel.pipeline.fireChannelWritabilityChanged()
    #expect(try connection.writtenTexts() == (0..<10).map { "start:\($0)" })
    connection.channel.isWritable = false
    for index in 0..<10 {
      try connection.receive(.text, "\(index)")
    }
    connection.settle()
    #expect(try connection.written().isEmpty)
    connection.channel.isWritable = true
    connection.channel.pipeline.fireChannelWritabilityChanged()
    #expect(try connection.writtenTexts() == (0..<10).map { "echo:\($0)" })
    #expect(connection.channel.isActive)
  }

  @Test func aPageThatLeavesTooManyBytesUnreadIsClosed() throws {
    let connection = try Connection(limits: .init(maximumQueuedBytes: 1_000))
    connection.settle()
    connection.channel.isWritable = false
    let session = try #require(connection.session)
    for _ in 0..<9 {
      session.send(String(repeating: "x", count: 100))
    }
    connection.settle()
    #expect(try connection.written().isEmpty, "900 bytes wait")
    #expect(connection.channel.isActive)
    session.send(String(repeating: "y", count: 101))
    connection.settle()
    let frames = try connection.written()
    try #require(frames.count == 1)
    #expect(closeStatus(frames[0]).reason == "Too many unread messages.")
  }

  @Test func aRowsMessageThatWaitsIsReplacedByANewerOneForTheSameRows() throws {
    let connection = try Connection(limits: .init(maximumQueuedMessages: 4))
    connection.settle()
    connection.channel.isWritable = false
    let session = try #require(connection.session)
    // More messages than the limit, but the rows messages replace each other.
    for index in 1...6 {
      let ids = (1...index).map { "\"\($0)\"" }.joined(separator: ",")
      session.send(#"{"rows":"todos","ids":["# + ids + "]}")
      session.send(#"{"rows":"todos[id:1].tags","ids":[]}"#)
    }
    session.send(#"{"field":"itemsLeft","value":6}"#)
    connection.settle()
    #expect(try connection.written().isEmpty)
    connection.channel.isWritable = true
    connection.channel.pipeline.fireChannelWritabilityChanged()
    #expect(
      try connection.writtenTexts() == [
        #"{"rows":"todos","ids":["1","2","3","4","5","6"]}"#,
        #"{"rows":"todos[id:1].tags","ids":[]}"#,
        #"{"field":"itemsLeft","value":6}"#,
      ]
    )
    #expect(connection.channel.isActive)
    #expect(RemotePageSocketHandler.rowsPath(of: #"{"rows":"a[id:1].b","ids":[]}"#) == "a[id:1].b")
    #expect(RemotePageSocketHandler.rowsPath(of: #"{"field":"rows","value":1}"#) == nil)
  }

  @Test func readingWaitsForTheSessionToCatchUp() throws {
    let connection = try Connection(limits: .init(maximumPendingMessages: 2))
    connection.settle()
    connection.channel.read()
    #expect(connection.readCounter.reads == 1)
    try connection.receive(.text, "a")
    try connection.receive(.text, "b")
    connection.channel.read()
    #expect(connection.readCounter.reads == 1)
    connection.settle()
    #expect(connection.readCounter.reads == 2)
    #expect(try connection.writtenTexts() == ["echo:a", "echo:b"])
  }

  @Test func pingsAreAnswered() throws {
    let connection = try Connection()
    try connection.receive(.ping, "hello")
    let frames = try connection.written()
    #expect(frames.map(\.opcode) == [.pong])
    #expect(frames.map { String(buffer: $0.data) } == ["hello"])
  }

  @Test func aPageThatClosesIsAnsweredAndItsSessionStopped() throws {
    let connection = try Connection()
    connection.settle()
    var status = ByteBuffer()
    status.write(webSocketErrorCode: .goingAway)
    try connection.channel.writeInbound(
      WebSocketFrame(fin: true, opcode: .connectionClose, data: status)
    )
    let frames = try connection.written()
    #expect(frames.map(\.opcode) == [.connectionClose])
    #expect(frames.first.map { closeStatus($0).code } == .goingAway)
    #expect(!connection.channel.isActive)
    connection.settle()
    #expect(connection.session?.isStopped == true)
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

@Suite struct RemotePageHTTPHandlerTests {
  private let connectionGuard = {
    let connectionGuard = ConnectionGuard(host: "127.0.0.1")
    connectionGuard.serverStarted(port: 8080)
    return connectionGuard
  }()

  /// The response to a request: status, headers, body.
  private func respond(
    _ method: HTTPMethod,
    _ uri: String,
    host: String = "127.0.0.1:8080",
    allowsStyleAttributes: Bool = false
  ) throws -> (status: HTTPResponseStatus, headers: HTTPHeaders, body: String) {
    let routes = RemotePageHTTPHandler.Routes(
      page: RemotePageServer.Page(
        template: "<p>{{token}}</p>",
        allowsStyleAttributes: allowsStyleAttributes
      ),
      assets: ["/page.css": .styleSheet("/page.css", "p {}")],
      connectionGuard: self.connectionGuard,
      refused: { _ in }
    )
    let channel = EmbeddedChannel(handler: RemotePageHTTPHandler(routes: routes))
    var head = HTTPRequestHead(version: .http1_1, method: method, uri: uri)
    head.headers.add(name: "host", value: host)
    try channel.writeInbound(HTTPServerRequestPart.head(head))
    try channel.writeInbound(HTTPServerRequestPart.end(nil))
    guard case let .head(response)? = try channel.readOutbound(as: HTTPServerResponsePart.self)
    else {
      throw TestFailure("no response head")
    }
    var body = ""
    while let part = try channel.readOutbound(as: HTTPServerResponsePart.self) {
      if case let .body(.byteBuffer(buffer)) = part {
        body += String(buffer: buffer)
      }
    }
    return (response.status, response.headers, body)
  }

  private struct TestFailure: Error {
    let description: String
    init(_ description: String) { self.description = description }
  }

  @Test func thePageGetsATokenTheGuardAccepts() throws {
    let response = try self.respond(.GET, "/")
    #expect(response.status == .ok)
    #expect(response.headers.first(name: "content-type") == "text/html; charset=utf-8")
    #expect(response.headers.first(name: "cache-control") == "no-store")
    #expect(
      response.headers.first(name: "content-security-policy")?.contains("default-src 'none'")
        == true
    )
    let token = String(response.body.dropFirst("<p>".count).dropLast("</p>".count))
    #expect(!token.isEmpty)
    #expect(self.connectionGuard.isValid(token: token))
  }

  @Test func onlyAViewPageMayHaveStyleAttributes() throws {
    let policy = try self.respond(.GET, "/").headers.first(name: "content-security-policy") ?? ""
    #expect(policy.contains("style-src 'self'"))
    #expect(!policy.contains("unsafe-inline"))
    let viewPolicy =
      try self.respond(.GET, "/", allowsStyleAttributes: true)
      .headers.first(name: "content-security-policy") ?? ""
    #expect(viewPolicy.contains("style-src 'self'; style-src-attr 'unsafe-inline';"))
    #expect(viewPolicy.contains("script-src 'self';"))
    #expect(RemotePageServer.viewPage(title: "Settings").allowsStyleAttributes)
  }

  @Test func assetsAreServedAndOtherPathsAreNot() throws {
    let asset = try self.respond(.GET, "/page.css?v=1")
    #expect(asset.status == .ok)
    #expect(asset.headers.first(name: "content-type") == "text/css; charset=utf-8")
    #expect(asset.body == "p {}")
    #expect(try self.respond(.GET, "/ws?token=abc").status == .badRequest)
    #expect(try self.respond(.GET, "/secret").status == .notFound)
    #expect(try self.respond(.POST, "/").status == .methodNotAllowed)
  }

  @Test func anotherHostIsRefused() throws {
    let response = try self.respond(.GET, "/", host: "evil.example:8080")
    #expect(response.status == .misdirectedRequest)
    #expect(!response.body.contains("<p>"))
  }

  @Test func upgradesNeedTheServersOriginAndAToken() {
    let logger = Logger(label: "test")
    let token = self.connectionGuard.issueToken()
    func allows(origin: String?, uri: String) -> Bool {
      var head = HTTPRequestHead(version: .http1_1, method: .GET, uri: uri)
      if let origin {
        head.headers.add(name: "origin", value: origin)
      }
      return RemotePageServer.allowsUpgrade(
        head,
        connectionGuard: self.connectionGuard,
        logger: logger
      )
    }
    #expect(allows(origin: "http://127.0.0.1:8080", uri: "/ws?token=\(token)"))
    #expect(!allows(origin: "http://127.0.0.1:8080", uri: "/ws?token=unknown"))
    #expect(!allows(origin: "http://127.0.0.1:8080", uri: "/ws"))
    #expect(!allows(origin: "http://127.0.0.1:8080", uri: "/other?token=\(token)"))
    #expect(!allows(origin: "http://evil.example", uri: "/ws?token=\(token)"))
    #expect(!allows(origin: nil, uri: "/ws?token=\(token)"))
  }

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
