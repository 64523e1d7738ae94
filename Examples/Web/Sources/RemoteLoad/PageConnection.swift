import NIOCore
import NIOPosix

/// What a page does once its socket is open.
enum PageRole {
  /// Stays connected and reads what the server sends.
  case idle
  /// Sends binding messages in a closed loop: one, wait for its answer, the next.
  case typing
  /// Sends as fast as the socket takes them and never reads.
  case floodWithoutReading
  /// Sends a fixed number of messages as fast as the socket takes them, and reads the answers.
  case floodReading
  /// Adds a todo when told, and follows the count of todos left and of rows shown (at-once
  /// phase).
  case atOnce
}

/// One page's WebSocket connection, spoken by hand over a TCP channel: the upgrade request, then
/// masked text frames out and unmasked frames in. No HTTP or WebSocket handlers from NIO: a page
/// costs the client one handler and, while a frame is split between reads, one buffer.
///
/// Everything runs on the driver's single event loop: the driver and its pages share state
/// without locks, hence `@unchecked Sendable`.
final class PageConnection: ChannelInboundHandler, @unchecked Sendable {
  typealias InboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  enum State {
    case connecting, handshaking, open, closing, closed
  }

  unowned let driver: Driver
  let number: Int
  var role: PageRole
  private(set) var state = State.connecting
  private var context: ChannelHandlerContext?
  private var socketPath = ""
  private var pending: ByteBuffer?
  private let mask: (UInt8, UInt8, UInt8, UInt8)

  /// Text messages received.
  private(set) var messages = 0
  /// When the page first got a message holding the driver's ``Driver/watchedText`` (uptime
  /// nanoseconds), or 0.
  var sawWatchedTextAt: UInt64 = 0
  /// Whether the page got its initial messages.
  var isReady = false
  /// Whether the server closed the connection (a close frame or the socket), not the page.
  private(set) var closedByServer = false
  /// The status code of the server's close frame, if it sent one.
  private(set) var serverCloseCode: UInt16?
  /// When the socket closed (uptime nanoseconds), or 0.
  private(set) var closedAt: UInt64 = 0
  /// When the upgrade answer came.
  private(set) var openedAt: UInt64 = 0
  /// Why the page failed, if it did.
  private(set) var failure: String?
  /// Whether the driver was told that the page failed or closed.
  private var isFinished = false

  /// The batch of pages being opened that this page belongs to.
  var batchID = 0
  /// Whether a close run waits for this page's socket to close.
  var awaitingClose = false

  // Typing and flooding.
  var sequence = 0
  var sentAt: UInt64 = 0
  var isAwaitingAnswer = false
  var sent = 0
  var answers = 0
  var refusals = 0
  var sendLimit = Int.max
  var isSending = false
  var stalledSince: UInt64 = 0
  var stalledNanoseconds: UInt64 = 0

  // At once: what the page shows of the todos.
  /// The last count of todos left the page was sent.
  var itemsLeft: Int?
  /// How many todo rows the page was last sent.
  var shownRows: Int?

  init(driver: Driver, number: Int, role: PageRole) {
    self.driver = driver
    self.number = number
    self.role = role
    var generator = SystemRandomNumberGenerator()
    let key = generator.next() as UInt32
    self.mask = (UInt8(key & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key >> 16 & 0xFF), UInt8(key >> 24))
  }

  /// Connects to the server and asks for the WebSocket at `path` (`/ws?token=…`).
  func connect(path: String) {
    self.socketPath = path
    let page = self
    ClientBootstrap(group: self.driver.eventLoop)
      .channelOption(.socketOption(.so_reuseaddr), value: 1)
      .channelOption(.recvAllocator, value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 1_024, maximum: 65_536))
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(page)
        }
      }
      .connectTimeout(.seconds(10))
      .connect(host: "127.0.0.1", port: self.driver.port)
      .whenFailure { error in
        page.fail("connect: \(Driver.describe(error))")
      }
  }

  // MARK: - Channel events

  func handlerAdded(context: ChannelHandlerContext) {
    self.context = context
  }

  func channelActive(context: ChannelHandlerContext) {
    self.state = .handshaking
    let origin = "http://127.0.0.1:\(self.driver.port)"
    let request = """
      GET \(self.socketPath) HTTP/1.1\r
      Host: 127.0.0.1:\(self.driver.port)\r
      Upgrade: websocket\r
      Connection: Upgrade\r
      Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
      Sec-WebSocket-Version: 13\r
      Origin: \(origin)\r
      \r

      """
    context.writeAndFlush(self.wrapOutboundOut(context.channel.allocator.buffer(string: request)), promise: nil)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var buffer = self.unwrapInboundIn(data)
    if var pending = self.pending {
      self.pending = nil
      pending.writeBuffer(&buffer)
      buffer = pending
    }
    if self.state == .handshaking {
      guard self.readHandshake(&buffer, context: context) else { return }
    }
    self.readFrames(&buffer, context: context)
    if buffer.readableBytes > 0, self.state != .closed {
      buffer.discardReadBytes()
      self.pending = buffer
    }
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable {
      if self.stalledSince != 0 {
        self.stalledNanoseconds += Driver.now() - self.stalledSince
        self.stalledSince = 0
      }
      if self.isSending {
        self.pumpFlood()
      }
    } else if self.stalledSince == 0 {
      self.stalledSince = Driver.now()
    }
  }

  func channelInactive(context: ChannelHandlerContext) {
    let wasState = self.state
    self.state = .closed
    self.closedAt = Driver.now()
    self.pending = nil
    if self.stalledSince != 0 {
      self.stalledNanoseconds += self.closedAt - self.stalledSince
      self.stalledSince = 0
    }
    switch wasState {
    case .connecting, .handshaking:
      self.fail("closed during the upgrade")
    case .open, .closing:
      if wasState == .open { self.closedByServer = true }
      if !self.isFinished {
        self.isFinished = true
        self.driver.pageClosed(self)
      }
    case .closed:
      break
    }
    self.context = nil
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if self.state == .connecting || self.state == .handshaking {
      self.failure = Driver.describe(error)
    }
    context.close(promise: nil)
  }

  // MARK: - Reading

  /// Reads the upgrade's answer; false while it isn't whole, or when it refused the upgrade.
  private func readHandshake(_ buffer: inout ByteBuffer, context: ChannelHandlerContext) -> Bool {
    let end: Int? = buffer.withUnsafeReadableBytes { bytes in
      guard bytes.count >= 4 else { return nil }
      for index in 3..<bytes.count
      where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
        return index + 1
      }
      return nil
    }
    guard let end else {
      if buffer.readableBytes > 16_384 {
        self.fail("an upgrade answer without an end")
        context.close(promise: nil)
      } else {
        buffer.discardReadBytes()
        self.pending = buffer
        buffer.moveReaderIndex(to: buffer.writerIndex)
      }
      return false
    }
    let head = buffer.readString(length: end) ?? ""
    let statusLine = head.prefix { $0 != "\r" }
    guard statusLine.hasPrefix("HTTP/1.1 101") else {
      self.fail("upgrade refused: \(statusLine)")
      buffer.moveReaderIndex(to: buffer.writerIndex)
      context.close(promise: nil)
      return false
    }
    self.state = .open
    self.openedAt = Driver.now()
    self.driver.pageOpened(self)
    return true
  }

  private func readFrames(_ buffer: inout ByteBuffer, context: ChannelHandlerContext) {
    while self.state == .open || self.state == .closing {
      let readable = buffer.readableBytes
      guard readable >= 2 else { return }
      let start = buffer.readerIndex
      let first = buffer.getInteger(at: start, as: UInt8.self)!
      let second = buffer.getInteger(at: start + 1, as: UInt8.self)!
      var headerLength = 2
      var length = Int(second & 0x7F)
      if length == 126 {
        guard readable >= 4 else { return }
        length = Int(buffer.getInteger(at: start + 2, as: UInt16.self)!)
        headerLength = 4
      } else if length == 127 {
        guard readable >= 10 else { return }
        length = Int(buffer.getInteger(at: start + 2, as: UInt64.self)!)
        headerLength = 10
      }
      if second & 0x80 != 0 {
        headerLength += 4  // A server mustn't mask; skip the key if one does.
      }
      guard readable >= headerLength + length else { return }
      self.frame(
        opcode: first & 0x0F,
        isFinal: first & 0x80 != 0,
        payload: buffer.getSlice(at: start + headerLength, length: length)!,
        context: context
      )
      buffer.moveReaderIndex(forwardBy: headerLength + length)
    }
  }

  private func frame(opcode: UInt8, isFinal: Bool, payload: ByteBuffer, context: ChannelHandlerContext) {
    switch opcode {
    case 0x0, 0x1, 0x2:
      guard isFinal else { return }
      self.messages += 1
      if self.role == .atOnce {
        self.readTodos(payload)
      }
      // A rows' ids (the longest messages, a few kilobytes each for a list of todos) carry no
      // title, `seq` or error: not scanned.
      guard !Self.hasPrefix(payload, Self.rowsPrefix) else {
        self.driver.pageMessage(self, sequence: nil, isRefusal: false)
        return
      }
      if self.sawWatchedTextAt == 0, let watched = self.driver.watchedText,
        Self.contains(payload, watched)
      {
        self.sawWatchedTextAt = Driver.now()
        self.driver.watchedArrivals += 1
      }
      let (sequence, isRefusal) = Self.scan(payload)
      self.driver.pageMessage(self, sequence: sequence, isRefusal: isRefusal)
    case 0x8:
      if payload.readableBytes >= 2 {
        self.serverCloseCode = payload.getInteger(at: payload.readerIndex, as: UInt16.self)
      }
      if self.state == .open {
        self.closedByServer = true
        self.state = .closing
        self.writeFrame(opcode: 0x8, payload: payload.readableBytes >= 2 ? payload.getSlice(at: payload.readerIndex, length: 2) : nil)
      }
      context.close(promise: nil)
    case 0x9:
      self.writeFrame(opcode: 0xA, payload: payload)
    default:
      break
    }
  }

  /// The `seq` of a message, if it has one, and whether it is a refusal (`{"error": …}`), found
  /// without decoding the JSON: the server's messages are small and flat.
  static func scan(_ payload: ByteBuffer) -> (sequence: Int?, isRefusal: Bool) {
    payload.withUnsafeReadableBytes { bytes in
      let count = bytes.count
      var isRefusal = false
      // `"error"` as a key: followed by a colon.
      var index = 0
      // A view page's answer names the message it answers `"ack"`.
      let key: [UInt8] = Array(#""seq":"#.utf8)
      let ack: [UInt8] = Array(#""ack":"#.utf8)
      let error: [UInt8] = Array(#""error":"#.utf8)
      var sequence: Int?
      while index < count {
        if bytes[index] == 0x22 {  // "
          if index + key.count <= count,
            Self.matches(bytes, at: index, key) || Self.matches(bytes, at: index, ack)
          {
            var position = index + key.count
            while position < count, bytes[position] == 0x20 { position += 1 }
            var value = 0
            var digits = 0
            while position < count, bytes[position] >= 0x30, bytes[position] <= 0x39, digits < 18 {
              value = value * 10 + Int(bytes[position] - 0x30)
              position += 1
              digits += 1
            }
            if digits > 0 { sequence = value }
            index = position
            continue
          }
          if !isRefusal, index + error.count <= count, Self.matches(bytes, at: index, error) {
            isRefusal = true
          }
        }
        index += 1
      }
      return (sequence, isRefusal)
    }
  }

  /// Records the count of todos left and of rows shown that a message gives, if it does.
  private func readTodos(_ payload: ByteBuffer) {
    payload.withUnsafeReadableBytes { bytes in
      if bytes.count > Self.itemsLeftPrefix.count, Self.matches(bytes, at: 0, Self.itemsLeftPrefix) {
        var value = 0
        var index = Self.itemsLeftPrefix.count
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index < 40 {
          value = value * 10 + Int(bytes[index] - 0x30)
          index += 1
        }
        if index > Self.itemsLeftPrefix.count { self.itemsLeft = value }
      } else if bytes.count > Self.todosRowsPrefix.count, Self.matches(bytes, at: 0, Self.todosRowsPrefix) {
        // Ids are quoted and hold no quote: two quotes an id, after `"ids":`.
        var quotes = 0
        var index = Self.todosRowsPrefix.count
        while index < bytes.count, bytes[index] != 0x5D {  // ]
          if bytes[index] == 0x22 { quotes += 1 }
          index += 1
        }
        self.shownRows = quotes / 2
      }
    }
  }

  static let itemsLeftPrefix = Array(#"{"field":"itemsLeft","value":"#.utf8)
  static let todosRowsPrefix = Array(#"{"rows":"todos","ids":["#.utf8)

  /// How the server's message of a rows' ids begins.
  static let rowsPrefix = Array(#"{"rows":"#.utf8)

  /// Whether a message begins with the given bytes.
  static func hasPrefix(_ payload: ByteBuffer, _ prefix: [UInt8]) -> Bool {
    payload.withUnsafeReadableBytes { bytes in
      bytes.count >= prefix.count && Self.matches(bytes, at: 0, prefix)
    }
  }

  /// Whether a message holds the given bytes.
  static func contains(_ payload: ByteBuffer, _ pattern: [UInt8]) -> Bool {
    guard let first = pattern.first else { return true }
    return payload.withUnsafeReadableBytes { bytes in
      guard bytes.count >= pattern.count else { return false }
      for index in 0...(bytes.count - pattern.count) where bytes[index] == first {
        if Self.matches(bytes, at: index, pattern) { return true }
      }
      return false
    }
  }

  private static func matches(_ bytes: UnsafeRawBufferPointer, at index: Int, _ pattern: [UInt8]) -> Bool {
    for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] {
      return false
    }
    return true
  }

  // MARK: - Writing

  /// Sends a binding message for `displayName` with the next `seq`; false if the socket is gone.
  @discardableResult
  func sendBinding(flush: Bool = true) -> Bool {
    guard self.state == .open, let context = self.context else { return false }
    self.sequence += 1
    self.sent += 1
    let text = self.driver.bindingText(page: self.number, sequence: self.sequence)
    self.sentAt = Driver.now()
    self.writeFrame(opcode: 0x1, bytes: text, flush: flush, context: context)
    return true
  }

  /// Sends a text message as it is, with the next `seq` appended: `{"action":"addTodo"` becomes
  /// `{"action":"addTodo","seq":3}`. False if the socket is gone.
  @discardableResult
  func sendMessage(_ start: String) -> Bool {
    guard self.state == .open, let context = self.context else { return false }
    self.sequence += 1
    self.sent += 1
    self.writeFrame(opcode: 0x1, bytes: Array("\(start),\"seq\":\(self.sequence)}".utf8), flush: true, context: context)
    return true
  }

  /// Starts sending as fast as the socket takes it (flood roles).
  func startFlood(limit: Int) {
    self.sendLimit = limit
    self.isSending = true
    if self.role == .floodWithoutReading {
      self.context?.channel.setOption(.autoRead, value: false).whenComplete { _ in }
    }
    self.pumpFlood()
  }

  func stopFlood() {
    self.isSending = false
  }

  private func pumpFlood() {
    guard self.isSending, self.state == .open, let context = self.context else { return }
    var batch = 0
    while context.channel.isWritable, self.sent < self.sendLimit, batch < 256 {
      self.sendBinding(flush: false)
      batch += 1
    }
    context.flush()
    if self.sent >= self.sendLimit {
      self.isSending = false
      self.driver.pageFinishedSending(self)
      return
    }
    if context.channel.isWritable {
      // Let the other pages have the loop, then go on.
      let page = self
      context.eventLoop.execute { page.pumpFlood() }
    } else if self.stalledSince == 0 {
      self.stalledSince = Driver.now()
    }
  }

  /// Closes the page as a browser tab does: a close frame, then the server closes the socket.
  func close() {
    switch self.state {
    case .open:
      self.state = .closing
      self.writeFrame(opcode: 0x8, payload: {
        var code = ByteBuffer()
        code.writeInteger(UInt16(1001))
        return code
      }())
      let page = self
      self.driver.eventLoop.scheduleTask(in: .seconds(3)) {
        if page.state == .closing { page.context?.close(promise: nil) }
      }
    case .connecting, .handshaking:
      self.context?.close(promise: nil)
    case .closing, .closed:
      break
    }
  }

  private func writeFrame(opcode: UInt8, payload: ByteBuffer?) {
    guard let context = self.context else { return }
    let bytes = payload.map { Array($0.readableBytesView) } ?? []
    self.writeFrame(opcode: opcode, bytes: bytes, flush: true, context: context)
  }

  private func writeFrame(opcode: UInt8, bytes: [UInt8], flush: Bool, context: ChannelHandlerContext) {
    let length = bytes.count
    var frame = context.channel.allocator.buffer(capacity: length + 14)
    frame.writeInteger(0x80 | opcode)
    if length < 126 {
      frame.writeInteger(UInt8(0x80 | length))
    } else if length < 65_536 {
      frame.writeInteger(UInt8(0x80 | 126))
      frame.writeInteger(UInt16(length))
    } else {
      frame.writeInteger(UInt8(0x80 | 127))
      frame.writeInteger(UInt64(length))
    }
    let mask = self.mask
    frame.writeMultipleIntegers(mask.0, mask.1, mask.2, mask.3)
    frame.writeWithUnsafeMutableBytes(minimumWritableBytes: length) { target in
      bytes.withUnsafeBufferPointer { source in
        for index in 0..<length {
          let key: UInt8
          switch index & 3 {
          case 0: key = mask.0
          case 1: key = mask.1
          case 2: key = mask.2
          default: key = mask.3
          }
          target[index] = source[index] ^ key
        }
      }
      return length
    }
    if flush {
      context.writeAndFlush(self.wrapOutboundOut(frame), promise: nil)
    } else {
      context.write(self.wrapOutboundOut(frame), promise: nil)
    }
  }

  private func fail(_ reason: String) {
    guard !self.isFinished else { return }
    self.isFinished = true
    if self.failure == nil { self.failure = reason }
    self.state = .closed
    self.driver.pageFailed(self, reason: self.failure ?? reason)
  }
}
