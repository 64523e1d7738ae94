import ArgumentParser
import RemotePageCommand
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
      upgrade must come from this server's origin, with the token of a page it served.
      """
  )

  @OptionGroup var server: RemotePageServerArguments

  func run() async throws {
    try await self.server.run(
      name: "todos-web",
      title: "Todos",
      defaultPort: 8081,
      page: TodosPage.page,
      makeSession: TodosPage.makeSession
    )
  }
}
