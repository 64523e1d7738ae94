import ComposableArchitecture

/// A tag of a todo. The page names it, and its name is its id: `todos[id:1].tags[id:home]`.
@Reducer
public struct TodoTag {
  /// A tag.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// The tag's name, which is also its id in paths.
    public let id: String
    /// Whether the tag is pinned.
    public var isPinned: Bool

    /// Creates a tag.
    ///
    /// - Parameters:
    ///   - id: The tag's name.
    ///   - isPinned: Whether it is pinned.
    public init(id: String, isPinned: Bool = false) {
      self.id = id
      self.isPinned = isPinned
    }
  }

  /// What a tag does.
  public enum Action: BindableAction, Sendable {
    /// The pin was toggled.
    case binding(BindingAction<State>)
    /// The tag's remove button was pressed (handled by ``Todo``).
    case removeButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A row of the todo list: a title, a check box, a priority picker and tags.
@Reducer
public struct Todo {
  /// How urgent a todo is: a picker on the page.
  public enum Priority: String, CaseIterable, Codable, Equatable, Sendable {
    /// Some day.
    case low
    /// The default.
    case normal
    /// First.
    case high
  }

  /// A todo.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// The todo's id, a whole number given by ``Todos``.
    public let id: Int
    /// What is to be done.
    public var title: String
    /// Whether it is done.
    public var isComplete: Bool
    /// How urgent it is.
    public var priority: Priority
    /// Its tags, in the order added.
    public var tags: IdentifiedArrayOf<TodoTag.State>

    /// Creates a todo.
    ///
    /// - Parameters:
    ///   - id: The todo's id.
    ///   - title: What is to be done.
    ///   - isComplete: Whether it is done.
    ///   - priority: How urgent it is.
    ///   - tags: Its tags.
    public init(
      id: Int,
      title: String = "",
      isComplete: Bool = false,
      priority: Priority = .normal,
      tags: IdentifiedArrayOf<TodoTag.State> = []
    ) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
      self.priority = priority
      self.tags = tags
    }
  }

  /// What a row does.
  public enum Action: BindableAction, Sendable {
    /// A tag was typed and submitted: added, trimmed, unless it is empty, too long, already
    /// there, contains `]` (which a path can't name), or the todo has ``maximumTagCount`` tags.
    case addTagSubmitted(String)
    /// The title, the check box or the priority was edited.
    case binding(BindingAction<State>)
    /// The row's delete button was pressed (handled by ``Todos``).
    case deleteButtonTapped
    /// An action of a tag.
    case tags(IdentifiedActionOf<TodoTag>)
  }

  /// The longest title kept: a longer one is cut to this many characters.
  public static let maximumTitleLength = 200
  /// The most tags a todo has.
  public static let maximumTagCount = 8
  /// The longest tag name accepted, in characters.
  public static let maximumTagLength = 40

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case let .addTagSubmitted(name):
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard
          !name.isEmpty,
          name.count <= Self.maximumTagLength,
          !name.unicodeScalars.contains("]"),
          state.tags[id: name] == nil,
          state.tags.count < Self.maximumTagCount
        else { return .none }
        state.tags.append(TodoTag.State(id: name))
        return .none

      case .binding(\.title):
        if state.title.count > Self.maximumTitleLength {
          state.title = String(state.title.prefix(Self.maximumTitleLength))
        }
        return .none

      case let .tags(.element(id, .removeButtonTapped)):
        state.tags.remove(id: id)
        return .none

      case .binding, .deleteButtonTapped, .tags:
        return .none
      }
    }
    .forEach(\.tags, action: \.tags) {
      TodoTag()
    }
  }
}

/// A todo list and its form: the feature a page binds, in the fuzzer's own package.
@Reducer
public struct Todos {
  /// Which todos are shown: a picker on the page.
  public enum Filter: String, CaseIterable, Codable, Equatable, Sendable {
    /// Every todo.
    case all
    /// The todos not done yet.
    case active
    /// The todos done.
    case completed
  }

  /// The list and the page's form.
  @ObservableState
  public struct State: Equatable {
    /// The todos, in order.
    public var todos: IdentifiedArrayOf<Todo.State>
    /// The title of the todo to add.
    public var newTodoTitle: String
    /// Which todos are shown.
    public var filter: Filter
    /// Whether the shown todos are sorted by priority, the most urgent first.
    public var sortsByPriority: Bool
    /// The id of the todo added last, if any: a read-only value of the page.
    public var lastAddedID: Int?
    /// The id of the next todo added: the reducer's, which no page may set.
    public var nextID: Int

    /// Creates the state: three todos, the first with a tag, an empty form.
    public init() {
      self.todos = [
        Todo.State(id: 1, title: "Milk", tags: [TodoTag.State(id: "shop")]),
        Todo.State(id: 2, title: "Eggs", isComplete: true, priority: .high),
        Todo.State(id: 3, title: "Bread", priority: .low),
      ]
      self.newTodoTitle = ""
      self.filter = .all
      self.sortsByPriority = false
      self.lastAddedID = nil
      self.nextID = 4
    }

    /// The todos the filter shows, in order, or sorted by priority.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      var todos: IdentifiedArrayOf<Todo.State>
      switch self.filter {
      case .all: todos = self.todos
      case .active: todos = self.todos.filter { !$0.isComplete }
      case .completed: todos = self.todos.filter(\.isComplete)
      }
      if self.sortsByPriority {
        todos.sort { $0.priority.rank > $1.priority.rank }
      }
      return todos
    }

    /// How many todos are not done yet.
    public var itemsLeft: Int {
      self.todos.count { !$0.isComplete }
    }
  }

  /// What the list does.
  public enum Action: BindableAction, Sendable {
    /// Adds a todo titled with the new todo's title, trimmed, and clears the title. Does nothing
    /// when the trimmed title is empty or the list holds ``maximumCount`` todos.
    case addTodoButtonTapped
    /// The new todo's title, the filter or the sort was edited.
    case binding(BindingAction<State>)
    /// Removes the todos that are done.
    case clearCompletedButtonTapped
    /// A filter was picked with a button rather than the bound picker.
    case filterPicked(Filter)
    /// Starts over: the whole state is replaced.
    case resetButtonTapped
    /// An action of a row.
    case todos(IdentifiedActionOf<Todo>)
  }

  /// The most todos the list holds.
  public static let maximumCount = 100

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
        guard !title.isEmpty, state.todos.count < Self.maximumCount else { return .none }
        state.todos.append(Todo.State(id: state.nextID, title: title))
        state.lastAddedID = state.nextID
        state.nextID += 1
        state.newTodoTitle = ""
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case let .filterPicked(filter):
        state.filter = filter
        return .none

      case .resetButtonTapped:
        state = State()
        return .none

      case let .todos(.element(id, .deleteButtonTapped)):
        state.todos.remove(id: id)
        return .none

      case .binding, .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }
}

extension Todo.Priority {
  /// The priority's order: the higher, the more urgent.
  fileprivate var rank: Int {
    switch self {
    case .low: 0
    case .normal: 1
    case .high: 2
    }
  }
}
