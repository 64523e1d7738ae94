#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A feature with bindable state that forgot its `BindingReducer`.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private struct Forgetful: ReducerProtocol {
    struct State: Equatable {
      static let nameDeclarationLine = #line + 1
      @BindingState var name = ""
      var count = 0
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case increment
    }

    func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
      if case .increment = action {
        state.count += 1
      }
      return .none
    }
  }

  /// A feature that applies bindings, then rejects some values.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private struct Strict: ReducerProtocol {
    struct State: Equatable {
      @BindingState var name = ""
      @BindingState var count = 0
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerProtocol<State, Action> {
      BindingReducer()
        .onChange(of: \.name) { oldValue, newValue in
          Reduce { state, _ in
            if newValue.contains(" ") {
              state.name = oldValue
            }
            return .none
          }
        }
    }
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private let forgetfulReducer = AnyReducer<Forgetful.State, Forgetful.Action, Void> { _, _, _ in
    .none
  }

  /// A closure that a reducer runs while it reduces.
  @MainActor
  private final class Hook {
    var run: (() -> Void)?
  }

  private let fix = #"To fix this, invoke "BindingReducer()" from your feature reducer's "body"."#

  @MainActor
  struct LegacyBindingDiagnosticsTests {
    @Test @available(*, deprecated) func viewStoreBindingNotAppliedIsReportedAtTheField() {
      let store = Store(initialState: Forgetful.State()) { Forgetful() }
      let viewStore = ViewStore(store, observe: { $0 })

      withKnownIssue {
        viewStore.$name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(
            #"A binding action sent from a store for binding state defined at "#
              + #""ComposableArchitectureTests/LegacyBindingDiagnosticsTests.swift:"#
              + #"\#(Forgetful.State.nameDeclarationLine)""#
          )
          && issue.description.contains(
            #"Forgetful.Action.binding(.set(_, "Blob"))"#
          )
          && issue.sourceLocation?.line == Forgetful.State.nameDeclarationLine
          && issue.sourceLocation?.fileName == "LegacyBindingDiagnosticsTests.swift"
      }
      #expect(store.name == "")
    }

    @Test @available(*, deprecated) func viewStoreBindingMethodIsCheckedToo() {
      let store = Store(initialState: Forgetful.State()) { Forgetful() }
      let viewStore = ViewStore(store, observe: { $0 })

      withKnownIssue {
        viewStore.binding(\.$name).wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains("for binding state defined at")
      }
    }

    @Test @available(*, deprecated) func bindingViewStoreBindingNotAppliedIsReported() {
      struct ViewState: Equatable {
        @BindingViewState var name: String
      }
      let store = Store(initialState: Forgetful.State()) { Forgetful() }
      let viewStore = ViewStore(store, observe: { ViewState(name: $0.$name) })

      withKnownIssue {
        viewStore.$name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains("for binding state defined at")
          && issue.sourceLocation?.line == Forgetful.State.nameDeclarationLine
      }
      #expect(store.name == "")
    }

    @Test @available(*, deprecated) func anyReducerWithoutBindingIsReported() {
      let store = Store(
        initialState: Forgetful.State(),
        reducer: forgetfulReducer,
        environment: ()
      )
      let viewStore = ViewStore(store, observe: { $0 })

      withKnownIssue {
        viewStore.$name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(fix)
      }
    }

    @Test @available(*, deprecated) func noIssueWhenAnAnyReducerAppliesTheBinding() {
      let store = Store(
        initialState: Forgetful.State(),
        reducer: forgetfulReducer.binding(),
        environment: ()
      )
      let viewStore = ViewStore(store, observe: { $0 })

      viewStore.$name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
    }

    @Test @available(*, deprecated) func noIssueWhenTheReducerRejectsTheValue() {
      let store = Store(initialState: Strict.State(name: "Blob")) { Strict() }
      let viewStore = ViewStore(store, observe: { $0 })

      viewStore.$name.wrappedValue = "Blob Jr."

      #expect(store.name == "Blob")
    }

    @Test @available(*, deprecated) func noIssueWhenAnEqualValueIsWritten() {
      let store = Store(initialState: Strict.State(name: "Blob")) { Strict() }
      let viewStore = ViewStore(store, observe: { $0 })

      viewStore.$name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
    }

    @Test @available(*, deprecated) func noIssueForActionsThatAreNotBindings() {
      let store = Store(initialState: Forgetful.State()) { Forgetful() }
      let viewStore = ViewStore(store, observe: { $0 })

      viewStore.binding(get: \.count, send: .increment).wrappedValue = 0

      #expect(store.count == 1)
    }

    @Test @available(*, deprecated) func aWriteQueuedWhileTheStoreIsReducingIsNotJudgedEarly() {
      let hook = Hook()
      let store = Store(initialState: Strict.State()) {
        Strict()
        Reduce { state, _ in
          MainActor.assumeIsolated { hook.run?() }
          return .none
        }
      }
      let viewStore = ViewStore(store, observe: { $0 })
      // Written while the store reduces the first write: queued behind it, applied after the
      // setter returns.
      hook.run = {
        hook.run = nil
        viewStore.$count.wrappedValue = 1
      }

      // A write while the store reduces is an action sent while another is processed: reported
      // since TCA 1.25, and still queued.
      withKnownIssue {
        viewStore.$name.wrappedValue = "Blob"
      } matching: {
        $0.description.contains("' while an action was being processed.")
      }

      #expect(store.name == "Blob")
      #expect(store.count == 1)
    }
  }
#endif
