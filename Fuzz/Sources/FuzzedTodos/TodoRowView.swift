import ComposableArchitecture
import SwiftUI

/// A row of ``TodosView``: a todo's state, title and priority bound, its tags, and its delete
/// button.
struct TodoRowView: View {
  @Bindable var store: StoreOf<Todo>

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Toggle("Done", isOn: $store.isComplete)
        TextField("Title", text: $store.title)
        Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
      }
      Picker("Priority", selection: $store.priority) {
        ForEach(Todo.Priority.allCases, id: \.self) { priority in
          Text(priority.rawValue).tag(priority)
        }
      }
      ForEach(store.scope(state: \.tags, action: \.tags)) { tag in
        Toggle(tag.id, isOn: Bindable(tag).isPinned)
      }
    }
  }
}
