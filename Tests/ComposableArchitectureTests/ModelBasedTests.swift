#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Foundation
  import Testing

  // Thousands of random steps through a store, checked after each one against a plain struct
  // that does the same thing in the simplest way: the state must match, and every observer must
  // show the current value, having re-run exactly when what it read changed.

  @Reducer
  private struct Modeled {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var count = 0
      var flag = false
      var nameChanges = 0
      var child = ModeledChild.State()
      var saved = ModeledChild.State()
      var rows: IdentifiedArrayOf<ModeledRow.State> = []
    }

    enum Action: BindableAction {
      case addRow(Int)
      case binding(BindingAction<State>)
      case child(ModeledChild.Action)
      case increment
      case removeRow(Int)
      case restore
      case rows(IdentifiedActionOf<ModeledRow>)
      case save
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.name) { _, _ in
          Reduce { state, _ in
            state.nameChanges += 1
            return .none
          }
        }
      Scope(state: \.child, action: \.child) {
        ModeledChild()
      }
      Reduce { state, action in
        switch action {
        case let .addRow(id):
          state.rows.append(ModeledRow.State(id: id))
        case .increment:
          state.count += 1
        case let .removeRow(id):
          state.rows.remove(id: id)
        case .restore:
          state.child = state.saved
        case .save:
          state.saved = state.child
        case .binding, .child, .rows:
          break
        }
        return .none
      }
      .forEach(\.rows, action: \.rows) {
        ModeledRow()
      }
    }
  }

  @Reducer
  private struct ModeledChild {
    @ObservableState
    struct State: Equatable {
      var text = ""
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  @Reducer
  private struct ModeledRow {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var title = ""
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
    }
  }

  /// What the store's state should be, kept the plain way.
  private struct Expected: Equatable {
    var name = ""
    var count = 0
    var flag = false
    var nameChanges = 0
    var childText = ""
    var savedText = ""
    var rows: [(id: Int, title: String)] = []
    /// Whether the saved child is the child as it is (saved, and not touched since): restoring it
    /// then changes nothing.
    var savedIsCurrent = false

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.name == rhs.name && lhs.count == rhs.count && lhs.flag == rhs.flag
        && lhs.nameChanges == rhs.nameChanges && lhs.childText == rhs.childText
        && lhs.savedText == rhs.savedText && lhs.rows.map(\.id) == rhs.rows.map(\.id)
        && lhs.rows.map(\.title) == rhs.rows.map(\.title)
    }
  }

  /// One step: something a view or the feature does.
  private enum Step: CustomStringConvertible {
    case setName(String)
    case writeName(String)
    case setCount(Int)
    case increment
    case setFlag(Bool)
    case writeChildText(String)
    case save
    case restore
    case addRow
    case removeRow(index: Int)
    case writeRowTitle(index: Int, String)

    var description: String {
      switch self {
      case let .setName(name): ".setName(\(name.debugDescription))"
      case let .writeName(name): ".writeName(\(name.debugDescription))"
      case let .setCount(count): ".setCount(\(count))"
      case .increment: ".increment"
      case let .setFlag(flag): ".setFlag(\(flag))"
      case let .writeChildText(text): ".writeChildText(\(text.debugDescription))"
      case .save: ".save"
      case .restore: ".restore"
      case .addRow: ".addRow"
      case let .removeRow(index): ".removeRow(index: \(index))"
      case let .writeRowTitle(index, title):
        ".writeRowTitle(index: \(index), \(title.debugDescription))"
      }
    }

    /// A random step. Values come from small sets, so that writes of an equal value happen.
    static func random(using generator: inout SplitMix64) -> Step {
      let words = ["", "a", "b", "Blob"]
      let word = words[Int(generator.next() % UInt64(words.count))]
      let index = Int(generator.next() % 8)
      switch generator.next() % 11 {
      case 0: return .setName(word)
      case 1: return .writeName(word)
      case 2: return .setCount(Int(generator.next() % 3))
      case 3: return .increment
      case 4: return .setFlag(generator.next() % 2 == 0)
      case 5: return .writeChildText(word)
      case 6: return .save
      case 7: return .restore
      case 8: return .addRow
      case 9: return .removeRow(index: index)
      default: return .writeRowTitle(index: index, word)
      }
    }
  }

  /// A small, fast, seedable random number generator.
  private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      self.state &+= 0x9E37_79B9_7F4A_7C15
      var z = self.state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// An observer of one value of the store: what it showed last, and how often it ran.
  @MainActor
  private final class Observer<Value: Equatable> {
    private(set) var shown: Value
    private(set) var runs = 0
    private var token: ObserveToken?

    init(_ read: @escaping @MainActor () -> Value) {
      self.shown = read()
      self.token = observe { [weak self] in
        guard let self else { return }
        self.shown = read()
        self.runs += 1
      }
    }
  }

  /// Runs steps against a store and the plain model; returns the first mismatch, if any.
  @MainActor
  private func run(_ steps: [Step]) async -> String? {
    let store = Store(initialState: Modeled.State()) { Modeled() }
    @Bindable var bindable = store
    let childStore = store.scope(state: \.child, action: \.child)
    @Bindable var child = childStore
    var expected = Expected()
    var nextRowID = 0

    let name = Observer { store.name }
    let count = Observer { store.count }
    let flag = Observer { store.flag }
    let nameChanges = Observer { store.nameChanges }
    let childText = Observer { store.child.text }
    let rowIDs = Observer { store.rows.ids.elements }
    let firstTitle = Observer { store.rows.first?.title }

    for (number, step) in steps.enumerated() {
      if number % 100 == 99 {
        // Lets the other tests on the main actor run meanwhile (their effects have timeouts).
        await Task.yield()
      }
      let before = expected
      let runsBefore = [
        name.runs, count.runs, flag.runs, nameChanges.runs, childText.runs, rowIDs.runs,
        firstTitle.runs,
      ]
      var childIdentityChanged = false

      switch step {
      case let .setName(value):
        store.send(.binding(.set(\.name, value)))
        expected.name = value
      case let .writeName(value):
        $bindable.name.wrappedValue = value
        expected.name = value
      case let .setCount(value):
        store.send(.binding(.set(\.count, value)))
        expected.count = value
      case .increment:
        store.send(.increment)
        expected.count += 1
      case let .setFlag(value):
        store.send(.binding(.set(\.flag, value)))
        expected.flag = value
      case let .writeChildText(value):
        $child.text.wrappedValue = value
        expected.childText = value
        // Modified in place through the parent: it gets a new identity.
        expected.savedIsCurrent = false
      case .save:
        store.send(.save)
        expected.savedText = expected.childText
        expected.savedIsCurrent = true
      case .restore:
        store.send(.restore)
        childIdentityChanged = !expected.savedIsCurrent
        expected.childText = expected.savedText
        expected.savedIsCurrent = true
      case .addRow:
        store.send(.addRow(nextRowID))
        expected.rows.append((nextRowID, ""))
        nextRowID += 1
      case let .removeRow(index):
        guard index < expected.rows.count else { continue }
        store.send(.removeRow(expected.rows[index].id))
        expected.rows.remove(at: index)
      case let .writeRowTitle(index, title):
        guard index < expected.rows.count else { continue }
        @Bindable var row = store.scope(state: \.rows, action: \.rows)[index]
        $row.title.wrappedValue = title
        expected.rows[index].title = title
      }
      if expected.name != before.name {
        expected.nameChanges += 1
      }

      let state = store.state
      let actual = Expected(
        name: state.name,
        count: state.count,
        flag: state.flag,
        nameChanges: state.nameChanges,
        childText: state.child.text,
        savedText: state.saved.text,
        rows: state.rows.map { ($0.id, $0.title) }
      )
      guard actual == expected else {
        return "step \(number) \(step): state \(actual) != expected \(expected)"
      }

      // What each observer shows, and whether it re-ran, given what it read.
      let rowIDsChanged = expected.rows.map(\.id) != before.rows.map(\.id)
      let checks: [(String, Bool, Bool, Int)] = [
        ("name", name.shown == expected.name, expected.name != before.name, name.runs),
        ("count", count.shown == expected.count, expected.count != before.count, count.runs),
        ("flag", flag.shown == expected.flag, expected.flag != before.flag, flag.runs),
        (
          "nameChanges", nameChanges.shown == expected.nameChanges,
          expected.nameChanges != before.nameChanges, nameChanges.runs
        ),
        (
          "childText", childText.shown == expected.childText,
          expected.childText != before.childText || childIdentityChanged, childText.runs
        ),
        ("rowIDs", rowIDs.shown == expected.rows.map(\.id), rowIDsChanged, rowIDs.runs),
        (
          "firstTitle", firstTitle.shown == expected.rows.first?.title,
          rowIDsChanged || expected.rows.first?.title != before.rows.first?.title,
          firstTitle.runs
        ),
      ]
      for (index, (label, showsCurrent, shouldRerun, runs)) in checks.enumerated() {
        guard showsCurrent else {
          return "step \(number) \(step): the \(label) observer shows a stale value"
        }
        let reruns = runs - runsBefore[index]
        guard reruns == (shouldRerun ? 1 : 0) else {
          return """
            step \(number) \(step): the \(label) observer re-ran \(reruns) times, \
            expected \(shouldRerun ? 1 : 0)
            """
        }
      }
    }
    return nil
  }

  /// The shortest sequence found, by removing steps, that still fails.
  @MainActor
  private func shrink(_ steps: [Step]) async -> [Step] {
    var steps = steps
    var chunk = max(1, steps.count / 2)
    // Bounded: each pass removes steps or halves the chunk.
    while chunk >= 1 {
      var removedAny = false
      var start = 0
      while start < steps.count {
        var candidate = steps
        candidate.removeSubrange(start..<min(start + chunk, steps.count))
        if await run(candidate) != nil {
          steps = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny {
        chunk /= 2
      }
    }
    return steps
  }

  @MainActor
  struct ModelBasedTests {
    @Test func tenThousandRandomStepsMatchThePlainModel() async {
      let seed =
        ProcessInfo.processInfo.environment["MODEL_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 0...UInt64.max)
      var generator = SplitMix64(state: seed)
      let steps = (0..<10_000).map { _ in Step.random(using: &generator) }

      guard let failure = await run(steps) else { return }
      let minimal = await shrink(steps)
      Issue.record(
        """
        \(failure)
        Seed: \(seed) (run again with MODEL_SEED=\(seed))
        Smallest failing sequence (\(minimal.count) steps): \(minimal)
        \(await run(minimal) ?? "")
        """
      )
    }
  }
#endif
