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

/// Returns a function that gives a value of the given type a new identity (see
/// ``ObservableState/_$willModify()``), or `nil` when the type is not observable. Called once per
/// reducer or store, never per action, for code that is generic over a state that may or may not
/// be observable.
@usableFromInline
func observableWillModify<State>(of type: State.Type) -> ((inout State) -> Void)? {
  guard let observableType = type as? any ObservableState.Type else { return nil }
  func willModify<S: ObservableState>(_: S.Type) -> Any {
    { (state: inout S) in state._$willModify() }
  }
  // `S` is `State`, opened from the existential: the cast checks it, once.
  return willModify(observableType) as? (inout State) -> Void
}
