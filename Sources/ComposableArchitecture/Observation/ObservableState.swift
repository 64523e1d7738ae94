/// A type that can be observed field by field through the `Observation` module.
///
/// Don't conform to this protocol yourself: apply the ``ObservableState()`` macro to your
/// feature's `State` struct or enum.
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State {
///     var displayName = ""
///     var enableNotifications = false
///   }
///   // ...
/// }
/// ```
///
/// A store whose state is observable tells an `Observation` tracking scope (and ``observe(_:)``)
/// exactly which fields were read, so a write to one field re-runs only the code that read it.
public protocol ObservableState {
  /// The identity of this value. See ``ObservableStateID``.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity before it is modified in place through its parent. Reserved
  /// for the macro's use.
  mutating func _$willModify()
}

/// Calls ``ObservableState/_$willModify()`` when the value is observable. Used by the
/// ``ObservableState()`` macro for enum states.
@inlinable
public func _$willModify<T>(_ value: inout T) {}

/// Calls ``ObservableState/_$willModify()`` on an observable value. Used by the
/// ``ObservableState()`` macro for enum states.
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}

/// Returns a function that reads the identity of a state of the given type, or `nil` when the
/// type is not observable. Called once per store or reducer, never per action.
///
/// The function takes the state `inout`, so that reading the identity neither copies the state
/// nor retains its fields.
@usableFromInline
func observableStateID<State>(
  of type: State.Type
) -> ((inout State) -> ObservableStateID)? {
  guard let observableType = type as? any ObservableState.Type else { return nil }
  func stateID<S: ObservableState>(_: S.Type) -> Any {
    { (state: inout S) in state._$id }
  }
  // `S` is `State`, opened from the existential: the cast checks it, once.
  return stateID(observableType) as? (inout State) -> ObservableStateID
}

/// Returns a function that gives a state of the given type a new identity and returns it, or
/// `nil` when the type is not observable. Called once per store or reducer, never per action.
@usableFromInline
func observableRenewedStateID<State>(
  of type: State.Type
) -> ((inout State) -> ObservableStateID)? {
  guard let observableType = type as? any ObservableState.Type else { return nil }
  func renewedStateID<S: ObservableState>(_: S.Type) -> Any {
    { (state: inout S) in
      state._$willModify()
      return state._$id
    }
  }
  // `S` is `State`, opened from the existential: the cast checks it, once.
  return renewedStateID(observableType) as? (inout State) -> ObservableStateID
}
