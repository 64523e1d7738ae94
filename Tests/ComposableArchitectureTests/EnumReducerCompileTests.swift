import ComposableArchitecture
import Testing

// Compile-time checks: `@Reducer` enums next to `@Reducer` structs in one file. Swift 6.3 used to
// crash (signal 11) or hang type-checking a file that declared a `@Reducer` struct, then a
// `@Reducer` enum, then another `@Reducer` struct, when the enum's generated `State` and `Action`
// got their conformances from nested extension macros. The enum's cases below also use a default
// argument, a directive and an ignored case.

private enum EnumsBetweenStructs {
  @Reducer
  struct Leaf {
    @ObservableState
    struct State: Equatable {
      var label = ""
    }
    enum Action: Equatable {
      case rename(String)
    }
    let prefix: String

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .rename(label):
          state.label = self.prefix + label
          return .none
        }
      }
    }
  }

  @Reducer
  enum First {
    case leaf(Leaf = Leaf(prefix: "first: "))
    case plain
  }

  @Reducer
  struct Middle {
    let context: String
  }

  @Reducer
  enum Second {
    case leaf(Leaf = Leaf(prefix: "second: "))
    #if DEBUG
      case debugLeaf(Leaf = Leaf(prefix: "debug: "))
    #endif
  }

  @Reducer
  struct Last {
    struct State {}
    enum Action { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      .none
    }
  }
}

@MainActor
struct EnumReducerCompileTests {
  @Test func aCaseWithADefaultArgumentRunsThatReducer() {
    var first = EnumsBetweenStructs.First.State.leaf(EnumsBetweenStructs.Leaf.State())
    _ = EnumsBetweenStructs.First.body.reduce(into: &first, action: .leaf(.rename("a")))
    #expect(first == .leaf(EnumsBetweenStructs.Leaf.State(label: "first: a")))

    var second = EnumsBetweenStructs.Second.State.leaf(EnumsBetweenStructs.Leaf.State())
    _ = EnumsBetweenStructs.Second.body.reduce(into: &second, action: .leaf(.rename("b")))
    #expect(second == .leaf(EnumsBetweenStructs.Leaf.State(label: "second: b")))
  }
}

extension EnumsBetweenStructs.First.State: Equatable {}
extension EnumsBetweenStructs.Second.State: Equatable {}
