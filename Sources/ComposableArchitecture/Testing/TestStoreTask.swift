/// The effects started by one action sent to a ``TestStore``.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(3))
/// await store.receive(\.timerTicked) { $0.count = 1 }
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  /// The underlying task, or `nil` when the action started no effect.
  public let rawValue: Task<Void, Never>?
  let timeout: Duration

  init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the effects and waits for them to wind down.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.value
  }

  /// Waits for the effects to finish, failing the test if they run past the timeout.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let task = self.rawValue else { return }
    let timeout = timeout ?? self.timeout
    let finished = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await task.value
        return true
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    if !finished {
      reportIssue(
        """
        Expected task to finish, but it is still in-flight after \(timeout.seconds) seconds.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }

  /// Whether the task was cancelled.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
