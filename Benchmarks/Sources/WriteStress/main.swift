import BenchmarkSettings
import ComposableArchitecture
import Dispatch
import Glibc
import Synchronization

// Makes and applies binding actions for the same fields from several threads at once, in a
// release build (the optimizer is what decides where a reference is retained), and checks that
// every action keeps the value it was made with. Binding writes are reused once nobody holds
// them, so this is what would catch two threads taking the same write, or a write freed while
// in use. Exits 1 on a wrong value; a use after free crashes. Run by Benchmarks/ci.sh.
//
// Usage: WriteStress [iterations per thread]

let iterations =
  CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200_000 : 200_000
let threads = 8
let wrongValues = Atomic<Int>(0)

DispatchQueue.concurrentPerform(iterations: threads) { thread in
  var state = Settings.State()
  let reducer = BindingReducer<Settings.State, Settings.Action, Settings.Action>()
  var wrong = 0
  // Now and then an action is kept for a while, as a test store or a queued action would keep
  // it: then the field's next write can't be reused and is made anew, while other threads take
  // and make writes of the same field.
  var kept: [(BindingAction<Settings.State>, Int)] = []
  for index in 0..<iterations {
    let posts = thread &* iterations &+ index
    let name = "\(thread)-\(index)"  // Not a small string: it has storage of its own.
    let postsAction = BindingAction<Settings.State>.set(\.posts, posts)
    let nameAction = BindingAction<Settings.State>.set(\.displayName, name)
    if postsAction.value as? Int != posts { wrong += 1 }
    if nameAction.value as? String != name { wrong += 1 }
    _ = reducer.reduce(into: &state, action: .binding(postsAction))
    _ = reducer.reduce(into: &state, action: .binding(nameAction))
    if state.posts != posts || state.displayName != name { wrong += 1 }
    // Held until here: another thread must not have taken these writes in the meantime.
    if postsAction.value as? Int != posts || nameAction.value as? String != name { wrong += 1 }
    if index % 7 == 0 {
      kept.append((postsAction, posts))
    }
    if kept.count == 4 {
      for (action, posts) in kept where action.value as? Int != posts { wrong += 1 }
      kept.removeAll(keepingCapacity: true)
    }
  }
  wrongValues.add(wrong, ordering: .relaxed)
}

let wrong = wrongValues.load(ordering: .relaxed)
print("WriteStress: \(threads) threads × \(iterations) writes of 2 fields, \(wrong) wrong values")
exit(wrong == 0 ? 0 : 1)
