import ComposableArchitecture
import SettingsWebSupport
import SwiftUI
import WebSettingsFeature

/// What a `settings-web` page shows: the seed's ``SettingsView`` in a navigation stack, and the
/// permission dialog that stands in for the system's when the feature asks to send
/// notifications (the page answers it, through ``PermissionRequests``).
///
/// Each page makes its own: a store of the Settings feature, whose digest is kept in memory
/// (the terminal app keeps it in a file), and the page's permission requests.
public struct SettingsPageView: View {
  let store: StoreOf<Settings>
  let permissions: PermissionRequests

  /// A page of its own: a new store, whose `userNotifications` dependency asks the page.
  ///
  /// - Parameter dependencies: Changes to the store's dependencies, after the page's own.
  @MainActor
  public init(dependencies: @escaping (inout DependencyValues) -> Void = { _ in }) {
    let permissions = PermissionRequests()
    let initialState = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Settings.State()
    }
    self.store = Store(initialState: initialState) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = {
        await permissions.requestAuthorization()
      }
      dependencies(&$0)
    }
    self.permissions = permissions
  }

  public var body: some View {
    NavigationStack {
      SettingsView(store: self.store)
    }
    .alert(
      "“Settings” Would Like to Send You Notifications",
      isPresented: Binding(
        get: { self.permissions.pendingID != nil },
        set: { isPresented in
          if !isPresented, let id = self.permissions.pendingID {
            self.permissions.answer(id: id, isGranted: false)
          }
        }
      )
    ) {
      Button("Don't Allow", role: .cancel) {
        if let id = self.permissions.pendingID {
          self.permissions.answer(id: id, isGranted: false)
        }
      }
      Button("Allow") {
        if let id = self.permissions.pendingID {
          self.permissions.answer(id: id, isGranted: true)
        }
      }
    } message: {
      Text("Notifications may include alerts, sounds and badges. You can turn them off in Settings.")
    }
    // A request still waiting when the page goes is answered "don't allow".
    .onDisappear { self.permissions.cancelAll() }
  }
}
