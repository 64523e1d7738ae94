import ComposableArchitecture
import Foundation
import Testing
import TodosFeature

@MainActor
struct TodosTests {
  private func makeStore(
    todos: IdentifiedArrayOf<Todo.State> = []
  ) -> TestStoreOf<Todos> {
    @Shared(.inMemory("todos")) var shared: IdentifiedArrayOf<Todo.State> = []
    $shared.withLock { $0 = todos }
    return TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  @Test func addingATodoTrimsItsTitleAndClearsTheField() async {
    let store = self.makeStore()
    await store.send(\.binding.newTodoTitle, "  Buy milk \n") {
      $0.newTodoTitle = "  Buy milk \n"
    }
    await store.send(.addTodoButtonTapped) {
      $0.$todos.withLock {
        $0 = [Todo.State(id: UUID(0), title: "Buy milk")]
      }
      $0.newTodoTitle = ""
    }
    await store.send(\.binding.newTodoTitle, "Walk the dog") {
      $0.newTodoTitle = "Walk the dog"
    }
    await store.send(.addTodoButtonTapped) {
      $0.$todos.withLock {
        _ = $0.append(Todo.State(id: UUID(1), title: "Walk the dog"))
      }
      $0.newTodoTitle = ""
    }
  }

  @Test func anEmptyTitleAddsNothing() async {
    let store = self.makeStore()
    await store.send(.addTodoButtonTapped)
    await store.send(\.binding.newTodoTitle, "   ") {
      $0.newTodoTitle = "   "
    }
    await store.send(.addTodoButtonTapped)
  }

  @Test func titlesAreCutToTheirLongestLength() async {
    let store = self.makeStore(todos: [Todo.State(id: UUID(9), title: "Milk")])
    let long = String(repeating: "x", count: Todo.maximumTitleLength + 5)
    let cut = String(repeating: "x", count: Todo.maximumTitleLength)
    await store.send(\.todos[id: UUID(9)].binding.title, long) {
      $0.$todos.withLock { $0[id: UUID(9)]?.title = cut }
    }
    await store.send(\.binding.newTodoTitle, long) {
      $0.newTodoTitle = long
    }
    await store.send(.addTodoButtonTapped) {
      $0.$todos.withLock { _ = $0.append(Todo.State(id: UUID(0), title: cut)) }
      $0.newTodoTitle = ""
    }
  }

  @Test func aFullListAddsNothing() async {
    let full = IdentifiedArray(
      uniqueElements: (0..<Todos.maximumCount).map { Todo.State(id: UUID($0), title: "\($0)") }
    )
    let store = self.makeStore(todos: full)
    await store.send(\.binding.newTodoTitle, "One more") {
      $0.newTodoTitle = "One more"
    }
    await store.send(.addTodoButtonTapped)
    #expect(store.state.todos.count == Todos.maximumCount)
  }

  @Test func rowsAreEditedThroughTheirBindings() async {
    let store = self.makeStore(todos: [Todo.State(id: UUID(0), title: "Milk")])
    await store.send(\.todos[id: UUID(0)].binding.title, "Oat milk") {
      $0.$todos.withLock { $0[id: UUID(0)]?.title = "Oat milk" }
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.$todos.withLock { $0[id: UUID(0)]?.isComplete = true }
    }
    #expect(store.state.itemsLeft == 0)
  }

  @Test func theListDeletesARow() async {
    let store = self.makeStore(todos: [
      Todo.State(id: UUID(0), title: "Milk"),
      Todo.State(id: UUID(1), title: "Eggs"),
    ])
    await store.send(\.todos[id: UUID(0)].deleteButtonTapped) {
      $0.$todos.withLock { $0 = [Todo.State(id: UUID(1), title: "Eggs")] }
    }
  }

  @Test func clearCompletedRemovesTheTodosDone() async {
    let store = self.makeStore(todos: [
      Todo.State(id: UUID(0), title: "Milk", isComplete: true),
      Todo.State(id: UUID(1), title: "Eggs"),
      Todo.State(id: UUID(2), title: "Bread", isComplete: true),
    ])
    #expect(store.state.itemsLeft == 1)
    await store.send(.clearCompletedButtonTapped) {
      $0.$todos.withLock { $0 = [Todo.State(id: UUID(1), title: "Eggs")] }
    }
    #expect(store.state.itemsLeft == 1)
  }

  @Test func theFilterChoosesTheRowsShown() async {
    let store = self.makeStore(todos: [
      Todo.State(id: UUID(0), title: "Milk", isComplete: true),
      Todo.State(id: UUID(1), title: "Eggs"),
    ])
    #expect(store.state.filteredTodos.ids == [UUID(0), UUID(1)])
    await store.send(\.binding.filter, .active) {
      $0.filter = .active
    }
    #expect(store.state.filteredTodos.ids == [UUID(1)])
    await store.send(\.binding.filter, .completed) {
      $0.filter = .completed
    }
    #expect(store.state.filteredTodos.ids == [UUID(0)])
  }

  @Test func twoStoresShareTheList() async {
    let first = self.makeStore()
    let second = TestStore(initialState: Todos.State()) { Todos() }
    await first.send(\.binding.newTodoTitle, "Milk") {
      $0.newTodoTitle = "Milk"
    }
    await first.send(.addTodoButtonTapped) {
      $0.$todos.withLock { $0 = [Todo.State(id: UUID(0), title: "Milk")] }
      $0.newTodoTitle = ""
    }
    #expect(second.state.todos.map(\.title) == ["Milk"])
    #expect(second.state.newTodoTitle == "")
  }
}

/// A storage that can't save: a database that went away.
private struct UnavailableStorageKey: SharedKey {
  struct Unavailable: LocalizedError {
    var errorDescription: String? { "the database is unavailable" }
  }
  var id: String { "unavailable" }
  func load(
    context: LoadContext<IdentifiedArrayOf<Todo.State>>,
    continuation: LoadContinuation<IdentifiedArrayOf<Todo.State>>
  ) {
    continuation.resumeReturningInitialValue()
  }
  func subscribe(
    context: LoadContext<IdentifiedArrayOf<Todo.State>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<Todo.State>>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
  func save(
    _ value: IdentifiedArrayOf<Todo.State>,
    context: SaveContext,
    continuation: SaveContinuation
  ) {
    continuation.resume(throwing: Unavailable())
  }
}

@MainActor
struct TodosSaveProblemTests {
  @Test func aChangeTheStorageCouldNotSaveIsShownAndKept() {
    let store = Store(
      initialState: Todos.State(todos: Shared(wrappedValue: [], UnavailableStorageKey()))
    ) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    #expect(store.saveProblem == nil)
    store.send(.binding(.set(\.newTodoTitle, "Milk")))
    store.send(.addTodoButtonTapped)
    #expect(store.todos.map(\.title) == ["Milk"])
    #expect(store.saveProblem == "Not saved yet: the database is unavailable")
  }
}
