import ComposableArchitecture
import Testing

@Reducer
struct Profile {
  @ObservableState
  struct State: Equatable {
    var name = "Blob"
    var age = 42
    var settings = Settings()
    var destination: Destination? = nil
    var mode = Mode.viewing(Viewing())
    @ObservationStateIgnored var cache = 0
  }

  @ObservableState
  struct Settings: Equatable {
    var isDarkMode = false
  }

  @ObservableState
  struct Viewing: Equatable { var page = 1 }

  @ObservableState
  struct Editing: Equatable { var draft = "" }

  @ObservableState
  enum Mode: Equatable {
    case viewing(Viewing)
    case editing(Editing)
  }

  @ObservableState
  struct Destination: Equatable { var title = "" }

  enum Action {
    case setName(String)
    case setAge(Int)
    case setDarkMode(Bool)
    case replaceSettings
    case replaceState
    case startEditing
    case nextPage
    case setCache(Int)
    case setNameAndAge(String, Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setName(name):
        state.name = name
      case let .setAge(age):
        state.age = age
      case let .setDarkMode(isOn):
        state.settings.isDarkMode = isOn
      case .replaceSettings:
        state.settings = Settings()
      case .replaceState:
        state = State()
      case .startEditing:
        state.mode = .editing(Editing())
      case .nextPage:
        if case var .viewing(viewing) = state.mode {
          viewing.page += 1
          state.mode = .viewing(viewing)
        }
      case let .setCache(value):
        state.cache = value
      case let .setNameAndAge(name, age):
        state.name = name
        state.age = age
      }
      return .none
    }
  }
}

@MainActor
struct ObservationTests {
  let store = Store(initialState: Profile.State()) { Profile() }

  @Test func writingOneFieldDoesNotNotifyReadersOfAnother() {
    let nameChanges = changes { _ = store.name }
    let ageChanges = changes { _ = store.age }
    store.send(.setAge(43))
    #expect(ageChanges.value == 1)
    #expect(nameChanges.value == 0)
  }

  @Test func writingAnEqualValueNotifiesNobody() {
    let nameChanges = changes { _ = store.name }
    store.send(.setName("Blob"))
    #expect(nameChanges.value == 0)
    store.send(.setName("Blobby"))
    #expect(nameChanges.value == 1)
  }

  @Test func nestedFieldWritesNotifyOnlyTheirReaders() {
    let darkModeChanges = changes { _ = store.settings.isDarkMode }
    let nameChanges = changes { _ = store.name }
    store.send(.setDarkMode(true))
    #expect(darkModeChanges.value == 1)
    #expect(nameChanges.value == 0)
  }

  @Test func replacingChildStateWithANewIdentityNotifiesItsReaders() {
    let darkModeChanges = changes { _ = store.settings.isDarkMode }
    store.send(.replaceSettings)
    #expect(darkModeChanges.value == 1)
  }

  @Test func enumCaseChangeNotifies() {
    let modeChanges = changes { _ = store.mode }
    store.send(.startEditing)
    #expect(modeChanges.value == 1)
  }

  @Test func enumCaseIdentityTracksCaseAndPayload() {
    let viewing = Profile.Viewing()
    let a = Profile.Mode.viewing(viewing)
    let b = Profile.Mode.viewing(viewing)
    let c = Profile.Mode.editing(Profile.Editing())
    #expect(a._$id == b._$id)
    #expect(a._$id != c._$id)
    #expect(Profile.Mode.viewing(Profile.Viewing())._$id != a._$id)
  }

  @Test func writingASameIdentityEnumPayloadNotifiesOnlyTheChangedField() {
    let modeChanges = changes { _ = store.mode }
    let pageChanges = changes {
      if case let .viewing(viewing) = store.mode { _ = viewing.page }
    }
    store.send(.nextPage)
    // The payload kept its identity: only the page's readers hear of it.
    #expect(pageChanges.value == 1)
    #expect(modeChanges.value == 0)
    #expect(store.mode == .viewing(Profile.Viewing(page: 2)))
  }

  @Test func ignoredFieldsAreNotTracked() {
    let cacheChanges = changes { _ = store.cache }
    store.send(.setCache(1))
    #expect(cacheChanges.value == 0)
    #expect(store.cache == 1)
  }

  @Test func replacingTheWholeStateNotifiesStoreReaders() {
    store.send(.setName("Blobby"))
    let nameChanges = changes { _ = store.name }
    let stateChanges = changes { _ = store.state }
    store.send(.replaceState)
    #expect(nameChanges.value == 1)
    #expect(stateChanges.value == 1)
    #expect(store.name == "Blob")
  }

  @Test func writesThroughAScopedStoreNotifyOnlyTheirField() {
    let parent = Store(initialState: Parent.State()) { Parent() }
    let child = parent.scope(state: \.child, action: \.child)
    let titleChanges = changes { _ = child.title }
    let otherChanges = changes { _ = parent.other }
    child.send(.setTitle("Hi"))
    #expect(titleChanges.value == 1)
    #expect(otherChanges.value == 0)
    #expect(child.title == "Hi")
  }

  @Test func stateDumpsShowFieldNames() {
    var output = ""
    customDump(Profile.Settings(isDarkMode: true), to: &output)
    #expect(
      output == """
        Profile.Settings(isDarkMode: true)
        """
    )
  }

  @Test func equatableIgnoresTheRegistrar() {
    #expect(Profile.Settings() == Profile.Settings())
    #expect(Profile.Settings(isDarkMode: true) != Profile.Settings())
  }
}

@Reducer
struct Parent {
  @ObservableState
  struct State {
    var child = Child.State()
    var other = 0
  }
  enum Action { case child(Child.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Child() }
  }
}

@Reducer
struct Child {
  @ObservableState
  struct State { var title = "" }
  enum Action { case setTitle(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .setTitle(title):
        state.title = title
        return .none
      }
    }
  }
}
