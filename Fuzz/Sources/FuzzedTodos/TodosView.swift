import ComposableArchitecture
import SwiftUI

/// The todo list as a SwiftUI view, as a page shows it from the server: what the fuzzer's view
/// sessions render and receive events for. It has a control of each kind the list needs: text
/// fields (one submits), toggles, pickers (one sends an action), buttons, rows that come and go,
/// and a confirmation alert.
public struct TodosView: View {
  @Bindable var store: StoreOf<Todos>
  @State private var isConfirmingReset = false

  /// Creates the view of a store's todo list.
  public init(store: StoreOf<Todos>) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      Form {
        Section {
          TextField("New todo", text: $store.newTodoTitle)
            .onSubmit { store.send(.addTodoButtonTapped) }
          Button("Add") { store.send(.addTodoButtonTapped) }
        }
        Section {
          Picker("Filter", selection: $store.filter.sending(\.filterPicked)) {
            ForEach(Todos.Filter.allCases, id: \.self) { filter in
              Text(filter.rawValue).tag(filter)
            }
          }
          Toggle("Sort by priority", isOn: $store.sortsByPriority)
        }
        Section("Todos") {
          ForEach(store.scope(state: \.todos, action: \.todos)) { todo in
            TodoRowView(store: todo)
          }
        }
        Section {
          Text("\(store.itemsLeft) items left")
          if store.todos.contains(where: \.isComplete) {
            Button("Clear completed") { store.send(.clearCompletedButtonTapped) }
          }
          Button("Reset", role: .destructive) { isConfirmingReset = true }
        }
      }
      .navigationTitle("Todos")
      .alert("Reset the list?", isPresented: $isConfirmingReset) {
        Button("Reset", role: .destructive) { store.send(.resetButtonTapped) }
        Button("Cancel", role: .cancel) {}
      }
    }
  }
}
