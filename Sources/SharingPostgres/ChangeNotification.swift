#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  /// What a notification says: which key changed, which of its elements (when they fit), and
  /// which database object changed it.
  struct ChangeNotification: Codable {
    var key: String
    var ids: [String]?
    var from: String
  }
#endif
