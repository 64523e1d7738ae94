/// Where an action reduced by a ``TestStore`` came from.
enum TestActionOrigin: Sendable {
  /// Sent by the test with `send`.
  case send
  /// Fed back into the store by an effect, to be asserted with `receive`.
  case receive
}

/// An action of the test store's internal store: the feature's action and where it came from.
struct TestAction<Action>: CustomDebugStringConvertible {
  let origin: TestActionOrigin
  let action: Action

  var debugDescription: String {
    debugCaseOutput(self.action)
  }
}

/// What the test store's reducer has seen that the test has not asserted yet.
///
/// Only used on the main actor: by the test store, and by its reducer, which its store runs.
final class TestRecorder<State, Action> {
  /// Actions fed back by effects, each with the state right after it was reduced, and the stack
  /// element id its reducer would have handed out first.
  var receivedActions: [(action: Action, state: State, stackElementID: StackElementID)] = []
  /// The state right after the last action sent by the test.
  var stateAfterSend: State?
  /// The stack element id the reducer would have handed out first for the last action sent by
  /// the test: the assertion of its state change starts its ids there, so that an element the
  /// test pushes gets the id the reducer's push got.
  var stackElementIDBeforeSend: StackElementID?
  /// The state after the last action reduced: where the shared values a test didn't assert are
  /// found when the store goes away.
  var latestState: State?
  /// The dependencies in effect for the feature, which the test may change between steps.
  var dependencies: DependencyValues
  /// Whether the root feature dismissed itself: set by its `dismiss` effect, from any task.
  let isDismissed = LockIsolated(false)

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }
}

/// Runs the feature's reducer for a ``TestStore``, recording what happened for the assertions,
/// and marking every action its effects send as received.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>

  func reduce(
    into state: inout Base.State,
    action: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    let (effects, stackElementID) = withDependencies {
      $0 = self.recorder.dependencies
    } operation: {
      @Dependency(\.stackElementID) var stackElementID
      let next = stackElementID.peek()
      return (self.base.reduce(into: &state, action: action.action), next)
    }
    self.recorder.latestState = state
    switch action.origin {
    case .send:
      self.recorder.stateAfterSend = state
      self.recorder.stackElementIDBeforeSend = stackElementID
    case .receive:
      self.recorder.receivedActions.append((action.action, state, stackElementID))
    }
    return effects.map { TestAction(origin: .receive, action: $0) }
  }
}
