import Foundation
import PostgresNIO
import SharingPostgres
import Testing

// TLS to PostgreSQL, against a server.

private let databaseURL = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"]

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
    let logger = Logger(label: "PostgresTLSTests")
    let configuration = try #require(database.configuration).makeConnectionConfiguration()
    let connection = try await PostgresConnection.connect(
      configuration: configuration, id: 1, logger: logger
    )
    do {
      let rows = try await connection.query(
        "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", logger: logger
      )
      var encrypted: [Bool] = []
      for try await ssl in rows.decode(Bool.self) {
        encrypted.append(ssl)
      }
      try await connection.close()
      return encrypted == [true]
    } catch {
      try? await connection.close()
      throw error
    }
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
    // The system's roots didn't sign it.
    let url = try self.url(query: "sslmode=verify-full&sslrootcert=system")
    await #expect {
      _ = try await self.connect(url)
    } throws: { error in
      "\(error)".contains("couldn't be verified with the root certificates of sslrootcert")
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

  /// With a root certificate, `prefer` and `require` check the signature as verify-ca does (as
  /// libpq's do): another root refuses the server's certificate.
  @Test func preferAndRequireWithARootCertificateCheckTheSignature() async throws {
    let otherRoot = FileManager.default.temporaryDirectory
      .appendingPathComponent("other-root-\(UUID().uuidString).crt")
    try Self.otherRootPEM.write(to: otherRoot, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: otherRoot) }
    for mode in ["prefer", "require"] {
      #expect(
        try await self.connect(
          self.url(host: "127.0.0.1", query: "sslmode=\(mode)&sslrootcert=ROOT")
        )
      )
      let url = try self.url(query: "sslmode=\(mode)&sslrootcert=\(otherRoot.path)")
      await #expect {
        _ = try await self.connect(url)
      } throws: { error in
        "\(error)".contains("couldn't be verified with the root certificates of sslrootcert")
      }
    }
  }

  /// A self-signed root certificate that signed nothing of the test server's.
  private static let otherRootPEM = """
    -----BEGIN CERTIFICATE-----
    MIIBhDCCASugAwIBAgIUNYyvB3kZFu4hZfE4RTM1sLRkZgMwCgYIKoZIzj0EAwIw
    FzEVMBMGA1UEAwwMYW5vdGhlci1yb290MCAXDTI2MTIwMTA0Mjg0MFoYDzIxMjYx
    MTA3MDQyODQwWjAXMRUwEwYDVQQDDAxhbm90aGVyLXJvb3QwWTATBgcqhkjOPQIB
    BggqhkjOPQMBBwNCAARpghiygedk6kYtglrAQv0G0vshgBO2I9+iERms/2aU1PbW
    r6Cz2n1pgDuog3gJkZLSA1Ku2xvur9Tb6ZtkCzKFo1MwUTAdBgNVHQ4EFgQUsaNF
    weRH7cXRTtns4kzvHaGwBzEwHwYDVR0jBBgwFoAUsaNFweRH7cXRTtns4kzvHaGw
    BzEwDwYDVR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNHADBEAiAdLy0GONV8cYnL
    8qdp6xfzocoiCOMIcUqW5p86uIDYjQIgT2B+KjDd3EsJ7dMsLTzvNzUOyt/mKNzF
    joxNZPquN+4=
    -----END CERTIFICATE-----
    """
}
