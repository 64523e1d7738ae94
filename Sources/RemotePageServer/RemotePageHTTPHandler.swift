#if RemotePageServer
  import NIOCore
  import NIOHTTP1

  /// Answers a connection's HTTP requests: the page (its token filled in) at `/`, and its files.
  /// WebSocket upgrades are NIO's, before this handler sees the request; a request for `/ws` that
  /// the guard didn't let upgrade is answered 400, as before.
  final class RemotePageHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// What the server serves, by path, for requests that pass the guard.
    struct Routes: Sendable {
      var page: RemotePageServer.Page
      var assets: [String: RemotePageServer.Asset]
      var connectionGuard: ConnectionGuard
      /// Called with the `Host` of a request for another host.
      var refused: @Sendable (_ host: String?) -> Void
    }

    private let routes: Routes
    private var request: HTTPRequestHead?

    init(routes: Routes) {
      self.routes = routes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      switch Self.unwrapInboundIn(data) {
      case let .head(head):
        self.request = head
      case .body:
        break  // The server's routes take no body.
      case .end:
        guard let head = self.request else { return }
        self.request = nil
        let response = self.response(to: head)
        self.write(response, to: head, context: context)
      }
    }

    /// The response to a request: its status, content type and body.
    func response(to head: HTTPRequestHead) -> (
      status: HTTPResponseStatus, contentType: String, body: String
    ) {
      let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
      if path == "/ws" {
        // The WebSocket's path, reached without an upgrade the guard allowed (another origin, no
        // token, or no upgrade at all).
        return (.badRequest, "text/plain; charset=utf-8", "This WebSocket is for this server's pages.\n")
      }
      let isPage = path == "/"
      let asset = self.routes.assets[String(path)]
      guard isPage || asset != nil else {
        return (.notFound, "text/plain; charset=utf-8", "Not found.\n")
      }
      guard head.method == .GET || head.method == .HEAD else {
        return (.methodNotAllowed, "text/plain; charset=utf-8", "Only GET.\n")
      }
      let host = head.headers.first(name: "host")
      guard self.routes.connectionGuard.isAllowed(host: host) else {
        self.routes.refused(host)
        return (.misdirectedRequest, "text/plain; charset=utf-8", "This server doesn't serve that host.\n")
      }
      guard !isPage, let asset else {
        let html = self.routes.page.html(token: self.routes.connectionGuard.issueToken())
        return (.ok, "text/html; charset=utf-8", html)
      }
      return (.ok, asset.contentType, asset.text)
    }

    /// The pages' and files' content security policy: nothing but this server's own script,
    /// style sheets and WebSocket, and `style` attributes when the page has them.
    var contentSecurityPolicy: String {
      let styleAttributes = self.routes.page.allowsStyleAttributes ? " style-src-attr 'unsafe-inline';" : ""
      return """
        default-src 'none'; script-src 'self'; style-src 'self';\(styleAttributes) connect-src 'self'; \
        base-uri 'none'; form-action 'none'; frame-ancestors 'none'
        """
    }

    private func write(
      _ response: (status: HTTPResponseStatus, contentType: String, body: String),
      to request: HTTPRequestHead,
      context: ChannelHandlerContext
    ) {
      let body = context.channel.allocator.buffer(string: response.body)
      var headers = HTTPHeaders()
      headers.add(name: "content-type", value: response.contentType)
      headers.add(name: "content-length", value: String(body.readableBytes))
      if response.status == .ok {
        headers.add(name: "cache-control", value: "no-store")
        headers.add(name: "content-security-policy", value: self.contentSecurityPolicy)
        headers.add(name: "x-content-type-options", value: "nosniff")
      }
      let keepAlive = request.isKeepAlive
      headers.add(name: "connection", value: keepAlive ? "keep-alive" : "close")
      let head = HTTPResponseHead(version: request.version, status: response.status, headers: headers)
      context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
      if request.method != .HEAD {
        context.write(Self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
      }
      let loopBound = context.loopBound
      context.writeAndFlush(Self.wrapOutboundOut(.end(nil))).whenComplete { _ in
        if !keepAlive {
          loopBound.value.close(promise: nil)
        }
      }
    }
  }

  @available(*, unavailable)
  extension RemotePageHTTPHandler: Sendable {}
#endif
