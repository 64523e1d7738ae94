import Foundation
import SharingPostgres
import Testing

// TLS to PostgreSQL, as libpq's `sslmode` and `sslrootcert` say: what needs no server.

/// The URL's TLS items, and the errors of TLS settings that can't be used.
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

  /// As libpq 16's: the system's roots mean verify-full, and refuse a weaker mode (any publicly
  /// trusted certificate would pass it).
  @Test func theSystemsRootsMeanVerifyFull() throws {
    let system = try PostgresSharedDatabase.Configuration(
      url: "postgres://tca@db/todos?sslrootcert=system"
    )
    #expect(system.sslMode == .verifyFull)
    for mode in ["prefer", "require", "verify-ca"] {
      let url = "postgres://tca@db/todos?sslmode=\(mode)&sslrootcert=system"
      #expect {
        _ = try PostgresSharedDatabase.Configuration(url: url)
      } throws: { error in
        "\(error)" == """
          Invalid PostgreSQL URL '\(url)': sslrootcert=system needs sslmode=verify-full (its \
          default): with a weaker mode, any publicly trusted certificate would be accepted.
          """
      }
    }
    // Built without a URL, the same is refused when the database is made.
    let configuration = PostgresSharedDatabase.Configuration(
      host: "db", username: "tca", database: "todos", sslMode: .require, sslRootCertificate: "system"
    )
    #expect(throws: PostgresSharedDatabaseError.self) {
      _ = try PostgresSharedDatabase(configuration: configuration)
    }
  }

  @Test func aRootCertificatesPathIsEscapedInTheRedactedURL() throws {
    let configuration = PostgresSharedDatabase.Configuration(
      host: "db", username: "tca", database: "todos", sslMode: .verifyFull,
      sslRootCertificate: "/etc/a&b #1.pem"
    )
    #expect(
      configuration.redactedURL
        == "postgres://tca@db:5432/todos?sslmode=verify-full&sslrootcert=/etc/a%26b%20%231.pem"
    )
    let parsed = try PostgresSharedDatabase.Configuration(url: configuration.redactedURL)
    #expect(parsed.sslRootCertificate == "/etc/a&b #1.pem")
  }
}
