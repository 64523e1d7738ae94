/// How much of what a feature does a ``TestStore`` requires its test to assert.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted. The default.
  case on

  /// Only what the test asserts is checked: other state changes, received actions and effects
  /// still running at the end are allowed.
  ///
  /// - Parameter showSkippedAssertions: When `true`, everything that was not asserted is still
  ///   reported, as an expected (non-failing) issue, so that you can see what was skipped.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive assertions that don't show what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
