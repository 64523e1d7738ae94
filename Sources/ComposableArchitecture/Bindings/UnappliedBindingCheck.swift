/// How a store finds out that a binding action it sent was never applied to its state.
///
/// A store that sends an action made by a binding (`$store.field`, `sending`, or a legacy view
/// store's binding) names the write the action carries before sending it. While the store
/// reduces the action, ``BindingAction/apply(to:)`` (called by ``BindingReducer``) marks that
/// write applied, and a `Scope`, `ifLet`, `ifCaseLet` or `forEach` that drops the action because
/// its child state is gone says so. Once the store is done, a write that was neither applied nor
/// dropped had no `BindingReducer` to apply it.
///
/// Values are not compared (a reducer may change or reject the value it was given), and actions
/// carry nothing mutable. An action sent while the store is already reducing one is queued and
/// reduced after the binding's setter has returned: it can't be judged then, so it isn't judged
/// at all, rather than judged wrong.
@usableFromInline
enum _BindingCheck {
  struct Check {
    let write: ObjectIdentifier
    var isApplied = false
    var isDropped = false
  }

  /// What became of a binding action a store sent.
  enum Outcome {
    case applied
    /// A `Scope`, `ifLet`, `ifCaseLet` or `forEach` dropped it, and reported why.
    case dropped
    case notApplied
  }

  /// The check of the binding action being sent right now, if any.
  ///
  /// Only ever read or written on the main actor: by `send`, and by the others once
  /// `_isOnMainActor()` said they run there (see `ObservationBuffer.state` for why not
  /// `MainActor.assumeIsolated`, and the test that would catch a wrong check).
  nonisolated(unsafe) private static var current: Check?

  /// Sends an action that carries `write`, and tells what became of the write.
  @MainActor
  static func send(_ write: AnyObject, with send: () -> Void) -> Outcome {
    let previous = Self.current
    Self.current = Check(write: ObjectIdentifier(write))
    defer { Self.current = previous }
    send()
    guard let check = Self.current else { return .notApplied }
    if check.isApplied { return .applied }
    if check.isDropped { return .dropped }
    return .notApplied
  }

  /// Marks a write applied. Called when a binding action is applied to state.
  @usableFromInline
  static func didApply(_ write: AnyObject) {
    guard _isOnMainActor(), Self.current?.write == ObjectIdentifier(write) else { return }
    Self.current?.isApplied = true
  }

  /// Records that a child action was dropped because its state is gone (and reported).
  @usableFromInline
  static func didDropChildAction() {
    guard _isOnMainActor(), Self.current != nil else { return }
    Self.current?.isDropped = true
  }
}

extension Store {
  /// Sends an action made by a binding, and reports an issue when the binding action it holds
  /// was not applied to state. An action that holds no binding action is just sent.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - origin: Where the binding was made, when known.
  @usableFromInline
  func _sendBinding(_ action: Action, origin: _BindingOrigin?) {
    self._sendBinding(action, write: nil, origin: origin)
  }

  /// Sends an action made by a binding, whose binding write the caller may already know (as when
  /// the binding action is nested deeper than a ``BindableAction``'s `binding` case), and reports
  /// an issue when the write was not applied to state.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - knownWrite: The binding write the action carries, or `nil` to find it in the action.
  ///   - origin: Where the binding was made, when known.
  @usableFromInline
  func _sendBinding(_ action: Action, write knownWrite: AnyObject?, origin: _BindingOrigin?) {
    guard
      _isOnMainActor(),
      !self.core.isSending,
      let write = knownWrite ?? self.bindingWriteOfAction?(action)
    else {
      self.send(action)
      return
    }
    let outcome = _BindingCheck.send(write) { self.send(action) }
    if outcome == .notApplied {
      self.reportUnappliedBinding(write, origin: origin)
    }
  }

  private func reportUnappliedBinding(_ write: AnyObject, origin: _BindingOrigin?) {
    var location = ""
    if let origin {
      switch origin.kind {
      case .bindable:
        location = """


            The binding was derived from the "@Bindable" store declared at \
          "\(origin.location.fileID):\(origin.location.line)".
          """
      case .sending:
        location = """


            The binding was created by "sending" at \
          "\(origin.location.fileID):\(origin.location.line)".
          """
      }
    }
    let message = """
      A binding action sent from a store was not handled.

        Action:
          \(unhandledBindingActionDescription(write, actionType: Action.self))\(location)

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    if let origin {
      origin.location.report(message)
    } else {
      reportIssue(message)
    }
  }
}

/// The action of an unhandled binding as TCA's warnings print it: the store's action type and the
/// value the binding set, `Settings.Action.binding(.set(_, "Blob"))`.
func unhandledBindingActionDescription(_ write: AnyObject, actionType: Any.Type) -> String {
  guard let write = write as? any _AnyBindingWrite else { return "" }
  return unhandledBindingActionDescription(actionType: typeName(actionType), value: write.value)
}

/// `ActionType.binding(.set(_, value))`, the value dumped without its contents.
func unhandledBindingActionDescription(actionType: String, value: Any) -> String {
  var valueDump = ""
  customDump(value, to: &valueDump, maxDepth: 0)
  return "\(actionType).binding(.set(_, \(valueDump)))"
}

/// Returns a function that finds the binding write an action carries, when `Action` is a
/// ``BindableAction``, or `nil` when it isn't. Called once per store.
func bindingWriteExtractor<Action>(for type: Action.Type) -> ((Action) -> AnyObject?)? {
  guard let bindableType = type as? any BindableAction.Type else { return nil }
  func extractor<A: BindableAction>(_: A.Type) -> Any {
    { (action: A) -> AnyObject? in action.binding?.write }
  }
  // `A` is `Action`, opened from the existential: the cast checks it, once.
  return extractor(bindableType) as? (Action) -> AnyObject?
}
