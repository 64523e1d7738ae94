#if SharingPostgres
  import Foundation
  import PostgresNIO

  extension PostgresSharedDatabase.Configuration {
    /// The TLS of the connections to the database, for the pool and for a connection of its own.
    struct TLS {
      var client: PostgresClient.Configuration.TLS
      var connection: PostgresConnection.Configuration.TLS
    }

    /// libpq's root certificate file when `sslrootcert` names none.
    static var defaultRootCertificatePath: String {
      FileManager.default.homeDirectoryForCurrentUser
        .appendingPathComponent(".postgresql/root.crt").path
    }

    /// PostgresNIO's configuration of a connection to this database, with its TLS: for a
    /// connection of your own (a migration, a query the keys don't make).
    ///
    /// - Throws: ``PostgresSharedDatabaseError/invalidTLS(_:)``, as
    ///   ``PostgresSharedDatabase/init(configuration:tableName:operationTimeout:logger:)`` does.
    public func makeConnectionConfiguration() throws -> PostgresConnection.Configuration {
      self.connectionConfiguration(tls: try self.makeTLS().connection)
    }

    /// PostgresNIO's configuration of a connection to this database with TLS made already.
    func connectionConfiguration(
      tls: PostgresConnection.Configuration.TLS
    ) -> PostgresConnection.Configuration {
      PostgresConnection.Configuration(
        host: self.host,
        port: self.port,
        username: self.username,
        password: self.password,
        database: self.database,
        tls: tls
      )
    }

    /// The connections' TLS, as ``sslMode`` and ``sslRootCertificate`` say.
    ///
    /// - Throws: ``PostgresSharedDatabaseError/invalidTLS(_:)``: the root certificates can't be
    ///   read, or a mode that checks the certificate has none to check it with.
    func makeTLS() throws -> TLS {
      if self.sslRootCertificate == "system", self.sslMode != .verifyFull,
        self.sslMode != .disable
      {
        throw PostgresSharedDatabaseError.invalidTLS(Self.systemRootsNeedVerifyFull)
      }
      let rootCertificates = try self.rootCertificates()
      var configuration = TLSConfiguration.makeClientConfiguration()
      switch self.sslMode {
      case .disable:
        return TLS(client: .disable, connection: .disable)
      case .prefer, .require:
        // As libpq: with a root certificate, the certificate is checked as verify-ca does.
        configuration.certificateVerification =
          rootCertificates == nil ? .none : .noHostnameVerification
      case .verifyCA:
        configuration.certificateVerification = .noHostnameVerification
      case .verifyFull:
        configuration.certificateVerification = .fullVerification
      }
      if self.sslMode == .verifyCA || self.sslMode == .verifyFull, rootCertificates == nil {
        throw PostgresSharedDatabaseError.invalidTLS(
          """
          sslmode=\(self.sslMode.rawValue) checks the server's certificate against a root \
          certificate, and there is none: name its file with sslrootcert=PATH (or \
          sslrootcert=system for the system's), or put it in \(Self.defaultRootCertificatePath)
          """
        )
      }
      if let rootCertificates {
        configuration.trustRoots = rootCertificates
      }
      let context: NIOSSLContext
      do {
        context = try NIOSSLContext(configuration: configuration)
      } catch {
        throw PostgresSharedDatabaseError.invalidTLS("TLS can't be set up: \(error)")
      }
      if self.sslMode == .prefer {
        return TLS(client: .prefer(configuration), connection: .prefer(context))
      }
      return TLS(client: .require(configuration), connection: .require(context))
    }

    /// The root certificates to check the server's certificate with: those of `sslrootcert`,
    /// the system's for `sslrootcert=system`, or those of libpq's default file if it exists.
    private func rootCertificates() throws -> NIOSSLTrustRoots? {
      if self.sslMode == .disable {
        return nil
      }
      if self.sslRootCertificate == "system" {
        return .default
      }
      let path = self.sslRootCertificate ?? Self.defaultRootCertificatePath
      guard self.sslRootCertificate != nil || FileManager.default.fileExists(atPath: path) else {
        return nil
      }
      let certificates: [NIOSSLCertificate]
      do {
        certificates = try NIOSSLCertificate.fromPEMFile(path)
      } catch {
        throw PostgresSharedDatabaseError.invalidTLS(
          "the root certificate file '\(path)' (sslrootcert) can't be read: \(error)"
        )
      }
      guard !certificates.isEmpty else {
        throw PostgresSharedDatabaseError.invalidTLS(
          "the root certificate file '\(path)' (sslrootcert) has no PEM certificate"
        )
      }
      return .certificates(certificates)
    }
  }
#endif
