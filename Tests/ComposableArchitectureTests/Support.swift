import ComposableArchitecture
import Foundation
import Observation
import Testing

/// Waits on the main actor until `condition` holds, giving effects a chance to run. Fails the
/// test after `timeout` instead of hanging.
@MainActor
func waitUntil(
  timeout: Duration = .seconds(30),
  _ condition: @MainActor () -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  // Counted in rounds as well as in time: other tests running on the main actor can keep it
  // busy for seconds, and the effect being waited for needs it too.
  var roundsAfterDeadline = 0
  while !condition() {
    if clock.now > deadline {
      roundsAfterDeadline += 1
      if roundsAfterDeadline > 100 {
        Issue.record("Timed out waiting for condition", sourceLocation: sourceLocation)
        return
      }
    }
    await Task.yield()
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Counts how many times a change to what `read` reads is reported.
@MainActor
func changes(_ read: @escaping @MainActor () -> Void) -> LockIsolated<Int> {
  let count = LockIsolated(0)
  withObservationTracking {
    read()
  } onChange: {
    count.withValue { $0 += 1 }
  }
  return count
}

/// Records values from any thread, for asserting on what effects did.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = LockIsolated<[Value]>([])

  func record(_ value: Value) {
    self.storage.withValue { $0.append(value) }
  }

  var values: [Value] {
    self.storage.value
  }
}

extension Issue {
  /// The message the issue was reported with, with the figure spaces that CustomDump's
  /// proportional diffs align with turned into plain spaces, so expectations can be typed.
  var message: String {
    self.comments.map(\.rawValue).joined(separator: "\n")
      .replacingOccurrences(of: "\u{2007}", with: " ")
  }
}

/// An issue reporter that records messages instead of failing the test, for checking what a
/// store reports without it counting as a failure.
final class RecordingIssueReporter: IssueReporter {
  private let storage = LockIsolated<[String]>([])

  var messages: [String] { self.storage.value }

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.storage.withValue { $0.append(message) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}
}
