import Benchmark
import BenchmarkSettings
import ComposableArchitecture

/// Scoping, and sending through scopes.
func registerStoreBenchmarks() {
  // What a view does each time it is rendered: scope to a child it has scoped to before.
  Benchmark("Store.Scope") { @MainActor benchmark async in
    let store = Store(initialState: SettingsList.State()) { SettingsList() }
    let child = store.scope(state: \.settings, action: \.settings)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(store.scope(state: \.settings, action: \.settings))
    }
    benchmark.stopMeasurement()
    blackHole(child)
  }

  // The first scope to a child: a store that has never been scoped that way.
  Benchmark("Store.Scope.Create") { @MainActor benchmark async in
    let stores = benchmark.scaledIterations.map { _ in
      Store(initialState: SettingsList.State()) { SettingsList() }
    }
    var children: [StoreOf<Settings>] = []
    children.reserveCapacity(stores.count)
    benchmark.startMeasurement()
    for store in stores {
      children.append(store.scope(state: \.settings, action: \.settings))
    }
    benchmark.stopMeasurement()
    blackHole(children)
  }

  Benchmark("NestedStore.Send") { @MainActor benchmark async in
    let root = Store(initialState: Level9.State()) { Level9() }
    let store = scopeToSettings(root)
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(.displayNameChanged(names[index & 1])))
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
    precondition(
      root.state.child.child.child.child.child.child.child.child.child.displayName
        == store.displayName
    )
  }
}

/// A binding written at the leaf of a tree five features deep: the settings store at depth 5.
func registerNestedBindingBenchmark() {
  Benchmark("NestedStore.Binding(5)") { @MainActor benchmark async in
    let root = Store(initialState: Level4.State()) { Level4() }
    @Bindable var leaf = settingsStoreAtDepth5(root)
    let displayName = $leaf.displayName
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      displayName.wrappedValue = names[index & 1]
    }
    benchmark.stopMeasurement()
    precondition(
      root.state.child.child.child.child.displayName
        == names[(benchmark.scaledIterations.count - 1) & 1]
    )
  }
}

/// The settings store at depth 10: the root scoped nine times.
@MainActor
private func scopeToSettings(_ root: StoreOf<Level9>) -> StoreOf<Settings> {
  root
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
}
