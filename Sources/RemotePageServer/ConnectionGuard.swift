#if RemotePageServer
  import Synchronization

  /// Decides which requests the server answers: pages only for its own host names, and WebSocket
  /// upgrades only from its own origins, with a token that a page of this server (or of another
  /// process sharing its secret) was given.
  ///
  /// The server listens on loopback by default, but any page the user opens in a browser can try to
  /// reach it. Three checks keep other sites out:
  ///
  /// - **Host**: a page is served only when the `Host` header names this server (`127.0.0.1:PORT`,
  ///   `localhost:PORT`, a public origin given with `--public-origin`, …), so that a site whose name
  ///   is made to resolve to 127.0.0.1 (DNS rebinding) can't load the page and read its token.
  /// - **Origin**: a WebSocket upgrade must come from a page of this server: the browser's `Origin`
  ///   header must be one of ``allowedOrigins``. A request without one is refused too.
  /// - **Token**: each page gets a token of its own, which its script sends as the `token` query
  ///   parameter of the upgrade. A token is signed: a random page id and an expiry, with their
  ///   HMAC-SHA256 under the server's secret. Any process that has the secret accepts it until it
  ///   expires (``TokenSigner/lifetime``), for the page's first connection and its reconnections,
  ///   so a page served by one process behind a load balancer may connect to another. Without a
  ///   shared secret, each process makes a random one: only its own pages may connect.
  public final class ConnectionGuard: Sendable {
    private let origins = Mutex<Set<String>>([])
    private let extraOrigins: [String]
    private let host: String
    /// Signs and checks the tokens.
    public let signer: TokenSigner

    /// Creates the guard of a server.
    ///
    /// - Parameters:
    ///   - host: The address the server listens on, as given to `--host`.
    ///   - extraOrigins: More origins whose pages may connect (`--public-origin`), such as
    ///     `https://todos.example.com` for a server behind a proxy.
    ///   - signer: What signs and checks the tokens: by default a random secret of this process.
    public init(host: String, extraOrigins: [String] = [], signer: TokenSigner = TokenSigner()) {
      self.host = host
      self.extraOrigins = extraOrigins.map(Self.normalized)
      self.signer = signer
    }

    /// Sets the port the server listens on, which its origins include. Until it is set, every
    /// request is refused.
    public func serverStarted(port: Int) {
      let origins = Self.origins(host: self.host, port: port) + self.extraOrigins
      self.origins.withLock { $0 = Set(origins) }
    }

    /// The origins whose pages may connect: `http://127.0.0.1:8080`, …
    public var allowedOrigins: Set<String> {
      self.origins.withLock { $0 }
    }

    /// Whether a page may be served to a request with this `Host` header: the host of one of the
    /// ``allowedOrigins``.
    public func isAllowed(host: String?) -> Bool {
      guard let name = host?.lowercased() else { return false }
      return self.origins.withLock { origins in
        origins.contains("http://" + name) || origins.contains("https://" + name)
      }
    }

    /// Whether a WebSocket upgrade with this `Origin` header may go ahead.
    public func isAllowed(origin: String?) -> Bool {
      guard let origin else { return false }
      let normalized = Self.normalized(origin)
      return self.origins.withLock { $0.contains(normalized) }
    }

    /// Makes a new token for a page.
    public func issueToken() -> String {
      self.signer.issue()
    }

    /// Whether a token was signed with the server's secret and hasn't expired.
    public func isValid(token: String?) -> Bool {
      guard let token else { return false }
      return self.signer.isValid(token)
    }

    /// Lets a connection in with a token, if it is valid: a page's first connection or one of its
    /// reconnections, to this process or another with the same secret.
    ///
    /// - Returns: Whether the connection may go ahead.
    public func admit(token: String?) -> Bool {
      self.admittedPageID(token: token) != nil
    }

    /// The page id of a token ``admit(token:)`` lets in, or `nil`: the same on each of the
    /// page's connections, to any process with the same secret.
    public func admittedPageID(token: String?) -> String? {
      token.flatMap(self.signer.pageID(of:))
    }

    /// The origins a browser gives the pages of a server listening on `host` at `port`.
    static func origins(host: String, port: Int) -> [String] {
      let names: [String]
      switch host.lowercased() {
      case "127.0.0.1":
        names = ["127.0.0.1", "localhost"]
      case "::1", "[::1]":
        names = ["[::1]", "localhost"]
      case "localhost", "0.0.0.0", "::":
        // Every loopback name reaches the server (a wildcard address listens on loopback too).
        names = ["127.0.0.1", "localhost", "[::1]"]
      default:
        names = [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host.lowercased()]
      }
      return names.map { "http://\($0):\(port)" }
    }

    /// An origin as compared: lowercased, without a trailing slash.
    private static func normalized(_ origin: String) -> String {
      var origin = origin.lowercased()
      while origin.hasSuffix("/") {
        origin.removeLast()
      }
      return origin
    }
  }
#endif
