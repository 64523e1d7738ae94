#if !canImport(SwiftUI)
  @testable import ComposableArchitecture
  import Foundation
  import Testing

  // The defects an adversarial probe of the store found, one test each.

  /// A document with a draft that can be saved and restored, and a list of rows.
  @Reducer
  private struct Editor {
    @ObservableState
    struct State: Equatable {
      var draft = Draft()
      var saved = Draft()
      var rows: IdentifiedArrayOf<Line.State> = []
      var note: Draft?
    }

    @ObservableState
    struct Draft: Equatable {
      var text = ""
    }

    enum Action: BindableAction {
      case addRow(Int)
      case binding(BindingAction<State>)
      case edit(String)
      case note(Note.Action)
      case removeRow(Int)
      case restore
      case rows(IdentifiedActionOf<Line>)
      case save
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case let .addRow(id):
          state.rows.append(Line.State(id: id))
        case let .edit(text):
          state.draft.text = text
        case let .removeRow(id):
          state.rows.remove(id: id)
        case .restore:
          state.draft = state.saved
        case .save:
          state.saved = state.draft
        case .binding, .note, .rows:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) {
        Line()
      }
      .ifLet(\.note, action: \.note) {
        Note()
      }
    }
  }

  @Reducer
  private struct Line {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Reducer
  private struct Note {
    typealias State = Editor.Draft

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Reducer
  private struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }

    enum Action {
      case increment
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  /// Runs `body` on a thread of its own (not the global executor, which tests with a test store
  /// alive make serial on the main actor), and returns the issues it reported.
  private nonisolated func onAnotherThread(_ body: @escaping @Sendable () -> Void) async -> [String]
  {
    let reporter = RecordingIssueReporter()
    await withCheckedContinuation { continuation in
      Thread {
        withIssueReporters([reporter]) {
          body()
        }
        continuation.resume()
      }
      .start()
    }
    return reporter.messages
  }

  @MainActor
  struct ReliabilityTests {
    /// An undo writes back a copy saved before the edit: its readers must see the old value
    /// again, although the copy shares the edited value's registrar.
    @Test func restoringASavedCopyOfAChildShowsItsValue() {
      let store = Store(initialState: Editor.State()) { Editor() }
      var shown: [String] = []
      let token = observe { shown.append(store.draft.text) }

      store.send(.save)
      store.send(.edit("edited"))
      store.send(.restore)

      #expect(store.draft.text == "")
      #expect(shown == ["", "edited", ""])
      _ = token
    }

    /// An observer told of a row write in the middle of it would read the rows half-way
    /// through: the notification arrives once the action is done, and a read then sees every
    /// row whole.
    @Test func aReadFromAnObserverDuringARowWriteSeesWholeRows() {
      let store = Store(initialState: Editor.State()) { Editor() }
      store.send(.addRow(1))
      store.send(.addRow(2))
      let row = store.scope(state: \.rows, action: \.rows)[1]
      var seen: [[String]] = []
      withObservationTracking {
        _ = store.rows[id: 2]?.title
      } onChange: {
        MainActor.assumeIsolated {
          let rows = store.state.rows
          seen.append(rows.ids.map { rows[id: $0]?.title ?? "<missing>" })
        }
      }

      row.send(.binding(.set(\.title, "Blob")))

      #expect(seen == [["", "Blob"]])
    }

    /// Every row ever scoped to used to leave an entry in its parent's table of children: the
    /// entries of child stores that are gone are swept as new ones are made.
    @Test func childStoresOfRemovedRowsLeaveNothingBehind() {
      let store = Store(initialState: Editor.State()) { Editor() }
      for id in 0..<2_000 {
        store.send(.addRow(id))
        let row = store.scope(state: \.rows, action: \.rows)[0]
        row.send(.binding(.set(\.title, "\(id)")))
        store.send(.removeRow(id))
      }
      #expect(store.children.count < 64)
    }

    /// A binding written to a removed row is reported once, as a write to a missing element,
    /// not also as a binding that no `BindingReducer` applied.
    @Test func aBindingToARemovedRowIsReportedOnce() {
      let store = Store(initialState: Editor.State()) { Editor() }
      store.send(.addRow(1))
      @Bindable var row = store.scope(state: \.rows, action: \.rows)[0]
      store.send(.removeRow(1))

      let messages = LockIsolated<[String]>([])
      withKnownIssue {
        $row.title.wrappedValue = "Blob"
      } matching: { issue in
        messages.withValue { $0.append(issue.description) }
        return true
      }
      #expect(messages.count == 1)
      #expect(messages.first?.contains(#"received an action for a missing element"#) == true)
    }

    /// The same for an optional child that went away.
    @Test func aBindingToANilChildIsReportedOnce() {
      let store = Store(initialState: Editor.State(note: Editor.Draft())) { Editor() }
      @Bindable var note = store.scope(state: \.note, action: \.note)!
      store.send(.binding(.set(\.note, nil)))

      let messages = LockIsolated<[String]>([])
      withKnownIssue {
        $note.text.wrappedValue = "Blob"
      } matching: { issue in
        messages.withValue { $0.append(issue.description) }
        return true
      }
      #expect(messages.count == 1)
      #expect(
        messages.first?.contains(#"received a child action when child state was "nil""#) == true
      )
    }

    /// A store used from another thread (code in Swift 5 mode, or that opted out of checking)
    /// reports it, and doesn't touch its state.
    @Test func aStoreSentToFromAnotherThreadIsReportedAndLeftAlone() async {
      let store = Store(initialState: Counter.State()) { Counter() }
      // What code that isn't checked by Swift 6 can do: call the store from any thread.
      let send = unsafeBitCast(
        { @MainActor in _ = store.send(.increment) } as @MainActor () -> Void,
        to: (@Sendable () -> Void).self
      )
      let messages = await onAnotherThread(send)
      #expect(messages.count == 1)
      #expect(
        messages.first?.hasPrefix(#""Store.send" was called on a non-main thread with: "#) == true
      )
      #expect(messages.first?.contains("Counter.Action.increment") == true)
      #expect(store.count == 0)
    }

    /// An `observe` closure that sends an action changing what it read runs again, with the new
    /// state.
    @Test func anObserveClosureThatChangesWhatItReadRunsAgain() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var shown: [Int] = []
      let token = observe {
        shown.append(store.count)
        if store.count < 3 {
          store.send(.increment)
        }
      }
      #expect(shown == [0, 1, 2, 3])
      #expect(store.count == 3)

      store.send(.increment)
      #expect(shown == [0, 1, 2, 3, 4])
      _ = token
    }

    /// One that never stops changing it is stopped, and reported.
    @Test func anObserveClosureThatKeepsChangingWhatItReadsIsStopped() {
      let store = Store(initialState: Counter.State()) { Counter() }
      var runs = 0
      var token: ObserveToken?
      withKnownIssue {
        token = observe {
          runs += 1
          _ = store.count
          store.send(.increment)
        }
      } matching: { issue in
        issue.description.contains(#"An "observe" closure kept changing the state it observes"#)
      }
      #expect(runs == ObservationBuffer.maximumRounds + 1)

      // Every reader of the field hears of every change, the last one included.
      let heard = LockIsolated(0)
      token?.cancel()
      runs = 0
      withKnownIssue {
        token = observe {
          runs += 1
          withObservationTracking {
            _ = store.count
          } onChange: {
            heard.withValue { $0 += 1 }
          }
          store.send(.increment)
        }
      } matching: { issue in
        issue.description.contains("is stopped until the store's next action")
      }
      #expect(runs == ObservationBuffer.maximumRounds + 1)
      #expect(heard.value == runs)

      // Stopped until the store's next action, when it runs (and is stopped) again.
      let runsBefore = runs
      withKnownIssue {
        store.send(.increment)
      } matching: { issue in
        issue.description.contains(#"An "observe" closure kept changing the state it observes"#)
      }
      #expect(runs == runsBefore + ObservationBuffer.maximumRounds)
      _ = token
    }

    /// Key paths that are not fields (one per subscript argument) fill the table of key paths
    /// up to its limit; a field's key path found after that is still kept, and found once.
    @Test func aFieldFoundAfterManyKeyPathsThatAreNotFieldsIsKept() {
      let memo = _KeyPathMemo()
      for index in 0..<5_000 {
        _ = memo.value(for: \[Int].[index]) { nil }
      }
      let finds = LockIsolated(0)
      let found = NSObject()
      for _ in 0..<3 {
        let value = memo.value(for: \Editor.Draft.text) {
          finds.withValue { $0 += 1 }
          return found
        }
        #expect(value === found)
      }
      #expect(finds.value == 1)
    }

    /// Binding actions made and applied on several threads at once, while a store applies them on
    /// the main actor: each looks its field up in the shared table of key paths, and applying one
    /// off the main actor leaves the store's binding check alone. (Run under the thread sanitizer
    /// in CI, where a missing lock or a wrong check would show as a race.)
    @Test func bindingActionsMadeAndAppliedOnSeveralThreads() async {
      @Bindable var store = Store(initialState: Editor.State()) { Editor() }
      await withTaskGroup(of: String.self) { group in
        for thread in 0..<4 {
          group.addTask {
            var state = Editor.State()
            let reducer = Editor()
            for index in 0..<500 {
              _ = reducer.reduce(into: &state, action: .binding(.set(\.draft.text, "\(index)")))
              _ = BindingAction<Line.State>.set(\.title, "\(thread)")
            }
            return state.draft.text
          }
        }
        for index in 0..<500 {
          $store.draft.text.wrappedValue = "\(index)"
          await Task.yield()
        }
        for await text in group {
          #expect(text == "499")
        }
      }
      #expect(store.draft.text == "499")
    }

    /// Observable state written on other threads while stores reduce actions on the main actor:
    /// those writes notify as they happen, and never touch what the stores hold back. (Run under
    /// the thread sanitizer in CI, where a wrong check would show as a race.)
    @Test func writesFromOtherThreadsDuringActionsAreNotHeldBack() async {
      let store = Store(initialState: Counter.State()) { Counter() }
      let notified = LockIsolated(0)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<4 {
          group.addTask {
            var state = Counter.State()
            for index in 0..<500 {
              withObservationTracking {
                _ = state.count
              } onChange: {
                notified.withValue { $0 += 1 }
              }
              state.count = index + 1
            }
          }
        }
        for _ in 0..<500 {
          store.send(.increment)
          await Task.yield()
        }
      }
      #expect(store.count == 500)
      #expect(notified.value == 2_000)
    }
  }
#endif

#if !canImport(SwiftUI)
  /// A feature whose reducer reads the store that runs it: a misuse.
  @Reducer
  private struct SelfReading {
    @MainActor static var store: StoreOf<SelfReading>?
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action { case tap }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        let seen = MainActor.assumeIsolated { Self.store?.count }
        state.count += seen ?? 0
        return .none
      }
    }
  }

  /// Writes reported issues to standard error, where the parent of an exit test can read them.
  private struct StandardErrorReporter: IssueReporter {
    func reportIssue(
      _ message: @autoclosure () -> String?,
      severity: IssueSeverity,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) {
      FileHandle.standardError.write(Data("\(message() ?? "")\n".utf8))
    }
  }

  @MainActor
  struct StateReadDuringReduceTests {
    /// The reducer holds the state for modification, so Swift stops the program at the read; the
    /// store reports the misuse, naming the fix, first.
    @Test func readingTheStoreFromItsOwnReducerIsReportedBeforeTheProgramStops() async {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          withIssueReporters([StandardErrorReporter()]) {
            let store = Store(initialState: SelfReading.State()) { SelfReading() }
            SelfReading.store = store
            store.send(.tap)
          }
        }
      }
      let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        output.contains(
          """
          A store's state ("SelfReading.State") was read while the store's reducer was running.
          """
        )
      )
      #expect(output.contains(#"Read the state from the reducer's "state" argument"#))
      #expect(output.contains("Simultaneous accesses"))
    }

    @Test func readingTheStoreBetweenActionsIsFine() {
      let store = Store(initialState: SelfReading.State()) { SelfReading() }
      store.send(.tap)
      #expect(store.count == 1)
    }
  }
#endif
