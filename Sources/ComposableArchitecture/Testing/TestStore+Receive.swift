extension TestStore where Action: Equatable {
  /// Asserts that an effect fed back the given action, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(.availabilityResponse(true)) {
  ///   $0.isDisplayNameAvailable = true
  /// }
  /// ```
  ///
  /// Waits up to `timeout` (the store's ``timeout`` by default) for the action to arrive.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(String(customDumping: expectedAction).indent(by: 2))
        """,
      unexpectedActionDescription: { received in
        diff(expectedAction, received, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
          ?? """
          Expected:
          \(String(describing: expectedAction).indent(by: 2))

          Received:
          \(String(describing: received).indent(by: 2))
          """
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts that an effect fed back an action matching a predicate, and how it changed the
  /// state.
  public func receive(
    _ isMatching: @escaping (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      unexpectedActionDescription: { String(customDumping: $0).indent(by: 2) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action in the given case, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.authorizationResponse) {
  ///   $0.enableNotifications = false
  /// }
  /// ```
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = _CaseAccessors.find(actionCase)
    await self.receiveAction(
      matching: { casePath.extract($0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { String(customDumping: $0).indent(by: 2) },
      timeout: timeout,
      updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that an effect fed back an action in the given case with the given associated
  /// value, and how it changed the state.
  ///
  /// ```swift
  /// await store.receive(\.availabilityResponse, true) {
  ///   $0.isDisplayNameAvailable = true
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = _CaseAccessors.find(actionCase)
    await self.receiveAction(
      // Waits for an action in the case, then checks its value.
      arriving: { casePath.extract($0) != nil },
      matching: { casePath.extract($0) == value },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      unexpectedActionDescription: { received in
        // The whole action, not only its value, so that the diff shows where it is.
        if casePath.extract(received) != nil,
          let difference = diff(casePath.embed(value), received, format: .proportional)
        {
          return "\(difference.indent(by: 2))\n\n(Expected: −, Actual: +)"
        }
        return String(customDumping: received).indent(by: 2)
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The shared work of every `receive`: wait for an action, check it, check the state.
  ///
  /// - Parameters:
  ///   - isArriving: What counts as the action arriving, for a non-exhaustive store; by default,
  ///     `isMatching`.
  ///   - isMatching: Whether a received action is the one expected.
  ///   - failureMessage: The failure when no action arrived.
  ///   - unexpectedActionDescription: Describes a received action that isn't the one expected.
  func receiveAction(
    arriving isArriving: ((Action) -> Bool)? = nil,
    matching isMatching: @escaping (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    unexpectedActionDescription: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: _SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    // As in TCA, whether to wait is decided by the effects running when the assertion begins,
    // before they get a chance to end.
    let hadEffects = self.core.effects.trackedCount > 0
    await Task.megaYield()
    let isArrivingOrMatching = { (action: Action) in
      isArriving?(action) ?? isMatching(action)
    }
    let hasArrived: () -> Bool =
      self.isExhaustive
      ? { !self.recorder.receivedActions.isEmpty }
      : { self.recorder.receivedActions.contains(where: { isArrivingOrMatching($0.action) }) }
    // With no effect running, nothing can arrive: no wait, only the assertion's failure below.
    if !hasArrived(), hadEffects, await !self.waitFor(hasArrived, timeout: timeout) {
      // Either the time ran out with effects still running, or they all ended without
      // delivering it (the store stops waiting then; TCA waits out the timeout).
      location.report(
        self.core.effects.trackedCount > 0
          ? self.receiveTimeoutMessage(timeout: timeout)
          : self.receiveAfterEffectsEndedMessage(timeout: timeout)
      )
    }

    if !self.isExhaustive {
      guard
        let index = self.recorder.receivedActions.firstIndex(where: {
          isArrivingOrMatching($0.action)
        })
      else {
        location.report(failureMessage())
        return
      }
      if index > 0 {
        let skipped = self.recorder.receivedActions.prefix(index)
        self.recorder.receivedActions.removeFirst(index)
        self.reportOrSkip(
          """
          \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

          \(String(customDumping: skipped.map { $0.action }))
          """,
          at: location
        )
        self.assertedState = skipped.last!.state
      }
    }

    guard !self.recorder.receivedActions.isEmpty else {
      location.report(failureMessage())
      return
    }
    let (action, actualState, stackElementID) = self.recorder.receivedActions.removeFirst()
    let previousState = self.assertedState
    if isMatching(action) {
      self.expectState(
        previous: previousState,
        actual: actualState,
        updateStateToExpectedResult,
        stackElementID: stackElementID,
        at: location
      )
    } else {
      // The wrong action: reported alone, without a state check against it.
      let isExpectedLater = self.recorder.receivedActions.contains { isMatching($0.action) }
      self.reportOrSkip(
        """
        Received unexpected action\(isExpectedLater ? " before this one" : ""):

        \(unexpectedActionDescription(action))
        """,
        at: location
      )
    }
    self.assertedState = actualState
    await Task.megaYield()
  }

  /// The failure when an action doesn't arrive before the timeout while effects are running.
  func receiveTimeoutMessage(timeout: Duration) -> String {
    let timeoutMessage =
      timeout != self.timeout
      ? #"try increasing the duration of this assertion's "timeout""#
      : #"configure this assertion with an explicit "timeout""#
    return """
      Expected to receive \(self.isExhaustive ? "an action" : "a matching action"), but received \
      none\(timeout > .zero ? " after \(timeout)" : "").

      There are effects in-flight. If the effect that delivers this action uses a \
      clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
      enough time for it to perform the effect. If you are using a test clock/scheduler, advance \
      it so that the effects may complete, or consider using an immediate clock/scheduler to \
      immediately perform the effect instead.

      If you are not yet using a clock/scheduler, or can not use a clock/scheduler, \
      \(timeoutMessage).
      """
  }

  /// The failure when the effects that were running when the store began waiting for an action
  /// all ended without delivering it.
  func receiveAfterEffectsEndedMessage(timeout: Duration) -> String {
    """
    Expected to receive \(self.isExhaustive ? "an action" : "a matching action"), but received \
    none\(timeout > .zero ? " after \(timeout)" : "").

    There are no in-flight effects that could deliver this action. Could the effect you expected \
    to deliver this action have been cancelled?
    """
  }

  /// Waits until `condition` holds, for at most `timeout`, letting effects run. Returns early,
  /// with `false`, when no tracked effect is running that could make it hold.
  func waitFor(_ condition: () -> Bool, timeout: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
      if self.core.effects.trackedCount == 0 {
        // Let an effect that just finished deliver what it sent before giving up.
        await Task.megaYield()
        return condition()
      }
      if clock.now >= deadline {
        return false
      }
      await Task.megaYield(count: 10)
      try? await Task.sleep(for: .microseconds(200))
    }
    return true
  }
}
