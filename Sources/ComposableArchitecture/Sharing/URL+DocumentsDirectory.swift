import Foundation

extension URL {
  /// The user's documents directory, where swift-corelibs-foundation has no
  /// `URL.documentsDirectory` of its own (Linux): `$HOME/Documents`, as `FileManager` reports it.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// Disfavored: wherever Foundation has its own (Apple's platforms, a later Foundation), that
  /// one is used.
  @_disfavoredOverload
  public static var documentsDirectory: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
  }
}
