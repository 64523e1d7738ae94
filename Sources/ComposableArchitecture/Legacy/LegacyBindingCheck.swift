/// Sends a binding action made by a legacy binding tool (a view store's binding to a
/// ``BindingState`` field), and reports an issue when no reducer applied it.
///
/// The check is the one stores make for `$store.field` (see `_BindingCheck`); only the message
/// differs, pointing at the field's declaration.
///
/// - Parameters:
///   - binding: The binding action sent.
///   - actionType: The bindable action type that carries it, for the message.
///   - send: Sends the action to the store.
///   - isReducing: Whether the store is reducing an action right now, in which case the action is
///     queued and can't be judged.
///   - declaration: Where the `@BindingState` field is declared, where the issue is reported.
@MainActor
func _sendLegacyBinding<Root>(
  _ binding: BindingAction<Root>,
  actionType: Any.Type,
  send: () -> Void,
  isReducing: Bool,
  declaration: _SourceLocation
) {
  guard _isOnMainActor(), !isReducing else {
    send()
    return
  }
  guard _BindingCheck.send(binding.write, with: send) == .notApplied else { return }
  declaration.report(
    """
    A binding action sent from a store for binding state defined at \
    "\(declaration.fileID):\(declaration.line)" was not handled.

      Action:
        \(unhandledBindingActionDescription(actionType: typeName(actionType), value: binding.value))

    To fix this, invoke "BindingReducer()" from your feature reducer's "body".
    """
  )
}
