#if SharingPostgres
  extension PostgresSharedDatabase.Configuration {
    /// Whether the connection is encrypted, and what of the server's certificate is checked: the
    /// `sslmode` of libpq (PostgreSQL's own client), with its names.
    public enum SSLMode: String, CaseIterable, Hashable, Sendable {
      /// No TLS.
      case disable
      /// TLS if the server has it, otherwise none. libpq's default, and this one's. As with
      /// ``require``, the certificate is checked only when there is a root certificate.
      case prefer
      /// TLS or no connection. The certificate is checked as with ``verifyCA`` when there is a
      /// root certificate to check it with (`sslrootcert`, or `~/.postgresql/root.crt`), as
      /// libpq does; otherwise it isn't.
      case require
      /// TLS, with a certificate signed by a root certificate of `sslrootcert`, for any name.
      case verifyCA = "verify-ca"
      /// TLS, with a certificate signed by a root certificate of `sslrootcert`, for the host's
      /// name (or address) in the URL.
      case verifyFull = "verify-full"
    }
  }
#endif
