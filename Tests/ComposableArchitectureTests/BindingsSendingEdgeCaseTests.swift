#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  /// A generic feature, with a backticked case name and label, a nested type named `Value`, and a
  /// case in an `#if` block: the action's case constructors are still found.
  @Reducer
  private struct Generic<Item: Equatable & Sendable> {
    @ObservableState
    struct State: Equatable {
      var item: Item
      var isOn = false
    }

    enum Action: Equatable {
      case `default`(Bool)
      case itemChanged(Item)
      case moved(`in`: Int)
      case value(Value)
      #if DEBUG
        case debugToggled(Bool)
      #endif

      struct Value: Equatable {}
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .default(isOn):
          state.isOn = isOn
        case let .itemChanged(item):
          state.item = item
        case .moved, .value:
          break
        #if DEBUG
          case let .debugToggled(isOn):
            state.isOn = isOn
        #endif
        }
        return .none
      }
    }
  }

  /// A feature whose action has no cases: `@Reducer` gives it nothing that could warn.
  @Reducer
  private struct Silent {
    struct State: Equatable {}
    enum Action {}
    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  @MainActor
  struct BindingsSendingEdgeCaseTests {
    @Test func anActionWithoutCasesIsNotEmbeddable() {
      let silent: Any.Type = Silent.Action.self
      let generic: Any.Type = Generic<Int>.Action.self
      #expect(!(silent is any _$CaseAccessible.Type))
      #expect(generic is any _$CaseAccessible.Type)
    }

    @Test func aGenericFeaturesActionHandsOutItsConstructors() throws {
      typealias Action = Generic<String>.Action
      let item = try #require(Action._$casePath(for: \.itemChanged))
      #expect(item.embed("Blob") == .itemChanged("Blob"))
      #expect(item.extract(.itemChanged("Blob")) == "Blob")
      let isOn = try #require(Action._$casePath(for: \.default))
      #expect(isOn.embed(true) == .default(true))
      let moved = try #require(Action._$casePath(for: \.moved))
      #expect(moved.embed(3) == .moved(in: 3))
      #expect(moved.extract(.moved(in: 4)) == 4)
    }

    @Test func sendingBindingsOfAGenericFeature() {
      @Bindable var store = Store(initialState: Generic<String>.State(item: "")) {
        Generic<String>()
      }
      $store.item.sending(\.itemChanged).wrappedValue = "Blob"
      $store.isOn.sending(\.default).wrappedValue = true
      #if DEBUG
        $store.isOn.sending(\.debugToggled).wrappedValue = false
      #endif
      #expect(store.item == "Blob")
      #if DEBUG
        #expect(!store.isOn)
      #else
        #expect(store.isOn)
      #endif
    }
  }
#endif
