import ArgumentParser
import RemotePageCommand
import SettingsWeb

/// The `settings-web` program: serves the seed's Settings screen, its SwiftUI view, to a
/// browser.
@main
struct SettingsWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-web",
    abstract: "Serves the Settings screen of the bindings documentation, its SwiftUI view, as a web page.",
    discussion: """
      The view's body runs on the server, for each page with a store of its own; the page is sent \
      its HTML, then what changes. Open the printed address in a browser on this machine (port \
      8080 unless --port says otherwise). Only pages of this server may connect: the WebSocket \
      upgrade must come from this server's origin, with the token of a page it served.
      """
  )

  @OptionGroup var server: RemotePageServerArguments

  func run() async throws {
    try await self.server.run(name: "settings-web", title: "Settings", defaultPort: 8080) {
      SettingsPageView()
    }
  }
}
