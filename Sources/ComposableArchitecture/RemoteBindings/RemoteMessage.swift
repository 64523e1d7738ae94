import Foundation

// The wire format of remote sessions, both ways. A page's message is decoded in one pass
// (`RemoteIncomingMessage`): its path is resolved in the feature and its value decoded as the
// type of what the path names, while the decoder holds the parsed JSON. Messages to the page are
// written as text directly, members in a fixed order (documented on `RemoteSession`), so that
// they can be compared as text.

/// The members of a page's message.
enum RemoteMessageKey: String, CodingKey {
  case field, action, type, value, seq, again
}

/// The `"value"` of a page's message, decoded as the type its target takes.
struct RemoteValueSource {
  let container: KeyedDecodingContainer<RemoteMessageKey>

  /// Whether the message has a `"value"` member.
  var hasValue: Bool {
    self.container.contains(.value)
  }

  /// The message's `"value"`, as a value of type `Value`.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try self.container.decode(Value.self, forKey: .value)
  }
}

/// Whether a page's message sets a field or sends an action.
enum RemoteMessageKind {
  case field, action
}

/// What the path of a page's message names, resolved in a feature: the action to send to the
/// store, and what the session checks and answers.
struct RemoteTarget<State, Action> {
  /// The action that does what the message asks.
  let action: Action
  /// Why the message can't be applied to a state: what it names isn't there now (a row that
  /// isn't shown, an action whose `when:` condition doesn't hold). `nil` when there is nothing
  /// to check.
  let check: ((State) -> RemoteBindingError?)?
  /// For a field: its value in a state, as JSON text, or `nil` when its row is gone.
  let value: ((State) -> String?)?
}

/// A page's text message, decoded in one pass.
struct RemoteIncomingMessage<State, Action>: DecodableWithConfiguration {
  enum Content {
    /// `{"type": …}`: for the session's typed-message handlers.
    case typed(String)
    /// A binding message, with its target or why it is refused.
    case field(path: String, Result<RemoteTarget<State, Action>, RemoteBindingError>)
    /// An action message. The `"value"` of an action that isn't the feature's is left in the
    /// text: only an action the session handles itself reads it (``RemoteUnresolvedActionValue``),
    /// so that an unknown action is refused without its value being decoded.
    case action(path: String, Result<RemoteTarget<State, Action>, RemoteBindingError>)
    /// Neither.
    case malformed(RemoteBindingError)
  }

  /// The page's number for the message.
  let sequence: Int?
  /// Whether the page sends the message again, after a connection that dropped before it was
  /// answered (`"again": true`).
  let isAgain: Bool
  let content: Content

  init(from decoder: any Decoder, configuration feature: RemoteFeature<State, Action>) throws {
    let container = try decoder.container(keyedBy: RemoteMessageKey.self)
    do {
      let sequence = try container.decodeIfPresent(Int.self, forKey: .seq)
      let isAgain = try container.decodeIfPresent(Bool.self, forKey: .again) ?? false
      self.sequence = sequence
      self.isAgain = isAgain
    } catch {
      self.sequence = nil
      self.isAgain = false
      self.content = .malformed(.malformed(remoteMalformedMessageReason))
      return
    }
    self.content = Self.content(of: container, in: feature)
  }

  private static func content(
    of container: KeyedDecodingContainer<RemoteMessageKey>,
    in feature: RemoteFeature<State, Action>
  ) -> Content {
    if let type = try? container.decodeIfPresent(String.self, forKey: .type) {
      return .typed(type)
    }
    let source = RemoteValueSource(container: container)
    if let path = try? container.decodeIfPresent(String.self, forKey: .field) {
      do throws(RemoteBindingError) {
        return .field(
          path: path,
          .success(try feature.entries.resolve(path[...], path: path, as: .field, source: source))
        )
      } catch {
        return .field(path: path, .failure(error))
      }
    }
    if let path = try? container.decodeIfPresent(String.self, forKey: .action) {
      do throws(RemoteBindingError) {
        return .action(
          path: path,
          .success(try feature.entries.resolve(path[...], path: path, as: .action, source: source))
        )
      } catch {
        return .action(path: path, .failure(error))
      }
    }
    return .malformed(.malformed(remoteMalformedMessageReason))
  }
}

/// What a message that isn't understood was expected to be.
let remoteMalformedMessageReason =
  #"expected a JSON object with a "field" name, a "value" and an optional number "seq""#
  + #", or an "action" name"#

/// The `"value"` of a page's action message, as JSON text, for an action the session handles
/// itself (`RemoteSession.handle(action:_:)`): `nil` when the message has no value, or one that
/// can't be read.
struct RemoteUnresolvedActionValue: Decodable {
  let json: Data?

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: RemoteMessageKey.self)
    guard container.contains(.value) else {
      self.json = nil
      return
    }
    self.json = (try? container.decode(RemoteAnyJSON.self, forKey: .value))
      .flatMap { try? JSONEncoder().encode($0) }
  }

  /// The value of the action message `text`.
  static func json(in text: String) -> Data? {
    (try? RemoteJSON.decoder.decode(Self.self, from: Data(text.utf8)))?.json
  }
}

/// Any JSON value: the value of an action the session's handlers take, kept as JSON.
enum RemoteAnyJSON: Codable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([RemoteAnyJSON])
  case object([String: RemoteAnyJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([RemoteAnyJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: RemoteAnyJSON].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case let .bool(value): try container.encode(value)
    case let .number(value): try container.encode(value)
    case let .integer(value): try container.encode(value)
    case let .string(value): try container.encode(value)
    case let .array(value): try container.encode(value)
    case let .object(value): try container.encode(value)
    }
  }
}

/// JSON text for the session's messages.
enum RemoteJSON {
  /// Decodes the pages' messages: one for every session (a decoder keeps no state between
  /// decodings), so that a message costs no decoder of its own.
  static let decoder = JSONDecoder()

  /// The encoder of values that aren't strings, Booleans or integers.
  static let encoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// A value as JSON text. Objects have their keys sorted, so that equal values have equal
  /// texts; a value that can't be encoded (a non-finite number) is `null`.
  static func text<Value: Encodable>(of value: Value) -> String {
    // The values pages bind most, written without an encoder.
    switch value {
    case let string as String:
      return Self.quoted(string)
    case let bool as Bool:
      return bool ? "true" : "false"
    case let int as Int:
      return String(int)
    default:
      guard let data = try? Self.encoder.encode(value) else { return "null" }
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// A string as a JSON string literal.
  static func quoted(_ string: String) -> String {
    guard
      string.utf8.contains(where: {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
      })
    else {
      return "\"" + string + "\""
    }
    var quoted = "\""
    quoted.reserveCapacity(string.utf8.count + 8)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case "\u{08}": quoted += "\\b"
      case "\u{0C}": quoted += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        quoted.unicodeScalars.append(scalar)
      }
    }
    quoted += "\""
    return quoted
  }
}
