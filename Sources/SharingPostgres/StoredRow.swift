#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  /// A row of a key, as stored: its position (for an element of a collection) and its value, as
  /// JSON text.
  struct StoredRow: Hashable, Sendable {
    var position: Int64
    var value: String
  }
#endif
