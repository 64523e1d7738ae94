#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  /// A feature whose action is not bindable: bindings to it need `sending`.
  @Reducer
  private struct Player {
    @ObservableState
    struct State: Equatable {
      var isHapticsEnabled = true
      var preferences = Account.Preferences()
      var volume = 0.5
    }

    enum Action: Equatable {
      case isHapticsEnabledChanged(Bool)
      case themeChanged(String)
      case volumeChanged(Double)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .isHapticsEnabledChanged(isEnabled):
          state.isHapticsEnabled = isEnabled
        case let .themeChanged(theme):
          state.preferences.theme = theme
        case let .volumeChanged(volume):
          state.volume = volume
        }
        return .none
      }
    }
  }

  /// A bindable feature that also has an ad hoc action.
  @Reducer
  private struct Mixer {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var volume = 0.5
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case volumeChanged(Double)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case let .volumeChanged(volume) = action {
          state.volume = volume
        }
        return .none
      }
    }
  }

  @Reducer
  private struct AccountHolder {
    @ObservableState
    struct State: Equatable {
      var account = Account.State()
    }

    enum Action {
      case account(Account.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.account, action: \.account) {
        Account()
      }
    }
  }

  @Observable
  private final class ProfileModel {
    var name = ""
    var count = 0
  }

  /// A control that holds a binding with the property wrapper, as SwiftUI controls do.
  private struct Stepper {
    @Binding var value: Int

    func increment() {
      self.value += 1
    }
  }

  /// Records every action a reducer receives.
  private func recording<R: Reducer>(
    _ reducer: R,
    into recorder: Recorder<R.Action>
  ) -> some Reducer<R.State, R.Action> where R.Action: Sendable {
    reducer._printChanges(_ReducerPrinter { action, _, _ in recorder.record(action) })
  }

  @MainActor
  struct BindingsStoreTests {
    // MARK: Store bindings

    @Test func storeBindingReadsStateAndSendsABindingActionWhenWritten() {
      let actions = Recorder<Account.Action>()
      @Bindable var store = Store(initialState: Account.State(name: "Blob")) {
        recording(Account(), into: actions)
      }
      let name: Binding<String> = $store.name

      #expect(name.wrappedValue == "Blob")
      name.wrappedValue = "Blob Jr."

      #expect(store.name == "Blob Jr.")
      #expect(name.wrappedValue == "Blob Jr.")
      #expect(actions.values == [.binding(.set(\.name, "Blob Jr."))])
    }

    @Test func writingAFieldOfTheStoreSendsABindingAction() {
      let actions = Recorder<Account.Action>()
      let store = Store(initialState: Account.State()) {
        recording(Account(), into: actions)
      }

      store.name = "Blob"

      #expect(store.name == "Blob")
      #expect(actions.values == [.binding(.set(\.name, "Blob"))])
    }

    @Test func writingAnEqualValueStillSendsTheAction() {
      let actions = Recorder<Account.Action>()
      @Bindable var store = Store(initialState: Account.State(name: "Blob")) {
        recording(Account(), into: actions)
      }

      $store.name.wrappedValue = "Blob"

      #expect(actions.values == [.binding(.set(\.name, "Blob"))])
    }

    @Test func sendingACaseKeyPathForAStoreWithoutBindableActions() {
      let actions = Recorder<Player.Action>()
      @Bindable var store = Store(initialState: Player.State()) {
        recording(Player(), into: actions)
      }
      let isHapticsEnabled = $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)

      #expect(isHapticsEnabled.wrappedValue)
      isHapticsEnabled.wrappedValue = false

      #expect(!store.isHapticsEnabled)
      #expect(actions.values == [.isHapticsEnabledChanged(false)])
    }

    @Test func sendingAClosureThatMakesTheAction() {
      let actions = Recorder<Player.Action>()
      @Bindable var store = Store(initialState: Player.State()) {
        recording(Player(), into: actions)
      }
      let volume = $store.volume.sending { newValue in
        .volumeChanged(min(max(newValue, 0), 1))
      }

      volume.wrappedValue = 1.5

      #expect(store.volume == 1)
      #expect(actions.values == [.volumeChanged(1)])
    }

    @Test func sendingAlsoWorksForAStoreWithBindableActions() {
      let actions = Recorder<Mixer.Action>()
      @Bindable var store = Store(initialState: Mixer.State()) {
        recording(Mixer(), into: actions)
      }

      $store.volume.sending { .volumeChanged($0) }.wrappedValue = 0.25
      $store.name.sending(\.binding.name).wrappedValue = "Blob"

      #expect(store.volume == 0.25)
      #expect(store.name == "Blob")
      #expect(actions.values == [.volumeChanged(0.25), .binding(.set(\.name, "Blob"))])
    }

    @Test func sendingReachesNestedFields() {
      @Bindable var store = Store(initialState: Player.State()) { Player() }
      let theme = $store.preferences.theme.sending(\.themeChanged)

      theme.wrappedValue = "dark"

      #expect(store.preferences.theme == "dark")
      #expect(theme.wrappedValue == "dark")
    }

    @Test func sendingReachesBindingActionsNestedInAViewAction() {
      @Bindable var store = Store(initialState: ViewActionFeature.State()) {
        ViewActionFeature(usesCaseKeyPath: true)
      }

      $store.name.sending(\.view.binding.name).wrappedValue = "Blob"

      #expect(store.name == "Blob")
    }

    @Test func childBindingsOfAStoreBindingWriteTheWholeField() {
      let actions = Recorder<Account.Action>()
      @Bindable var store = Store(initialState: Account.State()) {
        recording(Account(), into: actions)
      }

      $store.preferences.theme.wrappedValue = "dark"

      #expect(store.preferences.theme == "dark")
      #expect(
        actions.values == [.binding(.set(\.preferences, .init(fontSize: 12, theme: "dark")))]
      )
    }

    @Test func bindingsOfAScopedStoreSendThroughTheParent() {
      let store = Store(initialState: AccountHolder.State()) { AccountHolder() }
      @Bindable var account = store.scope(state: \.account, action: \.account)

      $account.name.wrappedValue = "Blob"

      #expect(store.account.name == "Blob")
    }

    @Test func derivedBindingSendsOneActionPerField() {
      let actions = Recorder<Settings.Action>()
      let store = Store(initialState: Settings.State()) {
        recording(Settings(), into: actions)
      }
      let notificationsEnabled = Binding(
        get: { store.sendEmailNotifications && store.sendMobileNotifications },
        set: { newValue in
          store.send(.binding(.set(\.sendEmailNotifications, newValue)))
          store.send(.binding(.set(\.sendMobileNotifications, newValue)))
        }
      )

      #expect(!notificationsEnabled.wrappedValue)
      notificationsEnabled.wrappedValue = true

      #expect(notificationsEnabled.wrappedValue)
      #expect(
        actions.values == [
          .binding(.set(\.sendEmailNotifications, true)),
          .binding(.set(\.sendMobileNotifications, true)),
        ]
      )
    }

    @Test func printChangesShowsTheBindingAction() {
      let output = LockIsolated("")
      @Bindable var store = Store(initialState: Account.State()) {
        Account()._printChanges(.customDump { text in output.withValue { $0 += text } })
      }

      $store.name.wrappedValue = "Blob"

      #expect(
        output.value.contains(#"Account.Action.binding(.set(\Account.State.name, "Blob"))"#)
      )
      #expect(output.value.contains(#"+   name: "Blob""#))
    }

    // MARK: Observation through bindings

    @Test func writingABindingNotifiesObserversOfThatFieldOnly() {
      @Bindable var store = Store(initialState: Account.State()) { Account() }
      let nameChanges = changes { _ = store.name }
      let ageChanges = changes { _ = store.age }
      let nicknameChanges = changes { _ = $store.nickname.wrappedValue }

      $store.name.wrappedValue = "Blob"

      #expect(nameChanges.value == 1)
      #expect(ageChanges.value == 0)
      #expect(nicknameChanges.value == 0)
    }

    @Test func writingAnEqualValueThroughABindingNotifiesNobody() {
      @Bindable var store = Store(initialState: Account.State(name: "Blob")) { Account() }
      let nameChanges = changes { _ = store.name }
      let stateChanges = changes { _ = store.state }

      $store.name.wrappedValue = "Blob"

      #expect(nameChanges.value == 0)
      #expect(stateChanges.value == 0)
    }

    @Test func writingANestedFieldNotifiesItsReadersOnly() {
      @Bindable var store = Store(initialState: Settings.State()) { Settings() }
      let diagnosticsChanges = changes { _ = store.developerSettings.showDiagnostics }
      let nameChanges = changes { _ = store.displayName }

      $store.developerSettings.showDiagnostics.wrappedValue = true

      #expect(diagnosticsChanges.value == 1)
      #expect(nameChanges.value == 0)
    }

    @Test func observeReRunsOnlyForTheFieldsItRead() {
      @Bindable var store = Store(initialState: Account.State()) { Account() }
      var names: [String] = []
      let token = observe { names.append(store.name) }

      $store.age.wrappedValue = 42
      $store.name.wrappedValue = "Blob"
      $store.name.wrappedValue = "Blob"
      store.name = "Blob Jr."

      #expect(names == ["", "Blob", "Blob Jr."])
      token.cancel()
    }

    // MARK: Binding

    @Test func bindingFromAGetterAndASetter() {
      var value = 1
      let binding = Binding(get: { value }, set: { value = $0 })

      binding.wrappedValue = 2

      #expect(value == 2)
      #expect(binding.wrappedValue == 2)
      #expect(binding.projectedValue.wrappedValue == 2)
      #expect(Binding(projectedValue: binding).wrappedValue == 2)
    }

    @Test func constantBindingIgnoresWrites() {
      let binding = Binding.constant("Blob")

      binding.wrappedValue = "Blob Jr."

      #expect(binding.wrappedValue == "Blob")
    }

    @Test func childBindingsByDynamicMember() {
      var preferences = Account.Preferences()
      let binding = Binding(get: { preferences }, set: { preferences = $0 })

      binding.theme.wrappedValue = "dark"
      binding.fontSize.wrappedValue += 2

      #expect(preferences == Account.Preferences(fontSize: 14, theme: "dark"))
    }

    @Test func bindingPropertyWrapper() {
      var count = 0
      let stepper = Stepper(value: Binding(get: { count }, set: { count = $0 }))

      stepper.increment()
      stepper.increment()

      #expect(count == 2)
      #expect(stepper.$value.wrappedValue == 2)
    }

    @Test func unwrappingAnOptionalBinding() {
      var nickname: String? = nil
      let optional = Binding(get: { nickname }, set: { nickname = $0 })
      #expect(Binding(optional) == nil)

      nickname = "Blobby"
      let unwrapped = Binding(optional)
      #expect(unwrapped?.wrappedValue == "Blobby")

      unwrapped?.wrappedValue = "Blobbo"
      #expect(nickname == "Blobbo")

      nickname = nil
      #expect(unwrapped?.wrappedValue == "Blobbo")
    }

    @Test func promotingABindingToAnOptional() {
      var name = "Blob"
      let optional = Binding<String?>(Binding(get: { name }, set: { name = $0 }))

      #expect(optional.wrappedValue == "Blob")
      optional.wrappedValue = "Blob Jr."
      #expect(name == "Blob Jr.")
      optional.wrappedValue = nil
      #expect(name == "Blob Jr.")
    }

    // MARK: Bindable

    @Test func bindableDerivesBindingsToAnObservableObject() {
      @Bindable var model = ProfileModel()

      $model.name.wrappedValue = "Blob"
      Bindable(model).count.wrappedValue = 3

      #expect(model.name == "Blob")
      #expect(model.count == 3)
    }

    @Test func bindableProjectsItself() {
      let store = Store(initialState: Account.State()) { Account() }
      let bindable = Bindable(store)
      let projected = Bindable(projectedValue: bindable.projectedValue)

      projected.name.wrappedValue = "Blob"

      #expect(store.name == "Blob")
      #expect(projected.wrappedValue === store)
    }
  }
#endif
