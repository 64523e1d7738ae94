import ConcurrencyExtras

/// A testable runtime for a reducer.
///
/// Send actions and describe, in a trailing closure, how the state is expected to change; receive
/// the actions effects feed back; the store fails the test on anything you did not describe:
///
/// ```swift
/// @Test
/// func displayName() async {
///   let store = TestStore(initialState: Settings.State()) {
///     Settings()
///   } withDependencies: {
///     $0.continuousClock = ImmediateClock()
///   }
///
///   await store.send(.displayNameChanged("Blob")) {
///     $0.displayName = "Blob"
///   }
///   await store.receive(\.availabilityResponse) {
///     $0.isDisplayNameAvailable = true
///   }
/// }
/// ```
///
/// By default the store is exhaustive (see ``exhaustivity``): a state change that the trailing
/// closure doesn't describe, an action an effect sent that the test didn't `receive`, and an
/// effect still running when the store is released are all test failures, reported at the line of
/// the test that caused them, with a diff of expected (`−`) and actual (`+`) values.
///
/// Failures are reported through IssueReporting, so they fail the current Swift Testing test or
/// XCTest test case without any set-up.
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
  /// How exhaustive the store's assertions are. See ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on {
    didSet { self.exhaustivityAtDeinit = self.exhaustivity }
  }

  /// How long ``receive(_:timeout:assert:fileID:file:line:column:)-(Action,_,_,_,_,_,_)`` and
  /// friends wait for an action, and ``finish(timeout:fileID:file:line:column:)`` for effects, by
  /// default.
  public var timeout: Duration = .seconds(1)

  /// Whether tasks are enqueued serially on the main actor, which makes the interleaving of
  /// effects deterministic.
  ///
  /// This is ConcurrencyExtras' process-wide `uncheckedUseMainSerialExecutor`. Test stores turn
  /// it on while any of them is alive, and restore the original setting when the last one goes
  /// away. Setting it changes it for the whole process.
  public var useMainSerialExecutor: Bool {
    get { uncheckedUseMainSerialExecutor }
    set { uncheckedUseMainSerialExecutor = newValue }
  }

  let store: Store<State, TestAction<Action>>
  let core: StoreCore
  // Read by `deinit`, which is nonisolated so that it runs inside the test that releases the
  // store (an isolated deinit loses the test's task-local context, and with it the failures it
  // reports). Nothing else can reference the store by then, so these reads cannot race.
  nonisolated(unsafe) let recorder: TestRecorder<State, Action>
  /// Records the changes the feature makes to shared values, for the assertions.
  nonisolated let sharedChangeTracker: SharedChangeTracker
  private nonisolated(unsafe) var exhaustivityAtDeinit: Exhaustivity = .on
  /// The state as of the last assertion: what the next expectation starts from.
  var assertedState: State
  private nonisolated let location: _SourceLocation

  /// Creates a test store with an initial state and a reducer powering its runtime.
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The reducer that powers the runtime of the test store.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed during the test. These dependencies will be used when producing the initial
  ///     state.
  ///   - fileID: The source `#fileID` associated with the test store, where its failures at
  ///     deinitialization are reported.
  ///   - filePath: The source `#filePath` associated with the test store.
  ///   - line: The source `#line` associated with the test store.
  ///   - column: The source `#column` associated with the test store.
  public init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let (initialState, reducer, dependencies) = withDependencies {
      // Stack element ids count from 0 for each test store.
      $0.stackElementID = .incrementing()
      prepareDependencies(&$0)
    } operation: {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    let sharedChangeTracker = SharedChangeTracker()
    var storeDependencies = dependencies
    storeDependencies.sharedChangeTrackers.append(sharedChangeTracker)
    let recorder = TestRecorder<State, Action>(dependencies: storeDependencies)
    let core = RootCore(
      state: initialState,
      reducer: TestReducer(base: reducer, recorder: recorder)
    )
    if !recorder.dependencies.isPresented {
      // The root feature's `dismiss()` does what a parent's dismissal would: the store is
      // dismissed and the feature's effects are cancelled, so none is left running at the end.
      let isDismissed = recorder.isDismissed
      let effects = core.effects
      recorder.dependencies.dismiss = DismissEffect {
        isDismissed.setValue(true)
        effects.close()
      }
    }
    self.core = core
    self.store = Store(rootCore: core)
    self.recorder = recorder
    self.sharedChangeTracker = sharedChangeTracker
    self.assertedState = initialState
    self.location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    MainSerialExecutorUsers.enter()
  }

  deinit {
    self.completed()
    MainSerialExecutorUsers.leave()
  }

  /// The state of the feature as of the last assertion: the last `send`, `receive` or
  /// `skipReceivedActions()`.
  ///
  /// Actions that effects sent, and that the test hasn't received yet, are not in it. Inside the
  /// trailing closure of a `send` or `receive`, it is the state from before the action. Reading it
  /// is how a non-exhaustive test can check a value directly:
  ///
  /// ```swift
  /// #expect(store.state.displayName == "Blob")
  /// ```
  public var state: State {
    self.assertedState
  }

  /// The dependencies the feature uses. Changing them affects the actions sent from then on:
  ///
  /// ```swift
  /// store.dependencies.apiClient.fetch = { throw SomeError() }
  /// ```
  public var dependencies: DependencyValues {
    get { self.recorder.dependencies }
    set { self.recorder.dependencies = newValue }
  }

  /// Whether the feature under test has dismissed itself with its `@Dependency(\.dismiss)`, as
  /// a presented feature dismisses itself from its parent.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  ///
  /// Sending an action to a dismissed store is a test failure.
  public var isDismissed: Bool {
    self.recorder.isDismissed.value
  }

  /// Whether assertions are exhaustive right now.
  var isExhaustive: Bool {
    self.exhaustivity == .on
  }

  /// Whether assertions that were skipped in non-exhaustive mode should still be shown.
  var showsSkippedAssertions: Bool {
    self.exhaustivity == .off(showSkippedAssertions: true)
  }

  /// Checks what an exhaustive test must have asserted by the time the store goes away.
  private nonisolated func completed() {
    let received = self.recorder.receivedActions
    if !received.isEmpty {
      self.reportAtDeinit(unexpectedActionsMessage(received.map(\.action)), at: self.location)
    }
    self.stopDismissalWatches()
    self.checkSharedChangesAtDeinit()
    for owner in self.core.effects.runningOwners {
      let message = """
        An effect returned for this action is still running. It must complete before the end of \
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), \
        then make sure those effects are torn down by marking the effect ".cancellable" and \
        returning a corresponding cancellation effect ("Effect.cancel") from another action, or, \
        if your effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
        """
      self.reportAtDeinit(message, at: owner.location)
    }
    self.core.effects.close()
  }

  /// Reports changes to shared values that the test never asserted: made by effects after the
  /// last assertion.
  private nonisolated func checkSharedChangesAtDeinit() {
    guard self.sharedChangeTracker.hasChanges else { return }
    defer { self.sharedChangeTracker.reset() }
    guard self.exhaustivityAtDeinit == .on else { return }
    let state = self.recorder.latestState
    let difference: String = self.sharedChangeTracker.asserting {
      guard let state else { return "" }
      return "\n\n" + stateDifference(expected: state, actual: state)
    }
    self.location.report(
      """
      Test store finished before asserting against changes to shared state.\(difference)

      Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
      state.
      """
    )
  }

  private nonisolated func reportAtDeinit(_ message: String, at location: _SourceLocation) {
    switch self.exhaustivityAtDeinit {
    case .on:
      location.report(message)
    case .off(showSkippedAssertions: true):
      location.reportSkipped(message)
    case .off(showSkippedAssertions: false):
      break
    }
  }

  /// Stops the effects that wait for presented children to be dismissed, and stops tracking them:
  /// a child left presented at the end of a test is not an effect left running.
  nonisolated func stopDismissalWatches() {
    self.core.effects.cancelAndUntrack(id: AnyHashableSendable(_PresentationEffectsID()))
  }

  /// Reports a failure when exhaustive; in non-exhaustive mode, shows it as an expected issue if
  /// asked to, or drops it.
  func reportOrSkip(_ message: String, at location: _SourceLocation) {
    if self.isExhaustive {
      location.report(message)
    } else if self.showsSkippedAssertions {
      location.reportSkipped(message)
    }
  }
}

extension _SourceLocation {
  /// Shows an assertion that a non-exhaustive test skipped, without failing the test.
  func reportSkipped(_ message: String) {
    guard case .swiftTesting = TestContext.current else {
      // XCTest on Linux has no expected failures: show the skipped assertion without failing.
      print("\(self.fileID):\(self.line): Skipped assertions.\n\n\(message)")
      return
    }
    withExpectedIssue(
      "A non-exhaustive test store skipped this assertion.",
      isIntermittent: true,
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column
    ) {
      reportIssue(
        "Skipped assertions.\n\n\(message)",
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
    }
  }
}

/// The failure for actions effects sent that a test didn't receive, by the time the store went
/// away or the test called `finish()`. The actions are listed by case, one a line.
func unexpectedActionsMessage<Action>(_ actions: [Action]) -> String {
  let list =
    actions
    .map { "    " + debugCaseOutput($0, abbreviated: true) }
    .joined(separator: "\n")
  return """
    The store received \(actions.count) unexpected \
    action\(actions.count == 1 ? "" : "s").

      Unhandled actions:
    \(list)

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
}

/// One action dumped as it is, several as a list.
func actionsDump<Action>(_ actions: [Action]) -> String {
  var dump = ""
  if actions.count == 1 {
    customDump(actions[0], to: &dump)
  } else {
    customDump(actions, to: &dump)
  }
  return dump
}

/// A convenience type alias for referring to a test store of a given reducer's domain.
///
/// ```swift
/// let store: TestStoreOf<Settings>
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// Counts the test stores alive in the process, so that parallel tests don't undo each other's
/// serial-executor setting: the first store turns it on, the last one restores the original.
enum MainSerialExecutorUsers {
  private struct State {
    var count = 0
    var original = false
  }

  private static let state = LockIsolated(State())

  static func enter() {
    state.withValue { state in
      if state.count == 0 {
        state.original = uncheckedUseMainSerialExecutor
        uncheckedUseMainSerialExecutor = true
      }
      state.count += 1
    }
  }

  static func leave() {
    state.withValue { state in
      state.count -= 1
      if state.count == 0 {
        uncheckedUseMainSerialExecutor = state.original
      }
    }
  }
}
