import Foundation
import PostgresNIO
import SharingPostgres
import Testing

// TLS to PostgreSQL, as libpq's `sslmode` and `sslrootcert` say.

private let databaseURL = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"]

/// The URL's parts that need no server.
struct PostgresTLSConfigurationTests {
  @Test func urlsTakeLibpqsSSLModeAndRootCertificate() throws {
    let defaults = try PostgresSharedDatabase.Configuration(url: "postgres://tca@db/todos")
    #expect(defaults.sslMode == .prefer)
    #expect(defaults.sslRootCertificate == nil)
    #expect(defaults.redactedURL == "postgres://tca@db:5432/todos?sslmode=prefer")

    let full = try PostgresSharedDatabase.Configuration(
      url: "postgres://tca@db/todos?sslmode=verify-full&sslrootcert=/etc/db/root.crt"
    )
    #expect(full.sslMode == .verifyFull)
    #expect(full.sslRootCertificate == "/etc/db/root.crt")
    #expect(
      full.redactedURL
        == "postgres://tca@db:5432/todos?sslmode=verify-full&sslrootcert=/etc/db/root.crt"
    )
    for mode in PostgresSharedDatabase.Configuration.SSLMode.allCases {
      let configuration = try PostgresSharedDatabase.Configuration(
        url: "postgres://tca@db/todos?sslmode=\(mode.rawValue)"
      )
      #expect(configuration.sslMode == mode)
    }
  }

  @Test func badTLSItemsAreRefusedSayingWhy() {
    let cases = [
      "allow": "sslmode must be one of disable, prefer, require, verify-ca, verify-full, not 'allow'",
      "sslmode=": "sslmode must be one of disable, prefer, require, verify-ca, verify-full, not ''",
      "sslrootcert=": "sslrootcert must name a file (or be 'system')",
      "sslcert=client.crt": "the query item 'sslcert' is not supported (sslmode and sslrootcert are)",
    ]
    for (query, reason) in cases {
      let item = query.contains("=") ? query : "sslmode=\(query)"
      let url = "postgres://tca@db/todos?\(item)"
      #expect {
        _ = try PostgresSharedDatabase.Configuration(url: url)
      } throws: { error in
        "\(error)" == "Invalid PostgreSQL URL '\(url)': \(reason)."
      }
    }
  }

  @Test func aModeThatChecksTheCertificateNeedsARootCertificate() throws {
    let defaultFile = FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".postgresql/root.crt").path
    try #require(
      !FileManager.default.fileExists(atPath: defaultFile),
      "\(defaultFile) exists: libpq's default root certificate would be used"
    )
    for mode in ["verify-ca", "verify-full"] {
      #expect {
        _ = try PostgresSharedDatabase(url: "postgres://tca@db/todos?sslmode=\(mode)")
      } throws: { error in
        "\(error)" == """
          The PostgreSQL connection's TLS can't be set up: sslmode=\(mode) checks the server's \
          certificate against a root certificate, and there is none: name its file with \
          sslrootcert=PATH (or sslrootcert=system for the system's), or put it in \
          \(defaultFile).
          """
      }
    }
    // `require` without a root certificate encrypts without checking, as libpq's does.
    _ = try PostgresSharedDatabase(url: "postgres://tca@db/todos?sslmode=require")
  }

  @Test func anUnreadableRootCertificateIsReported() throws {
    let missing = "/nonexistent/root.crt"
    #expect {
      _ = try PostgresSharedDatabase(
        url: "postgres://tca@db/todos?sslmode=verify-full&sslrootcert=\(missing)"
      )
    } throws: { error in
      "\(error)".hasPrefix(
        """
        The PostgreSQL connection's TLS can't be set up: the root certificate file \
        '\(missing)' (sslrootcert) can't be read:
        """
      )
    }
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-root-\(UUID().uuidString).crt")
    try Data().write(to: empty)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(throws: PostgresSharedDatabaseError.self) {
      _ = try PostgresSharedDatabase(
        url: "postgres://tca@db/todos?sslmode=verify-ca&sslrootcert=\(empty.path)"
      )
    }
  }
}

/// Against the server of `postgres/start.sh`, which accepts TLS alone, with a certificate for
/// `localhost` signed by the root certificate its URL names (`sslmode=verify-full`).
@Suite(
  .enabled(
    if: databaseURL?.contains("@localhost:") == true
      && databaseURL?.contains("sslmode=verify-full") == true,
    "TCA_POSTGRES_URL isn't postgres/start.sh's (TLS, verify-full, localhost)"
  )
)
struct PostgresTLSTests {
  /// The URL with another host, or another query.
  private func url(host: String = "localhost", query: String? = nil) throws -> String {
    let databaseURL = try #require(databaseURL)
    var components = try #require(URLComponents(string: databaseURL))
    components.host = host
    if let query {
      let root = components.queryItems?.first { $0.name == "sslrootcert" }?.value ?? ""
      components.query = query.replacingOccurrences(of: "ROOT", with: root)
    }
    return try #require(components.string)
  }

  /// Connects as the keys do, then says whether the connection is encrypted, or throws why it
  /// can't connect.
  private func connect(_ url: String) async throws -> Bool {
    let database = try PostgresSharedDatabase(url: url, operationTimeout: .seconds(10))
    let running = Task { await database.run() }
    defer { running.cancel() }
    try await database.checkConnection()
    let configuration = try #require(database.configuration).makeConnectionConfiguration()
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 1, logger: Logger(label: "PostgresTLSTests")
    )
    defer { Task { try? await connection.close() } }
    let rows = try await connection.query(
      "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: Logger(label: "tls")
    )
    for try await (ssl) in rows.decode(Bool.self) {
      return ssl
    }
    return false
  }

  @Test func verifyFullConnectsOverTLS() async throws {
    #expect(try await self.connect(self.url()))
  }

  @Test func verifyFullRefusesACertificateForAnotherName() async throws {
    let url = try self.url(host: "127.0.0.1")
    await #expect {
      _ = try await self.connect(url)
    } throws: { error in
      let text = "\(error)"
      return text.contains("The PostgreSQL database can't be used")
        && text.contains("isn't for '127.0.0.1'")
    }
  }

  @Test func verifyCAChecksTheSignatureButNotTheName() async throws {
    let url = try self.url(host: "127.0.0.1", query: "sslmode=verify-ca&sslrootcert=ROOT")
    #expect(try await self.connect(url))
  }

  @Test func aCertificateNotSignedByTheRootIsRefused() async throws {
    let url = try self.url(query: "sslmode=verify-full&sslrootcert=system")
    await #expect {
      _ = try await self.connect(url)
    } throws: { error in
      "\(error)".contains("isn't signed by a root certificate of sslrootcert")
    }
  }

  @Test func withoutTLSTheServerRefuses() async throws {
    let url = try self.url(query: "sslmode=disable")
    await #expect {
      _ = try await self.connect(url)
    } throws: { error in
      "\(error)".contains("no encryption")
    }
  }

  @Test func preferAndRequireEncryptWithoutChecking() async throws {
    for mode in ["prefer", "require"] {
      #expect(try await self.connect(self.url(host: "127.0.0.1", query: "sslmode=\(mode)")))
    }
  }
}
