import ComposableArchitecture
import TodosFeature

extension Todos {
  /// What a page may see and do with the todo list.
  ///
  /// - `newTodoTitle`, `filter` (`"all"`, `"active"`, `"completed"`): the page's form, bound.
  /// - `itemsLeft`, `saveProblem` (why changes aren't saved yet, or `null`): read-only values.
  /// - `addTodo`, `clearCompleted`: actions.
  /// - `todos`: the rows the filter shows, by id (`todos[id:<uuid>]`), each with its `title` and
  ///   `isComplete` bound and a `delete` action.
  public static let remoteFeature = RemoteFeatureOf<Todos> {
    RemoteBindingField(\.newTodoTitle)
    RemoteBindingField(\.filter)
    RemoteValue("itemsLeft") { $0.itemsLeft }
    RemoteValue("saveProblem") { $0.saveProblem }
    RemoteAction("addTodo", \.addTodoButtonTapped)
    RemoteAction("clearCompleted", \.clearCompletedButtonTapped)
    RemoteRows("todos", \.filteredTodos, action: \.todos) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isComplete)
      RemoteAction("delete", \.deleteButtonTapped)
    }
  }
}
