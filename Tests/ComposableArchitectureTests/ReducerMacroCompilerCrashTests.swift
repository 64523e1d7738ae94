#if os(Linux) || os(macOS)
  import Testing

  /// Files that crashed Swift 6.3.1 (signal 11) when `@Reducer` left `@CasePathable` on the
  /// `CaseScope` enum it generates for an enum of destinations: the type checker, looping over a
  /// file's macro-generated extensions, expanded that type's extension macro in the middle of the
  /// loop. It crashed only at some counts of generated extensions in a file, so each shape is
  /// checked with every count of unrelated `@CasePathable` enums beside it from 0 to 20, each
  /// count a file of its own, as one module, in both language modes.
  @Suite(.typeCheckingSnippets)
  struct ReducerMacroCompilerCrashTests {
    @Test(arguments: [5, 6])
    func anEnumOfDestinationsBesideOtherCasePathableEnums(swiftVersion: Int) async throws {
      // Crashed with 8 and with 18.
      let files = (0...20).map { count in
        """
        import ComposableArchitecture

        @Reducer(state: .equatable)
        enum Destination\(count) {}

        """ + Self.casePathableEnums(count, named: "X\(count)_")
      }
      let diagnostics = try await SnippetTypeChecker.diagnostics(
        typeChecking: files,
        swiftVersion: swiftVersion
      )
      #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    }

    @Test(arguments: [5, 6])
    func aFeaturePresentingAnEnumWithNestedEnums(swiftVersion: Int) async throws {
      // An alert and a dialog, whose actions are enums nested in the destinations, presented by
      // a feature: crashed with 1 and with 11 more enums in the file.
      let files = (0...20).map { count in
        """
        import ComposableArchitecture

        @Reducer
        struct Feature\(count) {
          @Reducer(state: .equatable)
          enum Destination {
            case alert(AlertState<Alert>)
            @ReducerCaseEphemeral
            case bottomMenu(ConfirmationDialogState<BottomMenu>)

            @CasePathable
            enum Alert {
              case confirm
            }

            @CasePathable
            enum BottomMenu {
              case share
            }
          }

          @ObservableState
          struct State: Equatable {
            @Presents var destination: Destination.State?
          }

          enum Action {
            case destination(PresentationAction<Destination.Action>)
          }

          var body: some ReducerOf<Self> {
            EmptyReducer()
          }
        }

        """ + Self.casePathableEnums(count, named: "Y\(count)_")
      }
      let diagnostics = try await SnippetTypeChecker.diagnostics(
        typeChecking: files,
        swiftVersion: swiftVersion
      )
      #expect(diagnostics.errors.isEmpty, "\(diagnostics.errors)")
    }

    /// `count` empty `@CasePathable` enums, one per line.
    private static func casePathableEnums(_ count: Int, named prefix: String) -> String {
      (0..<count).map { "@CasePathable enum \(prefix)\($0) {}\n" }.joined()
    }
  }
#endif
