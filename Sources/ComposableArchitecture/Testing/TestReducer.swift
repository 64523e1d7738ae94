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
  /// Actions fed back by effects, each with the state right after it was reduced.
  var receivedActions: [(action: Action, state: State)] = []
  /// The state right after the last action sent by the test.
  var stateAfterSend: State?
  /// The dependencies in effect for the feature, which the test may change between steps.
  var dependencies: DependencyValues

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
    let effects = withDependencies {
      $0 = self.recorder.dependencies
    } operation: {
      self.base.reduce(into: &state, action: action.action)
    }
    switch action.origin {
    case .send:
      self.recorder.stateAfterSend = state
    case .receive:
      self.recorder.receivedActions.append((action.action, state))
    }
    return effects.map { TestAction(origin: .receive, action: $0) }
  }
}
