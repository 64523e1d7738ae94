import Foundation

/// The fields of a feature that a remote client (a web page, another process) may bind, and the
/// decoding of its messages into binding actions.
///
/// A binding action can set any field of a feature's state: from a view in the same program that
/// is the feature's own code, but over a network the sender is anyone. Remote bindings let a
/// client set the fields the feature lists, and only those:
///
/// ```swift
/// extension Settings {
///   static let remoteBindings = RemoteBindings<State> {
///     RemoteBindingField(\.displayName)
///     RemoteBindingField(\.enableNotifications)
///     // `isLoading` is not listed: no client can set it.
///   }
/// }
/// ```
///
/// A client sends one field per message, as JSON: `{"field": "displayName", "value": "Blob",
/// "seq": 7}` (`seq`, an optional number, is echoed back, so that the client can tell which of
/// its writes an update answers). ``decode(_:)`` turns it into a ``RemoteBindingMessage`` whose
/// action the server sends to its store, or refuses it with a ``RemoteBindingError``: too large,
/// not such a JSON object, an unknown field, a field not listed, a value of the wrong type.
/// Nothing of a refused message is applied.
public struct RemoteBindings<State>: Sendable {
  /// The fields a client may bind, in the order listed.
  public let fields: [RemoteBindingField<State>]
  /// The size of the largest message accepted, in bytes.
  public let maximumMessageSize: Int

  private let fieldsByName: [String: RemoteBindingField<State>]
  private let stateFieldNames: Set<String>

  /// Lists the fields a client may bind.
  ///
  /// - Parameters:
  ///   - maximumMessageSize: The size of the largest message accepted, in bytes.
  ///   - fields: The fields.
  public init(
    maximumMessageSize: Int = 4_096,
    @RemoteBindingsBuilder<State> fields: () -> [RemoteBindingField<State>]
  ) {
    let fields = fields()
    self.fields = fields
    self.maximumMessageSize = maximumMessageSize
    var fieldsByName: [String: RemoteBindingField<State>] = [:]
    for field in fields where fieldsByName[field.name] == nil {
      fieldsByName[field.name] = field
    }
    self.fieldsByName = fieldsByName
    self.stateFieldNames = Set((_fields(of: State.self) ?? []).map(\.name))
  }

  /// The field with the given name, if a client may bind it.
  public subscript(name: String) -> RemoteBindingField<State>? {
    self.fieldsByName[name]
  }

  /// Decodes a client's message into the binding action it asks for, or refuses it.
  ///
  /// - Parameter message: A JSON object: `{"field": "displayName", "value": "Blob", "seq": 7}`.
  /// - Returns: The message, with the binding action to send to the store.
  /// - Throws: A ``RemoteBindingError`` saying what was wrong.
  public func decode(_ message: Data) throws(RemoteBindingError) -> RemoteBindingMessage<State> {
    guard message.count <= self.maximumMessageSize else {
      throw .messageTooLarge(size: message.count, limit: self.maximumMessageSize)
    }
    let header: RemoteBindingHeader
    do {
      header = try JSONDecoder().decode(RemoteBindingHeader.self, from: message)
    } catch {
      throw .malformed(
        #"expected a JSON object with a "field" name, a "value" and an optional number "seq""#
      )
    }
    guard let field = self.fieldsByName[header.field] else {
      throw self.stateFieldNames.contains(header.field)
        ? .fieldNotBindable(header.field)
        : .unknownField(header.field)
    }
    guard header.hasValue else {
      throw .malformed(#"the message has no "value""#)
    }
    return RemoteBindingMessage(
      field: field.name,
      sequence: header.seq,
      action: try field.action(from: message)
    )
  }

  /// A message that tells a client the value of a field: `{"field": "displayName", "value":
  /// "Blob", "seq": 7}`, where `seq` is that of the client's last message for the field, if any.
  public func update(
    _ field: RemoteBindingField<State>,
    in state: State,
    sequence: Int? = nil
  ) -> Data {
    var message = Data(#"{"field":"#.utf8)
    message.append(jsonString(field.name))
    message.append(Data(#","value":"#.utf8))
    message.append(field.encodedValue(in: state))
    if let sequence {
      message.append(Data(#","seq":\#(sequence)"#.utf8))
    }
    message.append(Data("}".utf8))
    return message
  }

  /// A message that tells a client why its message was refused: `{"error": "…", "field":
  /// "isLoading", "seq": 7}`.
  public func refusal(_ error: RemoteBindingError, sequence: Int? = nil) -> Data {
    var message = Data(#"{"error":"#.utf8)
    message.append(jsonString(error.description))
    if let field = error.field {
      message.append(Data(#","field":"#.utf8))
      message.append(jsonString(field))
    }
    if let sequence {
      message.append(Data(#","seq":\#(sequence)"#.utf8))
    }
    message.append(Data("}".utf8))
    return message
  }
}

/// A message from a client, decoded: which field it sets, the client's number for it, and the
/// binding action that sets it.
public struct RemoteBindingMessage<State>: Sendable {
  /// The field the message sets.
  public let field: String
  /// The client's number for the message, to echo back in updates of the field.
  public let sequence: Int?
  /// The action that sets the field: send it to the store as the feature's binding action.
  public let action: BindingAction<State>
}

/// Builds the list of fields of ``RemoteBindings``.
@resultBuilder
public enum RemoteBindingsBuilder<State> {
  public static func buildExpression(
    _ field: RemoteBindingField<State>
  ) -> [RemoteBindingField<State>] {
    [field]
  }

  public static func buildBlock(
    _ fields: [RemoteBindingField<State>]...
  ) -> [RemoteBindingField<State>] {
    fields.flatMap { $0 }
  }

  public static func buildOptional(
    _ fields: [RemoteBindingField<State>]?
  ) -> [RemoteBindingField<State>] {
    fields ?? []
  }

  public static func buildEither(
    first fields: [RemoteBindingField<State>]
  ) -> [RemoteBindingField<State>] {
    fields
  }

  public static func buildEither(
    second fields: [RemoteBindingField<State>]
  ) -> [RemoteBindingField<State>] {
    fields
  }
}

/// What a message says besides its value.
private struct RemoteBindingHeader: Decodable {
  let field: String
  let seq: Int?
  let hasValue: Bool

  private enum CodingKeys: String, CodingKey {
    case field, seq, value
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.field = try container.decode(String.self, forKey: .field)
    self.seq = try container.decodeIfPresent(Int.self, forKey: .seq)
    self.hasValue = container.contains(.value)
  }
}

/// A string as a JSON string literal.
private func jsonString(_ string: String) -> Data {
  (try? JSONEncoder().encode(string)) ?? Data(#""""#.utf8)
}
