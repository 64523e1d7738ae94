#if os(Linux)
  import ComposableArchitecture
  @_spi(Rendering) import SwiftUI
  import SwiftUINavigation
  import Testing

  // `bind(_:to:)`, from the SwiftUINavigation module as in swift-navigation (TCA re-exports
  // it): a store's field and a view's `@FocusState` kept in step, both ways.

  @Reducer
  private struct SignIn {
    @ObservableState
    struct State: Equatable {
      var focus: Field? = .password
    }

    enum Field: Hashable {
      case username, password
    }

    enum Action: BindableAction {
      case binding(BindingAction<State>)
      case focusUsername
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .focusUsername = action {
          state.focus = .username
        }
        return .none
      }
    }
  }

  private struct SignInView: View {
    @Bindable var store: StoreOf<SignIn>
    @FocusState var focus: SignIn.Field?

    var body: some View {
      Form {
        TextField("Username", text: .constant(""))
          .focused(self.$focus, equals: .username)
        SecureField("Password", text: .constant(""))
          .focused(self.$focus, equals: .password)
        Text("Focus: \(self.focus.map { "\($0)" } ?? "none")")
      }
      .bind(self.$store.focus, to: self.$focus)
    }
  }

  @MainActor
  @Suite struct SwiftUINavigationBindTests {
    private func field(_ title: String, in node: ViewNode) -> ViewNode? {
      if case let .textField(description)? = node.element?.kind, description.title == title {
        return node
      }
      for child in node.elementChildren {
        if let found = self.field(title, in: child) {
          return found
        }
      }
      return nil
    }

    @Test func theViewTakesTheModelsValueThenEachFollowsTheOther() throws {
      let store = Store(initialState: SignIn.State()) { SignIn() }
      let graph = ViewGraph(SignInView(store: store))
      graph.update()
      // On appearance the focus state takes the store's value.
      if graph.needsUpdate { graph.update() }
      #expect(graph.root.shownTexts.last == "Focus: password")

      // The model changes: the view's focus follows.
      store.send(.focusUsername)
      graph.update()
      if graph.needsUpdate { graph.update() }
      #expect(graph.root.shownTexts.last == "Focus: username")

      // The view's focus changes (the person focuses the password field): the store follows,
      // through a binding action.
      let password = try #require(self.field("Password", in: graph.root))
      let setFocus = try #require(password.element?.actions.setFocus)
      setFocus(true)
      graph.update()
      if graph.needsUpdate { graph.update() }
      #expect(store.focus == .password)
      #expect(graph.root.shownTexts.last == "Focus: password")
    }
  }
#endif
