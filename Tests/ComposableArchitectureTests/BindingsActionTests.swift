import ComposableArchitecture
import Testing

@Reducer
struct Account {
  @ObservableState
  struct State: Equatable {
    var age = 0
    var biography = Biography()
    var isSubscribed = false
    var name = ""
    var nickname = ""
    var preferences = Preferences()
  }

  struct Preferences: Equatable, Sendable {
    var fontSize = 12
    var theme = "light"
  }

  /// Too large to fit an existential's inline buffer next to a key path.
  struct Biography: Equatable, Sendable {
    var born = 1970
    var died: Int? = nil
    var city = "Blobtown"
    var country = "Blobland"
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case save
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A bindable action outside of `@Reducer`, which uses the protocol's reflection-based `binding`.
private enum LooseAction: BindableAction {
  case tap
  case binding(BindingAction<Account.State>)
}

/// A bindable action whose `binding(_:)` embeds the binding action in a nested case.
private enum NestedAction: BindableAction {
  case other(BindingAction<Account.State>)
  case view(View)

  enum View {
    case binding(BindingAction<Account.State>)
  }

  static func binding(_ action: BindingAction<Account.State>) -> Self {
    .view(.binding(action))
  }
}

private func describe(_ action: Account.Action) -> String {
  switch action {
  case .binding(.set(\.isSubscribed, true)):
    return "subscribed"
  case .binding(\.isSubscribed):
    return "unsubscribed"
  case .binding(\.name):
    return "name"
  case .binding(\.preferences.theme):
    return "theme"
  case .binding:
    return "other binding"
  case .save:
    return "save"
  }
}

private func dump(_ value: Any) -> String {
  var output = ""
  customDump(value, to: &output)
  return output
}

@MainActor
struct BindingActionTests {
  @Test func setWritesTheValueAtTheKeyPath() {
    let store = Store(initialState: Account.State()) { Account() }

    store.send(.binding(.set(\.name, "Blob")))
    store.send(.binding(.set(\.preferences.theme, "dark")))
    store.send(.binding(.set(\.biography, Account.Biography(born: 1980, died: 2020))))

    #expect(store.name == "Blob")
    #expect(store.preferences.theme == "dark")
    #expect(store.biography == Account.Biography(born: 1980, died: 2020))
  }

  @Test func equalWhenTheKeyPathAndTheValueAreEqual() {
    typealias Binding = BindingAction<Account.State>
    #expect(Binding.set(\.name, "Blob") == .set(\.name, "Blob"))
    #expect(Binding.set(\.name, "Blob") != .set(\.name, "Blob Jr."))
    #expect(Binding.set(\.name, "Blob") != .set(\.nickname, "Blob"))
    #expect(Binding.set(\.preferences.theme, "dark") == .set(\.preferences.theme, "dark"))
    #expect(Binding.set(\.age, 1) != .set(\.preferences.fontSize, 1))
    #expect(
      Binding.set(\.biography, Account.Biography(born: 1)) == .set(\.biography, .init(born: 1))
    )
    #expect(
      Binding.set(\.biography, Account.Biography(born: 1)) != .set(\.biography, .init(born: 2))
    )
  }

  @Test func exposesItsKeyPathAndValue() {
    let action = BindingAction<Account.State>.set(\.name, "Blob")
    #expect(action.keyPath == \Account.State.name)
    #expect(action.value as? String == "Blob")
  }

  @Test func patternMatchesByKeyPathOrByKeyPathAndValue() {
    #expect(describe(.binding(.set(\.name, "Blob"))) == "name")
    #expect(describe(.binding(.set(\.isSubscribed, true))) == "subscribed")
    #expect(describe(.binding(.set(\.isSubscribed, false))) == "unsubscribed")
    #expect(describe(.binding(.set(\.preferences.theme, "dark"))) == "theme")
    #expect(describe(.binding(.set(\.preferences, .init()))) == "other binding")
    #expect(describe(.binding(.set(\.nickname, "Blob"))) == "other binding")
    #expect(describe(.save) == "save")
  }

  @Test func caseKeyPathsExtractTheValueOfAField() {
    let action = Account.Action.binding(.set(\.name, "Blob"))
    let name: String? = action[case: \.binding.name]
    let nickname: String? = action[case: \.binding.nickname]
    let age: Int? = action[case: \.binding.age]
    let nameOfSave: String? = Account.Action.save[case: \.binding.name]
    let preferences: Account.Preferences? =
      Account.Action.binding(.set(\.preferences, .init(theme: "dark")))[case: \.binding.preferences]

    #expect(name == "Blob")
    #expect(nickname == nil)
    #expect(age == nil)
    #expect(nameOfSave == nil)
    #expect(preferences?.theme == "dark")
    #expect(action.is(\.binding))
    #expect(!action.is(\.save))
  }

  @Test func caseKeyPathsEmbedAValue() {
    let name: CaseKeyPath<Account.Action, String> = \.binding.name
    #expect(name("Blob") == .binding(.set(\.name, "Blob")))
    #expect(AnyCasePath(name).embed("Blob") == .binding(.set(\.name, "Blob")))
    #expect((\Account.Action.Cases.binding.isSubscribed)(true) == .set(\.isSubscribed, true))
  }

  @Test func bindableActionSetIsShorthandForBindingSet() {
    #expect(Account.Action.set(\.name, "Blob") == .binding(.set(\.name, "Blob")))
  }

  @Test func dumpsAsTheSetCallThatMadeIt() {
    #expect(
      dump(Account.Action.binding(.set(\.name, "Blob")))
        == #"Account.Action.binding(.set(\Account.State.name, "Blob"))"#
    )
    #expect(
      dump(BindingAction<Account.State>.set(\.preferences.theme, "dark"))
        == #".set(\Account.State.preferences.theme, "dark")"#
    )
    #expect(
      dump(BindingAction<Account.State>.set(\.isSubscribed, true))
        == #".set(\Account.State.isSubscribed, true)"#
    )
  }

  @Test func dumpsStructValuesInFull() {
    #expect(
      dump(BindingAction<Account.State>.set(\.preferences, .init(fontSize: 14, theme: "dark")))
        == """
        .set(\\Account.State.preferences, Account.Preferences(
          fontSize: 14,
          theme: "dark"
        ))
        """
    )
  }

  @Test func isSendable() async {
    let action = BindingAction<Account.State>.set(\.name, "Blob")
    let sent = await Task.detached { action }.value
    #expect(sent == action)
  }

  @Test func defaultBindingFindsTheBindingCaseByReflection() {
    let binding = BindingAction<Account.State>.set(\.name, "Blob")
    #expect(LooseAction.binding(binding).binding == binding)
    #expect(LooseAction.tap.binding == nil)
  }

  @Test func defaultBindingFollowsANestedEmbedding() {
    let binding = BindingAction<Account.State>.set(\.name, "Blob")
    #expect(NestedAction.binding(binding).binding == binding)
    #expect(NestedAction.other(binding).binding == nil)
  }

  @Test func macroGeneratedBindingExtractsTheBindingCase() {
    let binding = BindingAction<Account.State>.set(\.age, 42)
    #expect(Account.Action.binding(binding).binding == binding)
    #expect(Account.Action.save.binding == nil)
  }
}
