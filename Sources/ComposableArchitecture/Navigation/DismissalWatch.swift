import ConcurrencyExtras

extension Effect {
  /// An effect that waits, for as long as a presented feature is presented, for it to ask to be
  /// dismissed (with `@Dependency(\.dismiss)`, which cancels `dismissID`), and then sends
  /// `dismissAction` to its parent.
  ///
  /// It runs under `presentationID`, so that cancelling the presentation's effects stops it
  /// without sending anything, and under ``_PresentationEffectsID`` so that a test store can stop
  /// every watch at the end of a test.
  static func _dismissalWatch(
    dismissID: some Hashable & Sendable,
    presentationID: some Hashable & Sendable,
    dismissAction: Action
  ) -> Self {
    let dismissAction = UncheckedSendable(dismissAction)
    return Self.concatenate(
      .run { _ in
        try? await Task.never()
      }
      .cancellable(id: dismissID),
      .run { send in
        await send(dismissAction.value)
      }
    )
    .cancellable(id: presentationID)
    .cancellable(id: _PresentationEffectsID())
  }
}
