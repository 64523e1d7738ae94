#if SharingPostgres
  import ComposableArchitecture
  import Foundation

  /// An operation raced against a timer, for ``PostgresSharedDatabase/withTimeout(_:)``: the
  /// first of the two to end answers the caller, and the other is cancelled.
  ///
  /// The caller is answered when the timer ends even if the operation doesn't stop when it is
  /// cancelled (a query waiting for a lock on the server doesn't): a task group would wait for it.
  /// The operation then ends by itself, and its outcome is dropped.
  final class TimeoutRace<T: Sendable>: Sendable {
    private struct State {
      var continuation: CheckedContinuation<T, any Error>?
      /// The outcome once there is one; it may come before the race starts (a caller cancelled
      /// already).
      var outcome: Result<T, any Error>?
      var tasks: [Task<Void, Never>] = []
    }

    private let state = LockIsolated(State())

    /// Runs `operation`, with a timer of `timeout`, until one of them ends.
    static func run(
      timeout: Duration,
      _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
      let race = TimeoutRace()
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          race.start(continuation, timeout: timeout, operation)
        }
      } onCancel: {
        race.finish(.failure(CancellationError()))
      }
    }

    private func start(
      _ continuation: CheckedContinuation<T, any Error>,
      timeout: Duration,
      _ operation: @escaping @Sendable () async throws -> T
    ) {
      let outcome = self.state.withValue { state in
        if state.outcome == nil { state.continuation = continuation }
        return state.outcome
      }
      if let outcome {
        continuation.resume(with: outcome)
        return
      }
      let work = Task {
        do {
          self.finish(.success(try await operation()))
        } catch {
          self.finish(.failure(error))
        }
      }
      let timer = Task {
        do {
          try await Task.sleep(for: timeout)
        } catch {
          return
        }
        self.finish(.failure(PostgresSharedDatabaseError.timedOut(after: timeout)))
      }
      let isFinished = self.state.withValue { state in
        state.tasks = [work, timer]
        return state.outcome != nil
      }
      // Ended before its tasks were stored (the operation answered, or the caller was
      // cancelled): `finish` had none to cancel, so they are cancelled here.
      if isFinished {
        work.cancel()
        timer.cancel()
      }
    }

    private func finish(_ outcome: Result<T, any Error>) {
      let (continuation, tasks) = self.state.withValue {
        state -> (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) in
        guard state.outcome == nil else { return (nil, []) }
        state.outcome = outcome
        defer {
          state.continuation = nil
          state.tasks = []
        }
        return (state.continuation, state.tasks)
      }
      for task in tasks {
        task.cancel()
      }
      continuation?.resume(with: outcome)
    }
  }
#endif
