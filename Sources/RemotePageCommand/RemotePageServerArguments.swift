#if RemotePageServer
  import ArgumentParser
  import ComposableArchitecture
  import Foundation
  import RemotePageServer

  /// The command-line options of a program that serves a page with ``RemotePageServer``
  /// (`settings-web`, `todos-web`): where to listen, which other origins may connect, a latency to
  /// try slow links, and a time to stop after.
  ///
  /// ```swift
  /// @main struct TodosWebCommand: AsyncParsableCommand {
  ///   @OptionGroup var server: RemotePageServerArguments
  ///
  ///   func run() async throws {
  ///     try await self.server.run(name: "todos-web", title: "Todos", defaultPort: 8081,
  ///                               page: TodosPage.page, makeSession: TodosPage.makeSession)
  ///   }
  /// }
  /// ```
  public struct RemotePageServerArguments: ParsableArguments {
    @Option(help: "The address to listen on. Loopback only unless you say otherwise.")
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on (the program's own by default); 0 picks a free one.")
    public var port: Int?

    @Option(
      name: .customLong("latency-ms"),
      help: "Milliseconds to wait before handling each message from a page (to try a slow link)."
    )
    public var latencyMilliseconds = 0

    @Option(
      name: .customLong("public-origin"),
      help: """
        An origin pages are served under besides the server's own, such as \
        https://todos.example.com behind a proxy: its pages may connect. Repeatable.
        """
    )
    public var publicOrigins: [String] = []

    @Option(
      name: .customLong("allowed-origin"),
      help: ArgumentHelp("The former name of --public-origin.", visibility: .hidden)
    )
    public var allowedOrigins: [String] = []

    @Option(
      name: .customLong("token-secret-file"),
      help: """
        A file whose bytes (32 or more) sign pages' tokens, shared by the processes behind one \
        load balancer so that each accepts the others' pages. Without it, a random secret of \
        this process.
        """
    )
    public var tokenSecretFile: String?

    @Option(
      name: .customLong("token-lifetime-hours"),
      help: "How long a page's token lets it connect and reconnect, in hours."
    )
    public var tokenLifetimeHours = 24

    @Option(
      name: .customLong("stop-after"),
      help: "Stop by itself after this many seconds (for tests)."
    )
    public var stopAfterSeconds: Int?

    public init() {}

    public func validate() throws {
      if let port = self.port, !(0...65_535).contains(port) {
        throw ValidationError("--port must be between 0 and 65535.")
      }
      guard (0...60_000).contains(self.latencyMilliseconds) else {
        throw ValidationError("--latency-ms must be between 0 and 60000.")
      }
      if let stopAfterSeconds = self.stopAfterSeconds, stopAfterSeconds <= 0 {
        throw ValidationError("--stop-after must be a positive number of seconds.")
      }
      for origin in self.publicOrigins + self.allowedOrigins
      where !Self.isOrigin(origin) {
        throw ValidationError(
          "--public-origin takes an origin such as https://name or http://name:8080, not '\(origin)'."
        )
      }
      guard (1...(24 * 365)).contains(self.tokenLifetimeHours) else {
        throw ValidationError("--token-lifetime-hours must be between 1 and 8760.")
      }
      if let path = self.tokenSecretFile {
        do {
          _ = try TokenSigner(secretFile: URL(fileURLWithPath: path))
        } catch {
          throw ValidationError("--token-secret-file: \(error)")
        }
      }
    }

    /// Whether a text is an origin: a scheme, `://`, a host and maybe a port, with no path.
    private static func isOrigin(_ text: String) -> Bool {
      for scheme in ["http://", "https://"] where text.lowercased().hasPrefix(scheme) {
        var rest = text.dropFirst(scheme.count)
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        return !rest.isEmpty && !rest.contains("/") && !rest.contains("?") && !rest.contains("#")
      }
      return false
    }

    /// The server's options.
    ///
    /// - Parameters:
    ///   - name: The program's name, the label of its log messages.
    ///   - defaultPort: The port to listen on when `--port` isn't given.
    /// - Throws: ``TokenSigner/SecretError`` when the token secret's file can't be used.
    public func options(
      name: String,
      defaultPort: Int
    ) throws(TokenSigner.SecretError) -> RemotePageServer.Options {
      var options = RemotePageServer.Options(name: name)
      options.host = self.host
      options.port = self.port ?? defaultPort
      options.latency = .milliseconds(self.latencyMilliseconds)
      options.extraOrigins = self.publicOrigins + self.allowedOrigins
      let lifetime = Duration.seconds(self.tokenLifetimeHours * 60 * 60)
      if let path = self.tokenSecretFile {
        options.tokenSigner = try TokenSigner(secretFile: URL(fileURLWithPath: path), lifetime: lifetime)
      } else {
        options.tokenSigner = TokenSigner(lifetime: lifetime)
      }
      options.stopAfter = self.stopAfterSeconds.map { .seconds($0) }
      return options
    }

    /// Runs the server until it is stopped, printing `"<title> is at <address>"` once it listens.
    /// When the server can't run (a port in use), says why on standard error and exits with a
    /// failure.
    ///
    /// - Parameters:
    ///   - name: The program's name, such as `todos-web`.
    ///   - title: What the page is, for the address line: `Todos`.
    ///   - defaultPort: The port to listen on when `--port` isn't given.
    ///   - page: The page and its files.
    ///   - actionLedger: Where the processes that share the pages' state record the actions they
    ///     apply (``RemotePageServer/Options/actionLedger``), such as `PostgresSharedDatabase`.
    ///   - makeSession: Makes the session of each page.
    public func run(
      name: String,
      title: String,
      defaultPort: Int,
      page: RemotePageServer.Page,
      actionLedger: (any RemoteActionLedger)? = nil,
      makeSession: @escaping RemotePageServer.SessionFactory
    ) async throws {
      var options: RemotePageServer.Options
      do {
        options = try self.options(name: name, defaultPort: defaultPort)
        options.actionLedger = actionLedger
      } catch {
        FileHandle.standardError.write(Data("\(name): --token-secret-file: \(error)\n".utf8))
        throw ExitCode.failure
      }
      do {
        try await RemotePageServer.run(page: page, options: options, makeSession: makeSession) { url in
          // Written at once, unbuffered: tests read the address from a pipe.
          FileHandle.standardOutput.write(Data("\(title) is at \(url)\n".utf8))
        }
      } catch {
        FileHandle.standardError.write(
          Data(
            """
            \(name): the server on \(options.host) port \(options.port) stopped: \(error)
            (For a port in use, choose another with --port; --port 0 picks a free one.)

            """.utf8
          )
        )
        throw ExitCode.failure
      }
    }
  }

#endif

#if RemotePageServer && !canImport(Darwin)
  import ArgumentParser
  import ComposableArchitecture
  import RemotePageServer
  import SwiftUI

  extension RemotePageServerArguments {
    /// Serves a SwiftUI view until it is stopped, printing `"<title> is at <address>"` once it
    /// listens: each page shows the view `view` makes (see ``RemotePageServer/run(title:options:styleSheets:view:started:)``).
    ///
    /// ```swift
    /// @main struct SettingsWebCommand: AsyncParsableCommand {
    ///   @OptionGroup var server: RemotePageServerArguments
    ///
    ///   func run() async throws {
    ///     try await self.server.run(name: "settings-web", title: "Settings", defaultPort: 8080) {
    ///       SettingsView(store: Store(initialState: Settings.State()) { Settings() })
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The program's name, such as `settings-web`.
    ///   - title: What the page is, for the address line and the page's first title.
    ///   - defaultPort: The port to listen on when `--port` isn't given.
    ///   - styleSheets: The app's style sheets, served after the default one.
    ///   - actionLedger: Where the processes that share the pages' state record the actions
    ///     they apply.
    ///   - view: Makes the view of a page, on the main actor.
    public func run<Content: View>(
      name: String,
      title: String,
      defaultPort: Int,
      styleSheets: [RemotePageServer.Asset] = [],
      actionLedger: (any RemoteActionLedger)? = nil,
      view: @escaping @MainActor @Sendable () -> Content
    ) async throws {
      try await self.run(
        name: name,
        title: title,
        defaultPort: defaultPort,
        page: RemotePageServer.viewPage(title: title, styleSheets: styleSheets),
        actionLedger: actionLedger,
        makeSession: { send in RemoteViewSession(content: view, send: send) }
      )
    }
  }
#endif
