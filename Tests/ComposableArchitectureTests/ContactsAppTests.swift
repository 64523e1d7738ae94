import ComposableArchitecture
import Foundation
import Testing

// A contacts app written the way TCA's navigation tutorial and articles build one: a sheet to add
// a contact (an `@Reducer enum` destination holding a feature and an alert), a confirmation
// alert before deleting, and a navigation stack of contact details that delegate their deletion
// to the list and dismiss themselves. Only the SwiftUI views are left out.

private struct Contact: Equatable, Identifiable {
  let id: UUID
  var name: String
}

@Reducer
private struct AddContactFeature {
  @ObservableState
  struct State: Equatable {
    var contact: Contact
  }
  enum Action {
    case cancelButtonTapped
    case delegate(Delegate)
    case saveButtonTapped
    case setName(String)

    @CasePathable
    enum Delegate: Equatable {
      case saveContact(Contact)
    }
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      case .delegate:
        return .none
      case .saveButtonTapped:
        return .run { [contact = state.contact] send in
          await send(.delegate(.saveContact(contact)))
          await self.dismiss()
        }
      case let .setName(name):
        state.contact.name = name
        return .none
      }
    }
  }
}

@Reducer
private struct ContactDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let contact: Contact
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped

    @CasePathable
    enum Alert {
      case confirmDeletion
    }
    @CasePathable
    enum Delegate {
      case confirmDeletion
    }
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .run { send in
          await send(.delegate(.confirmDeletion))
          await self.dismiss()
        }
      case .alert:
        return .none
      case .delegate:
        return .none
      case .deleteButtonTapped:
        state.alert = .confirmDeletion
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == ContactDetailFeature.Action.Alert {
  fileprivate static let confirmDeletion = Self {
    TextState("Are you sure?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Delete")
    }
  }
}

@Reducer
private struct ContactsFeature {
  @ObservableState
  struct State: Equatable {
    var contacts: IdentifiedArrayOf<Contact> = []
    @Presents var destination: Destination.State?
    var path = StackState<ContactDetailFeature.State>()
  }
  enum Action {
    case addButtonTapped
    case deleteButtonTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<ContactDetailFeature.State, ContactDetailFeature.Action>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion(id: Contact.ID)
    }
  }
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(
          AddContactFeature.State(contact: Contact(id: self.uuid(), name: ""))
        )
        return .none
      case let .destination(.presented(.addContact(.delegate(.saveContact(contact))))):
        state.contacts.append(contact)
        return .none
      case let .destination(.presented(.alert(.confirmDeletion(id: id)))):
        state.contacts.remove(id: id)
        return .none
      case .destination:
        return .none
      case let .deleteButtonTapped(id: id):
        state.destination = .alert(.deleteConfirmation(id: id))
        return .none
      case let .path(.element(id: id, action: .delegate(.confirmDeletion))):
        guard let detailState = state.path[id: id] else { return .none }
        state.contacts.remove(id: detailState.contact.id)
        return .none
      case .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) {
      ContactDetailFeature()
    }
  }
}

extension ContactsFeature {
  @Reducer
  enum Destination {
    case addContact(AddContactFeature)
    case alert(AlertState<ContactsFeature.Action.Alert>)
  }
}
extension ContactsFeature.Destination.State: Equatable {}

extension AlertState where Action == ContactsFeature.Action.Alert {
  fileprivate static func deleteConfirmation(id: UUID) -> Self {
    Self {
      TextState("Are you sure?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(id: id)) {
        TextState("Delete")
      }
    }
  }
}

@MainActor
struct ContactsAppTests {
  @Test func addFlow() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
      )
    }
    await store.send(\.destination.addContact.setName, "Blob Jr.") {
      $0.destination?.modify(\.addContact) { $0.contact.name = "Blob Jr." }
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(
      \.destination.addContact.delegate.saveContact,
      Contact(id: UUID(0), name: "Blob Jr.")
    ) {
      $0.contacts = [Contact(id: UUID(0), name: "Blob Jr.")]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func addFlowNonExhaustive() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    await store.send(.addButtonTapped)
    await store.send(\.destination.addContact.setName, "Blob Jr.")
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.skipReceivedActions()
    store.assert {
      $0.contacts = [Contact(id: UUID(0), name: "Blob Jr.")]
      $0.destination = nil
    }
  }

  @Test func cancellingTheSheetAddsNothing() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(
        AddContactFeature.State(contact: Contact(id: UUID(0), name: ""))
      )
    }
    await store.send(\.destination.addContact.cancelButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deleteContact() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [
          Contact(id: UUID(0), name: "Blob"),
          Contact(id: UUID(1), name: "Blob Jr."),
        ]
      )
    ) {
      ContactsFeature()
    }

    await store.send(.deleteButtonTapped(id: UUID(1))) {
      $0.destination = .alert(.deleteConfirmation(id: UUID(1)))
    }
    await store.send(\.destination.alert.confirmDeletion, UUID(1)) {
      $0.contacts.remove(id: UUID(1))
      $0.destination = nil
    }
  }

  @Test func deleteFromTheDetailScreen() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [Contact(id: UUID(0), name: "Blob")],
        path: [ContactDetailFeature.State(contact: Contact(id: UUID(0), name: "Blob"))]
      )
    ) {
      ContactsFeature()
    }

    await store.send(\.path[id: 0].deleteButtonTapped) {
      $0.path[id: 0]?.alert = .confirmDeletion
    }
    await store.send(\.path[id: 0].alert.confirmDeletion) {
      $0.path[id: 0]?.alert = nil
    }
    await store.receive(\.path[id: 0].delegate.confirmDeletion) {
      $0.contacts = []
    }
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }
}
