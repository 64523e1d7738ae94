#if RemotePageServer
  import Synchronization

  /// Decides which requests the server answers: pages only for its own host names, and WebSocket
  /// upgrades only from its own origins, with a token that one of its pages was given.
  ///
  /// The server listens on loopback by default, but any page the user opens in a browser can try to
  /// reach it. Three checks keep other sites out:
  ///
  /// - **Host**: a page is served only when the `Host` header names this server (`127.0.0.1:PORT`,
  ///   `localhost:PORT`, …), so that a site whose name is made to resolve to 127.0.0.1 (DNS
  ///   rebinding) can't load the page and read its token.
  /// - **Origin**: a WebSocket upgrade must come from a page of this server: the browser's `Origin`
  ///   header must be one of ``allowedOrigins``. A request without one is refused too.
  /// - **Token**: each page gets a random token of its own, which its script sends as the `token`
  ///   query parameter of the upgrade; an upgrade without one the server issued is refused. A token
  ///   stays valid for ``tokenLimit`` later page loads if no connection uses it; once a connection
  ///   has used it, it is the page's, valid for the page's reconnections until ``pageTokenLimit``
  ///   other pages have connected since its last one.
  public final class ConnectionGuard: Sendable {
    /// How many of the most recently issued tokens stay valid before a connection uses them.
    public static let tokenLimit = 256
    /// How many tokens that connections used stay valid, for the reconnections of their pages:
    /// more than the 10,000 pages a server is measured with (see load/run.sh).
    public static let pageTokenLimit = 12_288

    private struct State {
      var origins: Set<String> = []
      /// Issued tokens that no connection has used yet, oldest first.
      var issued: [String] = []
      /// Tokens that connections used, with when they last did (a count of admissions). Its room
      /// is made once: it neither grows nor leaves freed memory behind as pages come and go.
      var pages: [PageToken: UInt64] = Dictionary(minimumCapacity: ConnectionGuard.pageTokenLimit + 1)
      var admissions: UInt64 = 0
    }

    /// A token as the four numbers its text writes in hexadecimal: 32 bytes kept per page.
    private struct PageToken: Hashable {
      let first, second, third, fourth: UInt64

      /// The token of a text of 64 hexadecimal digits, or `nil`.
      init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 64, utf8.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else {
          return nil
        }
        func word(_ index: Int) -> UInt64? {
          UInt64(String(decoding: utf8[(index * 16)..<(index * 16 + 16)], as: UTF8.self), radix: 16)
        }
        guard let first = word(0), let second = word(1), let third = word(2), let fourth = word(3)
        else { return nil }
        (self.first, self.second, self.third, self.fourth) = (first, second, third, fourth)
      }
    }

    private let state = Mutex(State())
    private let extraOrigins: [String]
    private let host: String

    /// Creates the guard of a server.
    ///
    /// - Parameters:
    ///   - host: The address the server listens on, as given to `--host`.
    ///   - extraOrigins: More origins whose pages may connect (`--allowed-origin`), such as
    ///     `http://my-machine.local:8080`.
    public init(host: String, extraOrigins: [String] = []) {
      self.host = host
      self.extraOrigins = extraOrigins.map(Self.normalized)
    }

    /// Sets the port the server listens on, which its origins include. Until it is set, every
    /// request is refused.
    public func serverStarted(port: Int) {
      let origins = Self.origins(host: self.host, port: port) + self.extraOrigins
      self.state.withLock { $0.origins = Set(origins) }
    }

    /// The origins whose pages may connect: `http://127.0.0.1:8080`, …
    public var allowedOrigins: Set<String> {
      self.state.withLock { $0.origins }
    }

    /// Whether a page may be served to a request with this `Host` header.
    public func isAllowed(host: String?) -> Bool {
      guard let host else { return false }
      let origin = "http://" + host.lowercased()
      return self.state.withLock { $0.origins.contains(origin) }
    }

    /// Whether a WebSocket upgrade with this `Origin` header may go ahead.
    public func isAllowed(origin: String?) -> Bool {
      guard let origin else { return false }
      let normalized = Self.normalized(origin)
      return self.state.withLock { $0.origins.contains(normalized) }
    }

    /// Makes a new token for a page, and remembers it.
    public func issueToken() -> String {
      var generator = SystemRandomNumberGenerator()
      let token = (0..<4).map { _ in
        let word = String(generator.next() as UInt64, radix: 16)
        return String(repeating: "0", count: 16 - word.count) + word
      }.joined()
      self.state.withLock { state in
        state.issued.append(token)
        if state.issued.count > Self.tokenLimit {
          state.issued.removeFirst(state.issued.count - Self.tokenLimit)
        }
      }
      return token
    }

    /// Whether a token is one the server issued and is still valid.
    public func isValid(token: String?) -> Bool {
      guard let token, token.utf8.count == 64 else { return false }
      return self.state.withLock { state in
        PageToken(token).map { state.pages[$0] != nil } == true
          || state.issued.contains { Self.constantTimeEqual($0, token) }
      }
    }

    /// Lets a connection in with a token, if it is valid: the token is then its page's, valid for
    /// the page's reconnections (see ``pageTokenLimit``).
    ///
    /// Tokens that connections used are looked up in a hashed set. Unlike comparing strings, that
    /// takes time that may depend on the token, but a hash with a per-process random seed of a
    /// 256-bit random token tells nothing about the other tokens.
    ///
    /// - Returns: Whether the connection may go ahead.
    public func admit(token: String?) -> Bool {
      guard let token, let pageToken = PageToken(token) else { return false }
      return self.state.withLock { state in
        if state.pages[pageToken] == nil {
          guard let index = state.issued.firstIndex(where: { Self.constantTimeEqual($0, token) })
          else { return false }
          state.issued.remove(at: index)
        }
        state.admissions += 1
        state.pages[pageToken] = state.admissions
        if state.pages.count > Self.pageTokenLimit {
          // Forget the least recently used quarter at once, so that this sort is rare.
          let oldest = state.pages.sorted { $0.value < $1.value }.prefix(Self.pageTokenLimit / 4)
          for (token, _) in oldest {
            state.pages[token] = nil
          }
        }
        return true
      }
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

    /// Compares two strings of the same length in time that doesn't depend on where they differ.
    private static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
      let a = Array(a.utf8)
      let b = Array(b.utf8)
      guard a.count == b.count else { return false }
      var difference: UInt8 = 0
      for index in a.indices {
        difference |= a[index] ^ b[index]
      }
      return difference == 0
    }
  }
#endif
