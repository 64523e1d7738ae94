#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Foundation
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  @MainActor
  struct LegacyBindingStateTests {
    // MARK: - Through the view

    @Test @available(*, deprecated) func typingADisplayNameSendsABindingStateAction() {
      let actions = Recorder<LegacySettings.Action>()
      let store = Store(initialState: LegacySettings.State()) {
        LegacySettings()._printChanges(
          _ReducerPrinter { action, _, _ in actions.record(action) }
        )
      }
      let view = LegacySettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob"

      #expect(store.displayName == "Blob")
      #expect(actions.values == [.binding(.set(\.$displayName, "Blob"))])
      #expect(view.textField("Display name")?.text.wrappedValue == "Blob")
    }

    @Test @available(*, deprecated) func patternMatchingOnTheProjectionValidatesTheDisplayName() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let view = LegacySettingsView(store: store)

      view.textField("Display name")?.text.wrappedValue = "Blob Jr., Esquire of Blobtown"

      #expect(store.displayName == "Blob Jr., Esquir")
      #expect(view.textField("Display name")?.text.wrappedValue == "Blob Jr., Esquir")
    }

    @Test @available(*, deprecated) func notificationControlsAppearWhenNotificationsAreAuthorized()
      async
    {
      let store = Store(initialState: LegacySettings.State()) {
        LegacySettings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }
      let view = LegacySettingsView(store: store)
      #expect(view.toggle("Email") == nil)

      view.toggle("Send notifications")?.isOn.wrappedValue = true
      #expect(store.isLoading)
      #expect(view.texts.contains("Requesting authorization…"))

      await waitUntil { !store.isLoading }
      #expect(store.enableNotifications)
      #expect(!view.texts.contains("Requesting authorization…"))
      view.toggle("Email")?.isOn.wrappedValue = true
      view.picker("Top posts digest", of: Digest.self)?.selection.wrappedValue = .weekly
      #expect(store.sendEmailNotifications)
      #expect(store.digest == .weekly)
    }

    @Test @available(*, deprecated) func nestedBindingStateWritesTheWholeStructAndTriggersOnChange()
    {
      let actions = Recorder<LegacySettings.Action>()
      let store = Store(initialState: LegacySettings.State()) {
        LegacySettings()._printChanges(
          _ReducerPrinter { action, _, _ in actions.record(action) }
        )
      }
      let view = LegacySettingsView(store: store)

      view.toggle("Show diagnostics")?.isOn.wrappedValue = true

      #expect(store.developerSettings.showDiagnostics)
      #expect(store.protectMyPosts)
      #expect(
        actions.values == [
          .binding(
            .set(\.$developerSettings, LegacySettings.DeveloperSettings(showDiagnostics: true))
          )
        ]
      )
    }

    @Test @available(*, deprecated) func isLoadingHasNoControl() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let view = LegacySettingsView(store: store)

      #expect(
        view.primitives.compactMap { ($0 as? Toggle)?.title } == [
          "Protect my posts", "Send notifications", "Show diagnostics",
        ]
      )
    }

    // MARK: - With TestStore

    @Test @available(*, deprecated) func testStoreSendsSetWithAProjectionKeyPath() async {
      let store = TestStore(initialState: LegacySettings.State()) {
        LegacySettings()
      }

      await store.send(.set(\.$displayName, "Blob")) {
        $0.displayName = "Blob"
      }
      await store.send(.binding(.set(\.$protectMyPosts, true))) {
        $0.protectMyPosts = true
      }
      await store.send(.set(\.$displayName, "Blob Jr., Esquire of Blobtown")) {
        $0.displayName = "Blob Jr., Esquir"
      }
    }

    @Test @available(*, deprecated) func testStoreSetsANestedField() async {
      let store = TestStore(initialState: LegacySettings.State()) {
        LegacySettings()
      }

      await store.send(.set(\.$developerSettings.showDiagnostics, true)) {
        $0.developerSettings.showDiagnostics = true
        $0.protectMyPosts = true
      }
    }

    @Test @available(*, deprecated) func testStoreReceivesTheAuthorizationResponse() async {
      let store = TestStore(initialState: LegacySettings.State()) {
        LegacySettings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { false }
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

    @Test @available(*, deprecated) func testStoreFailsWhenTheBindingIsNotDescribed() async {
      let store = TestStore(initialState: LegacySettings.State()) {
        LegacySettings()
      }

      await withKnownIssue {
        await store.send(.set(\.$displayName, "Blob"))
      } matching: { issue in
        issue.description.contains("State was not expected to change, but a change occurred")
          && issue.description.contains(#"+   _displayName: "Blob""#)
      }
    }

    @Test @available(*, deprecated) func testStoreFailsWhenTheBindingIsDescribedWrong() async {
      let store = TestStore(initialState: LegacySettings.State()) {
        LegacySettings()
      }

      await withKnownIssue {
        await store.send(.set(\.$displayName, "Blob")) {
          $0.displayName = "Blobby"
        }
      } matching: { issue in
        issue.description.contains(#"−   _displayName: "Blobby""#)
          && issue.description.contains(#"+   _displayName: "Blob""#)
      }
    }

    // MARK: - Binding actions

    @Test @available(*, deprecated) func bindingActionsMatchTheirProjectionKeyPathOnly() {
      let action = BindingAction<LegacySettings.State>.set(\.$displayName, "Blob")

      #expect(\.$displayName ~= action)
      #expect(!(\.$protectMyPosts ~= action))
      #expect(!(\LegacySettings.State.$developerSettings.showDiagnostics ~= action))

      switch LegacySettings.Action.binding(action) {
      case .binding(\.$protectMyPosts):
        Issue.record("Matched another field")
      case .binding(\.$displayName):
        break
      default:
        Issue.record("Matched nothing")
      }
    }

    @Test @available(*, deprecated) func nestedBindingActionsMatchTheirNestedKeyPath() {
      let action = BindingAction<LegacySettings.State>.set(
        \.$developerSettings.showDiagnostics,
        true
      )

      #expect(\.$developerSettings.showDiagnostics ~= action)
      #expect(!(\.$developerSettings ~= action))
    }

    @Test @available(*, deprecated) func bindingActionsExposeTheirKeyPathAndValue() {
      let action = BindingAction<LegacySettings.State>.set(\.$displayName, "Blob")

      #expect(action.keyPath == \LegacySettings.State.$displayName)
      #expect(action.value as? String == "Blob")
    }

    @Test @available(*, deprecated)
    func bindingActionsAreEqualWhenTheyWriteEqualValuesToTheSameField() {
      typealias Action = BindingAction<LegacySettings.State>

      #expect(Action.set(\.$displayName, "Blob") == .set(\.$displayName, "Blob"))
      #expect(Action.set(\.$displayName, "Blob") != .set(\.$displayName, "Blob Jr."))
      #expect(Action.set(\.$protectMyPosts, true) != .set(\.$enableNotifications, true))
      // The field itself is another key path than its projection.
      #expect(Action.set(\.$displayName, "Blob") != .set(\.displayName, "Blob"))
    }

    @Test @available(*, deprecated) func bindingActionsApplyToTheWrappedValue() {
      var state = LegacySettings.State()
      let reducer = BindingReducer<LegacySettings.State, LegacySettings.Action, _>()

      _ = reducer.reduce(into: &state, action: .set(\.$displayName, "Blob"))
      _ = reducer.reduce(into: &state, action: .set(\.$developerSettings.showDiagnostics, true))

      #expect(state.displayName == "Blob")
      #expect(state.developerSettings.showDiagnostics)
    }

    @Test @available(*, deprecated) func bindingActionsPrintTheirProjectionKeyPath() {
      var output = ""
      customDump(LegacySettings.Action.set(\.$displayName, "Blob"), to: &output)

      #expect(
        output
          == #"LegacySettings.Action.binding(.set(\LegacySettings.State.$displayName, "Blob"))"#
      )
    }

    // MARK: - The property wrapper

    @Test @available(*, deprecated) func bindingStateComparesAndHashesItsValueOnly() {
      let declaredHere = BindingState(wrappedValue: "Blob")
      let declaredThere = BindingState(wrappedValue: "Blob", fileID: "Other.swift", line: 1)

      #expect(declaredHere == declaredThere)
      #expect(declaredHere.hashValue == declaredThere.hashValue)
      #expect(declaredHere != BindingState(wrappedValue: "Blob Jr."))
    }

    @Test @available(*, deprecated) func bindingStateCodesAsItsValue() throws {
      struct Profile: Codable, Equatable {
        @BindingState var name = "Blob"
        var age = 42
      }

      let data = try JSONEncoder().encode(Profile())
      #expect(String(decoding: data, as: UTF8.self).contains(#""name":"Blob""#))
      #expect(try JSONDecoder().decode(Profile.self, from: data) == Profile())
      let decoded = try JSONDecoder().decode(
        Profile.self,
        from: Data(#"{"name":"Blob Jr.","age":1}"#.utf8)
      )
      #expect(decoded.name == "Blob Jr.")
    }

    @Test @available(*, deprecated) func bindingStateDumpsAsItsValue() {
      var output = ""
      customDump(BindingState(wrappedValue: LegacySettings.DeveloperSettings()), to: &output)

      #expect(output == "LegacySettings.DeveloperSettings(showDiagnostics: false)")
    }

    @Test @available(*, deprecated) func bindingStateReachesFieldsOfItsValue() {
      var state = LegacySettings.State()

      state.$developerSettings.showDiagnostics.wrappedValue = true
      #expect(state.developerSettings.showDiagnostics)

      state.$developerSettings.showDiagnostics = BindingState(wrappedValue: false)
      #expect(!state.developerSettings.showDiagnostics)
    }

    @Test @available(*, deprecated) func bindableStateIsTheOlderName() {
      struct SettingsState: Equatable {
        @BindableState var displayName = ""
        var isLoading = false
      }
      enum SettingsAction: BindableAction {
        case binding(BindingAction<SettingsState>)
      }
      var state = SettingsState()

      _ = BindingReducer<SettingsState, SettingsAction, _>()
        .reduce(into: &state, action: .set(\.$displayName, "Blob"))

      #expect(state.displayName == "Blob")
      #expect(type(of: state.$displayName) == BindingState<String>.self)
    }
  }
#endif
