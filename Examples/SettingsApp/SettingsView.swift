import ComposableArchitecture
import SettingsFeature
import TerminalUI

/// The Settings screen's form: the seed documents' SwiftUI view, written with the terminal
/// controls.
///
/// ```swift
/// Form {
///   TextField("Display name", text: $store.displayName)
///   Toggle("Protect my posts", isOn: $store.protectMyPosts)
///   Toggle("Send notifications", isOn: $store.enableNotifications)
///   if store.enableNotifications {
///     Toggle("Mobile", isOn: $store.sendMobileNotifications)
///     …
/// ```
///
/// The view reads the store, and writes it only through bindings derived from `$store`, each of
/// which sends a binding action. Fields the reducer owns, like `isLoading`, are shown with
/// ``Label``s; their setters are internal to the feature's module, so no binding to them can be
/// derived here.
@MainActor
public struct SettingsView {
  /// The store of the Settings feature.
  @Bindable public var store: StoreOf<Settings>

  /// Creates the view of a store.
  public init(store: StoreOf<Settings>) {
    self.store = store
  }

  /// The form, built from the store's current state.
  public var body: Form {
    Form {
      Section("Profile") {
        TextField(
          "Display name",
          text: $store.displayName,
          prompt: "your name",
          characterLimit: Settings.maximumDisplayNameLength
        )
        self.displayNameStatus
        Toggle("Protect my posts", isOn: $store.protectMyPosts)
      }
      Section("Notifications") {
        Toggle("Send notifications", isOn: $store.enableNotifications)
        if store.isLoading {
          Label(value: "Waiting for permission…", style: .yellow)
        } else if store.isNotificationPermissionDenied {
          Label(value: "Not allowed, so they stay off.", style: .red)
        } else if store.enableNotifications {
          Indented {
            Toggle("Mobile", isOn: $store.sendMobileNotifications)
            Toggle("Email", isOn: $store.sendEmailNotifications)
            Picker("Top posts digest", selection: $store.digest) { $0.title }
          }
        }
      }
    }
  }

  /// The confirmation the feature presents before notifications are turned off, drawn over the
  /// form while it is presented: SwiftUI's `.alert($store.scope(state: \.alert, action: \.alert))`.
  public var alert: AlertDialog<Settings.Action.Alert> {
    AlertDialog($store.scope(state: \.alert, action: \.alert))
  }

  private var displayNameStatus: Label {
    if let problem = store.displayNameProblem {
      return Label(value: "✗ " + problem.message, style: .red)
    }
    switch store.displayNameAvailability {
    case .checking:
      return Label(value: "… " + DisplayNameAvailability.checking.message, style: .yellow)
    case .available:
      return Label(value: "✓ " + DisplayNameAvailability.available.message, style: .green)
    case .taken:
      return Label(value: "✗ " + DisplayNameAvailability.taken.message, style: .red)
    case .unknown:
      return Label(value: "? " + DisplayNameAvailability.unknown.message, style: .yellow)
    case nil:
      return Label(value: "Letters, digits, spaces and . _ - '", style: .dim)
    }
  }
}
