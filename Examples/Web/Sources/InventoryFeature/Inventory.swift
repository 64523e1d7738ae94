import ComposableArchitecture
import Foundation

/// An inventory: a list of items to filter, add to and delete from, each with a screen of its
/// own pushed on a navigation stack. The list is loaded from a catalog the first time it is
/// shown, and kept in a `Shared` value, which a server can keep in memory or in PostgreSQL.
@Reducer
public struct Inventory {
  @Reducer
  public enum Path {
    case detail(ItemDetail)
  }

  @Reducer
  public enum Destination {
    case add(ItemForm)
  }

  @ObservableState
  public struct State: Equatable, Sendable {
    @Presents public var destination: Destination.State?
    public var filter = ItemFilter.all
    public var isLoading = false
    @Shared public var items: IdentifiedArrayOf<Item>
    public var path = StackState<Path.State>()

    /// The state of an inventory whose items are kept in `items`.
    public init(items: Shared<IdentifiedArrayOf<Item>> = Shared(value: [])) {
      self._items = items
    }

    /// The items the filter shows, in order.
    public var filteredItems: [Item] {
      self.items.filter { self.filter.includes($0) }
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addButtonTapped
    case binding(BindingAction<State>)
    case cancelAddButtonTapped
    case catalogResponse([Item]?)
    case confirmAddButtonTapped
    case deleteItems(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case task
  }

  @Dependency(\.inventoryClient) var inventoryClient
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .add(ItemForm.State(item: Item(id: self.uuid())))
        return .none

      case .binding:
        return .none

      case .cancelAddButtonTapped:
        state.destination = nil
        return .none

      case let .catalogResponse(items):
        state.isLoading = false
        guard let items, state.items.isEmpty else { return .none }
        state.$items.withLock { $0 = IdentifiedArray(uniqueElements: items) }
        return .none

      case .confirmAddButtonTapped:
        guard case let .add(form) = state.destination, form.canSave else { return .none }
        state.$items.withLock { _ = $0.append(form.item) }
        state.destination = nil
        return .none

      case let .deleteItems(offsets):
        let ids = offsets.map { state.filteredItems[$0].id }
        state.$items.withLock { items in
          for id in ids {
            items.remove(id: id)
          }
        }
        return .none

      case .destination:
        return .none

      case let .path(.element(id: _, action: .detail(.delegate(.deleteItem(id))))):
        state.$items.withLock { _ = $0.remove(id: id) }
        return .none

      case .path:
        return .none

      case .task:
        guard state.items.isEmpty else { return .none }
        state.isLoading = true
        return .run { [inventoryClient] send in
          await send(.catalogResponse(try? await inventoryClient.catalog()))
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Inventory.Path.State: Equatable, Sendable {}
extension Inventory.Path.Action: Equatable, Sendable {}
extension Inventory.Destination.State: Equatable, Sendable {}
extension Inventory.Destination.Action: Equatable, Sendable {}
