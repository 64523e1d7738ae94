/// What the display-name service said about a display name.
public enum DisplayNameAvailability: Equatable, Sendable {
  /// The check is waiting for the user to stop typing, or for the service to answer.
  case checking
  /// Nobody else uses the name.
  case available
  /// Someone else uses the name.
  case taken
  /// The service couldn't be reached; the name may or may not be available.
  case unknown

  /// A short sentence that describes the availability to the user.
  public var message: String {
    switch self {
    case .checking: "Checking availability…"
    case .available: "Available."
    case .taken: "Already taken. Try another name."
    case .unknown: "Couldn't check; edit to retry."
    }
  }
}
