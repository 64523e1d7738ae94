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

      /// Describes a database.
      ///
      /// - Parameters:
      ///   - host: The server's host name or address.
      ///   - port: The server's port.
      ///   - username: The user to connect as.
      ///   - password: The user's password, if the server asks for one.
      ///   - database: The database's name.
      public init(
        host: String,
        port: Int = 5432,
        username: String,
        password: String? = nil,
        database: String
      ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
      }

      /// Reads a URL of the form `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (or
      /// `postgresql://`). The connection is not encrypted: the only query item accepted is
      /// `sslmode=disable`.
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
        for item in components.queryItems ?? [] {
          guard item.name == "sslmode", item.value == "disable" else {
            throw invalid("the query item '\(item.name)' is not supported (only sslmode=disable)")
          }
        }
        self.init(
          host: host,
          port: port,
          username: username,
          password: components.password,
          database: path.removingPercentEncoding ?? path
        )
      }

      /// The URL of the database, without the password.
      public var redactedURL: String {
        "postgres://\(self.username)@\(self.host):\(self.port)/\(self.database)"
      }
    }
  }
#endif
