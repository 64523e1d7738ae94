import Benchmark

// The benchmarks of what a binding write, and everything around it, costs. The plugin runs this
// executable; each benchmark runs in a process of its own.
//
// Metrics. Every benchmark measures wall clock and throughput only, unless it says otherwise.
// Heap allocations are measured on their own, by overriding the metrics from the command line:
//
//   swift package benchmark --metric mallocCountTotal
//
// (which is what `thresholds update` and `thresholds check` run), so that counting allocations
// never slows down a timed run and a timed run never adds to an allocation count.
//
// Units. An iteration performs an operation `benchmark.scaledIterations.count` times (1,000 unless
// the configuration says otherwise). The tables show results per operation (the rows marked *);
// the files in Thresholds/ hold allocation counts per iteration, 1,000 operations.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .operations()

  registerBindingBenchmarks()
  registerStoreBenchmarks()
  registerNestedBindingBenchmark()
  registerRowBenchmarks()
  registerObservationBenchmarks()
  registerRemoteBenchmarks()
  #if !canImport(Darwin)
    registerViewBenchmarks()
  #endif
}

extension Benchmark.Configuration {
  /// A configuration for benchmarks that perform an operation `scalingFactor` times an iteration,
  /// with a bounded run time so that the suite runs in a few minutes on two cores.
  static func operations(
    scalingFactor: BenchmarkScalingFactor = .kilo,
    metrics: [BenchmarkMetric] = [.wallClock, .throughput],
    warmupIterations: Int = 3,
    maxDuration: Duration = .seconds(1),
    maxIterations: Int = 1_000,
    thresholds: [BenchmarkMetric: BenchmarkThresholds]? = nil
  ) -> Self {
    .init(
      metrics: metrics,
      // One unit for every benchmark, so that their results read side by side.
      timeUnits: .nanoseconds,
      warmupIterations: warmupIterations,
      scalingFactor: scalingFactor,
      maxDuration: maxDuration,
      maxIterations: maxIterations,
      thresholds: thresholds
    )
  }
}

/// Two values that are small strings (stored inline, so writing them allocates nothing) and
/// differ, so that every write changes the state.
let names = ["Blob 0", "Blob 1"]
