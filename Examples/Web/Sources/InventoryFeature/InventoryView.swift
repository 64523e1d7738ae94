import ComposableArchitecture
import SwiftUI

/// The inventory's list, in a navigation stack driven by the store: filter with the segmented
/// picker, push an item's screen, delete rows (Edit, or each row's Delete), add an item in a
/// sheet. The list loads when it first shows.
public struct InventoryView: View {
  @Bindable var store: StoreOf<Inventory>

  public init(store: StoreOf<Inventory>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        Picker("Show", selection: $store.filter) {
          ForEach(ItemFilter.allCases, id: \.self) { filter in
            Text(filter.rawValue).tag(filter)
          }
        }
        .pickerStyle(.segmented)

        if store.isLoading {
          ProgressView("Loading the catalog…")
        }

        ForEach(store.filteredItems) { item in
          NavigationLink(
            state: Inventory.Path.State.detail(
              ItemDetail.State(item: Shared(store.$items[id: item.id])!)
            )
          ) {
            ItemRow(item: item)
          }
        }
        .onDelete { store.send(.deleteItems(atOffsets: $0)) }
      }
      .navigationTitle("Inventory")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .primaryAction) {
          Button("Add item", systemImage: "plus") {
            store.send(.addButtonTapped)
          }
        }
      }
      .task { await store.send(.task).finish() }
      .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) { form in
        NavigationStack {
          ItemFormView(store: form)
            .navigationTitle("New item")
            .toolbar {
              ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { store.send(.cancelAddButtonTapped) }
              }
              ToolbarItem(placement: .confirmationAction) {
                Button("Add") { store.send(.confirmAddButtonTapped) }
                  .disabled(!form.canSave)
              }
            }
        }
      }
    } destination: { store in
      switch store.case {
      case let .detail(store):
        ItemDetailView(store: store)
      }
    }
  }
}

/// A row of the list: the item's color, name and stock.
struct ItemRow: View {
  let item: Item

  var body: some View {
    HStack {
      Circle()
        .fill(self.item.color.swiftUIColor)
        .frame(width: 12, height: 12)
      Text(self.item.name)
      Spacer()
      if self.item.isInStock {
        Text("\(self.item.quantity) in stock")
          .foregroundStyle(.secondary)
      } else {
        Text("Sold out")
          .foregroundColor(.red)
      }
    }
  }
}

extension ItemColor {
  var swiftUIColor: Color {
    switch self {
    case .red: .red
    case .orange: .orange
    case .green: .green
    case .blue: .blue
    case .purple: .purple
    }
  }
}
