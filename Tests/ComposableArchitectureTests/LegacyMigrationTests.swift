#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // The Settings feature of the article "Migrating bindings" (MigratingBindings.md), in each of
  // its three versions: as written for 0.26 (`AnyReducer`, `@BindableState`, `.binding()`), for
  // the `ReducerProtocol` era (`@BindingState`, `BindingReducer`, `ViewStore`), and today
  // (`@ObservableState`, `@Bindable` store). The code is the article's; the same tests run
  // against each version, through its view and with a `TestStore`.
  //
  // The first two versions use deprecated API, so they live in deprecated namespaces, and their
  // tests are deprecated (Swift Testing doesn't run tests of a deprecated suite).

  // MARK: - 0.26

  @available(*, deprecated, message: "The migration article's deprecated versions.")
  enum MigratingFrom026 {
    struct SettingsState: Equatable {
      @BindableState var displayName = ""
      @BindableState var enableNotifications = false
      var isLoading = false
      @BindableState var protectMyPosts = false
    }

    enum SettingsAction: BindableAction, Equatable {
      case binding(BindingAction<SettingsState>)
      case notificationAuthorizationResponse(Bool)
    }

    struct SettingsEnvironment {
      var requestAuthorization: @Sendable () async -> Bool
    }

    static let settingsReducer = AnyReducer<
      SettingsState, SettingsAction, SettingsEnvironment
    > { state, action, environment in
      switch action {
      case .binding(\.$displayName):
        state.displayName = String(state.displayName.prefix(16))
        return .none

      case .binding(\.$enableNotifications):
        guard state.enableNotifications else { return .none }
        state.isLoading = true
        return .run { send in
          await send(.notificationAuthorizationResponse(environment.requestAuthorization()))
        }

      case .binding:
        return .none

      case let .notificationAuthorizationResponse(authorized):
        state.isLoading = false
        state.enableNotifications = authorized
        return .none
      }
    }
    .binding()

    struct SettingsView: View {
      let store: Store<SettingsState, SettingsAction>

      var body: some View {
        WithViewStore(self.store) { viewStore in
          Form {
            TextField("Display name", text: viewStore.$displayName)
            Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
            Toggle("Send notifications", isOn: viewStore.$enableNotifications)
            if viewStore.isLoading {
              Text("Requesting authorization…")
            }
          }
        }
      }
    }
  }

  // MARK: - The ReducerProtocol era

  @available(*, deprecated, message: "The migration article's deprecated versions.")
  enum MigratingToBindingState {
    struct Settings: ReducerProtocol {
      struct State: Equatable {
        @BindingState var displayName = ""
        @BindingState var enableNotifications = false
        var isLoading = false
        @BindingState var protectMyPosts = false
      }

      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case notificationAuthorizationResponse(Bool)
      }

      @Dependency(\.userNotifications) var userNotifications

      var body: some ReducerProtocol<State, Action> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .binding(\.$displayName):
            state.displayName = String(state.displayName.prefix(16))
            return .none

          case .binding(\.$enableNotifications):
            guard state.enableNotifications else { return .none }
            state.isLoading = true
            return .run { send in
              let authorized = (try? await userNotifications.requestAuthorization()) ?? false
              await send(.notificationAuthorizationResponse(authorized))
            }

          case .binding:
            return .none

          case let .notificationAuthorizationResponse(authorized):
            state.isLoading = false
            state.enableNotifications = authorized
            return .none
          }
        }
      }
    }

    struct SettingsView: View {
      let store: StoreOf<Settings>

      var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
          Form {
            TextField("Display name", text: viewStore.$displayName)
            Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
            Toggle("Send notifications", isOn: viewStore.$enableNotifications)
            if viewStore.isLoading {
              Text("Requesting authorization…")
            }
          }
        }
      }
    }
  }

  // MARK: - Today

  enum MigratingToObservableState {
    @Reducer
    struct Settings {
      @ObservableState
      struct State: Equatable {
        var displayName = ""
        var enableNotifications = false
        var isLoading = false
        var protectMyPosts = false
      }

      enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case notificationAuthorizationResponse(Bool)
      }

      @Dependency(\.userNotifications) var userNotifications

      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .binding(\.displayName):
            state.displayName = String(state.displayName.prefix(16))
            return .none

          case .binding(\.enableNotifications):
            guard state.enableNotifications else { return .none }
            state.isLoading = true
            return .run { send in
              let authorized = (try? await userNotifications.requestAuthorization()) ?? false
              await send(.notificationAuthorizationResponse(authorized))
            }

          case .binding:
            return .none

          case let .notificationAuthorizationResponse(authorized):
            state.isLoading = false
            state.enableNotifications = authorized
            return .none
          }
        }
      }
    }

    struct SettingsView: View {
      @Bindable var store: StoreOf<Settings>

      var body: some View {
        Form {
          TextField("Display name", text: $store.displayName)
          Toggle("Protect my posts", isOn: $store.protectMyPosts)
          Toggle("Send notifications", isOn: $store.enableNotifications)
          if store.isLoading {
            Text("Requesting authorization…")
          }
        }
      }
    }
  }

  // MARK: - Behaviour

  /// What every version of the feature does, driven through its view as a user would.
  ///
  /// - Parameters:
  ///   - view: The feature's view.
  ///   - state: Reads the store's display name, notification setting and loading flag.
  @MainActor
  private func checkSettingsView(
    _ view: some View,
    state: @escaping () -> (displayName: String, enableNotifications: Bool, isLoading: Bool),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    view.textField("Display name")?.text.wrappedValue = "Blob Jr., Esquire of Blobtown"
    #expect(state().displayName == "Blob Jr., Esquir", sourceLocation: sourceLocation)
    #expect(
      view.textField("Display name")?.text.wrappedValue == "Blob Jr., Esquir",
      sourceLocation: sourceLocation
    )

    view.toggle("Send notifications")?.isOn.wrappedValue = true
    #expect(state().isLoading, sourceLocation: sourceLocation)
    #expect(view.texts == ["Requesting authorization…"], sourceLocation: sourceLocation)

    await waitUntil({ !state().isLoading }, sourceLocation: sourceLocation)
    #expect(state().enableNotifications, sourceLocation: sourceLocation)
    #expect(view.texts.isEmpty, sourceLocation: sourceLocation)
  }

  @MainActor
  struct LegacyMigrationTests {
    @Test @available(*, deprecated) func version026() async {
      let store = Store(
        initialState: MigratingFrom026.SettingsState(),
        reducer: MigratingFrom026.settingsReducer,
        environment: MigratingFrom026.SettingsEnvironment(requestAuthorization: { true })
      )

      await checkSettingsView(MigratingFrom026.SettingsView(store: store)) {
        (store.displayName, store.enableNotifications, store.isLoading)
      }
    }

    @Test @available(*, deprecated) func version026WithATestStore() async {
      let store = TestStore(initialState: MigratingFrom026.SettingsState()) {
        Reduce(
          MigratingFrom026.settingsReducer,
          environment: MigratingFrom026.SettingsEnvironment(requestAuthorization: { false })
        )
      }

      await store.send(.set(\.$displayName, "Blob")) {
        $0.displayName = "Blob"
      }
      await store.send(.set(\.$enableNotifications, true)) {
        $0.enableNotifications = true
        $0.isLoading = true
      }
      await store.receive(.notificationAuthorizationResponse(false)) {
        $0.enableNotifications = false
        $0.isLoading = false
      }
    }

    @Test @available(*, deprecated) func bindingStateVersion() async {
      let store = Store(initialState: MigratingToBindingState.Settings.State()) {
        MigratingToBindingState.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }

      await checkSettingsView(MigratingToBindingState.SettingsView(store: store)) {
        (store.displayName, store.enableNotifications, store.isLoading)
      }
    }

    @Test @available(*, deprecated) func bindingStateVersionWithATestStore() async {
      let store = TestStore(initialState: MigratingToBindingState.Settings.State()) {
        MigratingToBindingState.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { false }
      }

      await store.send(.set(\.$displayName, "Blob")) {
        $0.displayName = "Blob"
      }
      await store.send(.set(\.$enableNotifications, true)) {
        $0.enableNotifications = true
        $0.isLoading = true
      }
      await store.receive(.notificationAuthorizationResponse(false)) {
        $0.enableNotifications = false
        $0.isLoading = false
      }
    }

    @Test func observableStateVersion() async {
      let store = Store(initialState: MigratingToObservableState.Settings.State()) {
        MigratingToObservableState.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }

      await checkSettingsView(MigratingToObservableState.SettingsView(store: store)) {
        (store.displayName, store.enableNotifications, store.isLoading)
      }
    }

    @Test func observableStateVersionWithATestStore() async {
      let store = TestStore(initialState: MigratingToObservableState.Settings.State()) {
        MigratingToObservableState.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { false }
      }

      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blob"
      }
      await store.send(\.binding.enableNotifications, true) {
        $0.enableNotifications = true
        $0.isLoading = true
      }
      await store.receive(\.notificationAuthorizationResponse, false) {
        $0.enableNotifications = false
        $0.isLoading = false
      }
    }
  }
#endif
