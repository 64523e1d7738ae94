/// An action that describes a simple mutation of some root state at a writable key path.
///
/// Binding actions let a feature with many editable fields skip writing an action per field.
/// Collapse those actions into a single `binding` case of a ``BindableAction``, and add a
/// ``BindingReducer`` to the feature's body to apply them:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State {
///     var displayName = ""
///     var protectMyPosts = false
///   }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// A view then derives bindings with `$store.displayName`, and each write sends
/// `.binding(.set(\.displayName, newValue))` to the store.
///
/// Reducers can react to a particular binding by pattern matching on its key path, or on its key
/// path and value:
///
/// ```swift
/// case .binding(\.displayName):
///   // Any change to the display name.
/// case .binding(.set(\.protectMyPosts, true)):
///   // Posts became protected.
/// ```
///
/// Read <doc:Bindings> for more information.
public struct BindingAction<Root>: Sendable {
  @usableFromInline
  let write: any _AnyBindingWrite<Root>

  @usableFromInline
  init(write: any _AnyBindingWrite<Root>) {
    self.write = write
  }

  /// Returns an action that writes `value` into root state at `keyPath`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.displayName, "Blob")))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path to the field to change.
  ///   - value: The value to write there.
  /// - Returns: A binding action.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    Self(write: _BindingWrite(keyPath: keyPath, value: value))
  }

  /// The key path of the field this action changes.
  public var keyPath: PartialKeyPath<Root> {
    self.write.keyPath
  }

  /// The value this action writes, type-erased.
  public var value: any Sendable {
    self.write.value
  }

  /// Writes the action's value into `root`.
  ///
  /// ``BindingReducer`` calls this for every binding action it receives, which is how a store
  /// finds out that a binding it sent was handled (see `_BindingCheck`).
  @inlinable
  func apply(to root: inout Root) {
    self.write.write(into: &root)
    _BindingCheck.didApply(self.write)
  }

  /// Matches a binding action by its key path, whatever value it writes.
  ///
  /// Invoked when a reducer pattern matches a binding case against a key path:
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.displayName):
  ///   // Validate the display name.
  ///   return .none
  /// // ...
  /// }
  /// ```
  ///
  /// To match a key path and a value, match against
  /// ``set(_:_:)-(WritableKeyPath<Root,Value>,_)`` instead:
  /// `case .binding(.set(\.protectMyPosts, true)):`.
  @inlinable
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath as AnyKeyPath == bindingAction.write.keyPath as AnyKeyPath
  }
}

extension BindingAction: Equatable {
  /// Two binding actions are equal when they write equal values to the same key path.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.write.isEqual(to: rhs.write)
  }
}
