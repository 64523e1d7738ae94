import ComposableArchitecture

/// A client of the service that knows which display names are taken.
///
/// The live value is a simulation: it answers after a short latency, measured on the
/// `continuousClock` dependency, and says a few well-known names are taken.
///
/// ```swift
/// @Dependency(\.displayNameClient) var displayNameClient
///
/// let isAvailable = try await displayNameClient.isAvailable("Blob")
/// ```
@DependencyClient
public struct DisplayNameClient: Sendable {
  /// Whether nobody uses a display name yet.
  public var isAvailable: @Sendable (_ displayName: String) async throws -> Bool = { _ in false }
}

extension DisplayNameClient: DependencyKey {
  /// A simulated service with ``simulatedLatency`` and the ``simulatedTakenNames`` taken.
  public static let liveValue = DisplayNameClient.simulated()

  /// A client whose endpoints report an issue when called.
  public static let testValue = DisplayNameClient()

  /// How long the simulated service takes to answer.
  public static let simulatedLatency = Duration.milliseconds(600)

  /// The names the simulated service says are taken, compared without regard to case.
  public static let simulatedTakenNames: Set<String> = [
    "admin", "blob", "blob jr", "blob sr", "brandon", "pointfree", "root", "stephen",
  ]

  /// Returns a simulated service that answers after `latency` on the `continuousClock`
  /// dependency, and says the names in `takenNames` (compared without regard to case) are taken.
  ///
  /// ```swift
  /// $0.displayNameClient = .simulated(latency: .seconds(2), takenNames: ["blob"])
  /// ```
  ///
  /// - Parameters:
  ///   - latency: How long the service takes to answer.
  ///   - takenNames: Lowercased names that are taken.
  /// - Returns: A client.
  public static func simulated(
    latency: Duration = simulatedLatency,
    takenNames: Set<String> = simulatedTakenNames
  ) -> DisplayNameClient {
    DisplayNameClient(
      isAvailable: { displayName in
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: latency)
        return !takenNames.contains(displayName.lowercased())
      }
    )
  }
}

extension DependencyValues {
  /// The client of the display-name service.
  public var displayNameClient: DisplayNameClient {
    get { self[DisplayNameClient.self] }
    set { self[DisplayNameClient.self] = newValue }
  }
}
