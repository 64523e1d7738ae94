import ComposableArchitecture
import WebSettingsFeature

// The digest travels as its raw value, "daily", "weekly" or "off": `Digest` is `Codable` in its
// own module, where it is also kept in a file.

extension Settings {
  /// The fields of the Settings screen that a web page may bind: those a person edits in the
  /// form.
  ///
  /// Fields the reducer owns — `isLoading`, the availability of the display name, its problem,
  /// whether permission was denied, the alert — are not listed, so a page can't set them: a
  /// message naming one is refused and changes nothing.
  public static let remoteBindings = RemoteBindings<State>(maximumMessageSize: 4_096) {
    RemoteBindingField(\.displayName)
    RemoteBindingField(\.protectMyPosts)
    RemoteBindingField(\.enableNotifications)
    RemoteBindingField(\.sendMobileNotifications)
    RemoteBindingField(\.sendEmailNotifications)
    RemoteBindingField(\.digest)
  }
}
