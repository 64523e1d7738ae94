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

  /// What a web page may see and do with the Settings screen: the ``remoteBindings``, the state
  /// the page shows beside them, and the alert's buttons.
  ///
  /// - `displayNameStatus`: the line under the display name, `{"kind": …, "text": …}`
  ///   (``DisplayNameStatus``);
  /// - `notificationsStatus`: `{"isLoading": …, "isPermissionDenied": …}`
  ///   (``NotificationsStatus``);
  /// - `alert`: the alert shown (``PageAlert``), or `null`;
  /// - actions `alert.confirmTurnOff` and `alert.cancel`, refused unless the alert is shown.
  public static let remoteFeature = RemoteFeatureOf<Settings>(maximumMessageSize: 4_096) {
    Settings.remoteBindings
    RemoteValue("displayNameStatus") { state in
      DisplayNameStatus(
        problem: state.displayNameProblem,
        availability: state.displayNameAvailability
      )
    }
    RemoteValue("notificationsStatus") { state in
      NotificationsStatus(
        isLoading: state.isLoading,
        isPermissionDenied: state.isNotificationPermissionDenied
      )
    }
    RemoteValue("alert") { state in state.alert.map(PageAlert.init) }
    RemoteAction(
      "alert.confirmTurnOff",
      \.alert.presented.confirmTurnOff,
      when: { $0.alert != nil }
    )
    RemoteAction("alert.cancel", \.alert.dismiss, when: { $0.alert != nil })
  }
}
