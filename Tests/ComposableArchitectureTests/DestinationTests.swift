import ComposableArchitecture
import Testing

// `@Reducer` on an enum of destinations, presented with `ifLet(\.$destination, action:)`, as in
// TCA's tree-based navigation documentation.

@Reducer
private struct ItemForm {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var name = ""
  }
  enum Action: Equatable {
    case saveButtonTapped
    case setName(String)
    case startAutosave
    case autosaved
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveButtonTapped:
        return .run { _ in await self.dismiss() }
      case let .setName(name):
        state.name = name
        return .none
      case .startAutosave:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.autosaved)
          }
        }
      case .autosaved:
        return .none
      }
    }
  }
}

@Reducer
private enum Destination {
  case addItem(ItemForm)
  case editItem(ItemForm)
  case alert(AlertState<Alert>)
  @ReducerCaseIgnored
  case note(String)
  case loading

  @CasePathable
  enum Alert: Equatable {
    case confirmDeletion
  }
}
extension Destination.State: Equatable {}
extension Destination.Action: Equatable {}

@Reducer
private struct Inventory {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var items: [String] = []
  }
  enum Action: Equatable {
    case addButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case editButtonTapped
    case editItem(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addItem(ItemForm.State(id: 1))
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete all?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) {
              TextState("Delete")
            }
          }
        )
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.items = []
        return .none
      case .destination(.dismiss):
        if case let .addItem(form) = state.destination {
          state.items.append(form.name)
        }
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .editItem(ItemForm.State(id: 1))
        return .none
      case let .editItem(id):
        state.destination = .editItem(ItemForm.State(id: id))
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
struct DestinationTests {
  @Test func aFeatureCaseRunsAndDismissesItself() async {
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(id: 1))
    }
    await store.send(\.destination.addItem.setName, "Bolts") {
      $0.destination = .addItem(ItemForm.State(id: 1, name: "Bolts"))
    }
    await store.send(\.destination.addItem.saveButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
      $0.items = ["Bolts"]
    }
  }

  @Test func anAlertCaseIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: Inventory.State(items: ["Bolts"])) {
      Inventory()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete all?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
        }
      )
    }
    await store.send(\.destination.alert.confirmDeletion) {
      $0.destination = nil
      $0.items = []
    }
  }

  @Test func movingToAnotherCaseCancelsTheFirstCasesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addItem(ItemForm.State(id: 1))
    }
    await store.send(\.destination.addItem.startAutosave)
    await store.send(.editButtonTapped) {
      $0.destination = .editItem(ItemForm.State(id: 1))
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func aCaseHoldingAnotherIdCancelsTheFirstOnesEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.editItem(id: 1)) {
      $0.destination = .editItem(ItemForm.State(id: 1))
    }
    await store.send(\.destination.editItem.startAutosave)
    await store.send(.editItem(id: 2)) {
      $0.destination = .editItem(ItemForm.State(id: 2))
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func aCaseHoldingTheSameIdKeepsItsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Inventory.State()) {
      Inventory()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.editItem(id: 1)) {
      $0.destination = .editItem(ItemForm.State(id: 1))
    }
    await store.send(\.destination.editItem.startAutosave)
    await store.send(.editItem(id: 1))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.editItem.autosaved)
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func theStoreOfTheCurrentCase() {
    let store = Store(initialState: Inventory.State()) { Inventory() }
    store.send(.addButtonTapped)
    guard
      let destinationStore = store.scope(state: \.destination, action: \.destination.presented),
      case let .addItem(formStore) = destinationStore.case
    else {
      Issue.record("Expected the add item form")
      return
    }
    formStore.send(.setName("Nuts"))
    #expect(store.destination == .addItem(ItemForm.State(id: 1, name: "Nuts")))

    store.send(.deleteButtonTapped)
    guard case let .alert(alert) = destinationStore.case else {
      Issue.record("Expected the alert")
      return
    }
    #expect(String(state: alert.title) == "Delete all?")
  }

  @Test func aBindingToTheAlertCase() {
    @Bindable var store = Store(initialState: Inventory.State(items: ["Bolts"])) {
      Inventory()
    }
    let alert = $store.scope(state: \.destination?.alert, action: \.destination.alert)
    #expect(alert.wrappedValue == nil)
    store.send(.deleteButtonTapped)
    let alertStore = try! #require(alert.wrappedValue)
    alertStore.send(.confirmDeletion)
    #expect(store.items == [])
    #expect(store.destination == nil)

    store.send(.deleteButtonTapped)
    alert.wrappedValue = nil
    #expect(store.destination == nil)
    #expect(store.items == [])
  }

  @Test func ignoredCasesKeepTheirStateAndHaveNoActions() {
    let note: String? = Destination.State.note("Hello").note
    #expect(note == "Hello")
    let none: String? = Destination.State.loading.note
    #expect(none == nil)
    let store = Store(initialState: Inventory.State(destination: .note("Hi"))) { Inventory() }
    let destinationStore = store.scope(state: \.destination, action: \.destination.presented)
    guard case let .note(text) = destinationStore?.case else {
      Issue.record("Expected the note")
      return
    }
    #expect(text == "Hi")
  }
}

// MARK: - What `@Reducer` fills in

@Reducer
private struct Placeholder {}

@MainActor
struct ReducerFillInTests {
  @Test func aReducerWithNothingDeclaredGetsEmptyStateActionAndBody() {
    let store = Store(initialState: Placeholder.State()) { Placeholder() }
    #expect(store.state == Placeholder.State())
    let _: Placeholder.Action.Type = Placeholder.Action.self
  }
}
