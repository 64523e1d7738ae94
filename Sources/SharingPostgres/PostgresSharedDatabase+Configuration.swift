#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  extension PostgresSharedDatabase {
    /// Where the database is.
    public struct Configuration: Hashable, Sendable {
      /// The server's host name or address.
      public var host: String
      /// The server's port.
      public var port: Int
      /// The user to connect as.
      public var username: String
      /// The user's password, if the server asks for one.
      public var password: String?
      /// The database's name.
      public var database: String
      /// Whether the connection is encrypted, and what of the server's certificate is checked.
      public var sslMode: SSLMode
      /// The file of the root certificates (PEM) that the server's certificate must be signed
      /// by, or `"system"` for the system's: libpq's `sslrootcert`. When `nil`, libpq's default
      /// file, `~/.postgresql/root.crt`, if it exists.
      public var sslRootCertificate: String?

      /// Describes a database.
      ///
      /// - Parameters:
      ///   - host: The server's host name or address.
      ///   - port: The server's port.
      ///   - username: The user to connect as.
      ///   - password: The user's password, if the server asks for one.
      ///   - database: The database's name.
      ///   - sslMode: Whether the connection is encrypted (libpq's `sslmode`).
      ///   - sslRootCertificate: The root certificates' file (libpq's `sslrootcert`).
      public init(
        host: String,
        port: Int = 5432,
        username: String,
        password: String? = nil,
        database: String,
        sslMode: SSLMode = .prefer,
        sslRootCertificate: String? = nil
      ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.sslRootCertificate = sslRootCertificate
      }

      /// Reads a URL of the form `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (or
      /// `postgresql://`), with libpq's `sslmode` and `sslrootcert` as query items:
      /// `?sslmode=verify-full&sslrootcert=/etc/ssl/db-ca.pem`. `sslmode` is `disable`,
      /// `prefer` (the default), `require`, `verify-ca` or `verify-full` (libpq's `allow` isn't
      /// supported); `sslrootcert=system` takes the system's root certificates, and then
      /// `verify-full` (the default with it) alone, as libpq does.
      ///
      /// - Parameter url: The URL.
      /// - Throws: ``PostgresSharedDatabaseError/invalidURL(_:reason:)``, saying what is wrong.
      public init(url: String) throws {
        func invalid(_ reason: String) -> PostgresSharedDatabaseError {
          .invalidURL(url, reason: reason)
        }
        guard let components = URLComponents(string: url) else {
          throw invalid("it is not a URL")
        }
        guard let scheme = components.scheme?.lowercased(), ["postgres", "postgresql"].contains(scheme)
        else {
          throw invalid("its scheme must be postgres:// or postgresql://")
        }
        guard let host = components.host, !host.isEmpty else {
          throw invalid("it names no host")
        }
        guard let username = components.user, !username.isEmpty else {
          throw invalid("it names no user (postgres://USER@HOST/DATABASE)")
        }
        let port = components.port ?? 5432
        guard (1...65535).contains(port) else {
          throw invalid("its port must be between 1 and 65535")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty, !path.contains("/") else {
          throw invalid("its path must be the database's name (postgres://USER@HOST/DATABASE)")
        }
        var sslMode: SSLMode?
        var sslRootCertificate: String?
        for item in components.queryItems ?? [] {
          switch item.name {
          case "sslmode":
            guard let value = item.value, let mode = SSLMode(rawValue: value) else {
              let modes = SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
              throw invalid("sslmode must be one of \(modes), not '\(item.value ?? "")'")
            }
            sslMode = mode
          case "sslrootcert":
            guard let value = item.value, !value.isEmpty else {
              throw invalid("sslrootcert must name a file (or be 'system')")
            }
            sslRootCertificate = value
          default:
            throw invalid(
              "the query item '\(item.name)' is not supported (sslmode and sslrootcert are)"
            )
          }
        }
        // As libpq 16's: the system's roots mean verify-full, and refuse a weaker mode, in which
        // any publicly trusted certificate would pass.
        if sslRootCertificate == "system" {
          guard sslMode == nil || sslMode == .verifyFull else {
            throw invalid(Self.systemRootsNeedVerifyFull)
          }
          sslMode = .verifyFull
        }
        self.init(
          host: host,
          port: port,
          username: username,
          password: components.password,
          database: path.removingPercentEncoding ?? path,
          sslMode: sslMode ?? .prefer,
          sslRootCertificate: sslRootCertificate
        )
      }

      static let systemRootsNeedVerifyFull = """
        sslrootcert=system needs sslmode=verify-full (its default): with a weaker mode, any \
        publicly trusted certificate would be accepted
        """

      /// The URL of the database, without the password.
      public var redactedURL: String {
        var url = "postgres://\(self.username)@\(self.host):\(self.port)/\(self.database)"
        url += "?sslmode=\(self.sslMode.rawValue)"
        if let sslRootCertificate = self.sslRootCertificate {
          var allowed = CharacterSet.urlQueryAllowed
          allowed.remove(charactersIn: "&=+#")
          url += "&sslrootcert="
          url += sslRootCertificate.addingPercentEncoding(withAllowedCharacters: allowed)
            ?? sslRootCertificate
        }
        return url
      }
    }
  }
#endif
