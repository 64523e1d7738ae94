import ComposableArchitecture
import SwiftUI

/// The Settings screen of the seed documents, as "Working with SwiftUI bindings" writes it: a
/// form whose controls take bindings derived from the store (`$store.displayName`), an ad hoc
/// binding that sends an action of its own (haptic feedback), and the alert of
/// ``Settings/State/alert``.
///
/// The same file compiles in an iOS app and here, where `settings-web` serves it to a browser.
public struct SettingsView: View {
  @Bindable var store: StoreOf<Settings>

  /// A view of a Settings store.
  public init(store: StoreOf<Settings>) {
    self.store = store
  }

  public var body: some View {
    Form {
      Section {
        TextField("Display name", text: $store.displayName)
          .textContentType(.nickname)
          .autocorrectionDisabled()
        Text(self.displayNameStatus)
          .font(.footnote)
          .foregroundStyle(self.displayNameStatusColor)
        Toggle("Protect my posts", isOn: $store.protectMyPosts)
      } header: {
        Text("Profile")
      }

      Section {
        Toggle("Send notifications", isOn: $store.enableNotifications)
          .disabled(store.isLoading)
        if store.isLoading {
          ProgressView("Asking for permission…")
        } else if store.isNotificationPermissionDenied {
          Text("Notifications aren't allowed. Allow them to turn them on.")
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        if store.enableNotifications {
          Toggle("Mobile", isOn: $store.sendMobileNotifications)
          Toggle("Email", isOn: $store.sendEmailNotifications)
          Picker("Top posts digest", selection: $store.digest) {
            ForEach(Digest.allCases, id: \.self) { digest in
              Text(digest.title).tag(digest)
            }
          }
        }
      } header: {
        Text("Notifications")
      }

      Section {
        Toggle(
          "Haptic feedback",
          isOn: $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
        )
      }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
    .navigationTitle("Settings")
  }

  private var displayNameStatus: String {
    if let problem = store.displayNameProblem {
      return "✗ " + problem.message
    }
    switch store.displayNameAvailability {
    case .checking?: return "… " + DisplayNameAvailability.checking.message
    case .available?: return "✓ " + DisplayNameAvailability.available.message
    case .taken?: return "✗ " + DisplayNameAvailability.taken.message
    case .unknown?: return "? " + DisplayNameAvailability.unknown.message
    case nil: return "Letters, digits, spaces and . _ - '"
    }
  }

  private var displayNameStatusColor: Color {
    if store.displayNameProblem != nil {
      return .red
    }
    switch store.displayNameAvailability {
    case .available?: return .green
    case .taken?: return .red
    default: return .secondary
    }
  }
}
