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
  "row", "ckp", "wkp", "body",
]
let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "list" {
  print(operations.joined(separator: "\n"))
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
  case "row":
    let list = Store(initialState: SettingsList.State(rowCount: 10)) { SettingsList() }
    @Bindable var rowStore = list.scope(state: \.rows, action: \.rows)[5]
    let title = $rowStore.title
    for index in 0..<count {
      title.wrappedValue = names[index & 1]
    }
  case "ckp":
    for _ in 0..<count {
      let kp: CaseKeyPath<SettingsList.Action, IdentifiedActionOf<Row>> = \.rows
      blackHole(kp)
    }
  case "wkp":
    for _ in 0..<count {
      let kp: WritableKeyPath<SettingsList.State, IdentifiedArrayOf<Row.State>> = \.rows
      blackHole(kp)
    }
  case "body":
    let r = SettingsList()
    for _ in 0..<count {
      blackHole(r.body)
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
