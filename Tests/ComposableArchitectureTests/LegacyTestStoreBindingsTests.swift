#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A login form of the `@BindingState` era.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  @Reducer
  private struct LegacyLogin {
    struct State: Equatable {
      @BindingState var email = ""
      @BindingState var password = ""
      var isFormValid = false
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, _ in
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none
      }
    }
  }

  /// The same form, whose bindable actions are its view actions.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  @Reducer
  private struct LegacyViewActionLogin {
    typealias State = LegacyLogin.State

    enum Action {
      case view(View)

      @CasePathable
      enum View: BindableAction {
        case binding(BindingAction<State>)
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, _ in
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none
      }
    }
  }

  /// The view state of the login form's view.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private struct LoginViewState: Equatable {
    @BindingViewState var email: String
    var isLoginButtonDisabled: Bool

    init(_ bindingViewStore: BindingViewStore<LegacyLogin.State>) {
      self._email = bindingViewStore.$email
      self.isLoginButtonDisabled = !bindingViewStore.isFormValid
    }
  }

  @MainActor
  struct LegacyTestStoreBindingsTests {
    @Test
    @available(*, deprecated, message: "Exercises TestStore.bindings.")
    func bindingsMakeViewStateFromTheAssertedState() async {
      let store = TestStore(initialState: LegacyLogin.State()) { LegacyLogin() }
      #expect(LoginViewState(store.bindings).isLoginButtonDisabled)

      await store.send(.set(\.$email, "blob@pointfree.co")) {
        $0.email = "blob@pointfree.co"
      }
      #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
      #expect(LoginViewState(store.bindings).email == "blob@pointfree.co")

      await store.send(.binding(.set(\.$password, "whats-the-point?"))) {
        $0.password = "whats-the-point?"
        $0.isFormValid = true
      }
      #expect(!LoginViewState(store.bindings).isLoginButtonDisabled)
    }

    @Test
    @available(*, deprecated, message: "Exercises TestStore.bindings(action:).")
    func bindingsOfViewActions() async {
      let store = TestStore(initialState: LegacyViewActionLogin.State()) {
        LegacyViewActionLogin()
      }
      #expect(LoginViewState(store.bindings(action: \.view)).isLoginButtonDisabled)

      await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
        $0.email = "blob@pointfree.co"
      }
      await store.send(.view(.binding(.set(\.$password, "whats-the-point?")))) {
        $0.password = "whats-the-point?"
        $0.isFormValid = true
      }
      let viewState = LoginViewState(store.bindings(action: \.view))
      #expect(!viewState.isLoginButtonDisabled)
      #expect(viewState.email == "blob@pointfree.co")

      viewState.email = "blob.jr@pointfree.co"
      #expect(viewState.email == "blob.jr@pointfree.co")
      #expect(store.state.email == "blob@pointfree.co")
    }

    @Test
    @available(*, deprecated, message: "Exercises TestStore.bindings(action:) with a case path.")
    func bindingsOfViewActionsFoundByACasePath() async {
      let store = TestStore(initialState: LegacyViewActionLogin.State()) {
        LegacyViewActionLogin()
      }
      let toViewAction = AnyCasePath<
        LegacyViewActionLogin.Action, LegacyViewActionLogin.Action.View
      >(
        embed: { .view($0) },
        extract: { action in
          guard case let .view(viewAction) = action else { return nil }
          return viewAction
        }
      )

      await store.send(.view(.set(\.$email, "blob@pointfree.co"))) {
        $0.email = "blob@pointfree.co"
      }
      let viewState = LoginViewState(store.bindings(action: toViewAction))
      #expect(viewState.email == "blob@pointfree.co")

      viewState.email = "blob.jr@pointfree.co"
      #expect(viewState.email == "blob.jr@pointfree.co")
    }

    @Test
    @available(*, deprecated, message: "Exercises TestStore.bindings.")
    func writingTheBindingsLeavesTheTestStoreAlone() async {
      let store = TestStore(initialState: LegacyLogin.State()) { LegacyLogin() }
      let viewState = LoginViewState(store.bindings)

      viewState.email = "blob@pointfree.co"

      #expect(viewState.email == "blob@pointfree.co")
      #expect(store.state.email == "")
      #expect(LoginViewState(store.bindings).email == "")
    }
  }
#endif
