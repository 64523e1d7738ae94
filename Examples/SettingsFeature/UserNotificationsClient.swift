import ComposableArchitecture

/// A client of the system's notification permissions.
///
/// On Linux there is no notification center, so the live value is a stand-in that grants
/// permission after a short latency on the `continuousClock` dependency. Apps present their own
/// prompt by overriding the dependency:
///
/// ```swift
/// Store(initialState: Settings.State()) {
///   Settings()
/// } withDependencies: {
///   $0.userNotifications.requestAuthorization = { await prompt.ask() }
/// }
/// ```
@DependencyClient
public struct UserNotificationsClient: Sendable {
  /// Asks the user for permission to send notifications; returns whether it was granted.
  public var requestAuthorization: @Sendable () async throws -> Bool = { false }
}

extension UserNotificationsClient: DependencyKey {
  /// A stand-in that grants permission after half a second.
  public static let liveValue = UserNotificationsClient(
    requestAuthorization: {
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .milliseconds(500))
      return true
    }
  )

  /// A client whose endpoints report an issue when called.
  public static let testValue = UserNotificationsClient()
}

extension DependencyValues {
  /// The client of the system's notification permissions.
  public var userNotifications: UserNotificationsClient {
    get { self[UserNotificationsClient.self] }
    set { self[UserNotificationsClient.self] = newValue }
  }
}
