/// A value a remote page may read but not write: a field the reducer owns, or one computed from
/// the state.
///
/// List it in a ``RemoteFeature``:
///
/// ```swift
/// RemoteValue(\.isLoading)
/// RemoteValue("itemsLeft") { $0.todos.filter { !$0.isComplete }.count }
/// ```
///
/// The page is sent the value initially and whenever it changes; a binding message for it is
/// refused with ``RemoteBindingError/fieldNotBindable(_:)``. The value is encoded as JSON
/// (objects with their keys sorted).
public struct RemoteValue<State>: Sendable {
  /// The name a page uses for the value.
  public let name: String
  let reader: RemoteFieldReader<State>

  /// A stored field of an `@ObservableState` struct, named as the property is declared.
  ///
  /// - Parameter keyPath: The field.
  public init<Value: Encodable & Equatable & SendableMetatype>(
    _ keyPath: KeyPath<State, Value> & Sendable
  ) {
    guard let name = observableFieldName(keyPath) else {
      reportIssue(
        """
        "RemoteValue" couldn't find the name of the field at \(keyPath): only stored \
        properties of an "@ObservableState" struct are named by their key path.

        To fix this, name the value: RemoteValue("name", \\.name).
        """
      )
      self.init("\(keyPath)", keyPath)
      return
    }
    self.init(name, keyPath)
  }

  /// A value read at a key path (a stored or computed property), with the name a page uses.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the value.
  ///   - keyPath: The value.
  public init<Value: Encodable & Equatable & SendableMetatype>(
    _ name: String,
    _ keyPath: KeyPath<State, Value> & Sendable
  ) {
    self.name = name
    self.reader = RemoteFieldReader(readsThroughKeyPath: true) { state in state[keyPath: keyPath] }
  }

  /// A value computed from the state.
  ///
  /// It may be computed again whenever the state changes (see ``RemoteSession``'s "Cost"), and
  /// is sent only when the result isn't equal to the last one.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the value.
  ///   - value: Computes the value from the state.
  public init<Value: Encodable & Equatable & SendableMetatype>(
    _ name: String,
    _ value: @escaping @Sendable (_ state: State) -> Value
  ) {
    self.name = name
    self.reader = RemoteFieldReader(value)
  }
}
