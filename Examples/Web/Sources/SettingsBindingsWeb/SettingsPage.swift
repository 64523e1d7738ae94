import ComposableArchitecture
import RemotePageServer
import WebSettingsFeature

/// The `settings-web` server's page and sessions, for ``RemotePageServer``.
///
/// ```swift
/// try await RemotePageServer.run(
///   page: SettingsPage.page, options: options, makeSession: SettingsPage.makeSession
/// ) { url in print("Settings is at \(url)") }
/// ```
public enum SettingsPage {
  /// The page (`Page/`, embedded in the program when it is built) and its style sheet,
  /// with the display name's length limit and the digest's choices filled in.
  public static let page = RemotePageServer.Page(
    template: String(decoding: PackageResources.index_html, as: UTF8.self),
    assets: [
      .styleSheet("/settings.css", String(decoding: PackageResources.settings_css, as: UTF8.self)),
    ],
    placeholders: { placeholders }
  )

  /// Makes the session of a connection: a store of the Settings feature of its own.
  ///
  /// - Parameter send: Sends a text message to the page.
  /// - Returns: The session.
  @MainActor
  public static func makeSession(
    send: @escaping @MainActor (String) -> Void
  ) -> any RemoteSessionProtocol {
    SettingsPageSession(send: send)
  }

  private static let placeholders: [String: String] = [
    "maximumLength": "\(Settings.maximumDisplayNameLength)",
    "digestOptions": Digest.allCases.map { digest in
      let value = escapedForHTML(digest.rawValue)
      return #"<option value="\#(value)">\#(escapedForHTML(digest.title))</option>"#
    }.joined(separator: "\n"),
  ]
}
