import CasePaths

/// An action a remote page may send to a feature, by name: `{"action": "addTodo", "seq": 8}`.
///
/// A page can only send the actions its feature lists, and only with a value of the type they
/// take:
///
/// ```swift
/// RemoteAction("addTodo", \.addTodoButtonTapped)         // a case without a value
/// RemoteAction("setFilter", \.filterPicked)              // the page sends {"value": "active"}
/// RemoteAction("alert.confirmTurnOff", \.alert.presented.confirmTurnOff, when: { $0.alert != nil })
/// ```
///
/// An action whose `when:` condition doesn't hold is refused with
/// ``RemoteBindingError/actionNotAvailable(_:)``, and one whose value is missing or of another
/// type with ``RemoteBindingError/wrongType(field:expected:)``; nothing is sent to the store.
public struct RemoteAction<State, Action>: Sendable {
  /// The name a page uses for the action.
  public let name: String
  let entry: RemoteFeatureEntry<State, Action>

  /// An action without a value.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the action. It may contain dots (`alert.cancel`), but
  ///     not `[` or `]`.
  ///   - action: The case of the feature's action to send. A `"value"` in the page's message is
  ///     ignored.
  ///   - isAvailable: When the action may be sent: the page's message is refused unless it holds
  ///     for the state at the time. `nil` (the default): always.
  public init(
    _ name: String,
    _ action: CaseKeyPath<Action, Void>,
    when isAvailable: (@Sendable (_ state: State) -> Bool)? = nil
  ) {
    let accessors = _CaseAccessors.find(action)
    self.name = name
    self.entry = RemoteFeatureEntry(
      name: name,
      kind: .action(decode: { _ in accessors.embed(()) }, isAvailable: isAvailable)
    )
  }

  /// An action that takes a value, decoded from the `"value"` of the page's message.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the action. It may contain dots (`alert.cancel`), but
  ///     not `[` or `]`.
  ///   - action: The case of the feature's action to send, with the page's value.
  ///   - isAvailable: When the action may be sent: the page's message is refused unless it holds
  ///     for the state at the time. `nil` (the default): always.
  public init<Value: Decodable & Sendable>(
    _ name: String,
    _ action: CaseKeyPath<Action, Value>,
    when isAvailable: (@Sendable (_ state: State) -> Bool)? = nil
  ) {
    let accessors = _CaseAccessors.find(action)
    let typeDescription = jsonTypeDescription(Value.self)
    self.name = name
    self.entry = RemoteFeatureEntry(
      name: name,
      kind: .action(
        decode: { source throws(RemoteBindingError) in
          guard source.hasValue, let value = try? source.decode(Value.self) else {
            throw .wrongType(field: name, expected: typeDescription)
          }
          return accessors.embed(value)
        },
        isAvailable: isAvailable
      )
    )
  }
}
