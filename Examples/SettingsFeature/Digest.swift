/// How often the "top posts" digest is sent.
public enum Digest: String, CaseIterable, Equatable, Sendable {
  case daily
  case weekly
  case off

  /// The name shown for the digest in a picker.
  public var title: String {
    switch self {
    case .daily: "Daily"
    case .weekly: "Weekly"
    case .off: "Off"
    }
  }
}
