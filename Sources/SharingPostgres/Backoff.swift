#if SharingPostgres
  import ComposableArchitecture
  import Foundation
  import Logging
  import PostgresNIO

  /// A bounded, doubling delay between retries: 0.25 s, 0.5 s, 1 s, then 2 s.
  struct Backoff {
    private var delay = Duration.milliseconds(250)

    mutating func next() -> Duration {
      defer { self.delay = min(self.delay * 2, .seconds(2)) }
      return self.delay
    }

    mutating func reset() {
      self.delay = .milliseconds(250)
    }
  }
#endif
