@_spi(Internals) import CasePaths

extension TestStore {
  /// Compares the state an action produced with what the test expected, and reports a diff when
  /// they differ.
  func expectState(
    previous: State,
    actual: State,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    skipUnnecessaryModifyFailure: Bool = false,
    stackElementID: StackElementID? = nil,
    at location: _SourceLocation
  ) {
    // The expected state is built the way the reducer built the actual one: with the store's
    // dependencies, so that initializers that read `@Dependency` agree, and stacks hand out the
    // ids the reducer's stacks did.
    let tracker = self.sharedChangeTracker
    // Changes to shared values are asserted against their snapshots (see `SharedChangeTracker`);
    // once compared, they are asserted. In non-exhaustive mode they need no assertion.
    if !self.isExhaustive {
      tracker.reset()
    }
    defer { tracker.reset() }
    withDependencies {
      $0 = self.recorder.dependencies
      $0.sharedChangeAssertion = tracker
      if let stackElementID {
        $0.stackElementID = .incrementing(from: stackElementID.generation)
      }
    } operation: {
      // `XCTModify` in the closure reports a value it left unchanged only when exhaustive.
      XCTModifyLocals.$isExhaustive.withValue(self.isExhaustive) {
        self._expectState(
          previous: previous,
          actual: actual,
          updateStateToExpectedResult,
          // A test describing only a shared change leaves the expected state equal to the
          // previous one, which reads the same shared value.
          skipUnnecessaryModifyFailure: skipUnnecessaryModifyFailure || tracker.hasChanges,
          at: location
        )
      }
    }
  }

  private func _expectState(
    previous: State,
    actual: State,
    _ updateStateToExpectedResult: ((_ state: inout State) throws -> Void)?,
    skipUnnecessaryModifyFailure: Bool,
    at location: _SourceLocation
  ) {
    do {
      if self.isExhaustive {
        var expected = previous
        try updateStateToExpectedResult?(&expected)
        if expected != actual {
          location.report(
            stateMismatchMessage(
              updateStateToExpectedResult == nil
                ? "State was not expected to change, but a change occurred."
                : "A state change does not match expectation.",
              expected: expected,
              actual: actual
            )
          )
        } else if !skipUnnecessaryModifyFailure, updateStateToExpectedResult != nil,
          expected == previous
        {
          location.report(
            """
            Expected state to change, but no change occurred.

            The trailing closure made no observable modifications to state. If no change to \
            state is expected, omit the trailing closure.
            """
          )
        }
      } else {
        // Non-exhaustive: the closure describes part of the new state, so applying it to the
        // actual new state must leave that state as it is.
        var expectedFromActual = actual
        try updateStateToExpectedResult?(&expectedFromActual)
        if expectedFromActual != actual {
          location.report(
            stateMismatchMessage(
              "A state change does not match expectation.",
              expected: expectedFromActual,
              actual: actual
            )
          )
        } else if self.showsSkippedAssertions {
          var expectedFromPrevious = previous
          try updateStateToExpectedResult?(&expectedFromPrevious)
          if expectedFromPrevious != actual {
            location.reportSkipped(
              stateMismatchMessage(
                "A state change does not match expectation.",
                expected: expectedFromPrevious,
                actual: actual
              )
            )
          }
        }
      }
    } catch {
      location.report("Threw error: \(error)")
    }
  }
}

/// A failure message with a diff of expected (`−`) and actual (`+`) values.
func stateMismatchMessage<State>(_ title: String, expected: State, actual: State) -> String {
  "\(title)\n\n\(stateDifference(expected: expected, actual: actual))"
}

/// A diff of expected (`−`) and actual (`+`) values, or both values when they dump the same.
func stateDifference<State>(expected: State, actual: State) -> String {
  diff(expected, actual, format: .proportional)
    .map { "\($0.indent(by: 4))\n\n(Expected: −, Actual: +)" }
      ?? """
      Expected:
      \(String(describing: expected).indent(by: 2))

      Actual:
      \(String(describing: actual).indent(by: 2))
      """
}

extension String {
  func indent(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return indentation
      + self.split(separator: "\n", omittingEmptySubsequences: false)
      .joined(separator: "\n\(indentation)")
  }
}
