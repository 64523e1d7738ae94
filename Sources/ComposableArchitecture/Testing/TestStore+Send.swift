extension TestStore {
  /// Sends an action to the store and asserts how the state changes.
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// The trailing closure receives the state as it was before the action and must mutate it into
  /// the state the action produced. Omit it when the action must not change state.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store. The mutable state sent to this closure must be modified to match the state
  ///     of the store after processing the given action. Do not provide a closure if no change
  ///     is expected.
  ///   - fileID: The source `#fileID` associated with the assertion, where its failures are
  ///     reported.
  ///   - filePath: The source `#filePath` associated with the assertion.
  ///   - line: The source `#line` associated with the assertion.
  ///   - column: The source `#column` associated with the assertion.
  /// - Returns: A ``TestStoreTask`` that represents the lifecycle of the effects started from
  ///   sending the action.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if self.isDismissed {
      location.report("Can't send action to dismissed test store.")
      return TestStoreTask(rawValue: nil, timeout: self.timeout)
    }
    if !self.recorder.receivedActions.isEmpty {
      var actions = ""
      customDump(self.recorder.receivedActions.map { $0.action }, to: &actions)
      self.reportOrSkip(
        """
        Must handle \(self.recorder.receivedActions.count) received \
        action\(self.recorder.receivedActions.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(actions)
        """,
        at: location
      )
      // An exhaustive test keeps them, to be received; a non-exhaustive one skips them.
      if !self.isExhaustive {
        self.skipReceivedActions(showing: self.showsSkippedAssertions, at: location)
      }
    }

    let previousState = self.assertedState
    var actionDump = ""
    customDump(action, to: &actionDump)
    self.core.effectOwner = EffectOwner(
      action: actionDump,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.recorder.stateAfterSend = nil
    self.recorder.stackElementIDBeforeSend = nil
    let task = self.store.send(TestAction(origin: .send, action: action))
    self.core.effectOwner = nil
    let actualState = self.recorder.stateAfterSend ?? self.store.currentState()
    // Inside the trailing closure, `state` is still the state from before the action.
    self.expectState(
      previous: previousState,
      actual: actualState,
      updateStateToExpectedResult,
      stackElementID: self.recorder.stackElementIDBeforeSend,
      at: location
    )
    self.assertedState = actualState
    // Give effects a chance to start, so that `receive` and `finish` see what they do.
    await Task.megaYield()
    return TestStoreTask(rawValue: task.effects?.task(), timeout: self.timeout)
  }

  /// Sends an action, built from a case key path and its associated value, and asserts how the
  /// state changes.
  ///
  /// ```swift
  /// await store.send(\.binding.displayName, "Blob") {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(value),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Sends an action without an associated value, named by its case key path, and asserts how
  /// the state changes.
  ///
  /// ```swift
  /// await store.send(\.onAppear)
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Asserts the current state, for example after changing dependencies or to check a
  /// non-exhaustive store's state in one place.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let state = self.assertedState
    self.expectState(
      previous: state,
      actual: state,
      updateStateToExpectedResult,
      skipUnnecessaryModifyFailure: true,
      at: location
    )
  }
}
