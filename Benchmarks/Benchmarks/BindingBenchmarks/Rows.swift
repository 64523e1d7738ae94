import Benchmark
import BenchmarkSettings
import ComposableArchitecture

/// Writes to one row of a list, through the list's `forEach` scope, for lists of different sizes:
/// a row write must cost the same whatever the number of rows.
func registerRowBenchmarks() {
  for rowCount in [10, 1_000, 100_000] {
    // One warm-up iteration: an iteration of a slow row write must not cost the suite minutes.
    Benchmark(
      "Rows.Binding(\(rowCount))",
      configuration: .operations(warmupIterations: 1)
    ) { @MainActor benchmark async in
      let store = Store(initialState: SettingsList.State(rowCount: rowCount)) { SettingsList() }
      @Bindable var rowStore = store.scope(state: \.rows, action: \.rows)[rowCount / 2]
      let title = $rowStore.title
      let names = names
      benchmark.startMeasurement()
      for index in benchmark.scaledIterations {
        title.wrappedValue = names[index & 1]
      }
      benchmark.stopMeasurement()
      precondition(
        store.rows[rowCount / 2].title == names[(benchmark.scaledIterations.count - 1) & 1]
      )
    }
  }

  // A test's send, with its assertion, on a feature with a large state: the cost of diffing. The
  // test store yields to let effects start, and how many allocations the suspended task makes
  // varies by a few percent from run to run, which the allocation check allows.
  Benchmark(
    "TestStore.Send",
    configuration: .operations(
      scalingFactor: .one,
      metrics: [.wallClock, .throughput, .mallocCountTotal],
      maxDuration: .seconds(2),
      maxIterations: 200,
      thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 5.0])]
    )
  ) { @MainActor benchmark async in
    let store = TestStore(initialState: SettingsList.State(rowCount: 10_000)) { SettingsList() }
    let id = 5_000
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      let name = names[index & 1]
      await store.send(.rows(.element(id: id, action: .binding(.set(\.title, name))))) {
        $0.rows[id: id]?.title = name
      }
    }
    benchmark.stopMeasurement()
  }
}
