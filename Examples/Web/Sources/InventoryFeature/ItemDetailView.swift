import ComposableArchitecture
import SwiftUI

/// An item's screen: its stock and color, a button that sells one, and Edit and Delete.
public struct ItemDetailView: View {
  @Bindable var store: StoreOf<ItemDetail>

  public init(store: StoreOf<ItemDetail>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        LabeledRow(title: "In stock", value: "\(store.item.quantity)")
        LabeledRow(title: "Color", value: store.item.color.title)
        Button("Sell one") { store.send(.sellOneButtonTapped) }
          .disabled(!store.item.isInStock)
      }
      Section {
        Button("Delete item", role: .destructive) {
          store.send(.deleteButtonTapped)
        }
      }
    }
    .navigationTitle(store.item.name)
    .toolbar {
      Button("Edit") { store.send(.editButtonTapped) }
    }
    .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
    .sheet(item: $store.scope(state: \.destination?.edit, action: \.destination.edit)) { form in
      NavigationStack {
        ItemFormView(store: form)
          .navigationTitle("Edit item")
          .toolbar {
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { store.send(.cancelEditButtonTapped) }
            }
            ToolbarItem(placement: .confirmationAction) {
              Button("Done") { store.send(.doneEditingButtonTapped) }
                .disabled(!form.canSave)
            }
          }
      }
    }
  }
}

/// A title with a value beside it.
struct LabeledRow: View {
  let title: String
  let value: String

  var body: some View {
    HStack {
      Text(self.title)
      Spacer()
      Text(self.value).foregroundStyle(.secondary)
    }
  }
}
