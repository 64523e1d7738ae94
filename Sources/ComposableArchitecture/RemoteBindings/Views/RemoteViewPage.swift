#if !canImport(Darwin)
  /// The page of a SwiftUI view served with ``RemoteViewSession``: its HTML, the generic view
  /// script and the default style sheet, which a server serves at paths of its choice.
  ///
  /// ```swift
  /// RemoteViewPage.html(title: "Settings", socket: "/ws?token=\(token)")
  /// ```
  public enum RemoteViewPage {
    /// The script of every view page: applies the server's changes and sends back what a
    /// person does.
    public static let script = String(decoding: PackageResources.remote_views_js, as: UTF8.self)

    /// The default style sheet of view pages, modelled on iOS's grouped forms and lists.
    public static let styleSheet = String(
      decoding: PackageResources.remote_views_css, as: UTF8.self
    )

    /// The page's HTML: an empty `<main id="app">` that the script fills, with the socket to
    /// connect to and the paths of the script and style sheets.
    ///
    /// - Parameters:
    ///   - title: The page's title until the view's navigation title replaces it.
    ///   - socket: The path of the page's WebSocket, with its token (`/ws?token=…`).
    ///   - scriptPath: The path the server serves ``script`` at.
    ///   - styleSheetPaths: The paths of the style sheets: ``styleSheet``'s, then the app's.
    public static func html(
      title: String,
      socket: String,
      scriptPath: String = "/remote-views.js",
      styleSheetPaths: [String] = ["/remote-views.css"]
    ) -> String {
      let styleSheets = styleSheetPaths.map {
        #"<link rel="stylesheet" href="\#(RemoteHTML.escape($0))">"#
      }.joined(separator: "\n")
      return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="remote-views-socket" content="\(RemoteHTML.escape(socket))">
        <title>\(RemoteHTML.escape(title))</title>
        \(styleSheets)
        <script src="\(RemoteHTML.escape(scriptPath))" defer></script>
        </head>
        <body>
        <main id="app" aria-live="polite"></main>
        <ul data-errors aria-live="assertive"></ul>
        </body>
        </html>

        """
    }
  }
#endif
