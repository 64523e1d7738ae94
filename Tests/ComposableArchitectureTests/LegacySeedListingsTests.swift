#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Every code listing of the two older seed documents, compiled: the `ReducerProtocol`-era
  // article "Working with SwiftUI bindings" (seed 002: `@BindingState`, `ViewStore`,
  // `BindingViewState`) and the blog post that introduced `@BindableState` and `.binding()` in
  // version 0.26 (seed 001). Listings that are steps of one feature are assembled into that
  // feature; each feature lives in its own namespace so that the listings can keep their names.
  // The only changes:
  //
  // - SwiftUI views are the stand-ins of BindingsTestControls.swift and LegacyTestControls.swift.
  // - The blog's `Reducer<…>` is spelled `AnyReducer<…>`, and its top-level
  //   `let settingsReducer` is a `static let` of the listing's namespace.
  // - Typos that stop a listing from compiling are fixed and marked `NB:` where they are.
  // - `// ...` placeholders stay placeholders; the surrounding code is what the listing shows.
  // - The blog's `AlertState` is a stand-in, `BlogAlertState`, that the blog's namespaces name
  //   `AlertState` with a typealias.
  //
  // The listings use the deprecated API they document, so they live in deprecated namespaces,
  // and each test is deprecated (Swift Testing doesn't run tests of a deprecated suite): a
  // deprecated context uses deprecated API without a warning.

  // MARK: - 002: Ad hoc bindings

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum ReducerProtocolAdHocListing {
    struct Settings: ReducerProtocol {
      struct State: Equatable {
        var isHapticFeedbackEnabled = true
        // ...
      }

      enum Action {
        case isHapticFeedbackEnabledChanged(Bool)
        // ...
      }

      func reduce(
        into state: inout State,
        action: Action
      ) -> EffectTask<Action> {
        switch action {
        case let .isHapticFeedbackEnabledChanged(isEnabled):
          state.isHapticFeedbackEnabled = isEnabled
          return .none

        // ...
        }
      }
    }

    struct SettingsView: View {
      let store: StoreOf<Settings>

      var body: some View {
        WithViewStore(self.store) { viewStore in
          Form {
            Toggle(
              "Haptic feedback",
              isOn: viewStore.binding(
                get: \.isHapticFeedbackEnabled,
                send: { .isHapticFeedbackEnabledChanged($0) }
              )
            )

            // ...
          }
        }
      }
    }
  }

  // MARK: - 002: An action per field

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum ReducerProtocolActionPerFieldListing {
    struct Settings: ReducerProtocol {
      struct State: Equatable {
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

      func reduce(
        into state: inout State,
        action: Action
      ) -> EffectTask<Action> {
        // NB: The seed writes `case let digestChanged(digest):`, without the leading dots.
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

  // MARK: - 002: Binding state, actions, and reducers

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BindingStateListing {
    struct Settings: ReducerProtocol {
      struct State: Equatable {
        @BindingState var digest = Digest.daily
        @BindingState var displayName = ""
        @BindingState var enableNotifications = false
        var isLoading = false
        @BindingState var protectMyPosts = false
        @BindingState var sendEmailNotifications = false
        @BindingState var sendMobileNotifications = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some ReducerProtocol<State, Action> {
        BindingReducer()
      }
    }

    struct SettingsView: View {
      let store: StoreOf<Settings>

      var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
          Form {
            TextField("Display name", text: viewStore.$displayName)
          }
        }
      }
    }
  }

  // MARK: - 002: Pattern matching binding actions

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BindingStatePatternMatchingListing {
    struct Settings: ReducerProtocol {
      struct State: Equatable {
        @BindingState var displayName = ""
        @BindingState var enableNotifications = false
        var isLoading = false
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some ReducerProtocol<State, Action> {
        BindingReducer()

        Reduce { state, action in
          // NB: The seed leaves out `switch action {`, and its cases hold only comments; each
          //     returns `.none` here, and the "// ..." is a `default` case.
          switch action {
          case .binding(\.$displayName):
            // Validate display name
            return .none

          case .binding(\.$enableNotifications):
            // Return an authorization request effect
            return .none

          // ...
          default:
            return .none
          }
        }
      }
    }
  }

  // MARK: - 002: The tip on `onChange` of a nested field

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BindingStateOnChangeListing {
    struct DeveloperSettings: Equatable, Sendable {
      var showDiagnostics = false
    }

    struct Settings: ReducerProtocol {
      struct State {
        @BindingState var developerSettings: DeveloperSettings
        // ...
      }

      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }

      var body: some ReducerProtocol<State, Action> {
        BindingReducer()
          .onChange(of: \.developerSettings.showDiagnostics) { oldValue, newValue in
            // Logic for when `showDiagnostics` changes...
          }

        // ...
      }
    }
  }

  // MARK: - 002: Binding view state and binding view stores

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BindingViewStateListing {
    typealias Settings = BindingStateListing.Settings

    struct NotificationSettingsView: View {
      let store: StoreOf<Settings>

      struct ViewState: Equatable {
        @BindingViewState var enableNotifications: Bool
        @BindingViewState var sendEmailNotifications: Bool
        @BindingViewState var sendMobileNotifications: Bool
      }

      var body: some View {
        WithViewStore(
          self.store,
          observe: { bindingViewStore in
            ViewState(
              enableNotifications: bindingViewStore.$enableNotifications,
              sendEmailNotifications: bindingViewStore.$sendEmailNotifications,
              sendMobileNotifications: bindingViewStore.$sendMobileNotifications
            )
          }
        ) { viewStore in
          // NB: The seed's content closure is `{ // ... }`, which takes no view store; the
          //     content is the seed's last listing.
          Form {
            Toggle("Enable notifications", isOn: viewStore.$enableNotifications)

            // ...
          }
        }
      }
    }

    struct ExtractedNotificationSettingsView: View {
      let store: StoreOf<Settings>

      struct ViewState: Equatable {
        @BindingViewState var enableNotifications: Bool
        @BindingViewState var sendEmailNotifications: Bool
        @BindingViewState var sendMobileNotifications: Bool

        init(bindingViewStore: BindingViewStore<Settings.State>) {
          self._enableNotifications = bindingViewStore.$enableNotifications
          self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
          self._sendMobileNotifications = bindingViewStore.$sendMobileNotifications
        }
      }

      var body: some View {
        // NB: The seed writes `WithViewStore(self.store, ViewStore.init)`, for the view state's
        //     initializer.
        WithViewStore(self.store, observe: ViewState.init) { viewStore in
          Form {
            Toggle("Enable notifications", isOn: viewStore.$enableNotifications)

            // ...
          }
        }
      }
    }
  }

  // MARK: - 001: An action per field, and bindings derived from the view store

  /// The blog's `alert` state, which it doesn't show. The listings name it `AlertState` through a
  /// typealias in their namespaces, so that it doesn't hide the library's `AlertState` from the
  /// other test files of this module.
  struct BlogAlertState: Equatable, Identifiable, Sendable {
    var title: String
    var id: String { self.title }
  }

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BlogActionPerFieldListing {
    typealias AlertState = BlogAlertState

    // NB: The blog's view binds `sendNotifications` and shows an `alert`, which its state leaves
    //     out; both are added, with their actions. The state is `Equatable` for its view store.
    struct SettingsState: Equatable {
      var alert: AlertState? = nil
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var protectMyPosts = false
      var sendNotifications = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
    }

    enum SettingsAction {
      case digestChanged(Digest)
      case dismissAlert
      case displayNameChanged(String)
      case enableNotificationsChanged(Bool)
      case protectMyPostsChanged(Bool)
      case sendNotificationsChanged(Bool)
      case sendEmailNotificationsChanged(Bool)
      case sendMobileNotificationsChanged(Bool)
    }

    struct SettingsEnvironment {}

    static let settingsReducer = AnyReducer<
      SettingsState, SettingsAction, SettingsEnvironment
    > { state, action, environment in
      // NB: The blog writes `case let digestChanged(digest):`, without the leading dots.
      switch action {
      case let .digestChanged(digest):
        state.digest = digest
        return .none

      case .dismissAlert:
        state.alert = nil
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

      case let .sendNotificationsChanged(isOn):
        state.sendNotifications = isOn
        return .none

      case let .sendEmailNotificationsChanged(isOn):
        state.sendEmailNotifications = isOn
        return .none

      case let .sendMobileNotificationsChanged(isOn):
        state.sendMobileNotifications = isOn
        return .none
      }
    }

    struct SettingsView: View {
      let store: Store<SettingsState, SettingsAction>

      var body: some View {
        WithViewStore(self.store) { viewStore in
          Form {
            TextField(
              "Display name",
              text: viewStore.binding(
                get: \.displayName,
                send: SettingsAction.displayNameChanged
              )
            )
            Toggle(
              "Protect my posts",
              isOn: viewStore.binding(
                get: \.protectMyPosts,
                send: SettingsAction.protectMyPostsChanged
              )
            )
            Toggle(
              "Send notifications",
              isOn: viewStore.binding(
                get: \.sendNotifications,
                send: SettingsAction.sendNotificationsChanged
              )
            )

            if viewStore.sendNotifications {
              Toggle(
                "Mobile",
                isOn: viewStore.binding(
                  get: \.sendMobileNotifications,
                  send: SettingsAction.sendMobileNotificationsChanged
                )
              )
              Toggle(
                "Email",
                isOn: viewStore.binding(
                  get: \.sendEmailNotifications,
                  send: SettingsAction.sendEmailNotificationsChanged
                )
              )
              Picker(
                "Top posts digest",
                selection: viewStore.binding(
                  get: \.digest,
                  send: SettingsAction.digestChanged
                )
              ) {
                ForEach(Digest.allCases, id: \.self) { digest in
                  Text(digest.rawValue)
                }
              }
            }
          }
          .alert(
            item: viewStore.binding(
              get: \.alert,
              send: SettingsAction.dismissAlert
            )
          ) { alert in
            Alert(title: Text(alert.title))
          }
        }
      }
    }
  }

  // MARK: - 001: Binding actions before 0.26

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BlogBindingActionListing {
    // NB: The blog elides the fields of its second `SettingsState` ("…"); they are the first
    //     listing's, plus `isLoading`. The state is `Equatable` for its view store.
    struct SettingsState: Equatable {
      var digest = Digest.daily
      var displayName = ""
      var enableNotifications = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
      var isLoading = false
    }

    enum SettingsAction {
      case binding(BindingAction<SettingsState>)
    }

    struct SettingsEnvironment {}

    static let settingsReducer = AnyReducer<
      SettingsState, SettingsAction, SettingsEnvironment
    > { state, action, environment in
      switch action {
      case .binding:
        return .none
      }
    }
    .binding(action: /SettingsAction.binding)

    struct SettingsView: View {
      let store: Store<SettingsState, SettingsAction>

      var body: some View {
        WithViewStore(self.store) { viewStore in
          Form {
            TextField(
              "Display name",
              text: viewStore.binding(keyPath: \.displayName, send: SettingsAction.binding)
            )
          }
          .onAppear {
            viewStore.send(.binding(.set(\.isLoading, true)))
          }
        }
      }
    }
  }

  // MARK: - 001: @BindableState, BindableAction and .binding() in 0.26

  @available(*, deprecated, message: "The listings of the deprecated binding APIs.")
  enum BlogBindableStateListing {
    typealias AlertState = BlogAlertState

    struct SettingsState: Equatable {
      @BindableState var alert: AlertState? = nil
      @BindableState var digest = Digest.daily
      @BindableState var displayName = ""
      var isLoading = false
      @BindableState var protectMyPosts = false
      @BindableState var sendNotifications = false
      @BindableState var sendMobileNotifications = false
      @BindableState var sendEmailNotifications = false
    }

    enum SettingsAction: BindableAction {
      case binding(BindingAction<SettingsState>)
    }

    struct SettingsEnvironment {}

    static let settingsReducer = AnyReducer<
      SettingsState, SettingsAction, SettingsEnvironment
    > { state, action, environment in
      switch action {
      case .binding:
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
            Toggle("Send notifications", isOn: viewStore.$sendNotifications)

            if viewStore.sendNotifications {
              Toggle("Mobile", isOn: viewStore.$sendMobileNotifications)
              Toggle("Email", isOn: viewStore.$sendEmailNotifications)
              Picker("Top posts digest", selection: viewStore.$digest) {
                ForEach(Digest.allCases, id: \.self) { digest in
                  Text(digest.rawValue)
                }
              }
            }
          }
          .alert(item: viewStore.$alert) { alert in
            Alert(title: Text(alert.title))
          }
        }
      }
    }

    /// The blog's correction: from 0.27, `viewStore.binding(\.$field)` instead of
    /// `viewStore.$field`.
    struct CorrectedSettingsView: View {
      let store: Store<SettingsState, SettingsAction>

      var body: some View {
        WithViewStore(self.store) { viewStore in
          Form {
            TextField("Display name", text: viewStore.binding(\.$displayName))
          }
        }
      }
    }
  }

  // MARK: - Behaviour

  @MainActor
  struct LegacySeedListingsTests {
    // MARK: 002

    @Test @available(*, deprecated) func adHocBindingSendsItsAction() {
      let store = Store(initialState: ReducerProtocolAdHocListing.Settings.State()) {
        ReducerProtocolAdHocListing.Settings()
      }
      let view = ReducerProtocolAdHocListing.SettingsView(store: store)

      #expect(view.toggle("Haptic feedback")?.isOn.wrappedValue == true)
      view.toggle("Haptic feedback")?.isOn.wrappedValue = false

      #expect(!store.isHapticFeedbackEnabled)
      #expect(view.toggle("Haptic feedback")?.isOn.wrappedValue == false)
    }

    @Test @available(*, deprecated) func anActionPerFieldUpdatesEachField() async {
      let store = TestStore(initialState: ReducerProtocolActionPerFieldListing.Settings.State()) {
        ReducerProtocolActionPerFieldListing.Settings()
      }

      await store.send(.digestChanged(.weekly)) { $0.digest = .weekly }
      await store.send(.displayNameChanged("Blob")) { $0.displayName = "Blob" }
      await store.send(.enableNotificationsChanged(true)) { $0.enableNotifications = true }
      await store.send(.protectMyPostsChanged(true)) { $0.protectMyPosts = true }
      await store.send(.sendEmailNotificationsChanged(true)) { $0.sendEmailNotifications = true }
      await store.send(.sendMobileNotificationsChanged(true)) {
        $0.sendMobileNotifications = true
      }
    }

    @Test @available(*, deprecated) func bindingStateFieldsAreBoundInTheView() {
      let store = Store(initialState: BindingStateListing.Settings.State()) {
        BindingStateListing.Settings()
      }
      let view = BindingStateListing.SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"

      #expect(store.displayName == "Blob")
      #expect(view.textField("Display name")?.text.wrappedValue == "Blob")
    }

    /// The seed's test listing.
    @Test @available(*, deprecated) func seedTest() async {
      let store = TestStore(initialState: BindingStateListing.Settings.State()) {
        BindingStateListing.Settings()
      }

      // NB: The seed doesn't `await` the sends, and closes the second closure with `)`.
      await store.send(.set(\.$displayName, "Blob")) {
        $0.displayName = "Blob"
      }
      await store.send(.set(\.$protectMyPosts, true)) {
        $0.protectMyPosts = true
      }
    }

    @Test @available(*, deprecated) func patternMatchingSeesEachBinding() async {
      let actions = Recorder<String>()
      let store = TestStore(initialState: BindingStatePatternMatchingListing.Settings.State()) {
        BindingStatePatternMatchingListing.Settings()
        Reduce { _, action in
          switch action {
          case .binding(\.$displayName): actions.record("displayName")
          case .binding(\.$enableNotifications): actions.record("enableNotifications")
          default: actions.record("other")
          }
          return .none
        }
      }

      await store.send(.set(\.$displayName, "Blob")) { $0.displayName = "Blob" }
      await store.send(.set(\.$enableNotifications, true)) { $0.enableNotifications = true }

      #expect(actions.values == ["displayName", "enableNotifications"])
    }

    @Test @available(*, deprecated) func onChangeOfANestedBindingStateField() async {
      typealias Feature = BindingStateOnChangeListing.Settings
      let changes = Recorder<Bool>()
      var state = Feature.State(developerSettings: .init())
      let reducer = BindingReducer<Feature.State, Feature.Action, _>()
        .onChange(of: \.developerSettings.showDiagnostics) { _, newValue in
          Reduce { _, _ in
            changes.record(newValue)
            return .none
          }
        }

      _ = Feature().reduce(into: &state, action: .set(\.$developerSettings.showDiagnostics, true))
      #expect(state.developerSettings.showDiagnostics)
      _ = reducer.reduce(into: &state, action: .set(\.$developerSettings.showDiagnostics, false))
      _ = reducer.reduce(into: &state, action: .set(\.$developerSettings.showDiagnostics, false))

      #expect(changes.values == [false])
    }

    @Test @available(*, deprecated) func bindingViewStateWritesThroughBothViews() {
      let store = Store(initialState: BindingViewStateListing.Settings.State()) {
        BindingViewStateListing.Settings()
      }
      let view = BindingViewStateListing.NotificationSettingsView(store: store)
      let extracted = BindingViewStateListing.ExtractedNotificationSettingsView(store: store)

      view.toggle("Enable notifications")?.isOn.wrappedValue = true
      #expect(store.enableNotifications)
      #expect(extracted.toggle("Enable notifications")?.isOn.wrappedValue == true)

      extracted.toggle("Enable notifications")?.isOn.wrappedValue = false
      #expect(!store.enableNotifications)
      #expect(view.toggle("Enable notifications")?.isOn.wrappedValue == false)
    }

    // MARK: 001

    @Test @available(*, deprecated) func blogAdHocBindingsDriveTheForm() {
      typealias Listing = BlogActionPerFieldListing
      let store = Store(
        initialState: Listing.SettingsState(alert: BlogAlertState(title: "Welcome!")),
        reducer: Listing.settingsReducer,
        environment: Listing.SettingsEnvironment()
      )
      let view = Listing.SettingsView(store: store)
      #expect(view.toggle("Email") == nil)

      view.textField("Display name")?.text.wrappedValue = "Blob"
      view.toggle("Protect my posts")?.isOn.wrappedValue = true
      view.toggle("Send notifications")?.isOn.wrappedValue = true
      view.toggle("Mobile")?.isOn.wrappedValue = true
      view.toggle("Email")?.isOn.wrappedValue = true
      view.picker("Top posts digest", of: Digest.self)?.selection.wrappedValue = .weekly

      #expect(store.displayName == "Blob")
      #expect(store.protectMyPosts)
      #expect(store.sendNotifications)
      #expect(store.sendMobileNotifications)
      #expect(store.sendEmailNotifications)
      #expect(store.digest == .weekly)

      #expect(view.alertPresenter(of: BlogAlertState.self)?.alert?.title.content == "Welcome!")
      view.alertPresenter(of: BlogAlertState.self)?.dismiss()
      #expect(store.alert == nil)
      #expect(view.alertPresenter(of: BlogAlertState.self)?.alert == nil)
    }

    @Test @available(*, deprecated) func blogBindingActionsWriteAnyField() {
      typealias Listing = BlogBindingActionListing
      let store = Store(
        initialState: Listing.SettingsState(),
        reducer: Listing.settingsReducer,
        environment: Listing.SettingsEnvironment()
      )
      let view = Listing.SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"
      #expect(store.displayName == "Blob")

      // "Nothing protects it in the view."
      view.appear()
      #expect(store.isLoading)
    }

    @Test @available(*, deprecated) func blogBindableStateDrivesTheForm() {
      typealias Listing = BlogBindableStateListing
      let store = Store(
        initialState: Listing.SettingsState(),
        reducer: Listing.settingsReducer,
        environment: Listing.SettingsEnvironment()
      )
      let view = Listing.SettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"
      view.toggle("Protect my posts")?.isOn.wrappedValue = true
      view.toggle("Send notifications")?.isOn.wrappedValue = true
      view.toggle("Mobile")?.isOn.wrappedValue = true
      view.toggle("Email")?.isOn.wrappedValue = true
      view.picker("Top posts digest", of: Digest.self)?.selection.wrappedValue = .off

      #expect(store.displayName == "Blob")
      #expect(store.protectMyPosts)
      #expect(store.sendNotifications)
      #expect(store.sendMobileNotifications)
      #expect(store.sendEmailNotifications)
      #expect(store.digest == .off)
    }

    @Test @available(*, deprecated) func blogBindableAlertIsDismissedThroughItsBinding() {
      typealias Listing = BlogBindableStateListing
      let store = Store(
        initialState: Listing.SettingsState(alert: BlogAlertState(title: "Saved")),
        reducer: Listing.settingsReducer,
        environment: Listing.SettingsEnvironment()
      )
      let view = Listing.SettingsView(store: store)

      #expect(view.alertPresenter(of: BlogAlertState.self)?.alert?.title.content == "Saved")
      view.alertPresenter(of: BlogAlertState.self)?.dismiss()

      #expect(store.alert == nil)
    }

    @Test @available(*, deprecated) func blogCorrectionBindsWithAMethod() {
      typealias Listing = BlogBindableStateListing
      let store = Store(
        initialState: Listing.SettingsState(),
        reducer: Listing.settingsReducer,
        environment: Listing.SettingsEnvironment()
      )
      let view = Listing.CorrectedSettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"

      #expect(store.displayName == "Blob")
    }

    @Test @available(*, deprecated) func blogBindableStateWithATestStore() async {
      typealias Listing = BlogBindableStateListing
      let store = TestStore(initialState: Listing.SettingsState()) {
        Reduce(Listing.settingsReducer, environment: Listing.SettingsEnvironment())
      }

      await store.send(.binding(.set(\.$displayName, "Blob"))) {
        $0.displayName = "Blob"
      }
      await store.send(.set(\.$sendNotifications, true)) {
        $0.sendNotifications = true
      }
    }
  }
#endif
