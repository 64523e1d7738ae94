import ArgumentParser
import Foundation
import RemotePageServer
import TodosWeb

/// The `todos-web` program: serves a todo list as a web page.
@main
struct TodosWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos-web",
    abstract: "Serves a todo list as a web page, bound to the server by the generic page script.",
    discussion: """
      Each page gets a store of its own, through a WebSocket; the todos are shared by every \
      page of the server. Open the printed address in a \
      browser on this machine. Only pages of this server may connect: the WebSocket upgrade \
      must come from this server's origin, with the token of a page it served.
      """
  )

  @Option(help: "The address to listen on. Loopback only unless you say otherwise.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8081

  @Option(
    name: .customLong("latency-ms"),
    help: "Milliseconds to wait before handling each message from a page (to try a slow link)."
  )
  var latencyMilliseconds = 0

  @Option(
    name: .customLong("allowed-origin"),
    help: """
      Another origin whose pages may connect, such as http://my-machine.local:8081: only \
      needed with a --host that isn't a loopback address. Repeatable.
      """
  )
  var allowedOrigins: [String] = []

  @Option(
    name: .customLong("stop-after"),
    help: "Stop by itself after this many seconds (for tests)."
  )
  var stopAfterSeconds: Int?

  func validate() throws {
    guard (0...65_535).contains(self.port) else {
      throw ValidationError("--port must be between 0 and 65535.")
    }
    guard (0...60_000).contains(self.latencyMilliseconds) else {
      throw ValidationError("--latency-ms must be between 0 and 60000.")
    }
    if let stopAfterSeconds = self.stopAfterSeconds, stopAfterSeconds <= 0 {
      throw ValidationError("--stop-after must be a positive number of seconds.")
    }
    for origin in self.allowedOrigins where !origin.hasPrefix("http://") {
      throw ValidationError("--allowed-origin takes an origin such as http://name:8080, not '\(origin)'.")
    }
  }

  func run() async throws {
    var options = RemotePageServer.Options(name: "todos-web")
    options.host = self.host
    options.port = self.port
    options.latency = .milliseconds(self.latencyMilliseconds)
    options.extraOrigins = self.allowedOrigins
    options.stopAfter = self.stopAfterSeconds.map { .seconds($0) }
    do {
      try await RemotePageServer.run(
        page: TodosPage.page,
        options: options,
        makeSession: TodosPage.makeSession
      ) { url in
        // Written at once, unbuffered: tests read the address from a pipe.
        FileHandle.standardOutput.write(Data("Todos is at \(url)\n".utf8))
      }
    } catch {
      FileHandle.standardError.write(
        Data(
          """
          todos-web: the server on \(self.host) port \(self.port) stopped: \(error)
          (For a port in use, choose another with --port; --port 0 picks a free one.)

          """.utf8
        )
      )
      throw ExitCode.failure
    }
  }
}
