#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  /// Why a ``PostgresSharedDatabase`` can't do what it was asked.
  public enum PostgresSharedDatabaseError: Error, CustomStringConvertible, Sendable {
    /// The URL can't be used, for the reason given.
    case invalidURL(String, reason: String)
    /// The connection's TLS can't be set up as its configuration says, for the reason given.
    case invalidTLS(String)
    /// The table name is not a plain lowercase SQL name.
    case invalidTableName(String)
    /// `defaultPostgresDatabase` was not set.
    case notConfigured
    /// The database did not answer in time.
    case timedOut(after: Duration)
    /// The connection that follows other processes' changes was lost; it is being opened again.
    case connectionLost
    /// A key's name is too long for a notification.
    case keyTooLong(String)
    /// The database can't be used, for the reason given.
    case unavailable(String)

    public var description: String {
      switch self {
      case let .invalidURL(url, reason):
        return "Invalid PostgreSQL URL '\(url)': \(reason)."
      case let .invalidTLS(reason):
        return "The PostgreSQL connection's TLS can't be set up: \(reason)."
      case let .invalidTableName(name):
        return """
          Invalid table name '\(name)': use lowercase letters, digits and underscores, starting \
          with a letter or an underscore, at most 48 characters.
          """
      case .notConfigured:
        return """
          No PostgreSQL database is set for '.postgres' keys. Set one when the program starts: \
          'prepareDependencies { $0.defaultPostgresDatabase = try PostgresSharedDatabase(url: …) }'.
          """
      case let .timedOut(duration):
        return "The PostgreSQL database did not answer within \(duration)."
      case .connectionLost:
        return "The connection to the PostgreSQL database was lost; reconnecting."
      case let .unavailable(reason):
        return "The PostgreSQL database can't be used: \(reason)"
      case let .keyTooLong(key):
        return "The key '\(key.prefix(40))…' is too long to be announced in a notification."
      }
    }

    /// Why a connection failed, in words that name the setting to look at when it is TLS's
    /// doing; otherwise PostgresNIO's error in full (its description hides the details).
    static func unavailable(
      _ error: any Error,
      configuration: PostgresSharedDatabase.Configuration?
    ) -> Self {
      let underlying = (error as? PSQLError)?.underlying
      let mode = configuration.map { "sslmode=\($0.sslMode.rawValue)" } ?? "sslmode"
      if let underlying = underlying as? NIOSSLExtraError,
        underlying == .failedToValidateHostname
      {
        return .unavailable(
          """
          the server's certificate isn't for '\(configuration?.host ?? "")', the host of the URL, \
          which \(mode) checks: name the host as the certificate does, or give the server a \
          certificate for this name
          """
        )
      }
      if let underlying, String(describing: underlying).contains("CERTIFICATE_VERIFY_FAILED") {
        let root =
          configuration?.sslRootCertificate
          ?? PostgresSharedDatabase.Configuration.defaultRootCertificatePath
        return .unavailable(
          """
          the server's certificate couldn't be verified with the root certificates of \
          sslrootcert ('\(root)'), which \(mode) requires: it isn't signed by one of them, or \
          it isn't valid now
          """
        )
      }
      if let error = error as? PSQLError, error.code == .sslUnsupported {
        return .unavailable("the server doesn't accept TLS, which \(mode) requires")
      }
      return .unavailable(String(reflecting: error))
    }
  }
#endif
