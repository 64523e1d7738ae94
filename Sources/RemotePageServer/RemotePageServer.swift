#if RemotePageServer
  import ComposableArchitecture
  import Dispatch
  import Foundation
  import Logging
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import NIOWebSocket

  /// A SwiftNIO server for a page whose form is bound to a store on the server: the page, the
  /// generic page script, the page's other files, and the WebSocket through which each page talks
  /// to a session of its own.
  ///
  /// ```swift
  /// try await RemotePageServer.run(page: page, options: options) { send in
  ///   RemoteSession(store: Store(initialState: Todos.State()) { Todos() },
  ///                 feature: Todos.remoteFeature, send: send)
  /// } started: { url in print("Open \(url)") }
  /// ```
  ///
  /// Routes:
  /// - `/`: the page's HTML template with `{{token}}` (the page's WebSocket token) and the page's
  ///   other placeholders filled in;
  /// - `/remote-bindings.js`: the generic page script;
  /// - each of the page's assets (its style sheet, …) at its path;
  /// - `/ws?token=…`: the WebSocket. An upgrade must come from a page of this server (its `Origin`)
  ///   with a token the server gave one of its pages (``ConnectionGuard``). Each connection runs one
  ///   session, made by the factory on the main actor, fed with the page's messages in order.
  ///
  /// A page costs its connection (NIO handlers on an event loop) and its session, and no task: the
  /// pages' messages reach their sessions in batches, one main-actor job for all the messages that
  /// came in meanwhile, and the sessions' messages go back in one hop per page (`RemotePageHub`).
  ///
  /// A page that doesn't read what it is sent (its send buffer full, then more than
  /// ``Options/maximumQueuedBytes`` or ``Options/maximumQueuedMessages`` waiting; a waiting rows
  /// message is replaced by a newer one for the same rows) or that sends more than
  /// ``Options/maximumMessagesPerSecond`` messages in one second is closed with status 1008
  /// (policy violation), and the server logs why.
  public enum RemotePageServer {
    /// Makes the session of a new connection, on the main actor.
    ///
    /// - Parameter send: Sends a text message to the page. Messages are sent in the order they are
    ///   given; after the connection ends they are dropped.
    /// - Returns: The session. The server calls its `start()` at once, `receive(_:)` or
    ///   `receiveBinary(size:)` for each message from the page, and `stop()` when the connection
    ///   ends.
    public typealias SessionFactory =
      @MainActor @Sendable (_ send: @escaping @MainActor (String) -> Void) ->
      any RemoteSessionProtocol

    /// Where and how the server listens, and what it tolerates from a page.
    public struct Options: Sendable {
      /// The label of the server's log messages, such as `settings-web`.
      public var name: String
      /// The address to listen on: loopback by default.
      public var host = "127.0.0.1"
      /// The port to listen on; 0 picks a free one.
      public var port = 8080
      /// Time the server waits before it handles each message from a page, to try the page on a
      /// slow connection.
      public var latency = Duration.zero
      /// Origins besides the server's own whose pages may connect: the origins pages are served
      /// under behind a proxy, such as `https://todos.example.com`.
      public var extraOrigins: [String] = []
      /// Signs and checks pages' tokens: by default with a random secret of this process. Give
      /// processes behind one load balancer the same secret, so that each accepts the others'
      /// pages.
      public var tokenSigner = TokenSigner()
      /// The largest WebSocket frame, and message, accepted: larger ones close the connection with
      /// status 1009. The session may have a smaller limit of its own, which it answers with a
      /// refusal.
      public var maximumFrameSize = 16_384
      /// How long to run before stopping by itself, or `nil` to run until `SIGTERM` or `SIGINT`.
      public var stopAfter: Duration?
      /// How many messages may wait for a page to read them, beyond its connection's send buffer
      /// (a rows message replaced by a newer one for the same rows not counted). A page that
      /// falls this far behind isn't reading: its connection is closed.
      public var maximumQueuedMessages = 16_384
      /// How many bytes of messages may wait for a page to read them, beyond its connection's
      /// send buffer: 1 MiB. A page that falls this far behind isn't reading: its connection is
      /// closed. (A page showing a list that 1,000 pages add to at once is sent about 200 KB.)
      public var maximumQueuedBytes = 1 << 20
      /// How many messages a page may send in one second. A page that sends more is flooding the
      /// server: its connection is closed.
      public var maximumMessagesPerSecond = 1_000
      /// Where the processes that share the pages' state record the actions they apply (such as
      /// `PostgresSharedDatabase`), given to each session: a page that reconnects to any of them
      /// and sends an unanswered action again has it applied once. `nil` when the state isn't
      /// shared by other processes: those this process applied (``RemoteAppliedActions/shared``)
      /// are the only ones. When its lookup throws or takes longer than ``actionLedgerTimeout``,
      /// the actions it was asked about are refused (the page is told they may have been
      /// applied).
      public var actionLedger: (any RemoteActionLedger)?
      /// How long a page's connection waits for ``actionLedger``'s lookup: 2 seconds.
      public var actionLedgerTimeout = Duration.seconds(2)

      /// Options with the defaults.
      ///
      /// - Parameter name: The label of the server's log messages, such as `settings-web`.
      public init(name: String) {
        self.name = name
      }
    }

    /// A file the server serves beside the page.
    public struct Asset: Sendable {
      /// The file's path, such as `/settings.css`.
      public var path: String
      /// The `Content-Type` it is served with.
      public var contentType: String
      /// The file's text.
      public var text: String

      /// Creates an asset.
      ///
      /// - Parameters:
      ///   - path: The file's path, such as `/settings.css`.
      ///   - contentType: The `Content-Type` it is served with.
      ///   - text: The file's text.
      public init(path: String, contentType: String, text: String) {
        self.path = path
        self.contentType = contentType
        self.text = text
      }

      /// A style sheet.
      ///
      /// - Parameters:
      ///   - path: The style sheet's path, such as `/settings.css`.
      ///   - text: The style sheet.
      public static func styleSheet(_ path: String, _ text: String) -> Self {
        Self(path: path, contentType: "text/css; charset=utf-8", text: text)
      }

      /// A script.
      ///
      /// - Parameters:
      ///   - path: The script's path, such as `/page.js`.
      ///   - text: The script.
      public static func script(_ path: String, _ text: String) -> Self {
        Self(path: path, contentType: "text/javascript; charset=utf-8", text: text)
      }
    }

    /// What the server serves: the page and its files.
    public struct Page: Sendable {
      /// The page's HTML, with `{{token}}` where the page's WebSocket token goes (in its
      /// `<meta name="remote-bindings-socket" content="/ws?token={{token}}">`).
      public var template: String
      /// More placeholders of the template, by name (`"digestOptions"` fills `{{digestOptions}}`),
      /// asked for each page served. Their values are inserted as they are: escape text for HTML.
      public var placeholders: @Sendable () -> [String: String]
      /// The page's other files: its style sheet, …
      public var assets: [Asset]
      /// Whether the page's elements may have `style` attributes. The content security policy
      /// still refuses `<style>` elements and every script but the page's own files; a view page
      /// needs the attributes for what its modifiers set (`padding`, `frame`, colors).
      public var allowsStyleAttributes: Bool

      /// Creates a page.
      ///
      /// - Parameters:
      ///   - template: The page's HTML, with `{{token}}` where the page's WebSocket token goes.
      ///   - assets: The page's other files: its style sheet, …
      ///   - allowsStyleAttributes: Whether the page's elements may have `style` attributes.
      ///   - placeholders: More placeholders of the template, by name, asked for each page served;
      ///     their values are inserted as they are.
      public init(
        template: String,
        assets: [Asset] = [],
        allowsStyleAttributes: Bool = false,
        placeholders: @escaping @Sendable () -> [String: String] = { [:] }
      ) {
        self.template = template
        self.assets = assets
        self.allowsStyleAttributes = allowsStyleAttributes
        self.placeholders = placeholders
      }

      /// The page for a token: `{{token}}` and the other placeholders filled in.
      ///
      /// - Parameter token: The page's WebSocket token.
      public func html(token: String) -> String {
        var html = self.template.replacingOccurrences(of: "{{token}}", with: escapedForHTML(token))
        for (name, value) in self.placeholders() {
          html = html.replacingOccurrences(of: "{{\(name)}}", with: value)
        }
        return html
      }
    }

    /// The path of the generic page script.
    public static let scriptPath = "/remote-bindings.js"

    /// Runs the server until it gets `SIGTERM` or `SIGINT`, or until ``Options/stopAfter`` has
    /// passed.
    ///
    /// - Parameters:
    ///   - page: The page and its files.
    ///   - options: Where to listen, and how.
    ///   - makeSession: Makes the session of each WebSocket connection, on the main actor.
    ///   - started: Called with the page's address (`http://127.0.0.1:8080/`) once the server
    ///     listens.
    public static func run(
      page: Page,
      options: Options,
      makeSession: @escaping SessionFactory,
      started: @escaping @Sendable (_ url: String) -> Void
    ) async throws {
      // Linking MallocControl limits glibc's malloc to 2 arenas from before `main` (a limit set
      // here would come too late), and the hub's MemoryTrimmer gives the memory of closed pages
      // back to the system (see load/run.sh's churn phase).
      let logger = {
        var logger = Logger(label: options.name)
        logger.logLevel = .info
        return logger
      }()
      let connectionGuard = ConnectionGuard(
        host: options.host,
        extraOrigins: options.extraOrigins,
        signer: options.tokenSigner
      )
      let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
      let server: any Channel
      do {
        server = try await Self.bootstrap(
          group: group,
          page: page,
          options: options,
          connectionGuard: connectionGuard,
          hub: RemotePageHub(makeSession: makeSession),
          logger: logger
        )
        .bind(host: options.host, port: options.port)
        .get()
      } catch {
        try? await group.shutdownGracefully()
        throw error
      }
      let port = server.localAddress?.port ?? options.port
      connectionGuard.serverStarted(port: port)
      started((ConnectionGuard.origins(host: options.host, port: port).first ?? "") + "/")
      if await Self.stopSignal(after: options.stopAfter) == .stopAfter {
        logger.notice("Stopping: --stop-after has passed.")
      }
      try? await server.close()
      try await group.shutdownGracefully()
    }

    /// The server's bootstrap: each connection answers HTTP requests for the page and its files,
    /// and upgrades to the page's WebSocket when the guard lets it.
    static func bootstrap(
      group: MultiThreadedEventLoopGroup,
      page: Page,
      options: Options,
      connectionGuard: ConnectionGuard,
      hub: RemotePageHub,
      logger: Logger
    ) -> ServerBootstrap {
      let assets = [Asset.script(Self.scriptPath, GenericScript.text)] + page.assets
      let routes = RemotePageHTTPHandler.Routes(
        page: page,
        assets: Dictionary(assets.map { ($0.path, $0) }) { first, _ in first },
        connectionGuard: connectionGuard,
        refused: { host in
          logger.notice("Refused a request for another host.", metadata: ["host": "\(host ?? "none")"])
        }
      )
      let limits = RemotePageSocketHandler.Limits(
        latency: options.latency,
        maximumQueuedMessages: options.maximumQueuedMessages,
        maximumQueuedBytes: options.maximumQueuedBytes,
        maximumMessagesPerSecond: options.maximumMessagesPerSecond
      )
      let maximumFrameSize = options.maximumFrameSize
      return ServerBootstrap(group: group)
        .serverChannelOption(.backlog, value: 256)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
        // A connection keeps its receive buffer between reads. Pages' messages are small, so it
        // starts at 256 bytes rather than NIO's 2 KB (measured with heaptrack: 2 KB of each idle
        // page's memory); it grows when reads fill it.
        .childChannelOption(
          .recvAllocator,
          value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 256, maximum: 65_536)
        )
        .childChannelInitializer { channel in
          channel.eventLoop.makeCompletedFuture {
            // What the upgrade found of the page, for its session.
            let pageConnection = LockIsolated<RemotePageConnection?>(nil)
            let upgrader = NIOWebSocketServerUpgrader(
              maxFrameSize: maximumFrameSize,
              automaticErrorHandling: true,
              shouldUpgrade: { channel, head in
                guard
                  let pageID = Self.admittedPageID(head, connectionGuard: connectionGuard, logger: logger)
                else {
                  return channel.eventLoop.makeSucceededFuture(nil)
                }
                // A page that reconnects names the actions it sends again: which were applied is
                // found before its session starts.
                let seqs = Self.actionsSentAgain(head.uri)
                guard !seqs.isEmpty else {
                  pageConnection.setValue(RemotePageConnection(pageID: pageID, ledger: options.actionLedger))
                  return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
                }
                let promise = channel.eventLoop.makePromise(of: HTTPHeaders?.self)
                promise.completeWithTask {
                  let found = await Self.pageConnection(
                    pageID: pageID, actionsSentAgain: seqs, options: options, logger: logger
                  )
                  pageConnection.setValue(found)
                  return HTTPHeaders()
                }
                return promise.futureResult
              },
              upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                  try channel.pipeline.syncOperations.addHandlers([
                    NIOWebSocketFrameAggregator(
                      minNonFinalFragmentSize: 0,
                      maxAccumulatedFrameCount: 64,
                      maxAccumulatedFrameSize: maximumFrameSize
                    ),
                    RemotePageSocketHandler(
                      hub: hub,
                      limits: limits,
                      logger: logger,
                      pageConnection: pageConnection.value
                    ),
                  ])
                }
              }
            )
            let pipeline = channel.pipeline.syncOperations
            try pipeline.configureHTTPServerPipeline(
              withServerUpgrade: (
                upgraders: [upgrader],
                completionHandler: { context in
                  context.pipeline.syncOperations.removeHandler(name: Self.httpHandlerName, promise: nil)
                }
              )
            )
            try pipeline.addHandler(RemotePageHTTPHandler(routes: routes), name: Self.httpHandlerName)
          }
        }
    }

    private static let httpHandlerName = "remote-page-http"

    /// Whether a WebSocket upgrade may go ahead: from a page of this server (its `Origin`), to
    /// `/ws`, with a token the server gave one of its pages. Refused upgrades are answered as
    /// plain requests: 400 for `/ws`.
    static func allowsUpgrade(
      _ head: HTTPRequestHead,
      connectionGuard: ConnectionGuard,
      logger: Logger
    ) -> Bool {
      Self.admittedPageID(head, connectionGuard: connectionGuard, logger: logger) != nil
    }

    /// The id of the page whose WebSocket upgrade may go ahead (see
    /// ``allowsUpgrade(_:connectionGuard:logger:)``), or `nil`.
    static func admittedPageID(
      _ head: HTTPRequestHead,
      connectionGuard: ConnectionGuard,
      logger: Logger
    ) -> String? {
      let origin = head.headers.first(name: "origin")
      guard connectionGuard.isAllowed(origin: origin) else {
        logger.notice(
          "Refused a WebSocket upgrade from another origin.",
          metadata: ["origin": "\(origin ?? "none")"]
        )
        return nil
      }
      guard let (path, token) = Self.webSocketPathAndToken(head.uri), path == "/ws" else {
        return nil
      }
      guard let pageID = connectionGuard.admittedPageID(token: token) else {
        logger.notice(
          "Refused a WebSocket upgrade without a token this server issued.",
          metadata: ["token": "\(token == nil ? "missing" : "unknown")"]
        )
        return nil
      }
      // The page script names its load of the page: two tabs holding one token (one restored
      // from the cache) are two pages.
      if let instance = Self.queryParameter("instance", in: head.uri),
        (1...32).contains(instance.count),
        instance.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
      {
        return pageID + "-" + instance
      }
      return pageID
    }

    /// The value of a query parameter of a request target, as it is written.
    static func queryParameter(_ name: String, in target: String) -> Substring? {
      guard let query = target.split(separator: "?", maxSplits: 1).dropFirst().first else {
        return nil
      }
      return query.split(separator: "&")
        .first { $0.hasPrefix(name + "=") }
        .map { $0.dropFirst(name.count + 1) }
    }

    /// The `seq`s of the actions a page that reconnects sends again, from its upgrade's `again`
    /// query parameter (`/ws?token=…&again=8,9`): none when there is no such parameter, or when
    /// it isn't a list of at most ``RemotePageConnection/maximumActionsSentAgain`` whole numbers
    /// (the actions are then refused, as ones the server can't tell about).
    static func actionsSentAgain(_ target: String) -> [Int] {
      guard let parameter = Self.queryParameter("again", in: target) else { return [] }
      let list = parameter
        .replacingOccurrences(of: "%2C", with: ",")
        .replacingOccurrences(of: "%2c", with: ",")
      let parts = list.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= RemotePageConnection.maximumActionsSentAgain else { return [] }
      var seqs: [Int] = []
      for part in parts {
        guard part.count <= 18, let seq = Int(part), seq >= 0 else { return [] }
        seqs.append(seq)
      }
      return seqs
    }

    /// What the server knows of a page that reconnects: which of the actions it sends again were
    /// applied, by this process or, through ``Options/actionLedger``, by another.
    static func pageConnection(
      pageID: String,
      actionsSentAgain seqs: [Int],
      options: Options,
      appliedHere: RemoteAppliedActions = .shared,
      logger: Logger
    ) async -> RemotePageConnection {
      let here = appliedHere.applied(page: pageID, among: seqs)
      var connection = RemotePageConnection(pageID: pageID, ledger: options.actionLedger)
      for seq in here {
        connection.actionsSentAgain[seq] = true
      }
      let others = seqs.filter { !here.contains($0) }
      guard !others.isEmpty else { return connection }
      guard let ledger = options.actionLedger else {
        for seq in others {
          connection.actionsSentAgain[seq] = false
        }
        return connection
      }
      let result = await Self.firstResult(within: options.actionLedgerTimeout) {
        try await ledger.applied(page: pageID, among: others)
      }
      switch result {
      case let .success(applied):
        for seq in others {
          connection.actionsSentAgain[seq] = applied.contains(seq)
        }
      case let .failure(error):
        // Unknown: the session refuses them, and the page says they may have been applied.
        logger.notice(
          "Couldn't tell whether a reconnected page's actions were applied.",
          metadata: ["error": "\(error)", "actions": "\(others.count)"]
        )
      }
      return connection
    }

    /// The result of an operation, or a failure once `timeout` has passed, whichever comes
    /// first: an operation that ignores cancellation (a query to a database that hangs) is left
    /// to finish in the background, its result dropped.
    static func firstResult<T: Sendable>(
      within timeout: Duration,
      _ operation: @escaping @Sendable () async throws -> T
    ) async -> Result<T, any Error> {
      let isResumed = LockIsolated(false)
      return await withCheckedContinuation { continuation in
        let resume: @Sendable (Result<T, any Error>) -> Void = { result in
          let isFirst = isResumed.withValue { isResumed in
            defer { isResumed = true }
            return !isResumed
          }
          if isFirst {
            continuation.resume(returning: result)
          }
        }
        let work = Task {
          do {
            resume(.success(try await operation()))
          } catch {
            resume(.failure(error))
          }
        }
        Task {
          try? await Task.sleep(for: timeout)
          work.cancel()
          resume(.failure(LookupTimedOut(after: timeout)))
        }
      }
    }

    /// The lookup of a page's applied actions took too long.
    struct LookupTimedOut: Error, CustomStringConvertible {
      let after: Duration
      var description: String { "no answer after \(self.after)" }
    }

    /// Why the server stops.
    enum StopReason: Sendable {
      case signal
      case stopAfter
    }

    /// Waits for `SIGTERM` or `SIGINT`, or until `duration` has passed.
    static func stopSignal(after duration: Duration?) async -> StopReason {
      let (reasons, continuation) = AsyncStream.makeStream(of: StopReason.self)
      var sources: [any DispatchSourceSignal] = []
      for number in [SIGTERM, SIGINT] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { continuation.yield(.signal) }
        source.resume()
        sources.append(source)
      }
      let timer = duration.map { duration in
        Task {
          try await Task.sleep(for: duration)
          continuation.yield(.stopAfter)
        }
      }
      var iterator = reasons.makeAsyncIterator()
      let reason = await iterator.next() ?? .signal
      timer?.cancel()
      for source in sources {
        source.cancel()
      }
      return reason
    }

    /// The path of a WebSocket upgrade's request target and its `token` query parameter:
    /// `/ws?token=abc` → (`/ws`, `abc`).
    static func webSocketPathAndToken(_ target: String?) -> (path: String, token: String?)? {
      guard let target else { return nil }
      let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
      return (String(path), Self.queryParameter("token", in: target).map(String.init))
    }
  }

  /// Text escaped for HTML, in an element or a quoted attribute.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text with `&`, `<`, `>`, `"` and `'` replaced by entities.
  public func escapedForHTML(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
#endif
