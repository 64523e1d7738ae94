#if os(Linux) || os(macOS)
  import Foundation
  import Testing

  @Suite(
    .serialized,
    .enabled(
      if: SnippetTypeChecker.compiler != nil,
      "No Swift compiler ('swiftc') on PATH to type-check snippets with"
    )
  )
  struct LegacyCompileTimeTests {
    /// The view can write `@BindingState` fields, and no others: a binding to `isLoading`, which
    /// the reducer owns, doesn't compile, however it is asked for.
    @Test func onlyBindingStateFieldsCanBeBound() async throws {
      let source = """
        import ComposableArchitecture

        struct State: Equatable {
          @BindingState var displayName = ""
          var isLoading = false
        }

        enum Action: BindableAction {
          case binding(BindingAction<State>)
        }

        struct ViewState: Equatable {
          @BindingViewState var displayName: String
        }

        @MainActor
        func bindings(
          _ viewStore: ViewStore<State, Action>,
          _ bindingViewStore: BindingViewStore<State>
        ) {
          let displayName: Binding<String> = viewStore.$displayName
          _ = viewStore.binding(\\.$displayName)
          _ = ViewState(displayName: bindingViewStore.$displayName)
          _ = Action.set(\\.$displayName, "Blob")
          _ = displayName
          _ = viewStore.$isLoading
          _ = viewStore.binding(\\.$isLoading)
          _ = bindingViewStore.$isLoading
          _ = Action.set(\\.$isLoading, true)
        }
        """

      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: source).errors

      let isLoadingLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
        .filter { $0.element.contains("$isLoading") }
        .map { $0.offset + 1 }
      #expect(isLoadingLines.count == 4)
      // Every use of `$isLoading` is an error, and nothing else is.
      #expect(Set(errors.map(\.line)) == Set(isLoadingLines), "\(errors)")
      #expect(
        errors.first { $0.line == isLoadingLines[0] }?.message
          == "value of type 'ViewStore<State, Action>' has no dynamic member '$isLoading' using "
          + "key path from root type 'State'"
      )
      #expect(
        errors.contains {
          $0.line == isLoadingLines[2]
            && $0.message.contains("'BindingViewStore<State>' has no dynamic member '$isLoading'")
        }
      )
      #expect(
        errors.contains {
          $0.line == isLoadingLines[3]
            && $0.message == "value of type 'State' has no member '$isLoading'"
        }
      )
    }

    /// Every deprecated name warns with a message that says what to use instead.
    @Test func deprecatedNamesSayWhatToUseInstead() async throws {
      let source = """
        import ComposableArchitecture

        struct Feature: ReducerProtocol {
          struct State: Equatable {
            @BindingState var name = ""
            @BindableState var nickname = ""
          }
          enum Action: BindableAction {
            case binding(BindingAction<State>)
          }
          func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
            .none
          }
        }

        @MainActor
        func use(_ store: StoreOf<Feature>) {
          let viewStore: ViewStoreOf<Feature> = ViewStore(store, observe: { $0 })
          _ = viewStore.$name
          _ = WithViewStore(store, observe: { $0 }) { $0.name }
          _ = ViewStore(store, observe: { (state: BindingViewStore<Feature.State>) in 0 })
          _ = AnyReducer<Feature.State, Feature.Action, Void> { _, _, _ in .none }.binding()
          _ = Feature.Action.set(\\.$name, "Blob")
        }
        """

      let diagnostics = try await SnippetTypeChecker.diagnostics(typeChecking: source)
      let warnings = diagnostics.warnings

      let expectations: [(symbol: String, advice: String)] = [
        ("'ReducerProtocol'", "Use 'Reducer', and the '@Reducer' macro"),
        ("'EffectTask'", "Use 'Effect'"),
        ("'BindingState'", "Mark the state '@ObservableState'"),
        ("'BindableState'", "'BindableState' was renamed 'BindingState'"),
        ("'ViewStoreOf'", "Read state from the store itself"),
        ("'ViewStore'", "Read state from the store itself"),
        ("'WithViewStore'", "Read state from the store itself"),
        ("'BindingViewStore'", "write '$store.field' with a '@Bindable' store"),
        ("'AnyReducer'", "Conform a type to 'Reducer' with the '@Reducer' macro"),
        ("'binding()'", "Add 'BindingReducer()' to the body of a 'Reducer' instead"),
        ("'set'", "name the field itself: '.set(\\.field, value)'"),
      ]
      for (symbol, advice) in expectations {
        #expect(
          warnings.contains {
            $0.message.contains("\(symbol) is deprecated:") && $0.message.contains(advice)
          },
          "No deprecation of \(symbol) that says \"\(advice)\" in \(warnings)"
        )
      }
      #expect(diagnostics.errors == [])
    }

    /// The checker itself: a snippet that compiles has no errors, so the test above can't pass
    /// because of a broken set-up.
    @Test func aSnippetThatCompilesHasNoErrors() async throws {
      let source = """
        import ComposableArchitecture

        struct State: Equatable {
          @BindingState var displayName = ""
        }

        enum Action: BindableAction {
          case binding(BindingAction<State>)
        }

        @MainActor
        func bindings(_ viewStore: ViewStore<State, Action>) -> Binding<String> {
          viewStore.$displayName
        }
        """

      #expect(try await SnippetTypeChecker.diagnostics(typeChecking: source).errors == [])
    }

    @Test func aSnippetThatDoesNotCompileHasErrors() async throws {
      let errors = try await SnippetTypeChecker.diagnostics(typeChecking: "let x: Int = \"one\"\n").errors

      #expect(errors.map(\.line) == [1])
    }
  }
#endif
