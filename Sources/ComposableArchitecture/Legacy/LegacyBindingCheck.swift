// How a view store finds out that a write to a `@BindingState` field was never applied: the
// binding action it sends carries an `_AppliedFlag`, which `BindingAction.apply(to:)` raises when
// a `BindingReducer` (or `AnyReducer.binding()`) writes it into state. If the flag is still down
// once the store has reduced the action, nothing handled the binding.
//
// A write made while the store is already reducing an action is queued and reduced after the
// setter returns, so it can't be judged then and isn't judged at all: no report rather than a
// false one.

extension Store {
  /// Whether the store is in the middle of reducing an action, in which case an action sent now
  /// is queued behind it.
  var _isReducing: Bool {
    (self.core as? any _ReducingStatus)?.isReducing == true
  }
}

/// Sends a binding action made by a legacy binding tool, and reports an issue when no reducer
/// applied it.
///
/// - Parameters:
///   - makeAction: Makes the action to send, given the flag that its binding action raises when
///     it is applied.
///   - send: Sends an action to the store.
///   - isReducing: Whether the store is reducing an action right now.
///   - origin: Describes where the binding came from, for the message.
///   - declaration: Where the `@BindingState` field is declared, where the issue is reported.
@MainActor
func _sendLegacyBinding<Action>(
  _ makeAction: (_AppliedFlag) -> Action,
  send: (Action) -> Void,
  isReducing: Bool,
  origin: String,
  declaration: _BindingStateDeclaration
) {
  let flag = _AppliedFlag()
  let action = makeAction(flag)
  send(action)
  guard !isReducing, !flag.wasApplied else { return }
  reportIssue(
    """
    A binding action sent from \(origin) for the "@BindingState" field declared at \
    "\(declaration.fileID):\(declaration.line)" was not applied to state: the store's reducer \
    has no "BindingReducer" that handles it.

      Action:
        \(debugCaseOutput(action))

    To fix this, add "BindingReducer()" to your feature's "body" (or, for an "AnyReducer", call \
    ".binding()" on it).
    """,
    fileID: declaration.fileID,
    filePath: declaration.filePath,
    line: declaration.line,
    column: declaration.column
  )
}
