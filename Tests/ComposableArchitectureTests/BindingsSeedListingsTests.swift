#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Every code listing about the current API in the seed documents ("Working with SwiftUI
  // bindings": seeds 000, 003 and 004, which repeat each other's listings), compiled as written.
  // Listings that are steps of one feature are assembled into that feature; each feature lives in
  // its own namespace so that the listings can keep their names. The only changes:
  //
  // - SwiftUI views are the stand-ins of BindingsTestControls.swift.
  // - Typos that stop a listing from compiling are fixed and marked `NB:` where they are.
  // - `// ...` placeholders stay placeholders; the surrounding code is what the listing shows.
  //
  // The seeds' test listing (`await store.send(\.binding.displayName, "Blob") { … }`) runs
  // against the whole feature in BindingsSeedTests.swift, whose state is `Equatable` as
  // `TestStore` requires.

  /// The seeds' `requestNotificationAuthorization()`, answered by the feature's dependency.
  private func requestNotificationAuthorization() async -> Bool {
    @Dependency(\.userNotifications) var userNotifications
    return (try? await userNotifications.requestAuthorization()) ?? false
  }

  // MARK: - Ad hoc bindings (000, 003 steps 1–5, 004 steps 1–4)

  enum AdHocListing {
    @Reducer
    struct Settings {
      struct State: Equatable {
        var isHapticsEnabled = true
        // ...
      }

      enum Action {
        case isHapticsEnabledChanged(Bool)
        // ...
      }

      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case let .isHapticsEnabledChanged(isEnabled):
            state.isHapticsEnabled = isEnabled
            return .none
          // ...
          }
        }
      }
    }

    struct SettingsView: View {
      @Bindable var store: StoreOf<Settings>
      // ...

      var body: some View {
        Form {
          Toggle(
            "Haptic feedback",
            // NB: 004 writes `\\.isHapticsEnabledChanged`, an escaping artifact.
            isOn: $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
          )
          // ...
        }
      }
    }
  }

  // MARK: - An action per field (000, 003 "The problem")

  enum ActionPerFieldListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State {
        var digest = Digest.daily
        var displayName = ""
        var enableNotifications = false
        var isLoading = false
        var protectMyPosts = false
        var sendEmailNotifications = false
        var sendMobileNotifications = false
      }

      enum Action {
        case digestChanged(Digest)
        case displayNameChanged(String)
        case enableNotificationsChanged(Bool)
        case protectMyPostsChanged(Bool)
        case sendEmailNotificationsChanged(Bool)
        case sendMobileNotificationsChanged(Bool)
      }

      var body: some Reducer<State, Action> {
        Reduce { state, action in
          // NB: The seeds write `case let digestChanged(digest):`, without the leading dots.
          switch action {
          case let .digestChanged(digest):
            state.digest = digest
            return .none
          case let .displayNameChanged(displayName):
            state.displayName = displayName
            return .none
          case let .enableNotificationsChanged(isOn):
            state.enableNotifications = isOn
            return .none
          case let .protectMyPostsChanged(isOn):
            state.protectMyPosts = isOn
            return .none
          case let .sendEmailNotificationsChanged(isOn):
            state.sendEmailNotifications = isOn
            return .none
          case let .sendMobileNotificationsChanged(isOn):
            state.sendMobileNotifications = isOn
            return .none
          }
        }
      }
    }
  }

  // MARK: - Binding actions and reducers (000, 003 "The solution", 004 steps 1–3)

  enum BindableListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State {
        var digest = Digest.daily
        var displayName = ""
        var enableNotifications = false
        var isLoading = false
        var protectMyPosts = false
        var sendEmailNotifications = false
        var sendMobileNotifications = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()
      }
    }

    struct SettingsView: View {
      @Bindable var store: StoreOf<Settings>
      // ...

      var body: some View {
        Form {
          TextField("Display name", text: $store.displayName)
          // NB: 000 writes `Toggle("Notifications", text: …)`; 003 and 004 write `isOn:`.
          Toggle("Notifications", isOn: $store.enableNotifications)
          Toggle("Email notifications", isOn: $store.sendEmailNotifications)
          Toggle("Mobile notifications", isOn: $store.sendMobileNotifications)
          // ...
        }
      }
    }
  }

  // MARK: - The backport for older Apple platforms (000 "Important", 003 "Troubleshooting")

  enum PerceptionListing {
    typealias Settings = BindableListing.Settings

    struct SettingsView: View {
      @Perception.Bindable var store: StoreOf<Settings>

      var body: some View {
        WithPerceptionTracking {
          Form {
            TextField("Display name", text: $store.displayName)
            Toggle("Notifications", isOn: $store.enableNotifications)
          }
        }
      }
    }
  }

  extension WithPerceptionTracking: View where Content: View {}

  // MARK: - Derived bindings (003 "Common patterns")

  extension BindableListing.SettingsView {
    var notificationsEnabled: Binding<Bool> {
      Binding(
        get: { store.sendEmailNotifications && store.sendMobileNotifications },
        set: { newValue in
          store.send(.binding(.set(\.sendEmailNotifications, newValue)))
          store.send(.binding(.set(\.sendMobileNotifications, newValue)))
        }
      )
    }
  }

  // MARK: - Pattern matching in the reducer (003; 000's version is 003's without bodies)

  enum PatternMatchingListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State: Equatable {
        var displayName = ""
        var enableNotifications = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case notificationAuthorizationResponse(Bool)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()

        Reduce { state, action in
          switch action {
          case .binding(\.displayName):
            // Validate display name
            return .none

          case .binding(\.enableNotifications):
            // Request authorization from UNUserNotificationCenter
            return .run { send in
              let authorized = await requestNotificationAuthorization()
              await send(.notificationAuthorizationResponse(authorized))
            }

          default:
            return .none
          }
        }
      }
    }
  }

  // MARK: - onChange (003, with reducers; 000 and 004, with comments only)

  enum OnChangeListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State: Equatable {
        var displayName = ""
        var enableNotifications = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case notificationAuthorizationResponse(Bool)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()
          .onChange(of: \.displayName) { oldValue, newValue in
            Reduce { state, action in
              // Validate display name
              return .none
            }
          }
          .onChange(of: \.enableNotifications) { oldValue, newValue in
            Reduce { state, action in
              // Return an authorization request effect
              return .run { send in
                let authorized = await requestNotificationAuthorization()
                await send(.notificationAuthorizationResponse(authorized))
              }
            }
          }
      }
    }
  }

  enum OnChangeWithCommentsListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State: Equatable {
        var displayName = ""
        var enableNotifications = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()
          // NB: 004 writes `\\.displayName`, an escaping artifact.
          .onChange(of: \.displayName) { oldValue, newValue in
            // Validate display name
          }
          .onChange(of: \.enableNotifications) { oldValue, newValue in
            // Return an authorization request effect
          }
        // ...
      }
    }
  }

  // MARK: - Custom bindings (003 "Advanced")

  enum CustomBindingListing {
    @Reducer
    struct Settings {
      @ObservableState
      struct State: Equatable {
        var volume = 0.5
      }

      enum Action {
        case volumeChanged(Double)
      }

      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case let .volumeChanged(volume):
            state.volume = volume
            return .none
          }
        }
      }
    }

    struct SettingsView: View {
      @Bindable var store: StoreOf<Settings>

      var volumeBinding: Binding<Double> {
        $store.volume.sending { newValue in
          // Custom validation or transformation
          return .volumeChanged(min(max(newValue, 0), 1))
        }
      }

      var body: some View {
        Slider(value: volumeBinding)
      }
    }
  }

  // MARK: - Conditional bindings (003 "Common patterns")

  enum ConditionalListing {
    @Reducer
    struct SignUp {
      @ObservableState
      struct State: Equatable {
        var email = ""
        var emailValid = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()
          .onChange(of: \.email) { oldValue, newValue in
            Reduce { state, action in
              if newValue.contains("@") {
                state.emailValid = true
              } else {
                state.emailValid = false
              }
              return .none
            }
          }
      }
    }
  }

  // MARK: - Debounced bindings (003 "Common patterns")

  enum DebouncedListing {
    @Reducer
    struct Search {
      @ObservableState
      struct State: Equatable {
        var searchQuery = ""
        var searches: [String] = []
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
        case performSearch(String)
      }

      enum CancelID { case search }

      /// Whether to cancel the search in flight; the listing doesn't, so it doesn't debounce.
      var cancelInFlight = false

      var body: some Reducer<State, Action> {
        if self.cancelInFlight {
          BindingReducer()
            .onChange(of: \.searchQuery) { oldValue, newValue in
              Reduce { state, action in
                return .run { send in
                  try await Task.sleep(for: .milliseconds(300))
                  await send(.performSearch(newValue))
                }
                .cancellable(id: CancelID.search, cancelInFlight: true)
              }
            }
        } else {
          BindingReducer()
            .onChange(of: \.searchQuery) { oldValue, newValue in
              Reduce { state, action in
                return .run { send in
                  try await Task.sleep(for: .milliseconds(300))
                  await send(.performSearch(newValue))
                }
                .cancellable(id: CancelID.search)
              }
            }
        }

        Reduce { state, action in
          if case let .performSearch(query) = action {
            state.searches.append(query)
          }
          return .none
        }
      }
    }
  }

  // MARK: - Behaviour

  @MainActor
  struct BindingsSeedListingsTests {
    @Test func adHocBindingSendsItsAction() {
      let store = Store(initialState: AdHocListing.Settings.State()) {
        AdHocListing.Settings()
      }
      let view = AdHocListing.SettingsView(store: store)

      #expect(view.toggle("Haptic feedback")?.isOn.wrappedValue == true)
      view.toggle("Haptic feedback")?.isOn.wrappedValue = false

      #expect(!store.isHapticsEnabled)
    }

    @Test func anActionPerFieldUpdatesEachField() {
      let store = Store(initialState: ActionPerFieldListing.Settings.State()) {
        ActionPerFieldListing.Settings()
      }

      store.send(.digestChanged(.weekly))
      store.send(.displayNameChanged("Blob"))
      store.send(.enableNotificationsChanged(true))
      store.send(.protectMyPostsChanged(true))
      store.send(.sendEmailNotificationsChanged(true))
      store.send(.sendMobileNotificationsChanged(true))

      #expect(store.digest == .weekly)
      #expect(store.displayName == "Blob")
      #expect(store.enableNotifications)
      #expect(store.protectMyPosts)
      #expect(store.sendEmailNotifications)
      #expect(store.sendMobileNotifications)
    }

    @Test func bindingReducerRemovesTheBoilerplate() {
      let store = Store(initialState: BindableListing.Settings.State()) {
        BindableListing.Settings()
      }
      let view = BindableListing.SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"
      view.toggle("Notifications")?.isOn.wrappedValue = true
      view.toggle("Email notifications")?.isOn.wrappedValue = true
      view.toggle("Mobile notifications")?.isOn.wrappedValue = true

      #expect(store.displayName == "Blob")
      #expect(store.enableNotifications)
      #expect(store.sendEmailNotifications)
      #expect(store.sendMobileNotifications)
    }

    @Test func thePerceptionBackportNamesBindTheSameWay() {
      let store = Store(initialState: PerceptionListing.Settings.State()) {
        PerceptionListing.Settings()
      }
      let view = PerceptionListing.SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"
      view.toggle("Notifications")?.isOn.wrappedValue = true

      #expect(store.displayName == "Blob")
      #expect(store.enableNotifications)
    }

    @Test func perceptionTrackingIsObservationTracking() {
      let store = Store(initialState: PerceptionListing.Settings.State()) {
        PerceptionListing.Settings()
      }
      let changes = LockIsolated(0)
      let name = withPerceptionTracking {
        store.displayName
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      #expect(name == "")
      store.send(.binding(.set(\.displayName, "Blob")))
      #expect(changes.value == 1)

      _ = Perception.withPerceptionTracking {
        store.isLoading
      } onChange: {
        changes.withValue { $0 += 1 }
      }
      store.send(.binding(.set(\.isLoading, true)))
      #expect(changes.value == 2)
    }

    @Test func derivedBindingReadsAndWritesBothFields() {
      let store = Store(initialState: BindableListing.Settings.State()) {
        BindableListing.Settings()
      }
      let view = BindableListing.SettingsView(store: store)

      #expect(!view.notificationsEnabled.wrappedValue)
      view.notificationsEnabled.wrappedValue = true
      #expect(store.sendEmailNotifications && store.sendMobileNotifications)
      #expect(view.notificationsEnabled.wrappedValue)

      store.send(.binding(.set(\.sendEmailNotifications, false)))
      #expect(!view.notificationsEnabled.wrappedValue)
    }

    @Test func patternMatchingRequestsAuthorizationWhenNotificationsAreEnabled() async {
      let store = TestStore(initialState: PatternMatchingListing.Settings.State()) {
        PatternMatchingListing.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }

      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blob"
      }
      await store.send(\.binding.enableNotifications, true) {
        $0.enableNotifications = true
      }
      await store.receive(\.notificationAuthorizationResponse, true)
    }

    @Test func onChangeRequestsAuthorizationWhenNotificationsChange() async {
      let store = TestStore(initialState: OnChangeListing.Settings.State()) {
        OnChangeListing.Settings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { false }
      }

      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blob"
      }
      await store.send(\.binding.enableNotifications, true) {
        $0.enableNotifications = true
      }
      await store.receive(\.notificationAuthorizationResponse, false)
      await store.send(\.binding.enableNotifications, true)
    }

    @Test func onChangeWithCommentsStillAppliesBindings() async {
      let store = TestStore(initialState: OnChangeWithCommentsListing.Settings.State()) {
        OnChangeWithCommentsListing.Settings()
      }

      await store.send(\.binding.displayName, "Blob") {
        $0.displayName = "Blob"
      }
      await store.send(\.binding.enableNotifications, true) {
        $0.enableNotifications = true
      }
    }

    @Test func customBindingClampsTheVolume() {
      let store = Store(initialState: CustomBindingListing.Settings.State()) {
        CustomBindingListing.Settings()
      }
      let view = CustomBindingListing.SettingsView(store: store)

      view.volumeBinding.wrappedValue = 2
      #expect(store.volume == 1)
      view.volumeBinding.wrappedValue = -1
      #expect(store.volume == 0)
      view.volumeBinding.wrappedValue = 0.25
      #expect(store.volume == 0.25)
    }

    @Test func conditionalBindingValidatesTheEmail() async {
      let store = TestStore(initialState: ConditionalListing.SignUp.State()) {
        ConditionalListing.SignUp()
      }

      await store.send(\.binding.email, "blob") {
        $0.email = "blob"
      }
      await store.send(\.binding.email, "blob@pointfree.co") {
        $0.email = "blob@pointfree.co"
        $0.emailValid = true
      }
      await store.send(\.binding.email, "blob") {
        $0.email = "blob"
        $0.emailValid = false
      }
    }

    @Test func theDebounceListingSearchesForEveryKeystroke() async {
      let store = Store(initialState: DebouncedListing.Search.State()) {
        DebouncedListing.Search()
      }
      @Bindable var search = store

      $search.searchQuery.wrappedValue = "b"
      $search.searchQuery.wrappedValue = "bl"
      $search.searchQuery.wrappedValue = "blob"
      await waitUntil { store.searches.count == 3 }

      // Without `cancelInFlight: true` a new search doesn't cancel the one in flight.
      #expect(store.searches.sorted() == ["b", "bl", "blob"])
    }

    @Test func cancellingTheSearchInFlightDebounces() async {
      let store = Store(initialState: DebouncedListing.Search.State()) {
        DebouncedListing.Search(cancelInFlight: true)
      }
      @Bindable var search = store

      $search.searchQuery.wrappedValue = "b"
      $search.searchQuery.wrappedValue = "bl"
      $search.searchQuery.wrappedValue = "blob"
      await waitUntil { !store.searches.isEmpty }
      try? await Task.sleep(for: .milliseconds(400))

      #expect(store.searches == ["blob"])
    }
  }
#endif
