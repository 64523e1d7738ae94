/// A kind of presented state that goes away by itself once the user acts on it: an alert or a
/// confirmation dialog.
///
/// A presentation reducer dismisses such state after any of its actions, once the parent has
/// seen the action, and starts no effects for it.
public protocol _EphemeralState<Action> {
  associatedtype Action
}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// Whether a presented state is ephemeral: an alert or dialog, or an enum destination currently
/// in a case that holds one.
func isEphemeral<State>(_ state: State) -> Bool {
  if State.self is any _EphemeralState.Type {
    return true
  }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return type(of: payload) is any _EphemeralState.Type
}
