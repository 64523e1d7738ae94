#if !canImport(Darwin)
  import ComposableArchitecture
  import Foundation
  @_spi(Rendering) import SwiftUI
  import Testing

  // What LegacySwiftUIViewsTests renders: features with plain state, as features written for
  // the older views kept it (no `@ObservableState`, so that a view follows the store through its
  // view store only), views that show them with the older views, and a screen that renders a
  // view through a view graph, as a page does, and finds and uses its controls.
  //
  // The views use the deprecated API they exercise, so they are deprecated: a deprecated context
  // uses deprecated API without a warning.

  // MARK: - Features

  @Reducer
  struct ViewsCounter {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
      var name = ""
    }

    enum Action {
      case decrementButtonTapped
      case incrementButtonTapped
      case nameChanged(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
        case .incrementButtonTapped:
          state.count += 1
        case let .nameChanged(name):
          state.name = name
        }
        return .none
      }
    }
  }

  @Reducer
  struct ViewsParent {
    struct State: Equatable {
      var child: ViewsCounter.State?
      var rows: IdentifiedArrayOf<ViewsCounter.State> = []
      @PresentationState var sheet: ViewsCounter.State?
      @PresentationState var alert: AlertState<Action.Alert>?
      @PresentationState var dialog: ConfirmationDialogState<Action.Alert>?
      var path = StackState<ViewsCounter.State>()
      var deletions = 0
      var dismissals = 0
      var deletedRows: [Int] = []
    }

    enum Action {
      case alert(PresentationAction<Alert>)
      case child(ViewsCounter.Action)
      case deleteButtonTapped
      case dialog(PresentationAction<Alert>)
      case dialogButtonTapped
      case path(StackActionOf<ViewsCounter>)
      case rows(IdentifiedActionOf<ViewsCounter>)
      case rowsDeleted(IndexSet)
      case sheet(PresentationAction<ViewsCounter.Action>)
      case sheetButtonTapped
      case toggleChildButtonTapped

      enum Alert: Equatable {
        case confirmDeletion
      }
    }

    // The feature's own logic apart from the chain of child reducers below: type-checked
    // together, the closure and the chain took the compiler most of a minute.
    private func update(_ state: inout State, _ action: Action) -> Effect<Action> {
      switch action {
      case .alert(.presented(.confirmDeletion)), .dialog(.presented(.confirmDeletion)):
        state.deletions += 1
        return .none
      case .alert(.dismiss), .dialog(.dismiss), .sheet(.dismiss):
        state.dismissals += 1
        return .none
      case .alert, .child, .dialog, .path, .rows, .sheet:
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Confirm")
          }
          ButtonState(role: .cancel) {
            TextState("Nevermind")
          }
        } message: {
          TextState("This cannot be undone.")
        }
        return .none
      case .dialogButtonTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Delete everything?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Erase")
          }
        }
        return .none
      case let .rowsDeleted(offsets):
        state.deletedRows += offsets.map { state.rows[$0].id }
        state.rows.remove(atOffsets: offsets)
        return .none
      case .sheetButtonTapped:
        state.sheet = ViewsCounter.State(id: 1, count: 10)
        return .none
      case .toggleChildButtonTapped:
        state.child = state.child == nil ? ViewsCounter.State(count: 100) : nil
        return .none
      }
    }

    var body: some ReducerOf<Self> {
      Reduce(self.update)
        .ifLet(\.child, action: \.child) { ViewsCounter() }
        .forEach(\.rows, action: \.rows) { ViewsCounter() }
        .ifLet(\.$sheet, action: \.sheet) { ViewsCounter() }
        .ifLet(\.$alert, action: \.alert)
        .ifLet(\.$dialog, action: \.dialog)
        .forEach(\.path, action: \.path) { ViewsCounter() }
    }
  }

  @Reducer
  struct ViewsSession {
    @CasePathable
    enum State: Equatable {
      case loggedIn(ViewsCounter.State)
      case loggedOut(ViewsCounter.State)
    }

    @CasePathable
    enum Action {
      case logInButtonTapped
      case logOutButtonTapped
      case loggedIn(ViewsCounter.Action)
      case loggedOut(ViewsCounter.Action)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .logInButtonTapped:
          state = .loggedIn(ViewsCounter.State(count: 1))
        case .logOutButtonTapped:
          state = .loggedOut(ViewsCounter.State())
        case .loggedIn, .loggedOut:
          break
        }
        return .none
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { ViewsCounter() }
      .ifCaseLet(\.loggedOut, action: \.loggedOut) { ViewsCounter() }
    }
  }

  // MARK: - Views

  /// Counts how many times a body ran.
  @MainActor
  final class ViewsBodyRuns {
    var count = 0
    func record() -> Int {
      self.count += 1
      return self.count
    }
  }

  @available(*, deprecated)
  struct ViewsCounterView: View {
    let store: StoreOf<ViewsCounter>
    var runs = ViewsBodyRuns()

    var body: some View {
      WithViewStore(self.store, observe: \.count) { viewStore in
        let _ = self.runs.record()
        Text("Count: \(viewStore.state)")
        Button("Increment") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsRowView: View {
    let store: StoreOf<ViewsCounter>

    var body: some View {
      WithViewStore(self.store, observe: { $0 }) { viewStore in
        Button("Row \(viewStore.id): \(viewStore.count)") {
          viewStore.send(.incrementButtonTapped)
        }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsParentView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      VStack {
        IfLetStore(self.store.scope(state: \.child, action: \.child)) { childStore in
          ViewsCounterView(store: childStore)
        } else: {
          Text("No child")
        }
        Button("Toggle child") { self.store.send(.toggleChildButtonTapped) }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsRowsView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      SwiftUI.List {
        ForEachStore(self.store.scope(state: \.rows, action: \.rows)) { rowStore in
          ViewsRowView(store: rowStore)
        }
        .onDelete { self.store.send(.rowsDeleted($0)) }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsSessionView: View {
    let store: StoreOf<ViewsSession>

    var body: some View {
      SwitchStore(self.store) { state in
        switch state {
        case .loggedIn:
          CaseLet(
            { (state: ViewsSession.State) in state[case: \.loggedIn] },
            action: ViewsSession.Action.loggedIn
          ) { store in
            Text("Welcome")
            ViewsCounterView(store: store)
            Button("Log out") { self.store.send(.logOutButtonTapped) }
          }
        case .loggedOut:
          CaseLet(
            { (state: ViewsSession.State) in state[case: \.loggedOut] },
            action: ViewsSession.Action.loggedOut
          ) { _ in
            Button("Log in") { self.store.send(.logInButtonTapped) }
          }
        }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsMismatchView: View {
    let store: StoreOf<ViewsSession>

    var body: some View {
      SwitchStore(self.store) { _ in
        // Always the logged-in case, whatever the state is in.
        CaseLet(
          { (state: ViewsSession.State) in state[case: \.loggedIn] },
          action: ViewsSession.Action.loggedIn
        ) { _ in
          Text("Welcome")
        }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsPresentingView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      VStack {
        Button("Show sheet") { self.store.send(.sheetButtonTapped) }
        Button("Delete") { self.store.send(.deleteButtonTapped) }
        Button("Dialog") { self.store.send(.dialogButtonTapped) }
      }
      .sheet(store: self.store.scope(state: \.$sheet, action: \.sheet)) { store in
        ViewsCounterView(store: store)
      }
      .alert(store: self.store.scope(state: \.$alert, action: \.alert))
      .confirmationDialog(store: self.store.scope(state: \.$dialog, action: \.dialog))
    }
  }

  @available(*, deprecated)
  struct ViewsStackView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      NavigationStackStore(self.store.scope(state: \.path, action: \.path)) {
        NavigationLink(state: ViewsCounter.State(id: 7, count: 70)) {
          Text("Push")
        }
      } destination: { store in
        ViewsCounterView(store: store)
      }
    }
  }

  @available(*, deprecated)
  struct ViewsParityView: View {
    let store: StoreOf<ViewsCounter>

    var body: some View {
      WithViewStore(self.store, observe: \.count) { viewStore in
        if viewStore.state.isMultiple(of: 2) {
          Text("Even")
        } else {
          Text("Odd")
        }
        Button("Increment") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }

  /// The styles of presentation of a store.
  enum ViewsPresentationStyle: String, CaseIterable, Sendable {
    case fullScreenCover, popover, sheet
  }

  @available(*, deprecated)
  struct ViewsCoverView: View {
    let store: StoreOf<ViewsParent>
    let style: ViewsPresentationStyle

    var body: some View {
      let button = Button("Show sheet") { self.store.send(.sheetButtonTapped) }
      let store = self.store.scope(state: \.$sheet, action: \.sheet)
      switch self.style {
      case .fullScreenCover:
        button.fullScreenCover(store: store) { ViewsCounterView(store: $0) }
      case .popover:
        button.popover(store: store) { ViewsCounterView(store: $0) }
      case .sheet:
        button.sheet(store: store) { ViewsCounterView(store: $0) }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsOlderPresentingView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      VStack {
        Button("Delete") { self.store.send(.deleteButtonTapped) }
        Button("Dialog") { self.store.send(.dialogButtonTapped) }
      }
      .legacyAlert(store: self.store.scope(state: \.$alert, action: \.alert))
      .actionSheet(store: self.store.scope(state: \.$dialog, action: \.dialog))
    }
  }

  @available(*, deprecated)
  struct ViewsNavigationDestinationView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      NavigationStack {
        Button("Show detail") { self.store.send(.sheetButtonTapped) }
          .navigationDestination(store: self.store.scope(state: \.$sheet, action: \.sheet)) {
            ViewsCounterView(store: $0)
          }
      }
    }
  }

  @available(*, deprecated)
  struct ViewsNavigationLinkView: View {
    let store: StoreOf<ViewsParent>

    var body: some View {
      NavigationStack {
        NavigationLinkStore(
          self.store.scope(state: \.$sheet, action: \.sheet),
          onTap: { self.store.send(.sheetButtonTapped) }
        ) {
          ViewsCounterView(store: $0)
        } label: {
          Text("Open")
        }
      }
    }
  }

  // MARK: - A screen

  /// A view rendered through a view graph, as a page is: what it shows, and its controls.
  @MainActor
  final class ViewsScreen {
    let graph: ViewGraph

    init(_ view: some View) {
      self.graph = ViewGraph(view)
      self.graph.update()
    }

    /// Updates what changed since the last update, as a renderer does after a change.
    func update() {
      self.graph.update()
    }

    /// Every text shown, in order.
    var texts: [String] {
      self.nodes.compactMap {
        guard case let .text(text)? = $0.element?.kind else { return nil }
        return text.plainText
      }
    }

    /// The nodes with elements, in order.
    var nodes: [ViewNode] {
      var nodes: [ViewNode] = []
      func visit(_ node: ViewNode) {
        nodes.append(node)
        node.elementChildren.forEach(visit)
      }
      visit(self.graph.root)
      return nodes
    }

    /// The titles of the alerts and confirmation dialogs presented.
    var alerts: [String] {
      self.nodes.compactMap {
        guard case let .alert(alert)? = $0.element?.kind, alert.isPresented else { return nil }
        return alert.title
      }
    }

    /// Presses the button whose label is `label`, then updates.
    func press(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
      let button = self.nodes.first {
        guard case .button? = $0.element?.kind else { return false }
        return $0.shownTexts == [label]
      }
      guard let press = button?.element?.actions.press else {
        Issue.record("No button \"\(label)\" in \(self.texts)", sourceLocation: sourceLocation)
        return
      }
      press()
      self.update()
    }

    /// ViewsBodyRuns an action of the first element that has it, then updates.
    func perform<Value>(
      _ action: KeyPath<RenderActions, Value?>,
      sourceLocation: SourceLocation = #_sourceLocation,
      _ body: (Value) -> Void
    ) {
      guard let value = self.nodes.lazy.compactMap({ $0.element?.actions[keyPath: action] }).first
      else {
        Issue.record("No element with \(action) in \(self.texts)", sourceLocation: sourceLocation)
        return
      }
      body(value)
      self.update()
    }
  }

  /// A page on the other end of a ``RemoteViewSession``: the messages it was sent.
  @MainActor
  final class ViewsPage {
    var messages: [String] = []

    /// The page's first message: its HTML.
    var html: String {
      guard let first = self.messages.first,
        let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
      else { return "" }
      return object["html"] as? String ?? ""
    }

    /// The address of the control whose label is `text`: the last `data-k` before it.
    func address(of text: String) -> String? {
      guard let range = self.html.range(of: ">" + text + "<") else { return nil }
      return self.html[..<range.lowerBound].ranges(of: #"data-k=""#).last.map {
        String(self.html[$0.upperBound...].prefix(16))
      }
    }
  }
#endif
