import Foundation

/// A field of a feature's state that a remote client may bind: its name, its type, and how it is
/// written into a binding action and read back.
///
/// Listed in a feature's ``RemoteBindings``:
///
/// ```swift
/// RemoteBindingField(\.displayName)
/// ```
public struct RemoteBindingField<State>: Sendable {
  /// The name a client uses for the field: the property's name.
  public let name: String
  /// A description of the field's type, for error messages: "a string", "true or false", …
  public let typeDescription: String

  private let makeAction: @Sendable (_ message: Data) throws -> BindingAction<State>
  private let readValue: @Sendable (_ state: State) -> Data
  /// Decodes the `"value"` of a message that ``RemoteSession`` decodes in one pass.
  let decodeBinding: @Sendable (_ source: RemoteValueSource) throws -> BindingAction<State>
  /// Reads the field's value for ``RemoteSession``.
  let reader: RemoteFieldReader<State>

  /// A field of an `@ObservableState` struct, named as the property is declared.
  ///
  /// - Parameter keyPath: The field. Its value is decoded from and encoded to JSON.
  public init<Value: Codable & Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) {
    guard let name = observableFieldName(keyPath) else {
      reportIssue(
        """
        "RemoteBindingField" couldn't find the name of the field at \(keyPath): only stored \
        properties of an "@ObservableState" struct are named by their key path.

        To fix this, name the field: RemoteBindingField("name", \\.name).
        """
      )
      self.init("\(keyPath)", keyPath)
      return
    }
    self.init(name, keyPath)
  }

  /// A field with the name a client uses for it.
  ///
  /// - Parameters:
  ///   - name: The name a client uses for the field.
  ///   - keyPath: The field. Its value is decoded from and encoded to JSON.
  public init<Value: Codable & Equatable & Sendable>(
    _ name: String,
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) {
    self.name = name
    self.typeDescription = jsonTypeDescription(Value.self)
    self.makeAction = { message in
      let value = try JSONDecoder().decode(RemoteBindingValue<Value>.self, from: message).value
      return .set(keyPath, value)
    }
    self.readValue = { state in
      // A value that can't be encoded (a non-finite number) is sent as null.
      (try? JSONEncoder().encode(state[keyPath: keyPath])) ?? Data("null".utf8)
    }
    self.decodeBinding = { source in
      .set(keyPath, try source.decode(Value.self))
    }
    self.reader = RemoteFieldReader(readsThroughKeyPath: true) { state in state[keyPath: keyPath] }
  }

  /// The binding action that sets the field to the value in `message`.
  func action(from message: Data) throws(RemoteBindingError) -> BindingAction<State> {
    do {
      return try self.makeAction(message)
    } catch {
      throw .wrongType(field: self.name, expected: self.typeDescription)
    }
  }

  /// The field's value in `state`, as JSON. Reads the field alone, so that code that observes it
  /// (`observe { }`) re-runs when this field changes, not when others do.
  public func encodedValue(in state: State) -> Data {
    self.readValue(state)
  }
}

/// The `"value"` member of a message, decoded as a field's type.
private struct RemoteBindingValue<Value: Decodable>: Decodable {
  let value: Value
}

/// How a type is described to a client that sent a value of another type.
func jsonTypeDescription(_ type: Any.Type) -> String {
  switch type {
  case is String.Type:
    return "a string"
  case is Bool.Type:
    return "true or false"
  case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type:
    return "a whole number"
  case is Double.Type, is Float.Type:
    return "a number"
  default:
    if let type = type as? any CaseIterable.Type {
      let cases = type.allCases.map { value -> String in
        guard let encodable = value as? any Encodable,
          let data = try? JSONEncoder().encode(encodable)
        else { return "\(value)" }
        return String(decoding: data, as: UTF8.self)
      }
      return "one of \(cases.joined(separator: ", "))"
    }
    return "a value of type \(readableTypeName(type))"
  }
}

/// The name of the stored property of an `@ObservableState` struct at `keyPath`.
func observableFieldName<Root>(_ keyPath: PartialKeyPath<Root>) -> String? {
  _fields(of: Root.self)?.first { $0.keyPath == keyPath }?.name
}
