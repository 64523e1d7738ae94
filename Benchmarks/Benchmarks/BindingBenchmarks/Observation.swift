import Benchmark
import BenchmarkSettings
import ComposableArchitecture
import Synchronization

/// The number of times observers were told of a change. It must stay at 0.
let notifications = BenchmarkMetric.custom("notifications", useScalingFactor: false)

/// Observers of the display name, through `observe { }` and through `withObservationTracking`,
/// while the store writes something that must not notify them.
func registerObservationBenchmarks() {
  // Writes to another field.
  observationBenchmark("Observation.Unrelated") { benchmark, store in
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(.binding(.set(\.bio, names[index & 1]))))
    }
    benchmark.stopMeasurement()
  }

  // Writes that re-run this many `observe` closures reading the written field. Each costs the
  // same per closure however many there are: with 1,000, a write took 7.7 times as long when the
  // store's buffer searched the closures it held before holding one more. The standard
  // registrar keeps its observers in hashed collections, whose growth depends on the process's
  // hash seed: their allocation counts vary by a few per thousand from run to run, which the
  // allocation check allows (a tolerance applies only to a metric the benchmark lists).
  for observerCount in [1, 10, 100, 1000] {
    Benchmark(
      "Observation.Notify(\(observerCount))",
      configuration: .operations(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 1.0])]
      )
    ) { @MainActor benchmark async in
      @Bindable var store = Store(initialState: Settings.State()) { Settings() }
      let displayName = $store.displayName
      let runs = Counts()
      let tokens = (0..<observerCount).map { _ in
        observe {
          blackHole(store.displayName)
          runs.observeRuns.add(1, ordering: .relaxed)
        }
      }
      let names = names
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        displayName.wrappedValue = names[index & 1]
      }
      benchmark.stopMeasurement()
      precondition(
        runs.observeRuns.load(ordering: .relaxed)
          == observerCount * (benchmark.scaledIterations.count + 1)
      )
      blackHole(tokens)
    }
  }

  // Writes of the value the observed field already has.
  observationBenchmark("Observation.Equal") { benchmark, store in
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.send(.binding(.set(\.displayName, ""))))
    }
    benchmark.stopMeasurement()
  }
}

/// Registers a benchmark that runs `body` on a settings store whose display name is observed,
/// records how many notifications the observers received as the `notifications` metric, and
/// fails the run if there were any.
///
/// The failure is a crash in the benchmark's teardown: `benchmark.error(_:)` only prints its
/// message (and a thresholds check then passes without this benchmark's results), while a
/// benchmark process that crashes fails every command; and in the teardown the benchmark's
/// output is no longer suppressed, so the message is printed.
private func observationBenchmark(
  _ name: String,
  body: @escaping @MainActor (Benchmark, StoreOf<Settings>) -> Void
) {
  let tally = Tally()
  Benchmark(
    name,
    configuration: .operations(metrics: [.wallClock, .throughput, notifications])
  ) { @MainActor benchmark async in
    let store = Store(initialState: Settings.State()) { Settings() }
    let observers = Observers(store, tally: tally)
    body(benchmark, store)
    benchmark.measurement(notifications, observers.stop())
  } teardown: {
    let count = tally.notifications.load(ordering: .relaxed)
    guard count == 0 else {
      fatalError(
        """
        \(name): observers of the display name were notified \(count) times; writes that leave \
        it unchanged must notify nobody.
        """
      )
    }
  }
}

/// Two observers of a store's display name that count what they are told.
@MainActor
private final class Observers {
  private let tally: Tally
  private let counts = Counts()
  private var token: ObserveToken?

  init(_ store: StoreOf<Settings>, tally: Tally) {
    self.tally = tally
    let counts = self.counts
    self.token = observe {
      blackHole(store.displayName)
      counts.observeRuns.add(1, ordering: .relaxed)
    }
    withObservationTracking {
      blackHole(store.displayName)
    } onChange: {
      counts.trackingChanges.add(1, ordering: .relaxed)
    }
  }

  /// Stops observing, adds the notifications to the tally, and returns their number.
  func stop() -> Int {
    self.token?.cancel()
    // `observe` runs its closure once when it starts; every further run is a notification.
    let count =
      self.counts.observeRuns.load(ordering: .relaxed) - 1
      + self.counts.trackingChanges.load(ordering: .relaxed)
    self.tally.notifications.add(count, ordering: .relaxed)
    return count
  }
}

/// Counters that `withObservationTracking`'s `onChange` can update from any thread.
private final class Counts: Sendable {
  let observeRuns = Atomic(0)
  let trackingChanges = Atomic(0)
}

/// The notifications of every iteration of a benchmark, for its teardown to check.
private final class Tally: Sendable {
  let notifications = Atomic(0)
}
