import ComposableArchitecture

/// An item's screen, pushed on the inventory's stack: its stock, which can be changed at once,
/// an edit sheet, and deletion after a confirmation.
@Reducer
public struct ItemDetail {
  @Reducer
  public enum Destination {
    case alert(AlertState<Alert>)
    case edit(ItemForm)

    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion
    }
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    @Shared public var item: Item

    public init(item: Shared<Item>) {
      self._item = item
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case deleteButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case sellOneButtonTapped

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case deleteItem(Item.ID)
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteItem(named: state.item.name))
        return .none

      case .delegate:
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        let id = state.item.id
        return .run { [dismiss] send in
          await send(.delegate(.deleteItem(id)))
          await dismiss()
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .edit(form) = state.destination, form.canSave else { return .none }
        state.$item.withLock { $0 = form.item }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(ItemForm.State(item: state.item))
        return .none

      case .sellOneButtonTapped:
        state.$item.withLock { $0.quantity = max(0, $0.quantity - 1) }
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension AlertState where Action == ItemDetail.Destination.Alert {
  /// Asks before an item is deleted.
  static func deleteItem(named name: String) -> Self {
    AlertState {
      TextState("Delete “\(name)”?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("It will be gone from the inventory.")
    }
  }
}

extension ItemDetail.Destination.State: Equatable, Sendable {}
extension ItemDetail.Destination.Action: Equatable, Sendable {}
