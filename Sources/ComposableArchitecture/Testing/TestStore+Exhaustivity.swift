extension TestStore {
  /// Waits for every in-flight effect to finish, failing if any is still running after
  /// `timeout`.
  ///
  /// ```swift
  /// await store.send(.onAppear)
  /// await store.receive(\.loaded) { $0.items = [...] }
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? self.timeout
    await Task.megaYield()
    // Actions that effects sent and the test didn't receive fail here, where the test ends, not
    // later where the store was made.
    if !self.recorder.receivedActions.isEmpty {
      self.reportOrSkip(
        unexpectedActionsMessage(self.recorder.receivedActions.map { $0.action }),
        at: location
      )
      self.skipReceivedActions(showing: false, at: location)
    }
    self.stopDismissalWatches()
    if await self.waitFor({ self.core.effects.trackedCount == 0 }, timeout: timeout) { return }
    let timeoutMessage =
      timeout != self.timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    self.reportOrSkip(
      """
      Expected effects to finish, but there are still effects in-flight\
      \(timeout > .zero ? " after \(timeout)" : "").

      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for it to perform the effect. If you are using a test clock/scheduler, advance \
      it so that the effects may complete, or consider using an immediate clock/scheduler to \
      immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutMessage).
      """,
      at: location
    )
  }

  /// Clears the queue of actions effects fed back that the test has not received, so that the
  /// test can end (or send again) without asserting them.
  ///
  /// - Parameters:
  ///   - strict: When `true` (the default), it is a failure to call this when there is nothing
  ///     to skip.
  ///   - fileID: The source `#fileID` associated with the call, where its failures are reported.
  ///   - filePath: The source `#filePath` associated with the call.
  ///   - line: The source `#line` associated with the call.
  ///   - column: The source `#column` associated with the call.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict, self.recorder.receivedActions.isEmpty {
      location.report("There were no received actions to skip.")
      return
    }
    self.skipReceivedActions(
      showing: self.isExhaustive || self.showsSkippedAssertions,
      at: location
    )
  }

  /// Drops the received actions that weren't asserted, moving the state past them, and shows
  /// them as a skipped assertion when `showing`.
  func skipReceivedActions(showing: Bool, at location: _SourceLocation) {
    let skipped = self.recorder.receivedActions
    guard let last = skipped.last else { return }
    if showing {
      location.reportSkipped(
        """
        \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

        \(actionsDump(skipped.map { $0.action }))
        """
      )
    }
    self.recorder.receivedActions.removeAll()
    self.assertedState = last.state
  }

  /// Stops tracking the effects that are still running, so that the test can end without
  /// waiting for them. They are not cancelled: they run on, and the actions they send are still
  /// received.
  ///
  /// - Parameters:
  ///   - strict: When `true` (the default), it is a failure to call this when no effect is
  ///     running.
  ///   - fileID: The source `#fileID` associated with the call, where its failures are reported.
  ///   - filePath: The source `#filePath` associated with the call.
  ///   - line: The source `#line` associated with the call.
  ///   - column: The source `#column` associated with the call.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict, self.core.effects.trackedCount == 0 {
      location.report("There were no in-flight effects to skip.")
      return
    }
    let owners = self.core.effects.untrack()
    guard !owners.isEmpty, self.isExhaustive || self.showsSkippedAssertions else { return }
    var actions = ""
    if owners.count == 1 {
      actions = owners[0].action
    } else {
      customDump(owners.map(\.action), to: &actions)
    }
    location.reportSkipped(
      """
      \(owners.count) in-flight effect\(owners.count == 1 ? " was" : "s were") cancelled, \
      originating from:

      \(actions)
      """
    )
  }
}

extension TestStore {
  /// Runs an operation with the store's ``exhaustivity`` set to the given value, then restores
  /// the exhaustivity it had before.
  ///
  /// Useful to assert part of an exhaustive test loosely, or part of a non-exhaustive test
  /// exhaustively:
  ///
  /// ```swift
  /// store.withExhaustivity(.off) {
  ///   store.assert { $0.isLoggedIn = true }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity the operation runs with.
  ///   - operation: The operation.
  /// - Returns: What the operation returns.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs an asynchronous operation with the store's ``exhaustivity`` set to the given value,
  /// then restores the exhaustivity it had before.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.loginButtonTapped)
  ///   await store.receive(\.loginResponse) { $0.isLoggedIn = true }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity the operation runs with.
  ///   - operation: The operation.
  /// - Returns: What the operation returns.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }
}
