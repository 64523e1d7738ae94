import ArgumentParser
import RemotePageCommand
import SettingsBindingsWeb

/// The `settings-bindings-web` program: serves the Settings screen as a page described by hand
/// (`Settings.remoteFeature` and its HTML), the way remote bindings served it before views. It
/// is the baseline `settings-web`, which serves the SwiftUI view, is measured against
/// (load/run.sh).
@main
struct SettingsBindingsWebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-bindings-web",
    abstract: "Serves the Settings screen as a page described by hand (RemoteFeature and HTML).",
    discussion: """
      Each page gets a store of its own, through a WebSocket. Open the printed address in a \
      browser on this machine (port 8080 unless --port says otherwise). Only pages of this \
      server may connect: the WebSocket upgrade must come from this server's origin, with the \
      token of a page it served.
      """
  )

  @OptionGroup var server: RemotePageServerArguments

  func run() async throws {
    try await self.server.run(
      name: "settings-bindings-web",
      title: "Settings",
      defaultPort: 8080,
      page: SettingsPage.page,
      makeSession: SettingsPage.makeSession
    )
  }
}
