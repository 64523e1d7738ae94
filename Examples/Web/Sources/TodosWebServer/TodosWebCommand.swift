import ArgumentParser
import ComposableArchitecture
import Foundation
import RemotePageCommand
import RemotePageServer
import SharingPostgres
import TodosFeature
import TodosWeb

/// The `todos-web` program: serves a todo list as a web page.
@main
struct TodosWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos-web",
    abstract: "Serves a todo list as a web page, bound to the server by the generic page script.",
    discussion: """
      Each page gets a store of its own, through a WebSocket; the todos are shared by every \
      page of the server. Open the printed address in a browser on this machine (port 8081 \
      unless --port says otherwise). Only pages of this server may connect: the WebSocket \
      upgrade must come from this server's origin, with the token of a page it served. With \
      --database-url, the todos are kept in PostgreSQL and shared with every server that uses \
      the same database (Examples/Web/postgres/start.sh starts one).
      """
  )

  @OptionGroup var server: RemotePageServerArguments

  @Option(
    name: .customLong("database-url"),
    help: ArgumentHelp(
      "Keep the todos in this PostgreSQL database, shared with other servers using it.",
      valueName: "postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=FILE]"
    )
  )
  var databaseURL: String?

  @Option(
    name: .customLong("maximum-todos"),
    help: "The most todos the list holds (every page shares it: no page may grow it without bound)."
  )
  var maximumTodos = Todos.maximumCount

  func validate() throws {
    guard (1...100_000).contains(self.maximumTodos) else {
      throw ValidationError("--maximum-todos must be between 1 and 100000.")
    }
    guard let databaseURL else { return }
    do {
      _ = try PostgresSharedDatabase.Configuration(url: databaseURL)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() async throws {
    guard let databaseURL else {
      let todos = Shared(wrappedValue: IdentifiedArrayOf<Todo.State>(), .inMemory("todos"))
      try await self.serve(
        makeSession: TodosPage.makeSession(todos: todos, maximumCount: self.maximumTodos)
      )
      return
    }
    let database = try PostgresSharedDatabase(url: databaseURL)
    let connections = Task { await database.run() }
    defer { connections.cancel() }
    do {
      try await database.checkConnection()
    } catch {
      let url = database.configuration?.redactedURL ?? databaseURL
      FileHandle.standardError.write(
        Data("todos-web: can't use the database at \(url): \(error)\n".utf8)
      )
      throw ExitCode.failure
    }
    // One shared list for every page, kept in the database, made once.
    let todos = withDependencies {
      $0.defaultPostgresDatabase = database
    } operation: {
      Shared(wrappedValue: IdentifiedArrayOf<Todo.State>(), .postgres("todos"))
    }
    // The processes record the actions they apply in the database: a page that reconnects to
    // another process and sends an unanswered action again has it applied once.
    try await self.serve(
      actionLedger: database,
      makeSession: TodosPage.makeSession(todos: todos, maximumCount: self.maximumTodos)
    )
  }

  private func serve(
    actionLedger: (any RemoteActionLedger)? = nil,
    makeSession: @escaping RemotePageServer.SessionFactory
  ) async throws {
    try await self.server.run(
      name: "todos-web",
      title: "Todos",
      defaultPort: 8081,
      page: TodosPage.page,
      actionLedger: actionLedger,
      makeSession: makeSession
    )
  }
}
