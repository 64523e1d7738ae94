import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The options of the `settings-web` server.
public struct SettingsServerOptions: Sendable {
  /// The address to listen on: loopback by default.
  public var host = "127.0.0.1"
  /// The port to listen on; 0 picks a free one.
  public var port = 8080
  /// Time the server waits before it handles each message from a page, to try the page on a slow
  /// connection.
  public var latency = Duration.zero
  /// Origins besides the server's own whose pages may connect.
  public var extraOrigins: [String] = []
  /// The largest WebSocket frame, and message, accepted: larger ones close the connection with
  /// status 1009. Messages up to this size but larger than the bindings' limit
  /// (`Settings.remoteBindings`, in this module) are refused with an error message instead.
  public var maximumFrameSize = 16_384

  /// Options with the defaults.
  public init() {}
}

/// The `settings-web` server: the Settings page, its script and style sheet, and the WebSocket
/// at `/ws` through which each page edits a store of its own.
///
/// ```swift
/// try await SettingsServer.run(options: options) { url in print("Open \(url)") }
/// ```
public enum SettingsServer {
  /// Runs the server until it gets `SIGTERM` or `SIGINT`, or until `stopAfter` has passed.
  ///
  /// - Parameters:
  ///   - options: Where to listen, and how.
  ///   - stopAfter: How long to run before stopping by itself, or `nil` to run until stopped.
  ///   - started: Called with the page's address once the server listens.
  public static func run(
    options: SettingsServerOptions,
    stopAfter: Duration? = nil,
    started: @escaping @Sendable (_ url: String) -> Void
  ) async throws {
    let logger = {
      var logger = Logger(label: "settings-web")
      logger.logLevel = .info
      return logger
    }()
    let connectionGuard = ConnectionGuard(host: options.host, extraOrigins: options.extraOrigins)
    let application = Self.application(
      options: options,
      connectionGuard: connectionGuard,
      logger: logger
    ) { port in
      connectionGuard.serverStarted(port: port)
      let origin = ConnectionGuard.origins(host: options.host, port: port).first ?? ""
      started(origin + "/")
    }
    let services = ServiceGroup(
      configuration: .init(
        services: [application],
        gracefulShutdownSignals: [.sigterm, .sigint],
        logger: logger
      )
    )
    guard let stopAfter else {
      try await services.run()
      return
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await services.run()
        return true
      }
      group.addTask {
        do {
          try await Task.sleep(for: stopAfter)
        } catch {
          return false  // Cancelled: the server stopped first.
        }
        logger.notice("Stopping: --stop-after has passed.")
        await services.triggerGracefulShutdown()
        return false
      }
      // Two tasks: the server's, which ends when it has shut down, and the timer's.
      while let serverStopped = try await group.next() {
        if serverStopped {
          group.cancelAll()
        }
      }
    }
  }

  /// The Hummingbird application: HTTP routes for the page, and the WebSocket upgrade.
  static func application(
    options: SettingsServerOptions,
    connectionGuard: ConnectionGuard,
    logger: Logger,
    started: @escaping @Sendable (_ port: Int) -> Void
  ) -> some ApplicationProtocol {
    let router = Router()
    router.get("/") { request, _ -> Response in
      guard connectionGuard.isAllowed(host: request.head.authority) else {
        return Self.misdirected(request, logger: logger)
      }
      let page = PageAssets.indexHTML(token: connectionGuard.issueToken())
      return Self.asset(page, contentType: "text/html; charset=utf-8")
    }
    router.get("/settings.js") { request, _ -> Response in
      guard connectionGuard.isAllowed(host: request.head.authority) else {
        return Self.misdirected(request, logger: logger)
      }
      return Self.asset(PageAssets.script, contentType: "text/javascript; charset=utf-8")
    }
    router.get("/settings.css") { request, _ -> Response in
      guard connectionGuard.isAllowed(host: request.head.authority) else {
        return Self.misdirected(request, logger: logger)
      }
      return Self.asset(PageAssets.styleSheet, contentType: "text/css; charset=utf-8")
    }

    let webSocketRouter = Router(context: BasicWebSocketRequestContext.self)
    webSocketRouter.ws("/ws") { request, _ in
      let origin = request.headers[.origin]
      guard connectionGuard.isAllowed(origin: origin) else {
        logger.notice(
          "Refused a WebSocket upgrade from another origin.",
          metadata: ["origin": "\(origin ?? "none")"]
        )
        return .dontUpgrade
      }
      let token = request.uri.queryParameters["token"].map(String.init)
      guard connectionGuard.isValid(token: token) else {
        logger.notice(
          "Refused a WebSocket upgrade without a token this server issued.",
          metadata: ["token": "\(token == nil ? "missing" : "unknown")"]
        )
        return .dontUpgrade
      }
      return .upgrade([:])
    } onUpgrade: { inbound, outbound, _ in
      await SettingsConnection.run(
        inbound: inbound,
        outbound: outbound,
        options: options,
        logger: logger
      )
    }

    return Application(
      router: router,
      server: .http1WebSocketUpgrade(
        webSocketRouter: webSocketRouter,
        configuration: .init(
          ws: .init(maxFrameSize: options.maximumFrameSize, closeTimeout: .seconds(5))
        )
      ),
      configuration: .init(address: .hostname(options.host, port: options.port)),
      onServerRunning: { channel in
        started(channel.localAddress?.port ?? options.port)
      },
      logger: logger
    )
  }

  /// A page, script or style sheet, not to be cached, framed or sniffed.
  private static func asset(_ text: String, contentType: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: contentType,
        .cacheControl: "no-store",
        .contentSecurityPolicy: """
        default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
        base-uri 'none'; form-action 'none'; frame-ancestors 'none'
        """,
        .xContentTypeOptions: "nosniff",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text))
    )
  }

  /// The answer to a request for another host name than the server's.
  private static func misdirected(_ request: Request, logger: Logger) -> Response {
    logger.notice(
      "Refused a request for another host.",
      metadata: ["host": "\(request.head.authority ?? "none")"]
    )
    return Response(
      status: .misdirectedRequest,
      headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: "This server doesn't serve that host.\n"))
    )
  }
}
