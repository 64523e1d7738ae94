import ComposableArchitecture
import Foundation
import BenchmarkSettings

// Runs one operation N times, so that callgrind can count instructions per operation as
// (I(N = 6000) − I(N = 2000)) / 4000. Usage: InstructionCounts <operation> <N>

@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

let operations = [
  "binding", "dollar", "dollar.create", "sending", "sending.create", "adhoc", "direct", "floor",
  "row", "row100000", "nested5", "observers1", "observers10", "observers100", "casekeypath", "body",
]
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "list" {
  print(operations.joined(separator: "\n"))
  exit(0)
}
if arguments.count == 2, arguments[1] == "describe" {
  // How a binding action prints in a release build: CI checks that fields are named.
  print(String(customDumping: Settings.Action.binding(.set(\.displayName, "Blob"))))
  exit(0)
}
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: InstructionCounts <operation> <N>, with an operation from `InstructionCounts list`")
  exit(2)
}
let names = (0..<2).map { "Blob \($0)" }

MainActor.assumeIsolated {
  let store = Store(initialState: Settings.State()) { Settings() }
  var state = Settings.State()
  let reducer = Settings()
  var plain = (displayName: "", count: 0)
  switch arguments[1] {
  case "binding":
    for index in 0..<count {
      store.send(.binding(.set(\.displayName, names[index & 1])))
    }
  case "dollar":
    // What a text field does on each keystroke: the binding was made when the view was built.
    @Bindable var bindable = store
    let displayName = $bindable.displayName
    for index in 0..<count {
      displayName.wrappedValue = names[index & 1]
    }
  case "dollar.create":
    @Bindable var bindable = store
    for index in 0..<count {
      $bindable.displayName.wrappedValue = names[index & 1]
    }
  case "sending":
    @Bindable var bindable = store
    let displayName = $bindable.displayName.sending(\.displayNameChanged)
    for index in 0..<count {
      displayName.wrappedValue = names[index & 1]
    }
  case "sending.create":
    @Bindable var bindable = store
    for index in 0..<count {
      $bindable.displayName.sending(\.displayNameChanged).wrappedValue = names[index & 1]
    }
  case "adhoc":
    for index in 0..<count {
      store.send(.displayNameChanged(names[index & 1]))
    }
  case "direct":
    for index in 0..<count {
      blackHole(reducer.reduce(into: &state, action: .displayNameChanged(names[index & 1])))
    }
  case "row", "row100000":
    // A row's field written through its `forEach` store, in a list of 10 or 100,000 rows.
    let rowCount = arguments[1] == "row" ? 10 : 100_000
    let list = Store(initialState: SettingsList.State(rowCount: rowCount)) { SettingsList() }
    @Bindable var rowStore = list.scope(state: \.rows, action: \.rows)[rowCount / 2]
    let title = $rowStore.title
    for index in 0..<count {
      title.wrappedValue = names[index & 1]
    }
  case "nested5":
    // A binding at the leaf of a tree five features deep: the settings store at depth 5.
    let root = Store(initialState: Level4.State()) { Level4() }
    @Bindable var leaf = settingsStoreAtDepth5(root)
    let displayName = $leaf.displayName
    for index in 0..<count {
      displayName.wrappedValue = names[index & 1]
    }
  case "observers1", "observers10", "observers100":
    // A binding write that re-runs this many `observe` closures reading the field.
    let observerCount = Int(arguments[1].dropFirst("observers".count))!
    @Bindable var bindable = store
    let displayName = $bindable.displayName
    var runs = 0
    let tokens = (0..<observerCount).map { _ in
      observe {
        blackHole(store.displayName)
        runs += 1
      }
    }
    for index in 0..<count {
      displayName.wrappedValue = names[index & 1]
    }
    precondition(runs == observerCount * (count + 1))
    blackHole(tokens)
  case "casekeypath":
    // What a case key path literal costs the runtime each time it is evaluated.
    for _ in 0..<count {
      let keyPath: CaseKeyPath<SettingsList.Action, IdentifiedActionOf<Row>> = \.rows
      blackHole(keyPath)
    }
  case "body":
    // What building a body costs: what every action paid when bodies were built per action.
    let reducer = SettingsList()
    for _ in 0..<count {
      blackHole(reducer.body)
    }
  case "floor":
    for index in 0..<count {
      plain.displayName = names[index & 1]
      blackHole(plain)
    }
  default:
    print("unknown operation \(arguments[1])")
    exit(2)
  }
  blackHole(store.displayName)
  blackHole(state)
}
