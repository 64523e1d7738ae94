import ComposableArchitecture
import RemotePageServer
import TodosFeature

/// The `todos-web` server's page and sessions, for ``RemotePageServer``.
///
/// ```swift
/// try await RemotePageServer.run(
///   page: TodosPage.page, options: options, makeSession: TodosPage.makeSession
/// ) { url in print("Todos is at \(url)") }
/// ```
///
/// The page has no script of its own: the generic page script binds it by its attributes.
public enum TodosPage {
  /// The page (`Page/`, embedded in the program when it is built) and its style sheet.
  public static let page = RemotePageServer.Page(
    template: String(decoding: PackageResources.index_html, as: UTF8.self),
    assets: [
      .styleSheet("/todos.css", String(decoding: PackageResources.todos_css, as: UTF8.self))
    ]
  )

  /// Makes the session of a connection: a store of the todo list of its own, whose todos are
  /// shared with every other page of the server.
  ///
  /// - Parameter send: Sends a text message to the page.
  /// - Returns: The session.
  @MainActor
  public static func makeSession(
    send: @escaping @MainActor (String) -> Void
  ) -> any RemoteSessionProtocol {
    RemoteSession(
      store: Store(initialState: Todos.State()) { Todos() },
      feature: Todos.remoteFeature,
      send: send
    )
  }

  /// Makes the sessions of a server whose list is kept elsewhere: every page's state gets the
  /// same shared list (made once, at start-up, such as `Shared(.postgres("todos"))`).
  ///
  /// ```swift
  /// let todos = Shared(wrappedValue: [], .postgres("todos"))
  /// try await RemotePageServer.run(
  ///   page: TodosPage.page, options: options, makeSession: TodosPage.makeSession(todos: todos)
  /// ) { url in print("Todos is at \(url)") }
  /// ```
  ///
  /// - Parameters:
  ///   - todos: The shared list.
  ///   - maximumCount: The most todos the list may hold.
  /// - Returns: What makes the session of a connection.
  public static func makeSession(
    todos: Shared<IdentifiedArrayOf<Todo.State>>,
    maximumCount: Int = Todos.maximumCount
  ) -> RemotePageServer.SessionFactory {
    { @MainActor send in
      var state = Todos.State(todos: todos)
      state.maximumCount = maximumCount
      return RemoteSession(
        store: Store(initialState: state) { Todos() },
        feature: Todos.remoteFeature,
        send: send
      )
    }
  }
}
