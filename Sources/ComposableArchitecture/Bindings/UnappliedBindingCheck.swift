import Synchronization

// How a store finds out that a binding write was never applied, without comparing values (a
// reducer may legitimately change or reject the value) and without allocating per write: the
// write a binding action carries is marked when `BindingAction.apply(to:)` writes it into state
// (which `BindingReducer` does). A binding setter sends its action and then looks at the mark: if
// nothing applied the action while the store reduced it, no `BindingReducer` saw it.
//
// A write made while the store is already reducing an action (for example from an observer
// called in the middle of a mutation) is queued and reduced later, after the setter has returned.
// It can't be checked then, so it isn't checked at all: no report rather than a false one.

/// A store core that can tell whether it is in the middle of reducing an action.
@MainActor
protocol _ReducingStatus: AnyObject {
  var isReducing: Bool { get }
}

extension RootCore: _ReducingStatus {
  var isReducing: Bool { self.storage.pointee.isSending }
}

extension Store where Action: BindableAction {
  /// Sends an action made by a binding and reports an issue when the binding action it holds
  /// was not applied to state. An action that holds no binding action is just sent.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - origin: Where the binding was made, when known.
  @inlinable
  func _sendBinding(_ action: Action, origin: _BindingOrigin?) {
    // A binding action sent again (one kept from an earlier write, say) is judged afresh.
    action._$withBinding { $0._markUnapplied() }
    self.send(action)
    var isUnapplied = false
    action._$withBinding { isUnapplied = !$0._isApplied }
    if isUnapplied {
      self._reportUnappliedBinding(action, origin: origin)
    }
  }
}

extension Store {
  @usableFromInline
  func _reportUnappliedBinding(_ action: Action, origin: _BindingOrigin?) {
    // Queued behind the action being reduced: reduced after this check, so it can't be judged.
    if (self.core as? any _ReducingStatus)?.isReducing == true { return }

    var location = ""
    if let origin {
      switch origin.kind {
      case .bindable:
        location = """


            The binding was derived from the "@Bindable" store declared at \
          "\(origin.fileID):\(origin.line)".
          """
      case .sending:
        location = """


            The binding was created by "sending" at "\(origin.fileID):\(origin.line)".
          """
      }
    }
    let message = """
      A binding action sent from a store was not applied to its state: the store's reducer has \
      no "BindingReducer" that handles it.

        Action:
          \(debugCaseOutput(action))\(location)

      To fix this, add "BindingReducer()" to your feature's "body", before the reducers that \
      react to bindings.
      """
    if let origin {
      reportIssue(
        message,
        fileID: origin.fileID,
        filePath: origin.filePath,
        line: origin.line,
        column: origin.column
      )
    } else {
      reportIssue(message)
    }
  }
}
