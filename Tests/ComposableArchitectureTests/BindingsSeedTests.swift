#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // The Settings feature of the seed documents ("Working with SwiftUI bindings"), whole: a
  // display name validated in `onChange`, a digest picker, notification toggles whose
  // authorization request goes through a dependency, "protect my posts", `isLoading`, and a
  // nested developer setting. Its view is built from the stand-in controls of
  // BindingsTestControls.swift, and the tests drive it through those controls, as a user would.

  enum Digest: String, CaseIterable, Equatable, Sendable {
    case daily
    case weekly
    case off
  }

  @DependencyClient
  struct UserNotificationsClient: Sendable {
    var requestAuthorization: @Sendable () async throws -> Bool
  }

  extension UserNotificationsClient: TestDependencyKey {
    static let testValue = UserNotificationsClient()
  }

  extension DependencyValues {
    var userNotifications: UserNotificationsClient {
      get { self[UserNotificationsClient.self] }
      set { self[UserNotificationsClient.self] = newValue }
    }
  }

  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      var developerSettings = DeveloperSettings()
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var isLoading = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
    }

    @ObservableState
    struct DeveloperSettings: Equatable, Sendable {
      var showDiagnostics = false
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case notificationAuthorizationResponse(Bool)
    }

    static let maximumDisplayNameLength = 16

    @Dependency(\.userNotifications) var userNotifications

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.displayName) { oldValue, newValue in
          Reduce { state, action in
            // Validate display name: keep it short.
            if newValue.count > Self.maximumDisplayNameLength {
              state.displayName = String(newValue.prefix(Self.maximumDisplayNameLength))
            }
            return .none
          }
        }
        .onChange(of: \.enableNotifications) { oldValue, newValue in
          Reduce { state, action in
            guard newValue else { return .none }
            // Return an authorization request effect.
            state.isLoading = true
            return .run { send in
              let authorized = (try? await userNotifications.requestAuthorization()) ?? false
              await send(.notificationAuthorizationResponse(authorized))
            }
          }
        }
        .onChange(of: \.developerSettings.showDiagnostics) { _, isOn in
          Reduce { state, action in
            if isOn {
              state.protectMyPosts = true
            }
            return .none
          }
        }

      Reduce { state, action in
        switch action {
        case .binding:
          return .none

        case let .notificationAuthorizationResponse(authorized):
          state.isLoading = false
          state.enableNotifications = authorized
          if !authorized {
            state.sendEmailNotifications = false
            state.sendMobileNotifications = false
          }
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
        if store.enableNotifications {
          Toggle("Mobile", isOn: $store.sendMobileNotifications)
          Toggle("Email", isOn: $store.sendEmailNotifications)
          Picker("Top posts digest", selection: $store.digest) {
            ForEach(Digest.allCases, id: \.self) { digest in
              Text(digest.rawValue)
            }
          }
        }
        Toggle("Show diagnostics", isOn: $store.developerSettings.showDiagnostics)
      }
    }
  }

  @MainActor
  struct BindingsSeedTests {
    @Test func typingADisplayNameSendsABindingAction() {
      let actions = Recorder<Settings.Action>()
      let store = Store(initialState: Settings.State()) {
        Settings()._printChanges(
          _ReducerPrinter { action, _, _ in actions.record(action) }
        )
      }
      let view = SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"

      #expect(store.displayName == "Blob")
      #expect(actions.values == [.binding(.set(\.displayName, "Blob"))])
      #expect(view.textField("Display name")?.text.wrappedValue == "Blob")
    }

    @Test func onChangeValidationTruncatesALongDisplayName() {
      let store = Store(initialState: Settings.State()) { Settings() }
      let view = SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob Jr., Esquire of Blobtown"

      #expect(store.displayName == "Blob Jr., Esquir")
    }

    @Test func notificationControlsAppearWhenNotificationsAreAuthorized() async {
      let store = Store(initialState: Settings.State()) {
        Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }
      let view = SettingsView(store: store)
      #expect(view.toggle("Email") == nil)

      view.toggle("Send notifications")?.isOn.wrappedValue = true
      #expect(store.isLoading)
      #expect(view.texts.contains("Requesting authorization…"))

      await waitUntil { !store.isLoading }
      #expect(store.enableNotifications)
      view.toggle("Email")?.isOn.wrappedValue = true
      view.picker("Top posts digest", of: Digest.self)?.selection.wrappedValue = .weekly
      #expect(store.sendEmailNotifications)
      #expect(store.digest == .weekly)
      #expect(
        view.picker("Top posts digest", of: Digest.self)?.texts == ["daily", "weekly", "off"]
      )
    }

    @Test func deniedAuthorizationTurnsNotificationsBackOff() async {
      let store = Store(
        initialState: Settings.State(sendEmailNotifications: true, sendMobileNotifications: true)
      ) {
        Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { false }
      }
      let view = SettingsView(store: store)

      view.toggle("Send notifications")?.isOn.wrappedValue = true
      await waitUntil { !store.isLoading }

      #expect(!store.enableNotifications)
      #expect(!store.sendEmailNotifications)
      #expect(!store.sendMobileNotifications)
    }

    @Test func nestedBindingWritesTheDeveloperSettings() {
      let store = Store(initialState: Settings.State()) { Settings() }
      let view = SettingsView(store: store)

      view.toggle("Show diagnostics")?.isOn.wrappedValue = true

      #expect(store.developerSettings.showDiagnostics)
      #expect(store.protectMyPosts)
    }

    @Test func isLoadingIsWrittenOnlyByTheReducer() {
      let store = Store(initialState: Settings.State()) { Settings() }
      let view = SettingsView(store: store)

      #expect(view.toggle("Loading") == nil)
      #expect(!view.primitives.contains { ($0 as? Text)?.content.contains("Requesting") == true })
    }

    // MARK: - The seed's test, with TestStore

    @Test func seedTest() async {
      let store = TestStore(initialState: Settings.State()) {
        Settings()
      }

      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blob"
      }
      await store.send(\.binding.protectMyPosts, true) {
        $0.protectMyPosts = true
      }
    }

    @Test func testStoreSeesTheValidation() async {
      let store = TestStore(initialState: Settings.State()) {
        Settings()
      }

      await store.send(\.binding.displayName, "Blob Jr., Esquire of Blobtown") {
        $0.displayName = "Blob Jr., Esquir"
      }
    }

    @Test func testStoreReceivesTheAuthorizationResponse() async {
      let store = TestStore(initialState: Settings.State()) {
        Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }

      await store.send(\.binding.enableNotifications, true) {
        $0.enableNotifications = true
        $0.isLoading = true
      }
      await store.receive(\.notificationAuthorizationResponse, true) {
        $0.isLoading = false
      }
      await store.send(.binding(.set(\.digest, .off))) {
        $0.digest = .off
      }
    }

    @Test func testStoreFailsWhenTheBindingIsNotDescribed() async {
      let store = TestStore(initialState: Settings.State()) {
        Settings()
      }

      await withKnownIssue {
        await store.send(\.binding.displayName, "Blob")
      } matching: { issue in
        issue.description.contains("displayName")
      }
    }
  }
#endif
