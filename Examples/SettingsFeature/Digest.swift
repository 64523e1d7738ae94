import ComposableArchitecture
import Foundation

/// How often the "top posts" digest is sent.
public enum Digest: String, CaseIterable, Codable, Equatable, Sendable {
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

extension SharedReaderKey where Self == FileStorageKey<Digest>.Default {
  /// Where the digest choice is kept between runs: `settings/digest.json` in the user's
  /// application support directory (`$XDG_DATA_HOME`, or `~/.local/share`, on Linux). Daily until
  /// the user chooses.
  ///
  /// In tests, files are kept in memory, a new set for each test.
  public static var digest: Self {
    Self[.fileStorage(Digest.fileURL), default: .daily]
  }
}

extension Digest {
  /// The file the digest choice is kept in.
  public static var fileURL: URL {
    let directory =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return directory.appendingPathComponent("settings").appendingPathComponent("digest.json")
  }
}
