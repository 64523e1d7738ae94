#if !canImport(Darwin) && os(Linux)
  import ComposableArchitecture
  import Testing

  /// The older views' deprecations, as a feature that uses them sees them: TCA's messages, word
  /// for word, and no error.
  @Suite struct LegacySwiftUIViewsDeprecationTests {
    @Test func theOlderViewsAreDeprecatedWithTCAsMessages() async throws {
      let source = """
        import ComposableArchitecture
        import SwiftUI

        @Reducer
        struct Row {
          struct State: Equatable, Identifiable { var id = 0 }
          enum Action { case tapped }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        @Reducer
        struct Feature {
          struct State: Equatable {
            var rows: IdentifiedArrayOf<Row.State> = []
            var row: Row.State?
            @PresentationState var destination: Row.State?
            @PresentationState var alert: AlertState<Action.Alert>?
            @PresentationState var dialog: ConfirmationDialogState<Action.Alert>?
            var path = StackState<Row.State>()
          }
          enum Action {
            case alert(PresentationAction<Alert>)
            case destination(PresentationAction<Row.Action>)
            case dialog(PresentationAction<Alert>)
            case path(StackActionOf<Row>)
            case row(Row.Action)
            case rows(IdentifiedActionOf<Row>)
            enum Alert { case ok }
          }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }

        @MainActor
        func ifLetStore(_ store: StoreOf<Feature>) -> some View {
          IfLetStore(store.scope(state: \\.row, action: \\.row)) { (_: StoreOf<Row>) in
            Text("Row")
          }
        }

        @MainActor
        func forEachStore(_ store: StoreOf<Feature>) -> some View {
          ForEachStore(store.scope(state: \\.rows, action: \\.rows)) { (_: StoreOf<Row>) in
            Text("Row")
          }
        }

        @MainActor
        func switchStore(_ store: Store<Row.State?, Row.Action>) -> some View {
          SwitchStore(store) { (_: Row.State?) in
            CaseLet({ (row: Row.State?) in row }, action: { (action: Row.Action) in action }) {
              (_: StoreOf<Row>) in
              Text("Row")
            }
          }
        }

        @MainActor
        func navigationStackStore(_ store: StoreOf<Feature>) -> some View {
          NavigationStackStore(store.scope(state: \\.path, action: \\.path)) {
            Text("Root")
          } destination: { (_: StoreOf<Row>) in
            Text("Row")
          }
        }

        @MainActor
        func navigationLinkStore(_ store: StoreOf<Feature>) -> some View {
          NavigationLinkStore(
            store.scope(state: \\.$destination, action: \\.destination),
            onTap: {}
          ) { (_: StoreOf<Row>) in
            Text("Row")
          } label: {
            Text("Open")
          }
        }

        @MainActor
        func sheet(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .sheet(store: store.scope(state: \\.$destination, action: \\.destination)) {
              (_: StoreOf<Row>) in
              Text("Row")
            }
        }

        @MainActor
        func popover(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .popover(store: store.scope(state: \\.$destination, action: \\.destination)) {
              (_: StoreOf<Row>) in
              Text("Row")
            }
        }

        @MainActor
        func fullScreenCover(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .fullScreenCover(
              store: store.scope(state: \\.$destination, action: \\.destination)
            ) { (_: StoreOf<Row>) in
              Text("Row")
            }
        }

        @MainActor
        func navigationDestination(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .navigationDestination(
              store: store.scope(state: \\.$destination, action: \\.destination)
            ) { (_: StoreOf<Row>) in
              Text("Row")
            }
        }

        @MainActor
        func alerts(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .alert(store: store.scope(state: \\.$alert, action: \\.alert))
            .confirmationDialog(store: store.scope(state: \\.$dialog, action: \\.dialog))
        }

        @MainActor
        func olderAlerts(_ store: StoreOf<Feature>) -> some View {
          Text("Content")
            .legacyAlert(store: store.scope(state: \\.$alert, action: \\.alert))
            .actionSheet(store: store.scope(state: \\.$dialog, action: \\.dialog))
        }
        """

      let diagnostics = try await SnippetTypeChecker.diagnostics(typeChecking: source)
      #expect(diagnostics.errors == [])

      let documentation =
        "https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/"
        + "documentation/composablearchitecture/migratingto1.7#"
      let forEach =
        "Pass 'ForEach' a store scoped to an identified array and identified action, instead. "
        + "For more information, see the following article: \(documentation)"
        + "Replacing-ForEachStore-with-ForEach]"
      let ifLet =
        "Use 'if let' with a store of observable state, instead. For more information, see the "
        + "following article: \(documentation)Replacing-IfLetStore-with-if-let]"
      let switchStore =
        "Use 'switch' with a store of observable state, instead. For more information, see the "
        + "following article: \(documentation)Replacing-SwitchStore-and-CaseLet-with-switch-and-case]"
      let navigationStack =
        "Use 'NavigationStack.init(path:)' with a store scoped from observable state, instead. "
        + "For more information, see the following article: \(documentation)"
        + "Replacing-NavigationStackStore-with-NavigationStack]"
      let modifier =
        "Pass a binding of a store to the modifier instead. For more information, see the "
        + "following article: \(documentation)Updating-alert-and-confirmationDialog]"
      let fullScreenCover =
        "Pass a binding of a store to 'fullScreenCover(item:)' instead. For more information, see "
        + "the following article: \(documentation)"
        + "Replacing-navigation-view-modifiers-with-SwiftUI-modifiers]"
      let expectations: [(symbol: String, message: String)] = [
        ("'IfLetStore'", ifLet),
        ("'ForEachStore'", forEach),
        ("'SwitchStore'", switchStore),
        ("'CaseLet'", switchStore),
        ("'NavigationStackStore'", navigationStack),
        ("'sheet(store:onDismiss:content:)'", modifier),
        ("'popover(store:attachmentAnchor:arrowEdge:content:)'", modifier),
        ("'navigationDestination(store:destination:)'", modifier),
        ("'alert(store:)'", modifier),
        ("'confirmationDialog(store:)'", modifier),
        ("'fullScreenCover(store:onDismiss:content:)'", fullScreenCover),
        ("'legacyAlert(store:)'", "use 'View.alert' instead."),
        ("'actionSheet(store:)'", "use 'View.confirmationDialog' instead."),
      ]
      // The compiler ends each message with its diagnostic group.
      let warnings = diagnostics.warnings.map {
        $0.message.replacingOccurrences(of: " [#DeprecatedDeclaration]", with: "")
      }
      for (symbol, message) in expectations {
        #expect(
          warnings.contains("\(symbol) is deprecated: \(message)"),
          "No deprecation of \(symbol) with TCA's message in \(warnings)"
        )
      }
      // Deprecated without a message, as in TCA.
      #expect(warnings.contains("'NavigationLinkStore' is deprecated"), "\(warnings)")
    }
  }
#endif
