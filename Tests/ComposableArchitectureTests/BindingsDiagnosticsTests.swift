#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  /// A bindable feature that forgot its `BindingReducer`.
  @Reducer
  private struct Forgetful {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var name = ""
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case increment
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .increment = action {
          state.count += 1
        }
        return .none
      }
    }
  }

  /// A feature whose `onChange` rejects some values: the binding is applied, then undone.
  @Reducer
  private struct Strict {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var name = ""
      var volume = 0.5
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case volumeChanged(Double)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.name) { oldValue, newValue in
          Reduce { state, _ in
            if newValue.contains(" ") {
              state.name = oldValue
            }
            return .none
          }
        }
      Reduce { state, action in
        if case let .volumeChanged(volume) = action {
          state.volume = volume
        }
        return .none
      }
    }
  }

  /// A parent that is bindable but leaves binding to its child.
  @Reducer
  private struct Delegating {
    @ObservableState
    struct State: Equatable {
      var account = Account.State()
      var title = ""
    }

    enum Action: BindableAction {
      case account(Account.Action)
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.account, action: \.account) {
        Account()
      }
    }
  }

  private let fix = #"To fix this, invoke "BindingReducer()" from your feature reducer's "body"."#

  @MainActor
  struct BindingsDiagnosticsTests {
    @Test func bindingNotAppliedIsReportedAtTheBindableDeclaration() {
      let line = #line + 1
      @Bindable var store = Store(initialState: Forgetful.State()) { Forgetful() }

      withKnownIssue {
        $store.name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(
            "Action:\n    Forgetful.Action.binding(.set(_, \"Blob\"))"
          )
          && issue.description.contains(
            #"derived from the "@Bindable" store declared at "#
              + #""ComposableArchitectureTests/BindingsDiagnosticsTests.swift:\#(line)""#
          )
          && issue.sourceLocation?.line == line
      }
      #expect(store.name == "")
    }

    @Test func writingAFieldOfAStoreThatDoesNotApplyItIsReported() {
      let store = Store(initialState: Forgetful.State()) { Forgetful() }

      withKnownIssue {
        store.count = 42
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(
            "Action:\n    Forgetful.Action.binding(.set(_, 42))"
          )
      }
      #expect(store.count == 0)
    }

    @Test func sendingABindingActionThatIsNotAppliedIsReportedAtTheCall() {
      @Bindable var store = Store(initialState: Forgetful.State()) { Forgetful() }
      let line = #line + 1
      let name = $store.name.sending(\.binding.name)

      withKnownIssue {
        name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(
            #"created by "sending" at "#
              + #""ComposableArchitectureTests/BindingsDiagnosticsTests.swift:\#(line)""#
          )
          && issue.sourceLocation?.line == line
      }
    }

    @Test func bindingsOfAChildStoreAreCheckedToo() {
      let store = Store(initialState: Delegating.State()) { Delegating() }
      @Bindable var account = store.scope(state: \.account, action: \.account)
      @Bindable var parent = store

      $account.name.wrappedValue = "Blob"
      #expect(store.account.name == "Blob")

      withKnownIssue {
        $parent.title.wrappedValue = "Accounts"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(#"Delegating.Action.binding(.set(_, "Accounts"))"#)
      }
    }

    @Test func noIssueWhenTheReducerRejectsTheValue() {
      @Bindable var store = Store(initialState: Strict.State(name: "Blob")) { Strict() }

      $store.name.wrappedValue = "Blob Jr."

      #expect(store.name == "Blob")
    }

    @Test func noIssueWhenTheReducerChangesTheValue() {
      @Bindable var store = Store(initialState: Settings.State()) { Settings() }

      $store.displayName.wrappedValue = String(repeating: "Blob", count: 10)

      #expect(store.displayName == "BlobBlobBlobBlob")
    }

    @Test func noIssueWhenAnEqualValueIsWritten() {
      @Bindable var store = Store(initialState: Strict.State(name: "Blob")) { Strict() }

      $store.name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
    }

    @Test func noIssueForActionsThatAreNotBindings() {
      @Bindable var store = Store(initialState: Strict.State()) { Strict() }
      @Bindable var forgetful = Store(initialState: Forgetful.State()) { Forgetful() }

      $store.volume.sending { .volumeChanged($0) }.wrappedValue = 1
      $forgetful.count.sending { _ in .increment }.wrappedValue = 0

      #expect(store.volume == 1)
      #expect(forgetful.count == 1)
    }

    @Test func aWriteQueuedWhileTheStoreIsReducingIsNotJudgedEarly() {
      @Bindable var store = Store(initialState: Strict.State()) { Strict() }
      let observedStore = store
      // Observers of a field hear of a change while the store is still reducing the action that
      // made it; a binding written from there is queued behind that action.
      withObservationTracking {
        _ = store.name
      } onChange: {
        MainActor.assumeIsolated {
          // Reading the store's state here would overlap the mutation being made.
          Bindable(observedStore).count.wrappedValue = 1
        }
      }

      $store.name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
      #expect(store.count == 1)
    }
  }
#endif
