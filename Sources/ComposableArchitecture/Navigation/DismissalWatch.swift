import ConcurrencyExtras

extension Effect {
  /// An effect that waits, for as long as a presented feature (a presented destination or an
  /// element of a stack) is presented, for it to ask to be dismissed with the
  /// ``DismissEffect/_dismissing(_:)`` effect, and then sends `dismissAction` to its parent.
  ///
  /// It runs under `child`, the id of the presented feature's effects, so that cancelling them
  /// stops it without sending anything, and under ``_PresentationEffectsID`` so that a test store
  /// can stop every watch at the end of a test.
  static func _dismissalWatch(child: _ChildEffectID, dismissAction: Action) -> Self {
    let dismissAction = UncheckedSendable(dismissAction)
    return Self.concatenate(
      .run { _ in
        try? await Task.never()
      }
      .cancellable(id: _DismissID(child: child)),
      .run { send in
        await send(dismissAction.value)
      }
    )
    .cancellable(id: child)
    .cancellable(id: _PresentationEffectsID())
  }
}

extension DismissEffect {
  /// The `dismiss` dependency of the presented feature whose effects are under `child`: it ends
  /// the wait of the feature's dismissal watch, which runs in the parent's scope.
  static func _dismissing(_ child: _ChildEffectID) -> Self {
    Self { Task._cancel(id: _DismissID(child: child), outside: child) }
  }
}

/// The id of the effect that waits for a presented feature to ask to be dismissed.
struct _DismissID: Hashable, Sendable {
  let child: _ChildEffectID
}
