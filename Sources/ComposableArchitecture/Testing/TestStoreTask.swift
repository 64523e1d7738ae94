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
    // Awaiting a task's value can't be cancelled, so the wait is polled: a task that runs on
    // past the timeout must not keep the test waiting for it.
    let isFinished = LockIsolated(false)
    Task {
      await task.value
      isFinished.setValue(true)
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !isFinished.value, clock.now < deadline {
      await Task.megaYield(count: 10)
      try? await Task.sleep(for: .microseconds(200))
    }
    if !isFinished.value {
      let timeoutMessage =
        timeout != self.timeout
        ? #"try increasing the duration of this assertion's "timeout""#
        : #"configure this assertion with an explicit "timeout""#
      reportIssue(
        """
        Expected task to finish, but it is still in-flight\
        \(timeout > .zero ? " after \(timeout)" : "").

        If this task delivers its action using a clock/scheduler (via "sleep(for:)", \
        "timer(interval:)", etc.), make sure that you wait enough time for it to perform its \
        work. If you are using a test clock/scheduler, advance the scheduler so that the effects \
        may complete, or consider using an immediate clock/scheduler to immediately perform the \
        effect instead.

        If you are not yet using a clock/scheduler, or cannot use a clock/scheduler, \
        \(timeoutMessage).
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
