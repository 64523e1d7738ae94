import Testing

@testable import ComposableArchitecture

// The texts of runtime warnings and test failures, word for word as TCA 1.25's source writes
// them, and the behaviours that go with them.

@MainActor
struct WarningTextTests {
  @Test func anIfLetActionForANilChildIsReportedInTCAsWords() {
    let reporter = RecordingIssueReporter()
    withIssueReporters([reporter]) {
      let store = Store(initialState: Shelf.State()) { Shelf() }
      store.send(.child(.tap))
    }
    #expect(reporter.messages.count == 1)
    let message = reporter.messages.first ?? ""
    #expect(
      message.hasPrefix(
        #"An "ifLet" at "ComposableArchitectureTests/WarningTextTests.swift:"#
      )
    )
    #expect(
      message.hasSuffix(
        """
        received a child action when child state was "nil".

          Action:
            Shelf.Action.child(.tap)

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """
      )
    )
  }

  @Test func typesAreNamedAsTCANamesThem() {
    #expect(debugCaseOutput(Result<Int, Failure>.success(42)) == "Result.success")
    #expect(debugCaseOutput(Tray.Action.loaded(.success(1))) == "Tray.Action.loaded(.success)")
    #expect(debugCaseOutput(Tray.Action.tap, abbreviated: true) == ".tap")
    #expect(typeName(Int?.self) == "Int?")
    #expect(typeName([String: [Int]].self) == "[String: [Int]]")
    #expect(typeName(IdentifiedArrayOf<Tray.State>.self) == "IdentifiedArray")
    #expect(storeTypeName(of: StoreOf<Shelf>.self) == "StoreOf<Shelf>")
    #expect(
      storeTypeName(of: Store<IdentifiedArrayOf<Tray.State>, IdentifiedActionOf<Tray>>.self)
        == "IdentifiedStoreOf<Tray>"
    )
    #expect(storeTypeName(of: Store<Int, Bool>.self) == "Store<Int, Bool>")
  }

  @Test func writingNilToAStackElementsCaseRemovesIt() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState<Slot>([.int(1), .text("a")])
      stack[id: 0, case: \.int] = nil
      #expect(stack.ids == [1])
      #expect(stack[id: 1] == .text("a"))
    }
  }

  @Test func modifyingAnotherCaseNamesTheCaseTheElementIsIn() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState<Slot>([.int(1)])
      let reporter = RecordingIssueReporter()
      withIssueReporters([reporter]) {
        stack[id: 0, case: \.text] = "b"
        stack[id: 7, case: \.text] = "b"
      }
      #expect(
        reporter.messages == [
          #"Can't modify unrelated case "int""#,
          "Can't modify unrelated case",
        ]
      )
      #expect(stack[id: 0] == .int(1))
    }
  }

  @available(*, deprecated, message: "Exercises the deprecated closure scope.")
  @Test func scopingFromAnUncachedStoreIsReported() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let uncached = store.scope(state: { $0 }, action: { $0 })
    let reporter = RecordingIssueReporter()
    withIssueReporters([reporter]) {
      _ = uncached.scope(state: \.child, action: \.child)
      _ = uncached.scope(state: \.rows, action: \.rows)
    }
    #expect(reporter.messages.count == 2)
    #expect(
      reporter.messages.allSatisfy {
        $0.hasPrefix(
          """
          Scoping from uncached 'StoreOf<Shelf>' is not compatible with observation.

          This can happen for one of two reasons:

          1. A parent view scopes on a store using transform functions, which has been \
          deprecated, instead of with key paths and case paths.
          """
        )
      }
    )
    // A store scoped with key paths from a cached store is not reported.
    withIssueReporters([reporter]) {
      _ = store.scope(state: \.child, action: \.child)
    }
    #expect(reporter.messages.count == 2)
  }

  @Test func aRootFeaturesDismissalCancelsItsEffects() async {
    let cancelled = LockIsolated(false)
    let store = TestStore(initialState: Lingering.State()) { Lingering(cancelled: cancelled) }
    await store.send(.start)
    await store.send(.close)
    #expect(store.isDismissed)
    for _ in 1...1_000 where !cancelled.value {
      await Task.yield()
    }
    #expect(cancelled.value)
  }

}

private struct Failure: Error, Equatable {}

@CasePathable
private enum Slot: Equatable {
  case int(Int)
  case text(String)
}

private struct Tray: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
  }
  enum Action: Equatable {
    case loaded(Result<Int, Failure>)
    case tap
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct Shelf: Reducer {
  struct State: Equatable {
    var child: Tray.State?
    var rows: IdentifiedArrayOf<Tray.State> = []
  }
  @CasePathable
  enum Action: Equatable {
    case child(Tray.Action)
    case rows(IdentifiedActionOf<Tray>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.child, action: \.child) { Tray() }
      .forEach(\.rows, action: \.rows) { Tray() }
  }
}

private struct Lingering: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case close
    case start
  }
  let cancelled: LockIsolated<Bool>
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .close:
      return .run { _ in await self.dismiss() }
    case .start:
      return .run { [cancelled] _ in
        do {
          try await Task.never()
        } catch {
          cancelled.setValue(true)
        }
      }
    }
  }
}
