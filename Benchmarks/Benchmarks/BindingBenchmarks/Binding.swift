import Benchmark
import BenchmarkSettings
import ComposableArchitecture

/// The binding paths and their peers, on the settings feature: each operation writes the display
/// name, alternating between two values.
func registerBindingBenchmarks() {
  Benchmark("Binding.Send") { @MainActor benchmark async in
    let store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(.binding(.set(\.displayName, names[index & 1]))))
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  // What a text field does on each keystroke: the binding was made when the view was built.
  Benchmark("Binding.Dollar") { @MainActor benchmark async in
    @Bindable var store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    let displayName = $store.displayName
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      displayName.wrappedValue = names[index & 1]
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  Benchmark("Binding.Dollar.Create") { @MainActor benchmark async in
    @Bindable var store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      $store.displayName.wrappedValue = names[index & 1]
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  Benchmark("Binding.Sending") { @MainActor benchmark async in
    @Bindable var store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    let displayName = $store.displayName.sending(\.displayNameChanged)
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      displayName.wrappedValue = names[index & 1]
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  // Creating a binding from a case key path costs far more than writing through it, so it is
  // measured apart.
  Benchmark("Binding.Sending.Create") { @MainActor benchmark async in
    @Bindable var store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      $store.displayName.sending(\.displayNameChanged).wrappedValue = names[index & 1]
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  Benchmark("AdHoc.Send") { @MainActor benchmark async in
    let store = Store(initialState: Settings.State()) { Settings() }
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(store.send(.displayNameChanged(names[index & 1])))
    }
    benchmark.stopMeasurement()
    precondition(store.displayName == names[(benchmark.scaledIterations.count - 1) & 1])
  }

  Benchmark("Reducer.Direct") { @MainActor benchmark async in
    let reducer = Settings()
    var state = Settings.State()
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      blackHole(reducer.reduce(into: &state, action: .displayNameChanged(names[index & 1])))
    }
    benchmark.stopMeasurement()
    blackHole(state)
  }

  // The limit: a write into a plain struct, no store, no reducer, no observation.
  Benchmark("Floor") { @MainActor benchmark async in
    var state = PlainSettings()
    let names = names
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
      state.displayName = names[index & 1]
      blackHole(state)
    }
    benchmark.stopMeasurement()
  }
}

/// The settings state without observation: what `Floor` writes into.
private struct PlainSettings {
  var displayName = ""
  var enableNotifications = false
  var posts = 0
}
