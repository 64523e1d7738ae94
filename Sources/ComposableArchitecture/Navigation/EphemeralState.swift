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

/// Whether an action sent to a presented ephemeral destination is one of its own: any action of
/// an alert or dialog presented directly, or, for an enum destination, an action carrying the
/// action type of the alert or dialog in its current case. An action for another case (reported
/// by the enum's reducer) leaves the presented alert in place.
func isEphemeralAction<State, Action>(_ action: Action, of state: State) -> Bool {
  if State.self is any _EphemeralState.Type {
    return true
  }
  let stateMirror = Mirror(reflecting: state)
  guard
    stateMirror.displayStyle == .enum,
    let payload = stateMirror.children.first?.value,
    let ephemeralType = type(of: payload) as? any _EphemeralState.Type
  else {
    return false
  }
  let actionMirror = Mirror(reflecting: action)
  guard
    actionMirror.displayStyle == .enum,
    let actionPayload = actionMirror.children.first?.value
  else {
    return false
  }
  return type(of: actionPayload) == ephemeralActionType(ephemeralType)
}

private func ephemeralActionType<Ephemeral: _EphemeralState>(_: Ephemeral.Type) -> Any.Type {
  Ephemeral.Action.self
}
