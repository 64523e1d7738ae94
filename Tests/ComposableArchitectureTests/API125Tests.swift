#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // TCA 1.25's new API: enum scopes, the streamlined `onChange`, and the warning for an action
  // sent while another is being processed.

  @Reducer
  private struct Page {
    @ObservableState
    struct State: Equatable {
      var text = ""
    }
    enum Action: Equatable {
      case textChanged(String)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .textChanged(text):
          state.text = text
          return .none
        }
      }
    }
  }

  @Reducer
  private enum Sheet {
    case page(Page)
    case alert(AlertState<Alert>)
    case dialog(ConfirmationDialogState<Alert>)
    @ReducerCaseIgnored
    case caption(String)
    case help

    enum Alert: Equatable {
      case tearOut
    }
  }
  extension Sheet.State: Equatable {}
  extension Sheet.Action: Equatable {}

  @Reducer
  private struct Notebook {
    @ObservableState
    struct State: Equatable {
      @Presents var sheet: Sheet.State?
      @Presents var cover: Page.State?
      var pages = 3
    }
    enum Action: Equatable {
      case cover(PresentationAction<Page.Action>)
      case present(Sheet.State)
      case sheet(PresentationAction<Sheet.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .present(sheet):
          state.sheet = sheet
          return .none
        case .sheet(.presented(.alert(.tearOut))), .sheet(.presented(.dialog(.tearOut))):
          state.pages -= 1
          return .none
        case .cover, .sheet:
          return .none
        }
      }
      .ifLet(\.$sheet, action: \.sheet)
      .ifLet(\.$cover, action: \.cover) { Page() }
    }
  }

  // TCA 1.25's pattern for an alert with a hand-written destination action: the case is ignored
  // by the macro, and the alert's actions have a case of their own.
  @Reducer
  private enum Prompt {
    case page(Page)
    @ReducerCaseIgnored
    case alert(AlertState<Alert>)

    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case page(Page.Action)
    }

    enum Alert: Equatable {
      case confirm
    }
  }
  extension Prompt.State: Equatable {}

  @Reducer
  private struct Desk {
    @ObservableState
    struct State: Equatable {
      @Presents var prompt: Prompt.State?
      var confirmations = 0
    }
    enum Action: Equatable {
      case prompt(PresentationAction<Prompt.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .prompt(.presented(.alert(.confirm))) = action {
          state.confirmations += 1
          state.prompt = nil
        }
        return .none
      }
      .ifLet(\.$prompt, action: \.prompt)
    }
  }

  private let tearOutAlert = AlertState<Sheet.Alert> {
    TextState("Tear out the page?")
  } actions: {
    ButtonState(role: .destructive, action: .tearOut) { TextState("Tear out") }
  }

  @Reducer
  private struct Thermostat {
    @ObservableState
    struct State: Equatable {
      var degrees = 20
      var history: [Int] = []
      var isHeating = false
    }
    enum Action: Equatable {
      case saved(Int)
      case setDegrees(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .setDegrees(degrees):
          state.degrees = degrees
          return .none
        case .saved:
          return .none
        }
      }
      .onChange(of: \.degrees) { oldValue, state in
        state.history.append(oldValue)
        state.isHeating = state.degrees > oldValue
        return .send(.saved(state.degrees))
      }
    }
  }

  @Reducer
  private struct Relay {
    @ObservableState
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable { case ping, pong }
    let relay: @MainActor () -> Void
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .ping:
          state.log.append("ping")
          MainActor.assumeIsolated { self.relay() }
        case .pong:
          state.log.append("pong")
        }
        return .none
      }
    }
  }

  @MainActor
  struct API125Tests {
    @Test func enumScopeGivesTheStoreOfAFeatureCase() {
      @Bindable var store = Store(initialState: Notebook.State()) { Notebook() }
      let page = $store.scope(state: \.$sheet, action: \.sheet).page
      #expect(page.wrappedValue == nil)

      store.send(.present(.page(Page.State(text: "Hello"))))
      let pageStore = try! #require(page.wrappedValue)
      #expect(pageStore.text == "Hello")
      pageStore.send(.textChanged("Hi"))
      #expect(store.sheet == .page(Page.State(text: "Hi")))
      // The same store while the case is presented.
      #expect(page.wrappedValue === pageStore)

      // Another case's binding doesn't dismiss this one.
      $store.scope(state: \.$sheet, action: \.sheet).alert.wrappedValue = nil
      #expect(store.sheet != nil)
      page.wrappedValue = nil
      #expect(store.sheet == nil)
    }

    @Test func enumScopeGivesAlertsAndDialogsAStoreThatSendsTheirButtons() {
      @Bindable var store = Store(initialState: Notebook.State()) { Notebook() }
      let alert = $store.scope(state: \.$sheet, action: \.sheet).alert
      let dialog = $store.scope(state: \.$sheet, action: \.sheet).dialog
      #expect(alert.wrappedValue == nil)

      store.send(.present(.alert(tearOutAlert)))
      #expect(dialog.wrappedValue == nil)
      let alertStore = try! #require(alert.wrappedValue)
      #expect(alertStore.state == tearOutAlert)
      alertStore.send(.tearOut)
      #expect(store.pages == 2)
      // An alert goes away after its button's action.
      #expect(store.sheet == nil)

      store.send(
        .present(
          .dialog(
            ConfirmationDialogState {
              TextState("Tear?")
            } actions: {
              ButtonState(action: .tearOut) { TextState("Yes") }
            }
          )
        )
      )
      try! #require(dialog.wrappedValue).send(.tearOut)
      #expect(store.pages == 1)
    }

    @Test func enumScopeFindsTheActionsOfAnIgnoredAlertCase() {
      let alert = AlertState<Prompt.Alert> {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
      }
      @Bindable var store = Store(initialState: Desk.State(prompt: .alert(alert))) { Desk() }
      let alertStore = try! #require(
        $store.scope(state: \.$prompt, action: \.prompt).alert.wrappedValue
      )
      alertStore.send(.confirm)
      #expect(store.confirmations == 1)
      #expect(store.prompt == nil)
      #expect($store.scope(state: \.$prompt, action: \.prompt).page.wrappedValue == nil)
    }

    @Test func enumScopeGivesOtherCasesTheirValue() {
      @Bindable var store = Store(initialState: Notebook.State()) { Notebook() }
      let caption: Binding<String?> = $store.scope(state: \.$sheet, action: \.sheet).caption
      let help: Binding<Void?> = $store.scope(state: \.$sheet, action: \.sheet).help
      let isHelpPresented: Binding<Bool> = Binding(help)
      #expect(caption.wrappedValue == nil)
      #expect(!isHelpPresented.wrappedValue)

      store.send(.present(.caption("Chapter 1")))
      #expect(caption.wrappedValue == "Chapter 1")
      #expect(!isHelpPresented.wrappedValue)
      caption.wrappedValue = nil
      #expect(store.sheet == nil)

      store.send(.present(.help))
      #expect(isHelpPresented.wrappedValue)
      isHelpPresented.wrappedValue = true
      #expect(store.sheet == .help)
      isHelpPresented.wrappedValue = false
      #expect(store.sheet == nil)
    }

    @Test func projectedScopeOfAFeatureGivesItsStore() {
      @Bindable var store = Store(initialState: Notebook.State(cover: Page.State(text: "Title"))) {
        Notebook()
      }
      let cover: Binding<StoreOf<Page>?> = $store.scope(state: \.$cover, action: \.cover)
      try! #require(cover.wrappedValue).send(.textChanged("New title"))
      #expect(store.cover?.text == "New title")
      cover.wrappedValue = nil
      #expect(store.cover == nil)
      #expect(cover.wrappedValue == nil)
    }

    @Test func streamlinedOnChangeGetsTheOldValueAndTheState() async {
      let store = TestStore(initialState: Thermostat.State()) { Thermostat() }
      await store.send(.setDegrees(22)) {
        $0.degrees = 22
        $0.history = [20]
        $0.isHeating = true
      }
      await store.receive(.saved(22))
      // An equal value is no change.
      await store.send(.setDegrees(22))
      await store.send(.setDegrees(18)) {
        $0.degrees = 18
        $0.history = [20, 22]
        $0.isHeating = false
      }
      await store.receive(.saved(18))
    }

    @Test @available(*, deprecated) func withStateIsDeprecatedAndStillReadsTheState() {
      let store = Store(initialState: Thermostat.State()) { Thermostat() }
      store.send(.setDegrees(25))
      #expect(store.withState(\.degrees) == 25)
      #expect(store.withState { $0.history } == [20])
    }

    @Test func anActionSentWhileAnotherIsProcessedIsReported() {
      var store: StoreOf<Relay>!
      store = Store(initialState: Relay.State()) {
        Relay(relay: { store.send(.pong) })
      }
      withKnownIssue {
        store.send(.ping)
      } matching: { issue in
        issue.description.contains("Sent '")
          && issue.description.contains(".pong' while an action was being processed.")
          && issue.description.contains(
            "Reentrant actions are undefined and will be a precondition failure in a future "
              + "version of the library."
          )
      }
      // Still delivered, after the action in progress.
      #expect(store.log == ["ping", "pong"])
    }
  }
#endif
