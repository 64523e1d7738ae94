import ComposableArchitecture

extension Todos {
  /// What a page may see and do with the todo list.
  ///
  /// - `newTodoTitle` (text), `filter` (`"all"`, `"active"`, `"completed"`), `sortsByPriority`
  ///   (true or false): the page's form, bound.
  /// - `itemsLeft`, `lastAddedID`: read-only values.
  /// - `addTodo`, `pickFilter` (with a filter as its value), `clearCompleted` (only while a todo
  ///   is done), `reset`: actions.
  /// - `todos`: the rows the filter shows, by id (`todos[id:1]`), each with its `title`,
  ///   `isComplete` and `priority` bound, `delete` and `addTag` (with a name as its value)
  ///   actions, and its `tags` rows (`todos[id:1].tags[id:shop]`), each with `isPinned` bound and
  ///   a `remove` action.
  ///
  /// The state's `nextID` is not listed: a page can't set it.
  public static let remoteFeature = RemoteFeatureOf<Todos> {
    RemoteBindingField(\.newTodoTitle)
    RemoteBindingField(\.filter)
    RemoteBindingField(\.sortsByPriority)
    RemoteValue("itemsLeft") { $0.itemsLeft }
    RemoteValue(\.lastAddedID)
    RemoteAction("addTodo", \.addTodoButtonTapped)
    RemoteAction("pickFilter", \.filterPicked)
    RemoteAction(
      "clearCompleted",
      \.clearCompletedButtonTapped,
      when: { $0.todos.contains(where: \.isComplete) }
    )
    RemoteAction("reset", \.resetButtonTapped)
    RemoteRows("todos", \.filteredTodos, action: \.todos) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isComplete)
      RemoteBindingField(\.priority)
      RemoteAction("delete", \.deleteButtonTapped)
      RemoteAction("addTag", \.addTagSubmitted)
      RemoteRows(\.tags, action: \.tags) {
        RemoteBindingField(\.isPinned)
        RemoteAction("remove", \.removeButtonTapped)
      }
    }
  }

  /// Makes the session of one page connection over a store of the list, as a server does, with
  /// what a server may add beside the feature: a published value, an action and a typed message
  /// that the server handles itself.
  ///
  /// - `todoCount`: published, read from the store.
  /// - `{"action": "ping", "value": …}`: handled by the server; refused without a value.
  /// - `{"type": "hello", "name": "…"}`: a typed message; refused without a string `name`.
  ///
  /// - Parameters:
  ///   - store: The store the page works on.
  ///   - send: Sends a text message to the page.
  /// - Returns: The session, not started.
  @MainActor
  public static func makeSession(
    store: StoreOf<Todos>,
    send: @escaping @MainActor (String) -> Void
  ) -> RemoteSession<State, Action> {
    let session = RemoteSession(store: store, feature: Self.remoteFeature, send: send)
    session.publish("todoCount") { store.todos.count }
    session.handle(action: "ping") { value throws(RemoteBindingError) in
      guard value != nil else {
        throw .wrongType(field: "ping", expected: "any JSON value")
      }
    }
    session.handle(type: "hello") { message throws(RemoteBindingError) in
      guard (try? JSONDecoder().decode(Hello.self, from: message)) != nil else {
        throw .malformed(#"a "hello" message has a string "name""#)
      }
    }
    return session
  }
}

/// The typed message `{"type": "hello", "name": "…"}`.
private struct Hello: Decodable {
  let name: String
}
