#if RemotePageServer
  import Crypto
  import Foundation

  /// Signs the tokens of pages and checks them: any process with the same secret accepts a token
  /// another one issued, until it expires.
  ///
  /// A token is 112 hexadecimal digits: its expiry (seconds since 1970, 16 digits), a random page
  /// id (32 digits), then the HMAC-SHA256 of those 24 bytes under the secret (64 digits). It can't
  /// be forged or extended without the secret, and tells nothing but when it expires.
  ///
  /// ```swift
  /// let signer = try TokenSigner(secretFile: URL(fileURLWithPath: "/etc/todos/token-secret"))
  /// let token = signer.issue()
  /// signer.isValid(token)   // true, in every process that read the same file, for a day
  /// ```
  public struct TokenSigner: Sendable {
    /// The fewest bytes a secret may have: 32, the size of the hash.
    public static let minimumSecretSize = 32

    /// How long a token is valid: for its page's first connection and its reconnections.
    public let lifetime: Duration

    private let key: SymmetricKey
    private let now: @Sendable () -> Date

    /// Problems with a secret.
    public enum SecretError: Error, Equatable, CustomStringConvertible {
      /// The secret has fewer than ``TokenSigner/minimumSecretSize`` bytes.
      case tooShort(bytes: Int)
      /// The secret's file can't be read.
      case unreadable(path: String, reason: String)

      public var description: String {
        switch self {
        case let .tooShort(bytes):
          return """
            the token secret has \(bytes) bytes, fewer than \(TokenSigner.minimumSecretSize): make \
            one with `head -c 32 /dev/urandom | base64 > FILE`.
            """
        case let .unreadable(path, reason):
          let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
          return "can't read the token secret file \(path): \(reason)."
        }
      }
    }

    /// A signer with a random secret of this process: only this process accepts its tokens.
    ///
    /// - Parameter lifetime: How long a token is valid (a day by default).
    public init(lifetime: Duration = .seconds(24 * 60 * 60)) {
      self.init(key: SymmetricKey(size: .bits256), lifetime: lifetime, now: { Date() })
    }

    /// A signer with a secret that processes share.
    ///
    /// - Parameters:
    ///   - secret: The secret: at least ``minimumSecretSize`` bytes, best random.
    ///   - lifetime: How long a token is valid (a day by default).
    ///   - now: The clock tokens expire by.
    public init(
      secret: some DataProtocol,
      lifetime: Duration = .seconds(24 * 60 * 60),
      now: @escaping @Sendable () -> Date = { Date() }
    ) throws(SecretError) {
      guard secret.count >= Self.minimumSecretSize else {
        throw .tooShort(bytes: secret.count)
      }
      self.init(key: SymmetricKey(data: Data(secret)), lifetime: lifetime, now: now)
    }

    /// A signer with the secret in a file (`--token-secret-file`): its bytes, without the white
    /// space around them, so that a line written by `echo` or `base64` is the same secret.
    ///
    /// - Parameters:
    ///   - secretFile: The file.
    ///   - lifetime: How long a token is valid (a day by default).
    public init(secretFile: URL, lifetime: Duration = .seconds(24 * 60 * 60)) throws(SecretError) {
      let contents: Data
      do {
        contents = try Data(contentsOf: secretFile)
      } catch {
        throw .unreadable(path: secretFile.path, reason: error.localizedDescription)
      }
      let isSpace: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
      let start = contents.firstIndex { !isSpace($0) } ?? contents.endIndex
      let end = contents.lastIndex { !isSpace($0) }.map { contents.index(after: $0) } ?? start
      try self.init(secret: contents[start..<max(start, end)], lifetime: lifetime)
    }

    private init(key: SymmetricKey, lifetime: Duration, now: @escaping @Sendable () -> Date) {
      self.key = key
      self.lifetime = lifetime
      self.now = now
    }

    /// A new token, for a new page.
    public func issue() -> String {
      let expiry =
        UInt64(max(0, self.now().timeIntervalSince1970)) + UInt64(max(0, self.lifetime.components.seconds))
      var generator = SystemRandomNumberGenerator()
      var payload = Self.bytes(of: expiry)
      payload += Self.bytes(of: generator.next() as UInt64)
      payload += Self.bytes(of: generator.next() as UInt64)
      let code = HMAC<SHA256>.authenticationCode(for: payload, using: self.key)
      return Self.hexadecimal(payload) + Self.hexadecimal(Array(code))
    }

    /// Whether a token was signed with this secret and hasn't expired.
    public func isValid(_ token: String) -> Bool {
      guard token.utf8.count == 112, let bytes = Self.bytes(hexadecimal: token) else { return false }
      let payload = bytes[..<24]
      let code = bytes[24...]
      // Compares in time that doesn't depend on where the codes differ.
      guard HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: payload, using: self.key)
      else { return false }
      let expiry = payload[..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return Double(expiry) > self.now().timeIntervalSince1970
    }

    /// The page id a valid token carries (32 hexadecimal digits), or `nil` for a token that isn't
    /// valid: the same on each of the page's connections, to any process with the secret.
    public func pageID(of token: String) -> String? {
      guard self.isValid(token) else { return nil }
      return String(token.dropFirst(16).prefix(32)).lowercased()
    }

    private static func bytes(of number: UInt64) -> [UInt8] {
      (0..<8).reversed().map { UInt8(truncatingIfNeeded: number >> ($0 * 8)) }
    }

    private static func hexadecimal(_ bytes: [UInt8]) -> String {
      let digits = Array("0123456789abcdef".utf8)
      var text: [UInt8] = []
      text.reserveCapacity(bytes.count * 2)
      for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
      }
      return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of a text of hexadecimal digits (either case), or `nil`.
    private static func bytes(hexadecimal text: String) -> [UInt8]? {
      func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
      }
      let digits = Array(text.utf8)
      guard digits.count.isMultiple(of: 2) else { return nil }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(digits.count / 2)
      var index = 0
      while index < digits.count {
        guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
        bytes.append(high << 4 | low)
        index += 2
      }
      return bytes
    }
  }
#endif
