#if !canImport(SwiftUI)
  import ComposableArchitecture

  // The Settings feature of the seed documents as it was written in the `ReducerProtocol` era
  // (TCA 0.41 to 1.3): `@BindingState` fields, a plain `Equatable` state, binding actions matched
  // by `\.$field` key paths, and a view built on a `ViewStore`. The legacy tests drive it through
  // the stand-in controls of BindingsTestControls.swift, as the current-API tests drive
  // `Settings`.
  //
  // Everything here uses deprecated API on purpose, so it is declared in deprecated contexts,
  // where using deprecated API doesn't warn.

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  struct LegacySettings: ReducerProtocol {
    struct State: Equatable {
      @BindingState var developerSettings = DeveloperSettings()
      @BindingState var digest = Digest.daily
      @BindingState var displayName = ""
      @BindingState var enableNotifications = false
      var isLoading = false
      @BindingState var protectMyPosts = false
      @BindingState var sendEmailNotifications = false
      @BindingState var sendMobileNotifications = false
    }

    struct DeveloperSettings: Equatable, Sendable {
      var showDiagnostics = false
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case notificationAuthorizationResponse(Bool)
    }

    static let maximumDisplayNameLength = 16

    @Dependency(\.userNotifications) var userNotifications

    var body: some ReducerProtocol<State, Action> {
      BindingReducer()
        .onChange(of: \.developerSettings.showDiagnostics) { _, isOn in
          Reduce { state, _ in
            if isOn {
              state.protectMyPosts = true
            }
            return .none
          }
        }

      Reduce { state, action in
        switch action {
        case .binding(\.$displayName):
          // Validate display name: keep it short.
          if state.displayName.count > Self.maximumDisplayNameLength {
            state.displayName = String(state.displayName.prefix(Self.maximumDisplayNameLength))
          }
          return .none

        case .binding(\.$enableNotifications):
          guard state.enableNotifications else { return .none }
          // Return an authorization request effect.
          state.isLoading = true
          return .run { send in
            let authorized = (try? await userNotifications.requestAuthorization()) ?? false
            await send(.notificationAuthorizationResponse(authorized))
          }

        case .binding:
          return .none

        case let .notificationAuthorizationResponse(authorized):
          state.isLoading = false
          state.enableNotifications = authorized
          if !authorized {
            state.sendEmailNotifications = false
            state.sendMobileNotifications = false
          }
          return .none
        }
      }
    }
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  struct LegacySettingsView: View {
    let store: StoreOf<LegacySettings>

    var body: some View {
      WithViewStore(self.store, observe: { $0 }) { viewStore in
        Form {
          TextField("Display name", text: viewStore.$displayName)
          Toggle("Protect my posts", isOn: viewStore.$protectMyPosts)
          Toggle("Send notifications", isOn: viewStore.$enableNotifications)

          if viewStore.isLoading {
            Text("Requesting authorization…")
          }
          if viewStore.enableNotifications {
            Toggle("Mobile", isOn: viewStore.$sendMobileNotifications)
            Toggle("Email", isOn: viewStore.$sendEmailNotifications)
            Picker("Top posts digest", selection: viewStore.$digest) {
              ForEach(Digest.allCases, id: \.self) { digest in
                Text(digest.rawValue)
              }
            }
          }
          Toggle("Show diagnostics", isOn: viewStore.$developerSettings.showDiagnostics)
        }
      }
    }
  }

  @available(*, deprecated, message: "Exercises the deprecated binding APIs.")
  extension WithViewStore: View where Content: View {}
#endif
