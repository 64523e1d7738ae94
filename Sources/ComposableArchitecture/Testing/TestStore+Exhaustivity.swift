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
    let timeout = timeout ?? self.timeout
    if await self.waitFor({ self.core.effects.count == 0 }, timeout: timeout) { return }
    let message = """
      Expected effects to finish, but there are still effects in-flight after \
      \(timeout.seconds) seconds.
      """
    self.reportOrSkip(
      message,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Clears the queue of actions effects fed back that the test has not received, so that the
  /// test can end (or send again) without asserting them.
  ///
  /// - Parameter strict: When `true` (the default), it is a failure to call this when there is
  ///   nothing to skip.
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
    self.skipReceivedActions(showing: false, at: location)
  }

  func skipReceivedActions(showing: Bool, at location: _SourceLocation) {
    let skipped = self.recorder.receivedActions
    guard let last = skipped.last else { return }
    if showing {
      location.reportSkipped(
        "Skipped receiving \(skipped.count) \(skipped.count == 1 ? "action" : "actions"): "
          + dumpActions(skipped.map(\.action))
      )
    }
    self.recorder.receivedActions.removeAll()
    self.assertedState = last.state
  }

  /// Cancels the effects that are still running, so that the test can end without waiting for
  /// them.
  ///
  /// - Parameter strict: When `true` (the default), it is a failure to call this when no effect
  ///   is running.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if strict, self.core.effects.count == 0 {
      location.report("There were no in-flight effects to skip.")
      return
    }
    self.core.effects.cancelAll()
    await self.finish(
      timeout: self.timeout, fileID: fileID, file: filePath, line: line, column: column
    )
  }
}
