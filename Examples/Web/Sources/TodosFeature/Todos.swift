import ComposableArchitecture
import Foundation

/// A todo list shared by every page of the server: each page has a store of its own, with its own
/// new todo's title and filter, and the list in `@Shared(.inMemory("todos"))`, so that two tabs
/// see each other's rows and a page that reconnects finds its rows. The program may keep the list
/// elsewhere (in PostgreSQL, shared by several servers) with ``State/init(todos:newTodoTitle:filter:)``.
@Reducer
public struct Todos {
  /// Which todos are shown.
  public enum Filter: String, CaseIterable, Codable, Equatable, Sendable {
    /// Every todo.
    case all
    /// The todos not done yet.
    case active
    /// The todos done.
    case completed
  }

  /// The list, and the page's form.
  @ObservableState
  public struct State: Equatable {
    /// The todos, in order, shared by every store of the process.
    @Shared(.inMemory("todos")) public var todos: IdentifiedArrayOf<Todo.State> = []
    /// The title of the todo to add.
    public var newTodoTitle = ""
    /// Which todos are shown.
    public var filter = Filter.all
    /// The most todos the list may hold: adding one more does nothing.
    public var maximumCount = Todos.maximumCount

    /// Creates the state: the shared list, an empty title, every todo shown.
    ///
    /// - Parameters:
    ///   - newTodoTitle: The title of the todo to add.
    ///   - filter: Which todos are shown.
    public init(newTodoTitle: String = "", filter: Filter = .all) {
      self.newTodoTitle = newTodoTitle
      self.filter = filter
    }

    /// Creates the state over a list kept elsewhere: a `Shared` made once by the program, such
    /// as `Shared(.postgres("todos"))`, and given to every page's state, so that the feature
    /// doesn't need to know where the list is kept.
    ///
    /// - Parameters:
    ///   - todos: The shared list.
    ///   - newTodoTitle: The title of the todo to add.
    ///   - filter: Which todos are shown.
    public init(
      todos: Shared<IdentifiedArrayOf<Todo.State>>,
      newTodoTitle: String = "",
      filter: Filter = .all
    ) {
      self._todos = todos
      self.newTodoTitle = newTodoTitle
      self.filter = filter
    }

    /// The todos the filter shows, in order.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch self.filter {
      case .all: self.todos
      case .active: self.todos.filter { !$0.isComplete }
      case .completed: self.todos.filter(\.isComplete)
      }
    }

    /// How many todos are not done yet.
    public var itemsLeft: Int {
      self.todos.count { !$0.isComplete }
    }

    /// Why the list's last changes aren't saved, or the others' can't be followed, if so: the
    /// storage's save or load error (a database that went away, say). The changes are kept and
    /// saved once the storage is back.
    public var saveProblem: String? {
      if let error = self.$todos.saveError {
        return "Not saved yet: \(error.localizedDescription)"
      }
      if let error = self.$todos.loadError {
        return "Other pages' changes can't be followed: \(error.localizedDescription)"
      }
      return nil
    }
  }

  /// What the list does.
  public enum Action: BindableAction, Sendable {
    /// Adds a todo titled with the new todo's title, trimmed, and clears the title. Does nothing
    /// when the trimmed title is empty, or when the list already holds ``maximumCount`` todos.
    case addTodoButtonTapped
    /// The new todo's title or the filter was edited.
    case binding(BindingAction<State>)
    /// Removes the todos that are done.
    case clearCompletedButtonTapped
    /// An action of a row.
    case todos(IdentifiedActionOf<Todo>)
  }

  /// The most todos the list holds unless its state says otherwise: every page of a server
  /// shares it, so no page may grow it without bound. Adding one more does nothing.
  public static let maximumCount = 200

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        let title = String(
          state.newTodoTitle.trimmingCharacters(in: .whitespacesAndNewlines)
            .prefix(Todo.maximumTitleLength)
        )
        guard !title.isEmpty, state.todos.count < state.maximumCount else { return .none }
        let todo = Todo.State(id: self.uuid(), title: title)
        state.$todos.withLock { _ = $0.append(todo) }
        state.newTodoTitle = ""
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.$todos.withLock { $0.removeAll(where: \.isComplete) }
        return .none

      case let .todos(.element(id, .deleteButtonTapped)):
        state.$todos.withLock { _ = $0.remove(id: id) }
        return .none

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}
