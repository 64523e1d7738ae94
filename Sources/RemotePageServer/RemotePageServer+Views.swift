#if RemotePageServer && !canImport(Darwin)
  import ComposableArchitecture
  import SwiftUI

  extension RemotePageServer {
    /// The page of a SwiftUI view: the view page's HTML, the view script and the default style
    /// sheet, and the app's own style sheets after it.
    ///
    /// - Parameters:
    ///   - title: The page's title until the view's navigation title replaces it.
    ///   - styleSheets: The app's style sheets, served after the default one.
    public static func viewPage(title: String, styleSheets: [Asset] = []) -> Page {
      Page(
        template: RemoteViewPage.html(
          title: title,
          socket: "/ws?token={{token}}",
          scriptPath: "/remote-views.js",
          styleSheetPaths: ["/remote-views.css"] + styleSheets.map(\.path)
        ),
        assets: [
          .script("/remote-views.js", RemoteViewPage.script),
          .styleSheet("/remote-views.css", RemoteViewPage.styleSheet),
        ] + styleSheets,
        allowsStyleAttributes: true
      )
    }

    /// Serves a SwiftUI view: each page shows the view made by `view`, whose body runs on the
    /// server, until `SIGTERM` or `SIGINT`.
    ///
    /// ```swift
    /// try await RemotePageServer.run(title: "Settings", options: options) {
    ///   SettingsView(store: Store(initialState: Settings.State()) { Settings() })
    /// } started: { url in print("Settings is at \(url)") }
    /// ```
    ///
    /// `view` runs once per page connection, on the main actor: make the page's store inside it
    /// for a store per page, or capture one made outside it to share one store between pages.
    ///
    /// - Parameters:
    ///   - title: The page's title until the view's navigation title replaces it.
    ///   - options: Where to listen, and how.
    ///   - styleSheets: The app's style sheets, served after the default one.
    ///   - view: Makes the view of a page.
    ///   - started: Called with the page's address once the server listens.
    public static func run<Content: View>(
      title: String,
      options: Options,
      styleSheets: [Asset] = [],
      view: @escaping @MainActor @Sendable () -> Content,
      started: @escaping @Sendable (_ url: String) -> Void
    ) async throws {
      try await Self.run(
        page: Self.viewPage(title: title, styleSheets: styleSheets),
        options: options,
        makeSession: { send in RemoteViewSession(content: view, send: send) },
        started: started
      )
    }
  }
#endif
