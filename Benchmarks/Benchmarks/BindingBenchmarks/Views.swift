#if !canImport(Darwin)
  import Benchmark
  import ComposableArchitecture
  import SwiftUI

  /// A list that grows by a row per action, at the top, where the page shows it (a list shows
  /// its first rows, and more as the person scrolls: a row added past them shows nothing).
  @Reducer
  struct BenchmarkGrowingList {
    @ObservableState
    struct State {
      var rows: IdentifiedArrayOf<Row>

      struct Row: Equatable, Identifiable {
        let id: Int
        var title: String
      }
    }

    enum Action {
      case addButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped:
          let id = state.rows.count
          state.rows.insert(State.Row(id: id, title: "Row \(id)"), at: 0)
          return .none
        }
      }
    }
  }

  struct BenchmarkGrowingListView: View {
    let store: StoreOf<BenchmarkGrowingList>

    var body: some View {
      List {
        Button("Add") { store.send(.addButtonTapped) }
        ForEach(store.rows) { row in
          HStack {
            Text(row.title)
            Spacer()
            Text("#\(row.id)")
          }
        }
      }
    }
  }

  /// A row added to a list a page shows, by the page's press of Add: the session applies the
  /// event, the view's body runs again, the graph reconciles the rows shown, and the page is
  /// sent the new row (and, past the first page of rows, the removal of the one it pushed out).
  /// Its cost should not grow with the list: compare `Remote.ViewRowAdded(1000)` and
  /// `Remote.ViewRowAdded(10000)` with `Remote.ViewRowAdded(10)`.
  func registerViewBenchmarks() {
    for rowCount in [10, 1_000, 10_000] {
      Benchmark(
        "Remote.ViewRowAdded(\(rowCount))",
        configuration: .operations(
          scalingFactor: .one,
          metrics: [.wallClock, .throughput, .mallocCountTotal],
          maxIterations: 200,
          thresholds: [.mallocCountTotal: BenchmarkThresholds(relative: [.p90: 5.0])]
        )
      ) { @MainActor benchmark async in
        let rows = (0..<rowCount).map { BenchmarkGrowingList.State.Row(id: $0, title: "Row \($0)") }
        let store = Store(
          initialState: BenchmarkGrowingList.State(rows: IdentifiedArray(uniqueElements: rows))
        ) {
          BenchmarkGrowingList()
        }
        var sent: [String] = []
        let session = RemoteViewSession { BenchmarkGrowingListView(store: store) } send: {
          sent.append($0)
        }
        session.start()
        // The Add button's address: the `data-k` last before its label in the page's HTML.
        let html = sent[0]
        let label = html.range(of: ">Add<")!
        let key = html[..<label.lowerBound].ranges(of: #"data-k=\""#).last!
        let add = String(html[key.upperBound...].prefix(16))
        sent.removeAll()
        benchmark.startMeasurement()
        for seq in benchmark.scaledIterations {
          session.receive(#"{"control":"\#(add)","event":"press","seq":\#(seq)}"#)
        }
        benchmark.stopMeasurement()
        precondition(store.rows.count == rowCount + benchmark.scaledIterations.count)
        precondition(sent.count == benchmark.scaledIterations.count)
        session.stop()
      }
    }
  }
#endif
