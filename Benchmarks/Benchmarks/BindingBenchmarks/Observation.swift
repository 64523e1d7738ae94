import Benchmark
import ComposableArchitecture
import SettingsFeature
import Synchronization

/// The number of times observers were told of a change. It must stay at 0.
let notifications = BenchmarkMetric.custom("notifications", useScalingFactor: false)

/// Observers of the display name, through `observe { }` and through `withObservationTracking`,
/// while the store writes something that must not notify them.
func registerObservationBenchmarks() {
  // Writes to another field.
  Benchmark(
    "Observation.Unrelated",
    configuration: .operations(metrics: [.wallClock, .throughput, notifications])
  ) { @MainActor benchmark async in
    let store = Store(initialState: Settings.State()) { Settings() }
    let observers = Observers(store)
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(.binding(.set(\.bio, names[index & 1]))))
    }
    benchmark.stopMeasurement()
    observers.report(to: benchmark)
  }

  // Writes of the value the observed field already has.
  Benchmark(
    "Observation.Equal",
    configuration: .operations(metrics: [.wallClock, .throughput, notifications])
  ) { @MainActor benchmark async in
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.displayName, "Blob")))
    let observers = Observers(store)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.binding(.set(\.displayName, "Blob"))))
    }
    benchmark.stopMeasurement()
    observers.report(to: benchmark)
  }
}

/// Two observers of a store's display name that count what they are told.
@MainActor
private final class Observers {
  let store: StoreOf<Settings>
  let counts = Counts()
  var token: ObserveToken?

  init(_ store: StoreOf<Settings>) {
    self.store = store
    let counts = self.counts
    self.token = observe {
      blackHole(store.displayName)
      counts.observeRuns.add(1, ordering: .relaxed)
    }
    self.track()
  }

  private func track() {
    let counts = self.counts
    withObservationTracking {
      blackHole(self.store.displayName)
    } onChange: {
      counts.trackingChanges.add(1, ordering: .relaxed)
    }
  }

  /// Records the notifications as the benchmark's `notifications` metric, and fails the benchmark
  /// if there were any.
  func report(to benchmark: Benchmark) {
    // `observe` runs its closure once when it starts; every further run is a notification.
    let count =
      self.counts.observeRuns.load(ordering: .relaxed) - 1
      + self.counts.trackingChanges.load(ordering: .relaxed)
    benchmark.measurement(notifications, count)
    if count > 0 {
      benchmark.error(
        "\(benchmark.name): observers of the display name were notified \(count) times; "
          + "writes that leave it unchanged must notify nobody."
      )
    }
    self.token?.cancel()
  }
}

/// Counters that `withObservationTracking`'s `onChange` can update from any thread.
private final class Counts: Sendable {
  let observeRuns = Atomic(0)
  let trackingChanges = Atomic(0)
}
