import ComposableArchitecture
import Testing

@testable import SettingsFeature

@MainActor
struct SettingsFeatureTests {
  @Test func protectMyPostsIsWrittenThroughABinding() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }

    await store.send(\.binding.protectMyPosts, true) {
      $0.protectMyPosts = true
    }
    await store.send(\.binding.protectMyPosts, false) {
      $0.protectMyPosts = false
    }
  }

  @Test func digestAndNotificationChannelsAreWrittenThroughBindings() async {
    let store = TestStore(initialState: Settings.State(enableNotifications: true)) {
      Settings()
    }

    await store.send(\.binding.digest, .weekly) {
      $0.digest = .weekly
    }
    await store.send(\.binding.sendMobileNotifications, true) {
      $0.sendMobileNotifications = true
    }
    await store.send(\.binding.sendEmailNotifications, true) {
      $0.sendEmailNotifications = true
    }
  }

  @Test func displayNameIsCheckedOnceTheUserPausesTyping() async {
    let clock = TestClock()
    let checkedNames = LockIsolated<[String]>([])
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { displayName in
        checkedNames.withValue { $0.append(displayName) }
        return true
      }
    }

    await store.send(\.binding.displayName, "Blo") {
      $0.displayName = "Blo"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
    }
    await clock.advance(by: .milliseconds(299))
    #expect(checkedNames.value == [])

    await clock.advance(by: .milliseconds(1))
    await store.receive(\.displayNameAvailabilityResponse, .available) {
      $0.displayNameAvailability = .available
    }
    #expect(checkedNames.value == ["Blob"])
  }

  @Test func aTakenDisplayNameIsReported() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { _ in false }
    }

    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: Settings.availabilityCheckDelay)
    await store.receive(\.displayNameAvailabilityResponse, .taken) {
      $0.displayNameAvailability = .taken
    }
  }

  @Test func anUnreachableServiceLeavesAvailabilityUnknown() async {
    struct ServiceUnavailable: Error {}
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { _ in throw ServiceUnavailable() }
    }

    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: Settings.availabilityCheckDelay)
    await store.receive(\.displayNameAvailabilityResponse, .unknown) {
      $0.displayNameAvailability = .unknown
    }
  }

  @Test func theSimulatedServiceAnswersAfterItsLatency() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient = .simulated(latency: .seconds(1), takenNames: ["blob"])
    }

    await store.send(\.binding.displayName, "BLOB") {
      $0.displayName = "BLOB"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: Settings.availabilityCheckDelay + .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.displayNameAvailabilityResponse, .taken) {
      $0.displayNameAvailability = .taken
    }

    await store.send(\.binding.displayName, "BLOB Jr") {
      $0.displayName = "BLOB Jr"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: Settings.availabilityCheckDelay + .seconds(1))
    await store.receive(\.displayNameAvailabilityResponse, .available) {
      $0.displayNameAvailability = .available
    }
  }

  @Test func anInvalidDisplayNameCancelsTheCheckInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { _ in true }
    }

    await store.send(\.binding.displayName, "Blob") {
      $0.displayName = "Blob"
      $0.displayNameAvailability = .checking
    }
    await store.send(\.binding.displayName, "Bl") {
      $0.displayName = "Bl"
      $0.displayNameAvailability = nil
      $0.displayNameProblem = .tooShort(minimum: 3)
    }
    // Nothing is received: an exhaustive store fails on a response that wasn't asserted.
    await clock.advance(by: .seconds(5))
  }

  @Test func anEmptyDisplayNameAsksForOne() async {
    let store = TestStore(initialState: Settings.State(displayName: "B")) {
      Settings()
    }

    await store.send(\.binding.displayName, "") {
      $0.displayName = ""
      $0.displayNameProblem = .empty
    }
  }

  @Test func aDisplayNameWithADisallowedCharacterIsNotChecked() async {
    let store = TestStore(initialState: Settings.State(displayName: "Blob")) {
      Settings()
    }

    await store.send(\.binding.displayName, "Blob!") {
      $0.displayName = "Blob!"
      $0.displayNameProblem = .disallowedCharacter("!")
    }
    #expect(store.state.displayNameProblem?.message == "“!” isn't allowed in names.")
  }

  @Test func aLongDisplayNameIsCutToTheMaximumLength() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { _ in true }
    }

    await store.send(\.binding.displayName, "Blob Jr the Third of Blobtown") {
      $0.displayName = "Blob Jr the Thir"
      $0.displayNameAvailability = .checking
    }
    #expect(store.state.displayName.count == Settings.maximumDisplayNameLength)
    await clock.advance(by: Settings.availabilityCheckDelay)
    await store.receive(\.displayNameAvailabilityResponse, .available) {
      $0.displayNameAvailability = .available
    }
  }

  @Test func typingPastTheMaximumLengthKeepsTheCheckedName() async {
    var state = Settings.State(displayName: "Blob Jr the Thir")
    state.displayNameAvailability = .available
    let store = TestStore(initialState: state) {
      Settings()
    }

    // The extra character is cut, the name is the one that was checked: no new check.
    await store.send(\.binding.displayName, "Blob Jr the Third")
  }

  @Test func leadingSpacesAndControlCharactersAreDropped() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.displayNameClient.isAvailable = { _ in true }
    }

    await store.send(\.binding.displayName, "  \tBl\u{7}ob\n") {
      $0.displayName = "Blob"
      $0.displayNameAvailability = .checking
    }
    await clock.advance(by: Settings.availabilityCheckDelay)
    await store.receive(\.displayNameAvailabilityResponse, .available) {
      $0.displayNameAvailability = .available
    }
  }

  @Test func aSpaceTypedIntoAnEmptyDisplayNameIsDropped() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    }

    await store.send(\.binding.displayName, " ")
  }

  @Test func aTrailingSpaceDoesNotCheckTheNameAgain() async {
    var state = Settings.State(displayName: "Blob")
    state.displayNameAvailability = .taken
    let store = TestStore(initialState: state) {
      Settings()
    }

    await store.send(\.binding.displayName, "Blob ") {
      $0.displayName = "Blob "
    }
  }

  @Test func notificationsStayOnWhenPermissionIsGranted() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = { true }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.notificationAuthorizationResponse, true) {
      $0.isLoading = false
    }
  }

  @Test func notificationsTurnBackOffWhenPermissionIsDenied() async {
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = { false }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.notificationAuthorizationResponse, false) {
      $0.enableNotifications = false
      $0.isLoading = false
      $0.isNotificationPermissionDenied = true
    }
  }

  @Test func aFailedPermissionRequestCountsAsDenied() async {
    struct NotificationCenterUnavailable: Error {}
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = { throw NotificationCenterUnavailable() }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.notificationAuthorizationResponse, false) {
      $0.enableNotifications = false
      $0.isLoading = false
      $0.isNotificationPermissionDenied = true
    }
  }

  @Test func askingAgainAfterADenialClearsIt() async {
    let isGranted = LockIsolated(false)
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = { isGranted.value }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.receive(\.notificationAuthorizationResponse, false) {
      $0.enableNotifications = false
      $0.isLoading = false
      $0.isNotificationPermissionDenied = true
    }
    isGranted.setValue(true)
    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
      $0.isNotificationPermissionDenied = false
    }
    await store.receive(\.notificationAuthorizationResponse, true) {
      $0.isLoading = false
    }
  }

  @Test func turningNotificationsOffWhileAskingCancelsTheRequest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.userNotifications.requestAuthorization = {
        try await clock.sleep(for: .seconds(10))
        return true
      }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.send(\.binding.enableNotifications, false) {
      $0.enableNotifications = false
      $0.isLoading = false
    }
    // The request was cancelled: no response arrives, and no effect is left running.
    await clock.advance(by: .seconds(10))
  }

  @Test func turningNotificationsOffWithNoChannelOnNeedsNoConfirmation() async {
    let store = TestStore(initialState: Settings.State(enableNotifications: true)) {
      Settings()
    }

    // No notification is sent anyway: nothing to lose, nothing to confirm.
    await store.send(\.binding.enableNotifications, false) {
      $0.enableNotifications = false
    }
  }

  @Test(arguments: zip([true, false, true], [false, true, true]))
  func turningNotificationsOffWithAChannelOnAsksFirst(mobile: Bool, email: Bool) async {
    let store = TestStore(
      initialState: Settings.State(
        enableNotifications: true,
        sendEmailNotifications: email,
        sendMobileNotifications: mobile
      )
    ) {
      Settings()
    }

    // The toggle wrote `false`; the reducer keeps notifications on until the user confirms.
    await store.send(\.binding.enableNotifications, false) {
      $0.alert = AlertState {
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
    #expect(store.state.enableNotifications)
  }

  @Test func confirmingTurnsNotificationsAndBothChannelsOff() async {
    let store = TestStore(
      initialState: Settings.State(
        enableNotifications: true,
        sendEmailNotifications: true,
        sendMobileNotifications: true
      )
    ) {
      Settings()
    }

    await store.send(\.binding.enableNotifications, false) {
      $0.alert = .turnOffNotifications
    }
    await store.send(\.alert.confirmTurnOff) {
      $0.alert = nil
      $0.enableNotifications = false
      $0.sendEmailNotifications = false
      $0.sendMobileNotifications = false
    }
  }

  @Test func theCancelButtonOnlyClosesTheConfirmation() async {
    let store = TestStore(
      initialState: Settings.State(enableNotifications: true, sendEmailNotifications: true)
    ) {
      Settings()
    }

    await store.send(\.binding.enableNotifications, false) {
      $0.alert = .turnOffNotifications
    }
    // The cancel button sends no action of its own: the alert closes, as it does when dismissed.
    let cancel = store.state.alert?.buttons.first { $0.role == .cancel }
    #expect(cancel?.label == TextState("Cancel"))
    #expect(cancel?.action == .send(nil))
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }

  @Test func dismissingTheConfirmationLeavesNotificationsOnAndItAsksAgain() async {
    let store = TestStore(
      initialState: Settings.State(enableNotifications: true, sendMobileNotifications: true)
    ) {
      Settings()
    }

    await store.send(\.binding.enableNotifications, false) {
      $0.alert = .turnOffNotifications
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
    #expect(store.state.enableNotifications)
    #expect(store.state.sendMobileNotifications)

    await store.send(\.binding.enableNotifications, false) {
      $0.alert = .turnOffNotifications
    }
  }

  @Test func turningNotificationsOffWhileAskingForPermissionNeedsNoConfirmation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State(sendMobileNotifications: true)) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
      $0.userNotifications.requestAuthorization = {
        try await clock.sleep(for: .seconds(10))
        return true
      }
    }

    await store.send(\.binding.enableNotifications, true) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    // Notifications aren't on until permission is granted: the request is just cancelled, and
    // the channels are kept for next time.
    await store.send(\.binding.enableNotifications, false) {
      $0.enableNotifications = false
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(10))
  }
}
