import ComposableArchitecture

// A placeholder for the interactive Settings app: it drives the seed documents' Settings
// feature through a store and prints every action with the state change it caused.

enum Digest: String, CaseIterable, Equatable, Sendable {
  case daily, weekly, off
}

@Reducer
struct Settings {
  @ObservableState
  struct State: Equatable {
    var digest = Digest.daily
    var displayName = ""
    var enableNotifications = false
    var isLoading = false
    var protectMyPosts = false
    var sendEmailNotifications = false
    var sendMobileNotifications = false
  }

  enum Action: Equatable {
    case digestChanged(Digest)
    case displayNameChanged(String)
    case enableNotificationsChanged(Bool)
    case protectMyPostsChanged(Bool)
    case sendEmailNotificationsChanged(Bool)
    case sendMobileNotificationsChanged(Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .digestChanged(digest):
        state.digest = digest
      case let .displayNameChanged(displayName):
        state.displayName = String(displayName.prefix(16))
      case let .enableNotificationsChanged(isOn):
        state.enableNotifications = isOn
      case let .protectMyPostsChanged(isOn):
        state.protectMyPosts = isOn
      case let .sendEmailNotificationsChanged(isOn):
        state.sendEmailNotifications = isOn
      case let .sendMobileNotificationsChanged(isOn):
        state.sendMobileNotifications = isOn
      }
      return .none
    }
  }
}

@MainActor
func main() {
  let store = Store(initialState: Settings.State()) {
    Settings()._printChanges()
  }
  let token = observe {
    print("» display name on screen: \"\(store.displayName)\"")
  }
  store.send(.displayNameChanged("Blob"))
  store.send(.protectMyPostsChanged(true))
  store.send(.enableNotificationsChanged(true))
  store.send(.digestChanged(.weekly))
  store.send(.displayNameChanged("Blob"))
  token.cancel()
}

MainActor.assumeIsolated { main() }
