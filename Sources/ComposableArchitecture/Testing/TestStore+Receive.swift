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
      describing: String(customDumping: expectedAction),
      mismatch: { received in
        let difference =
          diff(expectedAction, received, format: .proportional)
          .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" }
          ?? "Expected:\n\(String(customDumping: expectedAction).indent(by: 2))"
        return "Received unexpected action: …\n\n\(difference)"
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
      describing: "an action matching the predicate",
      mismatch: { received in
        """
        Received action without asserting on payload: …

          Received:
        \(String(customDumping: received).indent(by: 4))

        The action did not match the predicate.
        """
      },
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
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      describing: describe(actionCase),
      mismatch: { caseMismatchMessage(expected: actionCase, received: $0) },
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
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      describing: describe(actionCase),
      mismatch: { received in
        if let receivedValue = casePath.extract(from: received) {
          let difference =
            diff(value, receivedValue, format: .proportional)
            .map { "\($0.indent(by: 4))\n\n(Expected: −, Received: +)" } ?? ""
          return "Received unexpected action: …\n\n\(difference)"
        }
        return caseMismatchMessage(expected: actionCase, received: received)
      },
      timeout: timeout,
      updateStateToExpectedResult,
      at: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// The shared work of every `receive`: wait for an action, check it, check the state.
  func receiveAction(
    matching isMatching: (Action) -> Bool,
    describing expectedDescription: String,
    mismatch: (Action) -> String,
    timeout: Duration?,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    at location: _SourceLocation
  ) async {
    let timeout = timeout ?? self.timeout
    let hasArrived: () -> Bool =
      self.isExhaustive
      ? { !self.recorder.receivedActions.isEmpty }
      : { self.recorder.receivedActions.contains(where: { isMatching($0.action) }) }
    guard await self.waitFor(hasArrived, timeout: timeout) else {
      let skipped = self.recorder.receivedActions.map(\.action)
      location.report(
        """
        Expected to receive \(expectedDescription), but received none\
        \(self.core.effects.count == 0 ? "" : " after \(timeout.seconds) seconds").\
        \(skipped.isEmpty ? "" : "\n\nReceived actions that did not match:\n\(dumpActions(skipped))")
        """
      )
      return
    }

    if !self.isExhaustive {
      let index = self.recorder.receivedActions.firstIndex(where: { isMatching($0.action) })!
      if index > 0 {
        let skipped = self.recorder.receivedActions.prefix(index)
        self.recorder.receivedActions.removeFirst(index)
        if self.showsSkippedAssertions {
          location.reportSkipped(
            "Skipped receiving \(dumpActions(skipped.map(\.action)))"
          )
        }
        self.assertedState = skipped.last!.state
      }
    }

    let (action, actualState) = self.recorder.receivedActions.removeFirst()
    if !isMatching(action) {
      location.report(mismatch(action))
    }
    let previousState = self.assertedState
    self.assertedState = actualState
    self.expectState(
      previous: previousState,
      actual: actualState,
      updateStateToExpectedResult,
      at: location
    )
    await Task.megaYield()
  }

  /// Waits until `condition` holds, for at most `timeout`, letting effects run. Returns early,
  /// with `false`, when no effect is running that could make it hold.
  func waitFor(_ condition: () -> Bool, timeout: Duration) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
      if self.core.effects.count == 0 {
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

/// The message for a received action that is not in the expected case.
func caseMismatchMessage<Action, Value>(
  expected actionCase: CaseKeyPath<Action, Value>,
  received: Action
) -> String {
  """
  Received unexpected action: …

    Expected:
      \(describe(actionCase))
    Received:
  \(String(customDumping: received).indent(by: 4))
  """
}

/// What a case key path expects, for messages: the action itself for a case without a payload;
/// otherwise the action and payload types (case key paths are built through dynamic member
/// lookup, so the runtime can't spell their cases).
func describe<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> String {
  // A case without a payload can be built, and so named exactly.
  if let keyPath = keyPath as AnyKeyPath as? CaseKeyPath<Root, Void> {
    return String(customDumping: keyPath(()))
  }
  return "an action of \(readableTypeName(Root.self)) carrying \(readableTypeName(Value.self))"
}

/// A type's name qualified by its enclosing types but not its module, like `Feature.Action`.
func readableTypeName(_ type: Any.Type) -> String {
  let name = String(reflecting: type)
  guard let dot = name.firstIndex(of: "."), !name[..<dot].contains(where: { "<(".contains($0) })
  else { return name }
  return String(name[name.index(after: dot)...])
}

extension Duration {
  /// The duration in seconds, for messages.
  var seconds: Double {
    let (seconds, attoseconds) = self.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
