#if RemotePageServer
  import ComposableArchitecture
  import Logging
  import NIOCore
  import NIOWebSocket

  /// The WebSocket connection of one page, on its event loop: it passes the page's messages to the
  /// page's session through the ``RemotePageHub``, writes what the session sends, answers pings and
  /// closes, and enforces the server's limits.
  ///
  /// - Inbound backpressure: at most ``Limits/maximumPendingMessages`` of the page's messages wait
  ///   for its session; then the connection stops reading until the session has caught up, so a
  ///   page that sends faster than its session handles is slowed down by TCP.
  /// - Flooding: a page that sends more than ``Limits/maximumMessagesPerSecond`` messages in one
  ///   second is closed with status 1008.
  /// - A page that doesn't read: once the connection's send buffer is full (NIO's high water
  ///   mark), the session's messages wait in the handler until it drains, at most
  ///   ``Limits/maximumQueuedMessages`` of them and ``Limits/maximumQueuedBytes``; then the page
  ///   is closed with status 1008. A rows
  ///   message (`{"rows": "todos", "ids": […]}`) that waits is dropped when a newer one for the
  ///   same rows comes: the newer says all the older said (a page reads the values of rows before
  ///   their ids as well as after), and a page that reads slowly while a list grows isn't sent
  ///   its whole list of ids once per change.
  ///
  /// When the server closes a connection, it sends its close frame, reads nothing more, and drops
  /// the connection as soon as the frame is written, or after ``Limits/closeGrace`` if it can't
  /// be (a page that doesn't read).
  final class RemotePageSocketHandler: ChannelDuplexHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// What the connection tolerates from a page.
    struct Limits: Sendable {
      /// Time waited before each message from the page is handled.
      var latency = Duration.zero
      /// How many messages may wait for a page that isn't reading, beyond its send buffer.
      var maximumQueuedMessages = 16_384
      /// How many bytes of messages may wait for a page that isn't reading, beyond its send
      /// buffer.
      var maximumQueuedBytes = 1 << 20
      /// How many messages the page may send in one second.
      var maximumMessagesPerSecond = 1_000
      /// How many of the page's messages may wait for its session before the connection stops
      /// reading.
      var maximumPendingMessages = 16
      /// How long the server's close frame may wait to be written (behind what a page that doesn't
      /// read hasn't taken) before the connection is dropped.
      var closeGrace = Duration.milliseconds(250)
    }

    private let hub: RemotePageHub
    private let limits: Limits
    private let pageConnection: RemotePageConnection?
    private let logger: Logger
    private var context: ChannelHandlerContext?
    private var page: RemotePageSession?
    private var rate: MessageRate
    /// The page's messages queued for its session and not yet handled.
    private var pending = 0
    private var isReadHeld = false
    /// The session's messages waiting for the send buffer to drain, in order; `nil` for one
    /// superseded by a newer rows message for the same rows.
    private var waiting = CircularBuffer<String?>()
    /// How many of `waiting` aren't superseded, and their bytes.
    private var waitingCount = 0
    private var waitingBytes = 0
    /// The number of messages that left `waiting` so far: the position of its first, counted
    /// from the connection's start.
    private var waitingStart = 0
    /// For each rows path, the position (counted from the connection's start) of its rows
    /// message that waits, if one does.
    private var waitingRows: [Substring: Int] = [:]
    /// Set once the server has closed the connection: nothing more is read or written.
    private var isClosedByServer = false
    private var didSendClose = false

    /// Creates the handler of a page's connection.
    ///
    /// - Parameters:
    ///   - hub: Where the page's messages go.
    ///   - limits: What the connection tolerates.
    ///   - logger: Where to say why the server closed the connection.
    ///   - pageConnection: What the server knows of the page, for its session.
    init(hub: RemotePageHub, limits: Limits, logger: Logger, pageConnection: RemotePageConnection? = nil) {
      self.hub = hub
      self.limits = limits
      self.pageConnection = pageConnection
      self.logger = logger
      self.rate = MessageRate(limit: limits.maximumMessagesPerSecond)
    }

    func handlerAdded(context: ChannelHandlerContext) {
      self.context = context
      let page = RemotePageSession(
        connection: NIOLoopBound(self, eventLoop: context.eventLoop),
        pageConnection: self.pageConnection
      )
      self.page = page
      self.hub.enqueue(.start(page))
    }

    func handlerRemoved(context: ChannelHandlerContext) {
      self.end()
      self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
      self.end()
      context.fireChannelInactive()
    }

    /// Stops the session, once. The page's session no longer refers to this handler once its stop
    /// has run.
    private func end() {
      guard let page = self.page else { return }
      self.page = nil
      self.hub.enqueue(.stop(page))
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let frame = Self.unwrapInboundIn(data)
      switch frame.opcode {
      case .text, .binary:
        guard !self.isClosedByServer, let page = self.page else { return }
        guard self.rate.admit(at: .now) else {
          self.logger.notice(
            "Closed a connection whose page sent too many messages.",
            metadata: ["limit": "\(self.limits.maximumMessagesPerSecond) a second"]
          )
          self.close(code: .policyViolation, reason: "Too many messages.")
          return
        }
        let job: RemotePageHub.Job =
          frame.opcode == .text
          ? .text(page, String(buffer: frame.unmaskedData))
          : .binary(page, size: frame.length)
        self.pending += 1
        if self.limits.latency > .zero {
          let hub = self.hub
          context.eventLoop.scheduleTask(in: TimeAmount(self.limits.latency)) {
            hub.enqueue(job)
          }
        } else {
          self.hub.enqueue(job)
        }

      case .ping:
        guard !self.didSendClose else { return }
        let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
        context.writeAndFlush(Self.wrapOutboundOut(pong), promise: nil)

      case .connectionClose:
        if self.didSendClose {
          // The page answered the server's close.
          context.close(promise: nil)
          return
        }
        // The page closes: answer with its status, then close the connection.
        self.didSendClose = true
        var data = frame.unmaskedData
        let status = data.readSlice(length: 2) ?? ByteBuffer()
        let answer = WebSocketFrame(fin: true, opcode: .connectionClose, data: status)
        let loopBound = context.loopBound
        context.writeAndFlush(Self.wrapOutboundOut(answer)).whenComplete { _ in
          loopBound.value.close(promise: nil)
        }

      default:
        break  // Pongs; other opcodes are refused by NIO's frame decoder.
      }
    }

    func read(context: ChannelHandlerContext) {
      if self.isClosedByServer || self.pending >= self.limits.maximumPendingMessages {
        self.isReadHeld = true
      } else {
        context.read()
      }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
      if context.channel.isWritable {
        self.writeWaiting(context: context)
      }
      context.fireChannelWritabilityChanged()
    }

    /// Writes the messages that wait, while the send buffer takes them.
    private func writeWaiting(context: ChannelHandlerContext) {
      guard !self.isClosedByServer, !self.didSendClose else { return }
      var wrote = false
      while context.channel.isWritable, let text = self.waiting.popFirst() {
        self.waitingStart += 1
        guard let text else { continue }
        self.waitingCount -= 1
        self.waitingBytes -= text.utf8.count
        self.write(text, context: context)
        wrote = true
      }
      if self.waiting.isEmpty {
        self.waitingRows = [:]
      }
      if wrote {
        context.flush()
      }
    }

    private func write(_ text: String, context: ChannelHandlerContext) {
      let frame = WebSocketFrame(
        fin: true,
        opcode: .text,
        data: context.channel.allocator.buffer(string: text)
      )
      context.write(Self.wrapOutboundOut(frame), promise: nil)
    }

    /// Keeps a message until the send buffer drains; a rows message replaces the one for the
    /// same rows that waits. Returns `false` when too many wait.
    private func keepWaiting(_ text: String) -> Bool {
      if let path = Self.rowsPath(of: text) {
        if let position = self.waitingRows[path], position >= self.waitingStart {
          let index = self.waiting.index(self.waiting.startIndex, offsetBy: position - self.waitingStart)
          if let older = self.waiting[index] {
            self.waiting[index] = nil
            self.waitingCount -= 1
            self.waitingBytes -= older.utf8.count
          }
        }
        self.waitingRows[path] = self.waitingStart + self.waiting.count
      }
      self.waiting.append(text)
      self.waitingCount += 1
      self.waitingBytes += text.utf8.count
      return self.waitingCount <= self.limits.maximumQueuedMessages
        && self.waitingBytes <= self.limits.maximumQueuedBytes
    }

    /// The path of a rows message, `todos` for `{"rows":"todos","ids":[…]}`, as the session
    /// writes it (its members in that order), or `nil` for another message.
    static func rowsPath(of text: String) -> Substring? {
      let prefix = #"{"rows":""#
      guard text.hasPrefix(prefix), let end = text.range(of: #"","ids":["#) else { return nil }
      return text[text.index(text.startIndex, offsetBy: prefix.count)..<end.lowerBound]
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      if error is NIOWebSocketFrameAggregator.Error {
        // Too large, or too fragmented: NIO's frame decoder closes on the frame errors it finds
        // itself (with 1009 for a frame over the limit).
        self.close(code: .messageTooLarge, reason: "Message too large.")
      } else if !(error is NIOWebSocketError) {
        context.close(promise: nil)
      }
    }

    /// Takes what the page's session sent, and how many of the page's messages it handled.
    ///
    /// - Parameters:
    ///   - texts: The session's messages, in order.
    ///   - handled: How many of the page's messages the session handled.
    func deliver(_ texts: [String], handled: Int) {
      guard let context = self.context else { return }
      self.pending -= handled
      if self.isReadHeld, !self.isClosedByServer, self.pending < self.limits.maximumPendingMessages {
        self.isReadHeld = false
        context.read()
      }
      guard !self.isClosedByServer, !self.didSendClose, !texts.isEmpty else { return }
      for text in texts {
        // Once a message waits, the ones after it wait too: the page gets them in order.
        if !self.waiting.isEmpty || !context.channel.isWritable {
          guard self.keepWaiting(text) else {
            self.logger.notice(
              "Closing a connection whose page isn't reading its messages.",
              metadata: ["unread": "\(self.waitingCount) messages, \(self.waitingBytes) bytes"]
            )
            self.close(code: .policyViolation, reason: "Too many unread messages.")
            return
          }
        } else {
          self.write(text, context: context)
        }
      }
      context.flush()
    }

    /// Closes the connection from the server's side: a close frame with a status and reason, then
    /// the connection, once the frame is written or after the grace period.
    private func close(code: WebSocketErrorCode, reason: String) {
      guard let context = self.context, !self.isClosedByServer else { return }
      self.isClosedByServer = true
      self.end()
      guard !self.didSendClose else { return }
      self.didSendClose = true
      var data = context.channel.allocator.buffer(capacity: 2 + reason.utf8.count)
      data.write(webSocketErrorCode: code)
      data.writeString(reason)
      let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
      let channel = context.channel
      context.writeAndFlush(Self.wrapOutboundOut(frame)).whenComplete { _ in
        channel.close(promise: nil)
      }
      context.eventLoop.scheduleTask(in: TimeAmount(self.limits.closeGrace)) {
        channel.close(promise: nil)
      }
    }
  }

  @available(*, unavailable)
  extension RemotePageSocketHandler: Sendable {}

  /// Counts a page's messages in windows of one second.
  struct MessageRate {
    /// How many messages are allowed in one second.
    let limit: Int
    private var windowStart: ContinuousClock.Instant?
    private var count = 0

    /// A count that allows `limit` messages in one second.
    ///
    /// - Parameter limit: How many messages are allowed in one second.
    init(limit: Int) {
      self.limit = limit
    }

    /// Counts a message, and tells whether it is within the limit.
    ///
    /// - Parameter now: When the message came.
    /// - Returns: `false` when more than ``limit`` messages came in the second that began with the
    ///   first message of the current window.
    mutating func admit(at now: ContinuousClock.Instant) -> Bool {
      if let windowStart, now - windowStart < .seconds(1) {
        self.count += 1
      } else {
        self.windowStart = now
        self.count = 1
      }
      return self.count <= self.limit
    }
  }
#endif
