import Benchmark
import ComposableArchitecture

/// A row of a list that every page shows.
@Reducer
struct BenchmarkSharedRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A page's feature: the list, kept in `@Shared` so that every page shows the same one.
@Reducer
struct BenchmarkSharedList {
  @ObservableState
  struct State {
    @Shared var rows: IdentifiedArrayOf<BenchmarkSharedRow.State>

    init(rows: Shared<IdentifiedArrayOf<BenchmarkSharedRow.State>>) {
      self._rows = rows
    }

    var rowsLeft: Int {
      self.rows.count { !$0.isDone }
    }
  }
  enum Action {
    case rowToggled(Int)
    case rows(IdentifiedActionOf<BenchmarkSharedRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .rowToggled(id) = action {
        state.$rows.withLock { $0[id: id]?.isDone.toggle() }
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) {
      BenchmarkSharedRow()
    }
  }

  static let remoteFeature = RemoteFeatureOf<Self> {
    RemoteValue("rowsLeft") { $0.rowsLeft }
    RemoteRows(\.rows, action: \.rows) {
      RemoteBindingField(\.title)
      RemoteBindingField(\.isDone)
    }
  }
}

/// A change to a list that many pages show: each page's session reads the list again and sends
/// what changed. Its heap allocations count what the sessions' observations cost Observation:
/// tracking each row of each page (as they did before reading from the store's root) allocates
/// per row, and is caught here.
func registerRemoteBenchmarks() {
  let pages = 100
  let rowCount = 50
  Benchmark(
    "Remote.SharedListChange(\(pages)x\(rowCount))",
    configuration: .operations(
      scalingFactor: .one,
      metrics: [.wallClock, .throughput, .mallocCountTotal],
      maxIterations: 200,
      thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 5.0])]
    )
  ) { @MainActor benchmark async in
    let rows = Shared(
      value: IdentifiedArray(
        uniqueElements: (0..<rowCount).map { BenchmarkSharedRow.State(id: $0, title: "Row \($0)") }
      )
    )
    var messages = 0
    var sessions: [RemoteSession<BenchmarkSharedList.State, BenchmarkSharedList.Action>] = []
    for _ in 0..<pages {
      let session = RemoteSession(
        store: Store(initialState: BenchmarkSharedList.State(rows: rows)) { BenchmarkSharedList() },
        feature: BenchmarkSharedList.remoteFeature
      ) { _ in messages += 1 }
      session.start()
      sessions.append(session)
    }
    let author = sessions[0].store
    messages = 0
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      // Told to every page when the action is done: each page sends the row and the count.
      author.send(.rowToggled(index % rowCount))
    }
    benchmark.stopMeasurement()
    precondition(messages == pages * 2 * benchmark.scaledIterations.count)
    for session in sessions {
      session.stop()
    }
  }
}
