/// An action type that has a `binding` case holding a ``BindingAction``.
///
/// Conform a feature's action to this protocol to derive bindings for its state with
/// `$store.field`, and add a ``BindingReducer`` to the feature's body to apply them:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State { /* ... */ }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     // More actions...
///   }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     // More reducers...
///   }
/// }
/// ```
///
/// A `case binding(BindingAction<State>)` satisfies ``binding(_:)``. When the enum is the `Action`
/// of a ``Reducer()``, the macro also implements ``binding-swift.property`` with a `switch`;
/// elsewhere the protocol's default implementation, which uses reflection, applies.
///
/// Read <doc:Bindings> for more information.
public protocol BindableAction<State> {
  /// The root state type that contains bindable fields.
  associatedtype State

  /// Embeds a binding action in this action type.
  ///
  /// - Parameter action: A binding action.
  /// - Returns: An action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action holds, if it holds one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action this action holds, if it holds one.
  ///
  /// This default implementation finds the binding action by reflection, which is slow. The
  /// ``Reducer()`` macro replaces it with a plain `switch` in a feature's `Action`.
  public var binding: BindingAction<State>? {
    guard let (cases, action) = bindingPayload(of: self, as: State.self) else { return nil }
    // `binding(_:)` may embed its payload in a case other than the one found (or in a nested
    // case): the action holds a binding action only if embedding it again takes the same path.
    guard bindingPayload(of: Self.binding(action), as: State.self)?.cases == cases else {
      return nil
    }
    return action
  }

  /// Returns an action that sets a field of state, shorthand for `.binding(.set(keyPath, value))`.
  ///
  /// ```swift
  /// store.send(.set(\.displayName, "Blob"))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the field to change.
  ///   - value: The value to write there.
  /// - Returns: An action that holds a binding action.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value>,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}

/// The first binding action found by walking down the enum cases of `value`, with the names of
/// the cases on the way.
private func bindingPayload<State>(
  of value: Any,
  as _: State.Type
) -> (cases: [String], action: BindingAction<State>)? {
  var cases: [String] = []
  var value = value
  while true {
    let mirror = Mirror(reflecting: value)
    guard
      mirror.displayStyle == .enum,
      let child = mirror.children.first,
      let label = child.label
    else { return nil }
    cases.append(label)
    if let action = child.value as? BindingAction<State> {
      return (cases, action)
    }
    value = child.value
  }
}
