import Synchronization

// How a store finds out that a binding write was never applied, without comparing values (a
// reducer may legitimately change or reject the value) and without allocating per write:
// `BindingAction.apply(to:)` bumps a global counter; a binding setter reads the counter, sends its
// action, and reads it again. If nothing applied a binding action while the store reduced this
// one, no `BindingReducer` saw it.
//
// A write made while the store is already reducing an action (for example from an observer
// called in the middle of a mutation) is queued and reduced later, after the setter has returned.
// It can't be checked then, so it isn't checked at all: no report rather than a false one.

/// The number of binding actions applied to state so far, by any reducer in the process.
@usableFromInline
let _appliedBindingActionCount = Atomic<UInt>(0)

/// A store core that can tell whether it is in the middle of reducing an action.
@MainActor
protocol _ReducingStatus: AnyObject {
  var isReducing: Bool { get }
}

extension RootCore: _ReducingStatus {
  var isReducing: Bool { self.storage.pointee.isSending }
}

extension Store {
  /// Sends an action made by a binding and reports an issue when its binding action was not
  /// applied to state.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - isBinding: Whether `action` carries a binding action that some `BindingReducer` should
  ///     apply.
  ///   - origin: Where the binding was made, when known.
  @inlinable
  func _sendBinding(_ action: Action, isBinding: Bool, origin: _BindingOrigin?) {
    guard isBinding else {
      self.send(action)
      return
    }
    let appliedBefore = _appliedBindingActionCount.load(ordering: .relaxed)
    self.send(action)
    if _appliedBindingActionCount.load(ordering: .relaxed) == appliedBefore {
      self._reportUnappliedBinding(action, origin: origin)
    }
  }

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
