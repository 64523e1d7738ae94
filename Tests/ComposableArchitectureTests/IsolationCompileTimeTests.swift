#if os(Linux) || os(macOS)
  import Testing

  /// `Store`, `TestStore` and `ViewStore` are `@preconcurrency @MainActor`, as TCA declares them:
  /// code written before strict concurrency that reads a store's state from a closure that isn't
  /// isolated to the main actor gets a warning, as with TCA, not an error.
  @Suite(.typeCheckingSnippets)
  struct IsolationCompileTimeTests {
    @Test(arguments: [5, 6])
    func readingAStoresStateFromASendableClosureWarns(swiftVersion: Int) async throws {
      let source = """
        import ComposableArchitecture
        import ConcurrencyExtras

        @Reducer
        struct Counter {
          @ObservableState
          struct State: Equatable {
            var count = 0
          }
          enum Action {
            case tapped
          }
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        @MainActor
        func check(
          _ store: StoreOf<Counter>,
          _ testStore: TestStoreOf<Counter>,
          _ viewStore: ViewStoreOf<Counter>
        ) {
          let isolated = LockIsolated(0)
          _ = isolated.withValue { $0 == store.state.count }
          _ = isolated.withValue { $0 == testStore.state.count }
          _ = isolated.withValue { $0 == viewStore.state.count }
        }
        """
      let diagnostics = try await SnippetTypeChecker.diagnostics(
        typeChecking: source,
        swiftVersion: swiftVersion
      )
      #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
        .filter { $0.element.contains("isolated.withValue") }
        .map { $0.offset + 1 }
      for line in lines {
        #expect(
          diagnostics.warnings.contains {
            $0.line == line && $0.message.contains("main actor-isolated property 'state'")
          },
          "line \(line): \(diagnostics.warnings)"
        )
      }
    }
  }
#endif
