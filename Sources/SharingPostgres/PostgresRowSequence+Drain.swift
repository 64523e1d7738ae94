#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  extension PostgresRowSequence {
    /// Reads the rows to the end, ignoring them.
    func drain() async throws {
      for try await _ in self {}
    }
  }
#endif
