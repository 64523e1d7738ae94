#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
  // deprecated context uses deprecated API without a warning.

  /// A view of the legacy Settings feature that observes only what it shows, through a view
  /// state made from a binding view store.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  private struct NotificationSettingsView: View {
    let store: StoreOf<LegacySettings>

    struct ViewState: Equatable {
      @BindingViewState var enableNotifications: Bool
      @BindingViewState var sendEmailNotifications: Bool
      @BindingViewState var showDiagnostics: Bool
      var isLoading: Bool

      init(bindingViewStore: BindingViewStore<LegacySettings.State>) {
        self._enableNotifications = bindingViewStore.$enableNotifications
        self._sendEmailNotifications = bindingViewStore.$sendEmailNotifications
        self._showDiagnostics = bindingViewStore.$developerSettings.showDiagnostics
        self.isLoading = bindingViewStore.isLoading
      }
    }

    var body: some View {
      WithViewStore(self.store, observe: ViewState.init) { viewStore in
        Form {
          Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
          if viewStore.isLoading {
            Text("Requesting authorization…")
          }
          Toggle("Email", isOn: viewStore.$sendEmailNotifications)
          Toggle("Show diagnostics", isOn: viewStore.$showDiagnostics)
        }
      }
    }
  }

  /// A feature whose view sends its binding actions inside a `view` action.
  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  @Reducer
  private struct LegacyProfile {
    struct State: Equatable {
      @BindingState var name = ""
      var saveCount = 0
    }

    @CasePathable
    enum Action {
      case view(View)

      @CasePathable
      enum View: BindableAction {
        case binding(BindingAction<State>)
        case saveButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        if case .view(.saveButtonTapped) = action {
          state.saveCount += 1
        }
        return .none
      }
    }
  }

  /// Counts how many times `observe` re-ran a closure.
  @MainActor
  private final class Runs {
    var count = 0
  }

  @MainActor
  struct LegacyBindingViewStoreTests {
    @Test @available(*, deprecated) func bindingViewStateWritesThroughToTheStore() {
      let actions = Recorder<LegacySettings.Action>()
      let store = Store(initialState: LegacySettings.State()) {
        LegacySettings()._printChanges(
          _ReducerPrinter { action, _, _ in actions.record(action) }
        )
      }
      let view = NotificationSettingsView(store: store)

      view.toggle("Email")?.isOn.wrappedValue = true

      #expect(store.sendEmailNotifications)
      #expect(actions.values == [.binding(.set(\.$sendEmailNotifications, true))])
      #expect(view.toggle("Email")?.isOn.wrappedValue == true)
    }

    @Test @available(*, deprecated) func nestedBindingViewState() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let view = NotificationSettingsView(store: store)

      view.toggle("Show diagnostics")?.isOn.wrappedValue = true

      #expect(store.developerSettings.showDiagnostics)
      // The feature's `onChange` of the nested field ran.
      #expect(store.protectMyPosts)
    }

    @Test @available(*, deprecated) func viewStateSeesTheFeaturesEffects() async {
      let store = Store(initialState: LegacySettings.State()) {
        LegacySettings()
      } withDependencies: {
        $0.userNotifications.requestAuthorization = { true }
      }
      let view = NotificationSettingsView(store: store)

      view.toggle("Enable notifications")?.isOn.wrappedValue = true
      #expect(view.texts == ["Requesting authorization…"])

      await waitUntil { !store.isLoading }
      #expect(view.texts.isEmpty)
      #expect(view.toggle("Enable notifications")?.isOn.wrappedValue == true)
    }

    @Test @available(*, deprecated) func writingTheWrappedValueSendsABindingAction() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let viewStore = ViewStore(store, observe: NotificationSettingsView.ViewState.init)

      viewStore.state.sendEmailNotifications = true

      #expect(store.sendEmailNotifications)
      #expect(viewStore.sendEmailNotifications)
    }

    @Test @available(*, deprecated) func changesOutsideTheViewStateDoNotNotify() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let viewStore = ViewStore(store, observe: NotificationSettingsView.ViewState.init)
      let runs = Runs()
      let token = observe {
        _ = viewStore.state
        runs.count += 1
      }

      store.send(.set(\.$displayName, "Blob"))
      store.send(.set(\.$digest, .weekly))
      #expect(runs.count == 1)

      store.send(.set(\.$sendEmailNotifications, true))
      #expect(runs.count == 2)
      #expect(viewStore.sendEmailNotifications)
      token.cancel()
    }

    @Test @available(*, deprecated) func bindingViewStatesCompareTheValuesTheyWereMadeFrom() {
      let store = Store(initialState: LegacySettings.State()) { LegacySettings() }
      let viewStore = ViewStore(store, observe: NotificationSettingsView.ViewState.init)
      let before = viewStore.state

      #expect(before == viewStore.state)

      store.send(.set(\.$enableNotifications, false))
      #expect(before == viewStore.state)

      store.send(.set(\.$sendEmailNotifications, true))
      #expect(before != viewStore.state)
    }

    @Test @available(*, deprecated) func bindingViewStoreReadsTheState() {
      let store = Store(initialState: LegacySettings.State(displayName: "Blob")) {
        LegacySettings()
      }
      let viewStore = ViewStore(
        store,
        observe: { (bindingViewStore: BindingViewStore<LegacySettings.State>) in
          bindingViewStore.displayName + "/" + bindingViewStore.wrappedValue.digest.rawValue
        }
      )

      #expect(viewStore.state == "Blob/daily")
      store.send(.set(\.$digest, .off))
      #expect(viewStore.state == "Blob/off")
    }

    @Test @available(*, deprecated) func bindingsOfAViewActionAreTranslatedIntoStoreActions() {
      struct ViewState: Equatable {
        @BindingViewState var name: String
        var saveCount: Int
      }
      let store = Store(initialState: LegacyProfile.State()) { LegacyProfile() }
      let viewStore = ViewStore(
        store,
        observe: { ViewState(name: $0.$name, saveCount: $0.saveCount) },
        send: LegacyProfile.Action.view
      )

      viewStore.$name.wrappedValue = "Blob"
      viewStore.send(.saveButtonTapped)

      #expect(store.name == "Blob")
      #expect(viewStore.name == "Blob")
      #expect(viewStore.saveCount == 1)
    }

    @Test @available(*, deprecated) func withViewStoreTranslatesViewActionsForBindings() {
      let store = Store(initialState: LegacyProfile.State()) { LegacyProfile() }
      let form = WithViewStore(
        store,
        observe: { (bindingViewStore: BindingViewStore<LegacyProfile.State>) in
          bindingViewStore.$name
        },
        send: LegacyProfile.Action.view
      ) { viewStore in
        Form {
          TextField(
            "Name",
            text: viewStore.binding(get: \.wrappedValue, send: { _ in .saveButtonTapped })
          )
        }
      }

      form.body.textField("Name")?.text.wrappedValue = "Blob"

      #expect(store.saveCount == 1)
    }
  }
#endif
