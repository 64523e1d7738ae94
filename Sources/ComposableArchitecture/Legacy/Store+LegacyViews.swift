// What the views of the older API (`IfLetStore`, `ForEachStore`, `SwitchStore`,
// `NavigationStackStore`, the presentation modifiers of stores) make their child stores with.

extension Store {
  /// A store of a part of this store's state that may go away: it reads the part while it is
  /// there, and the last value it had once it isn't, so that a view still shown while it goes
  /// away shows it as it was.
  ///
  /// Making it reads nothing of this store, so that a body that makes one doesn't follow the
  /// store for it. With an `id`, the same store is given again while it lives, as `scope` does.
  ///
  /// - Parameters:
  ///   - id: What identifies the child among this store's children, or `nil` for a new store
  ///     each time.
  ///   - initialState: The part's current value.
  ///   - toChildState: Reads the part from this store's state, or `nil` when it went away.
  ///   - fromChildAction: Embeds the child's actions in this store's.
  func _legacyChild<ChildState, ChildAction>(
    id: ScopeID?,
    initialState: ChildState,
    state toChildState: @escaping (_ state: State) -> ChildState?,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    if let id, let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let lastState = LastValue(initialState)
    let child = Store<ChildState, ChildAction>(
      core: self.core,
      currentState: { [self] in
        if let childState = toChildState(self.currentState()) {
          lastState.value = childState
        }
        return lastState.value
      },
      sendAction: { [self] in self.sendAction(fromChildAction($0)) },
      parent: self,
      ownedEffects: nil
    )
    child.children.canCache = self.children.canCache
    if let id {
      self.children[id] = child
    }
    return child
  }

  /// The store of the wrapped state of a store of optional state, while it isn't `nil`.
  func _legacyUnwrapped<Wrapped>(initialState: Wrapped) -> Store<Wrapped, Action>
  where State == Wrapped? {
    self._legacyChild(
      id: ScopeID(state: \Optional<Wrapped>.unsafelyUnwrapped, action: \Action.self),
      initialState: initialState,
      state: { $0 },
      action: { $0 }
    )
  }
}

/// What tells the cases of an enum apart, for the views of the older API that show one view per
/// case (`SwitchStore`) or per kind of destination: the case's name, read by reflection; for a
/// value that isn't an enum, `nil`.
func _enumCase(of value: Any) -> String? {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum?:
    // A case with a value reflects as its name and value; a case without one as its name.
    return mirror.children.first?.label ?? String(describing: value)
  case .optional?:
    return mirror.children.isEmpty ? "none" : "some"
  default:
    return nil
  }
}

/// The identity of a destination a store of ``PresentationState`` presents, as the views of the
/// older API compare them: its type, its case, and its `Identifiable` id (or that of the value
/// its case holds). A destination replaced by one of another identity is a new presentation.
struct _LegacyPresentationID: Hashable {
  let type: ObjectIdentifier
  let identity: AnyHashable

  init<State>(_ state: State) {
    self.type = ObjectIdentifier(State.self)
    self.identity = _ChildIdentity<State>()(state)
  }
}

extension PresentationState {
  /// The identity of the presented destination, or `nil` when none is presented.
  var _legacyID: _LegacyPresentationID? {
    self.wrappedValue.map(_LegacyPresentationID.init)
  }
}

/// The identity of a destination pushed by `navigationDestination(store:)`: its type and case,
/// so that a destination that changes within its case stays the same screen.
struct _NavigationDestinationID: Hashable {
  let type: ObjectIdentifier
  let enumCase: String?

  init<Value>(_ value: Value) {
    self.type = ObjectIdentifier(Value.self)
    self.enumCase = _enumCase(of: value)
  }
}

/// A callback of the older presentation modifiers (`onDismiss`), as SwiftUI's modifiers take
/// it: on the main actor, where it is called and where the modifiers' callers make it.
func _onMainActor(_ callback: (() -> Void)?) -> (@MainActor () -> Void)? {
  guard let callback else { return nil }
  let unchecked = UncheckedSendable(callback)
  return { unchecked.value() }
}
