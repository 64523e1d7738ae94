import ConcurrencyExtras

/// The tasks of the effects one action started, and of the actions those effects sent back, for
/// the ``StoreTask`` that `Store.send` returns: finishing it awaits them all, and cancelling it
/// cancels them all, including those started after it was made.
///
/// No task waits on them unless someone awaits: most sends are never awaited (a binding's, a
/// button's), and a waiting task for each would cost a task start and a thread wake-up per action.
@usableFromInline
final class _EffectTasks: Sendable {
  private enum Member {
    case task(Task<Void, Never>)
    /// What an action sent by one of the effects started.
    case sent(_EffectTasks)
  }

  private struct State {
    var members: [Member] = []
    var isCancelled = false
  }

  private let state = LockIsolated(State())

  @usableFromInline
  init() {}

  /// Adds a task; cancels it at once if the whole was cancelled already.
  func append(_ task: Task<Void, Never>) {
    if self.add(.task(task)) {
      task.cancel()
    }
  }

  /// Adds what an action sent by an effect started; cancels it at once if the whole was
  /// cancelled already.
  @usableFromInline
  func append(_ sent: _EffectTasks) {
    if self.add(.sent(sent)) {
      sent.cancel()
    }
  }

  /// Whether ``cancel()`` was called.
  var isCancelled: Bool {
    self.state.withValue(\.isCancelled)
  }

  /// Cancels every task, and those added from now on.
  func cancel() {
    let members = self.state.withValue { state in
      state.isCancelled = true
      return state.members
    }
    for member in members {
      switch member {
      case let .task(task):
        task.cancel()
      case let .sent(sent):
        sent.cancel()
      }
    }
  }

  /// Waits for every task, including those added while it waits. Cancelling the waiting task
  /// cancels them.
  func finish() async {
    await withTaskCancellationHandler {
      await self.wait()
    } onCancel: {
      self.cancel()
    }
  }

  /// A task that finishes when they all have; cancelling it cancels them.
  func task() -> Task<Void, Never> {
    Task { await self.finish() }
  }

  /// Adds a member; returns whether the whole was cancelled.
  private func add(_ member: Member) -> Bool {
    self.state.withValue { state in
      state.members.append(member)
      return state.isCancelled
    }
  }

  private func wait() async {
    var index = 0
    while let member = self.member(at: index) {
      switch member {
      case let .task(task):
        await task.value
      case let .sent(sent):
        await sent.wait()
      }
      index += 1
    }
  }

  private func member(at index: Int) -> Member? {
    self.state.withValue { index < $0.members.count ? $0.members[index] : nil }
  }
}
