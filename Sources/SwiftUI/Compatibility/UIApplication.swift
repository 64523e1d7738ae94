// UIKit's application object, which SwiftUI code on iOS uses without importing UIKit (SwiftUI
// re-exports it there): `UIApplication.shared.open(url)`, the settings URL, and the names of the
// application's notifications.

/// The running app: UIKit's `UIApplication`, as far as SwiftUI code uses it.
///
/// Off Apple's platforms there is no application object to ask:
/// ``open(_:options:completionHandler:)`` opens nothing (a view opens URLs with
/// ``EnvironmentValues/openURL``, which renderers carry out), and the notifications are never
/// posted.
@MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  private init() {}

  /// A key of the options of ``open(_:options:completionHandler:)``.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's name.
    public let rawValue: String

    /// A key with a name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only if an app handles it as a universal link.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly"
    )
  }

  /// The URL of the app's page in the system's settings.
  public nonisolated static let openSettingsURLString = "app-settings:"

  /// The URL of the app's notification settings.
  public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

  /// Opens a URL: does nothing here, and calls `completion` with `false`.
  @preconcurrency
  public func open(
    _ url: URL,
    options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    completion?(false)
  }

  /// Opens a URL: does nothing here, and returns `false`.
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    false
  }

  /// Whether an app can open a URL: `false` here.
  public func canOpenURL(_ url: URL) -> Bool {
    false
  }

  /// Posted when the app becomes active: never, here.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification"
  )

  /// Posted when the app is about to become inactive: never, here.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification"
  )

  /// Posted when the app enters the background: never, here.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification"
  )

  /// Posted when the app is about to enter the foreground: never, here.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification"
  )

  /// Posted when the app is about to terminate: never, here.
  public nonisolated static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification"
  )

  /// Posted when the app receives a memory warning: never, here.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification"
  )

  /// Posted when a person takes a screenshot: never, here.
  public nonisolated static let userDidTakeScreenshotNotification = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification"
  )
}
