import ComposableArchitecture
import SwiftUI

/// The fields of an item: its name, its stock and its color.
public struct ItemFormView: View {
  @Bindable var store: StoreOf<ItemForm>
  @FocusState private var isNameFocused: Bool

  public init(store: StoreOf<ItemForm>) {
    self.store = store
  }

  public var body: some View {
    Form {
      TextField("Name", text: $store.item.name)
        .focused($isNameFocused)
      Stepper("Quantity: \(store.item.quantity)", value: $store.item.quantity, in: 0...999)
      Picker("Color", selection: $store.item.color) {
        ForEach(ItemColor.allCases, id: \.self) { color in
          Text(color.title).tag(color)
        }
      }
    }
    .onAppear { self.isNameFocused = true }
  }
}
