#if os(Linux) || os(macOS)
  import Testing

  @Suite(
    .serialized,
    .enabled(
      if: SnippetTypeChecker.compiler != nil,
      "No Swift compiler ('swiftc') on PATH to type-check snippets with"
    )
  )
  struct BindingsCompileTimeTests {
    /// A store whose action isn't a `BindableAction` can't derive `$store.field`: the error says
    /// what to do instead, and `sending` bindings and reads still compile.
    @Test func aStoreWithoutBindableActionsSaysHowToBind() async throws {
      let source = """
        import ComposableArchitecture

        @Reducer
        struct Feature {
          @ObservableState
          struct State: Equatable {
            var name = ""
          }
          enum Action {
            case nameChanged(String)
          }
          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        func field(_ text: Binding<String>) {}

        @MainActor
        func view(_ store: StoreOf<Feature>) {
          @Bindable var store = store
          field($store.name.sending(\\.nameChanged))
          _ = store.name
          field($store.name)
        }
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let bindingLine = try #require(lines.firstIndex(of: "  field($store.name)")) + 1
      #expect(Set(errors.map(\.line)) == [bindingLine], "\(errors)")
      #expect(
        errors.contains {
          $0.line == bindingLine
            && $0.message.contains("'BindableAction'")
            && $0.message.contains(#"'$store.field.sending(\.fieldChanged)'"#)
        },
        "\(errors)"
      )
    }
  }
#endif
