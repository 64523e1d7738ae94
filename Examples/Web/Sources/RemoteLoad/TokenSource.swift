import Foundation
import NIOCore
import NIOPosix

/// Gets pages' socket addresses (`/ws?token=…`) by asking the server for its page, `GET /`, over
/// a few kept-alive HTTP connections, as many browser tabs would.
///
/// Confined to the driver's event loop.
final class TokenSource: @unchecked Sendable {
  typealias Callback = (Result<String, TokenError>) -> Void

  struct TokenError: Error, CustomStringConvertible {
    var description: String
  }

  private unowned let driver: Driver
  private var connections: [TokenConnection] = []
  private var next = 0
  /// Pages fetched.
  private(set) var fetched = 0

  init(driver: Driver, connections: Int) {
    self.driver = driver
    self.connections = (0..<max(1, connections)).map { _ in TokenConnection(driver: driver) }
  }

  /// Asks for one page and calls back with its socket's path.
  func request(_ callback: @escaping Callback) {
    // The connection with the fewest waiting requests.
    var best = self.connections[self.next % self.connections.count]
    for connection in self.connections where connection.waiting < best.waiting {
      best = connection
    }
    self.next += 1
    best.request { result in
      if case .success = result { self.fetched += 1 }
      callback(result)
    }
  }

  func close() {
    for connection in self.connections {
      connection.close()
    }
  }

  /// The socket's path in a page: `<meta name="remote-bindings-socket" content="/ws?token=…">`
  /// (a view page's `remote-views-socket`), or today's `<meta name="settings-token"
  /// content="TOKEN">` (the socket is then `/ws?token=`).
  static func socketPath(inPage html: String) -> String? {
    for name in ["remote-bindings-socket", "remote-views-socket", "settings-token"] {
      guard let nameRange = html.range(of: "name=\"\(name)\""),
        let tagStart = html[..<nameRange.lowerBound].lastIndex(of: "<"),
        let tagEnd = html[nameRange.upperBound...].firstIndex(of: ">")
      else { continue }
      let tag = html[tagStart..<tagEnd]
      guard let contentStart = tag.range(of: "content=\""),
        let contentEnd = tag[contentStart.upperBound...].firstIndex(of: "\"")
      else { continue }
      let content = tag[contentStart.upperBound..<contentEnd].replacingOccurrences(of: "&amp;", with: "&")
      if name == "settings-token" {
        return "/ws?token=" + content
      }
      if content.hasPrefix("/") {
        return content
      }
      // An absolute URL: ws://host:port/path → /path.
      if let scheme = content.range(of: "://"),
        let slash = content[scheme.upperBound...].firstIndex(of: "/")
      {
        return String(content[slash...])
      }
      return "/" + content
    }
    return nil
  }
}

/// One kept-alive HTTP/1.1 connection that fetches `/`, one request at a time.
final class TokenConnection: ChannelInboundHandler, @unchecked Sendable {
  typealias InboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private unowned let driver: Driver
  private var context: ChannelHandlerContext?
  private var isConnecting = false
  private var queue: [TokenSource.Callback] = []
  private var inFlight: TokenSource.Callback?
  private var buffer: ByteBuffer?

  var waiting: Int {
    self.queue.count + (self.inFlight == nil ? 0 : 1)
  }

  init(driver: Driver) {
    self.driver = driver
  }

  func request(_ callback: @escaping TokenSource.Callback) {
    self.queue.append(callback)
    self.pump()
  }

  func close() {
    self.context?.close(promise: nil)
  }

  private func pump() {
    guard self.inFlight == nil, !self.queue.isEmpty else { return }
    guard let context = self.context else {
      self.connect()
      return
    }
    self.inFlight = self.queue.removeFirst()
    let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(self.driver.port)\r\nAccept: text/html\r\n\r\n"
    context.writeAndFlush(self.wrapOutboundOut(context.channel.allocator.buffer(string: request)), promise: nil)
  }

  private func connect() {
    guard !self.isConnecting else { return }
    self.isConnecting = true
    let handler = self
    ClientBootstrap(group: self.driver.eventLoop)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(handler)
        }
      }
      .connectTimeout(.seconds(10))
      .connect(host: "127.0.0.1", port: self.driver.port)
      .whenFailure { error in
        handler.isConnecting = false
        handler.failAll("GET /: \(Driver.describe(error))")
      }
  }

  func channelActive(context: ChannelHandlerContext) {
    self.context = context
    self.isConnecting = false
    self.pump()
  }

  func channelInactive(context: ChannelHandlerContext) {
    self.context = nil
    self.buffer = nil
    if let inFlight = self.inFlight {
      self.inFlight = nil
      inFlight(.failure(.init(description: "GET /: the connection closed")))
    }
    // The waiting ones go on another connection.
    if !self.queue.isEmpty {
      self.driver.eventLoop.scheduleTask(in: .milliseconds(10)) { self.pump() }
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var incoming = self.unwrapInboundIn(data)
    if self.buffer == nil {
      self.buffer = incoming
    } else {
      self.buffer!.writeBuffer(&incoming)
    }
    guard let response = self.buffer, let parsed = Self.parse(response) else { return }
    self.buffer = parsed.rest.readableBytes > 0 ? parsed.rest : nil
    let callback = self.inFlight
    self.inFlight = nil
    if parsed.status != 200 {
      callback?(.failure(.init(description: "GET /: status \(parsed.status)")))
    } else if let path = TokenSource.socketPath(inPage: parsed.body) {
      callback?(.success(path))
    } else {
      callback?(.failure(.init(description: "GET /: no socket meta tag in the page")))
    }
    if parsed.closes {
      context.close(promise: nil)
    } else {
      self.pump()
    }
  }

  private func failAll(_ reason: String) {
    let callbacks = self.queue + (self.inFlight.map { [$0] } ?? [])
    self.queue = []
    self.inFlight = nil
    for callback in callbacks {
      callback(.failure(.init(description: reason)))
    }
  }

  /// A whole response with a `Content-Length` body, or nil while it isn't all there.
  private static func parse(
    _ buffer: ByteBuffer
  ) -> (status: Int, body: String, closes: Bool, rest: ByteBuffer)? {
    let view = buffer.readableBytesView
    guard let headEnd = view.firstRange(of: [13, 10, 13, 10]) else { return nil }
    let head = String(decoding: view[view.startIndex..<headEnd.lowerBound], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    let statusParts = lines.first?.split(separator: " ") ?? []
    let status = statusParts.count > 1 ? Int(statusParts[1]) ?? 0 : 0
    var length = 0
    var closes = false
    for line in lines.dropFirst() {
      let lowered = line.lowercased()
      if lowered.hasPrefix("content-length:") {
        length = Int(lowered.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
      } else if lowered.hasPrefix("connection:"), lowered.contains("close") {
        closes = true
      } else if lowered.hasPrefix("transfer-encoding:"), lowered.contains("chunked") {
        // Not expected from the server: a page is one buffer. Read it to the connection's end.
        closes = true
      }
    }
    let bodyStart = headEnd.upperBound
    guard view.endIndex - bodyStart >= length else { return nil }
    let body = String(decoding: view[bodyStart..<(bodyStart + length)], as: UTF8.self)
    var rest = buffer
    rest.moveReaderIndex(forwardBy: bodyStart + length - view.startIndex)
    return (status, body, closes, rest)
  }
}
