import ComposableArchitecture

/// The Settings screen of the seed documents ("Working with SwiftUI bindings"): a display name,
/// "protect my posts", and notification settings that are only offered once notifications are on.
///
/// Every editable field is written by the view through a binding (`$store.displayName`), which
/// sends a ``BindingAction`` that ``BindingReducer`` applies. Logic is layered on top with
/// `onChange(of:)`:
///
/// - The display name is cleaned up (control characters and leading spaces are dropped, and it is
///   cut to ``maximumDisplayNameLength`` characters), validated (``DisplayNameProblem``), and,
///   once the user pauses typing for ``availabilityCheckDelay``, checked for availability with
///   ``DisplayNameClient``. Each keystroke cancels the check in flight.
/// - Turning notifications on asks ``UserNotificationsClient`` for permission; ``State/isLoading``
///   is `true` while it is asked, and the toggle turns back off if permission is denied.
/// - Turning notifications off while they are on and a channel (mobile or email) is on asks
///   first: the write is undone, so the toggle keeps showing what is true, and ``State/alert``
///   asks "Turn off all notifications?". Confirming turns notifications and both channels off;
///   cancelling, or dismissing the alert, changes nothing. With no channel on there is nothing
///   to lose, and while permission is still being asked notifications aren't on yet: then they
///   turn off at once, as they always did.
///
/// Fields that only the reducer may change, like ``State/isLoading``, have an internal setter: a
/// view in another module can read them but not derive a binding to them.
@Reducer
public struct Settings {
  /// The state of the Settings screen.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The confirmation shown before notifications are turned off, or `nil` when none shows.
    @Presents public internal(set) var alert: AlertState<Action.Alert>?
    /// How often the top-posts digest is sent: shared, and kept in a file between runs (see
    /// ``ComposableArchitecture/SharedReaderKey/digest``).
    @Shared(.digest) public var digest
    /// The name shown to other users.
    public var displayName = ""
    /// What the display-name service said about ``displayName``, or `nil` when it isn't
    /// checked, because the name has a ``displayNameProblem`` or was never edited.
    public internal(set) var displayNameAvailability: DisplayNameAvailability?
    /// Why ``displayName`` can't be used, or `nil` when it can.
    public internal(set) var displayNameProblem: DisplayNameProblem?
    /// Whether notifications are sent at all.
    public var enableNotifications = false
    /// Whether permission to send notifications is being requested.
    public internal(set) var isLoading = false
    /// Whether the last request for permission to send notifications was denied.
    public internal(set) var isNotificationPermissionDenied = false
    /// Whether the app gives haptic feedback. Written by its own action
    /// (``Action/isHapticsEnabledChanged(_:)``), as the article's ad hoc bindings are.
    public internal(set) var isHapticsEnabled = true
    /// Whether only followers can see the user's posts.
    public var protectMyPosts = false
    /// Whether notifications are sent by email.
    public var sendEmailNotifications = false
    /// Whether notifications are sent to the user's phone.
    public var sendMobileNotifications = false
  }

  /// The actions of the Settings screen.
  public enum Action: BindableAction, Equatable, Sendable {
    /// The user answered the confirmation, or dismissed it.
    case alert(PresentationAction<Alert>)
    /// A field was written through a binding.
    case binding(BindingAction<State>)
    /// The display-name service answered.
    case displayNameAvailabilityResponse(DisplayNameAvailability)
    /// The user turned haptic feedback on or off, through an ad hoc binding
    /// (`$store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)`).
    case isHapticsEnabledChanged(Bool)
    /// The user granted (`true`) or denied (`false`) permission to send notifications.
    case notificationAuthorizationResponse(Bool)

    /// The actions of the confirmation's buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      /// The user confirmed turning notifications off.
      case confirmTurnOff
    }
  }

  /// The most characters a display name may have; longer names are cut.
  public static let maximumDisplayNameLength = 16
  /// The fewest characters a display name may have.
  public static let minimumDisplayNameLength = 3
  /// How long the user must pause typing before the display name is checked.
  public static let availabilityCheckDelay = Duration.milliseconds(300)

  enum CancelID: Hashable, Sendable {
    case availabilityCheck
    case authorization
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.displayNameClient) var displayNameClient
  @Dependency(\.userNotifications) var userNotifications

  /// Creates the Settings feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.displayName) { oldValue, newValue in
        Reduce { state, _ in
          self.displayNameChanged(from: oldValue, to: newValue, state: &state)
        }
      }
      .onChange(of: \.enableNotifications) { _, isOn in
        Reduce { state, _ in
          self.notificationsToggled(isOn: isOn, state: &state)
        }
      }

    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmTurnOff)):
        state.enableNotifications = false
        state.sendEmailNotifications = false
        state.sendMobileNotifications = false
        return .none

      case .alert:
        return .none

      case .binding:
        return .none

      case let .displayNameAvailabilityResponse(availability):
        state.displayNameAvailability = availability
        return .none

      case let .isHapticsEnabledChanged(isEnabled):
        state.isHapticsEnabled = isEnabled
        return .none

      case let .notificationAuthorizationResponse(isGranted):
        state.isLoading = false
        if !isGranted {
          state.enableNotifications = false
          state.isNotificationPermissionDenied = true
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  private func displayNameChanged(
    from oldValue: String,
    to newValue: String,
    state: inout State
  ) -> Effect<Action> {
    state.displayName = Self.cleanedUp(newValue)
    let displayName = state.displayName.trimmingTrailingSpaces()
    // Typing a trailing space, or a character that was cut, leaves the name as it was checked.
    guard displayName != oldValue.trimmingTrailingSpaces() else { return .none }

    if let problem = DisplayNameProblem.problem(with: displayName) {
      state.displayNameProblem = problem
      state.displayNameAvailability = nil
      return .cancel(id: CancelID.availabilityCheck)
    }
    state.displayNameProblem = nil
    state.displayNameAvailability = .checking
    return .run { [clock, displayNameClient] send in
      try await clock.sleep(for: Self.availabilityCheckDelay)
      let isAvailable = try await displayNameClient.isAvailable(displayName)
      await send(.displayNameAvailabilityResponse(isAvailable ? .available : .taken))
    } catch: { _, send in
      await send(.displayNameAvailabilityResponse(.unknown))
    }
    .cancellable(id: CancelID.availabilityCheck, cancelInFlight: true)
  }

  private func notificationsToggled(isOn: Bool, state: inout State) -> Effect<Action> {
    guard isOn else {
      if !state.isLoading, state.sendMobileNotifications || state.sendEmailNotifications {
        // Nothing is turned off until the user confirms: the toggle goes on showing "On".
        state.enableNotifications = true
        state.alert = .turnOffNotifications
        return .none
      }
      state.isLoading = false
      return .cancel(id: CancelID.authorization)
    }
    state.isLoading = true
    state.isNotificationPermissionDenied = false
    return .run { [userNotifications] send in
      let isGranted = try await userNotifications.requestAuthorization()
      await send(.notificationAuthorizationResponse(isGranted))
    } catch: { _, send in
      await send(.notificationAuthorizationResponse(false))
    }
    .cancellable(id: CancelID.authorization, cancelInFlight: true)
  }

  /// Drops control characters and leading spaces, and cuts the name to the maximum length.
  static func cleanedUp(_ displayName: String) -> String {
    let printable = displayName.filter { character in
      !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
    return String(
      printable.drop(while: \.isWhitespace).prefix(Self.maximumDisplayNameLength)
    )
  }
}

extension Settings.State {
  /// Creates the state of the Settings screen with the fields a user can edit.
  ///
  /// The digest is the one kept between runs, unless `digest` replaces it.
  public init(
    digest: Digest? = nil,
    displayName: String = "",
    enableNotifications: Bool = false,
    protectMyPosts: Bool = false,
    sendEmailNotifications: Bool = false,
    sendMobileNotifications: Bool = false
  ) {
    if let digest {
      self.$digest.withLock { $0 = digest }
    }
    self.displayName = displayName
    self.enableNotifications = enableNotifications
    self.protectMyPosts = protectMyPosts
    self.sendEmailNotifications = sendEmailNotifications
    self.sendMobileNotifications = sendMobileNotifications
  }
}

extension AlertState where Action == Settings.Action.Alert {
  /// The confirmation shown before notifications are turned off. Each one is a new alert.
  static var turnOffNotifications: Self {
    AlertState {
      TextState("Turn off all notifications?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmTurnOff) {
        TextState("Turn Off")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    } message: {
      TextState("Mobile and email notifications will both be turned off.")
    }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var trimmed = self[...]
    while trimmed.last?.isWhitespace == true {
      trimmed.removeLast()
    }
    return String(trimmed)
  }
}
