@_spi(Internals) import ComposableArchitecture
import Testing

// MARK: - Scope and store.scope without the `state:` label

@Reducer
struct UnlabeledScopeFeature {
  @Reducer
  struct Tally {
    @ObservableState
    struct State: Equatable {
      var total = 0
    }
    enum Action: Equatable {
      case add(Int)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(amount):
          state.total += amount
          return .none
        }
      }
    }
  }

  @Reducer
  struct Phase {
    @ObservableState
    enum State: Equatable {
      case active(Tally.State)
      case idle
    }
    enum Action: Equatable {
      case active(Tally.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(\.active, action: \.active) {
        Tally()
      }
    }
  }

  @ObservableState
  struct State: Equatable {
    var tally = Tally.State()
    var phase = Phase.State.active(Tally.State())
    var detail: Tally.State?
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action: Equatable {
    case tally(Tally.Action)
    case phase(Phase.Action)
    case detail(Tally.Action)
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    Scope(\.tally, action: \.tally) {
      Tally()
    }
    Scope(\.phase, action: \.phase) {
      Phase()
    }
  }
}

@MainActor
struct UnlabeledScopeTests {
  @Test func scopeWithoutTheStateLabelRunsTheChildOnAStructField() async {
    let store = TestStore(initialState: UnlabeledScopeFeature.State()) {
      UnlabeledScopeFeature()
    }
    await store.send(.tally(.add(2))) {
      $0.tally.total = 2
    }
  }

  @Test func scopeWithoutTheStateLabelRunsTheChildOnAnEnumCase() async {
    let store = TestStore(initialState: UnlabeledScopeFeature.State()) {
      UnlabeledScopeFeature()
    }
    await store.send(.phase(.active(.add(3)))) {
      $0.phase = .active(UnlabeledScopeFeature.Tally.State(total: 3))
    }
  }

  @Test func scopeWithoutTheStateLabelReportsAnActionForAnotherCase() {
    let store = Store(initialState: UnlabeledScopeFeature.State(phase: .idle)) {
      UnlabeledScopeFeature()
    }
    withKnownIssue {
      store.send(.phase(.active(.add(1))))
    } matching: { issue in
      issue.description.contains(#"A "Scope" at "ComposableArchitectureTests/ReducerAPITests.swift:"#)
        && issue.description.contains("received a child action when child state was set to a")
    }
    #expect(store.phase == .idle)
  }

  @Test func storeScopeWithoutTheStateLabelVendsTheLabelledStore() {
    let store = Store(
      initialState: UnlabeledScopeFeature.State(
        detail: UnlabeledScopeFeature.Tally.State(),
        rows: [Row.State(id: 1)]
      )
    ) {
      UnlabeledScopeFeature()
    }
    let tallyStore = store.scope(\.tally, action: \.tally)
    #expect(tallyStore === store.scope(state: \.tally, action: \.tally))
    tallyStore.send(.add(4))
    #expect(store.tally.total == 4)

    let detailStore: Store<UnlabeledScopeFeature.Tally.State, UnlabeledScopeFeature.Tally.Action>? =
      store.scope(\.detail, action: \.detail)
    #expect(detailStore?.total == 0)

    let rowStores = store.scope(\.rows, action: \.rows)
    #expect(rowStores.map(\.id) == [1])
  }
}

// MARK: - An enum of features with a hand-written body

@Reducer
struct Saluter {
  @ObservableState
  struct State: Equatable {
    var greeting = ""
  }
  enum Action: Equatable {
    case greet(String)
  }
  let salutation: String

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .greet(name):
        state.greeting = "\(self.salutation), \(name)!"
        return .none
      }
    }
  }
}

@Reducer
enum HandWrittenDestination {
  case formal(Saluter)
  case casual(Saluter)

  static var body: some ReducerOf<Self> {
    Scope(\.formal, action: \.formal) {
      Saluter(salutation: "Good evening")
    }
    Scope(\.casual, action: \.casual) {
      Saluter(salutation: "Hey")
    }
  }
}

@Reducer
struct HandWrittenDestinationHost {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: HandWrittenDestination.State?
  }
  enum Action {
    case destination(PresentationAction<HandWrittenDestination.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

extension HandWrittenDestination.State: Equatable {}

@MainActor
struct HandWrittenEnumBodyTests {
  @Test func theHandWrittenBodyRunsEachCase() async {
    let store = TestStore(
      initialState: HandWrittenDestinationHost.State(destination: .casual(Saluter.State()))
    ) {
      HandWrittenDestinationHost()
    }
    await store.send(.destination(.presented(.casual(.greet("Blob"))))) {
      $0.destination = .casual(Saluter.State(greeting: "Hey, Blob!"))
    }
  }

  @Test func theHandWrittenBodyIsTheReducersBody() {
    var state = HandWrittenDestination.State.formal(Saluter.State())
    _ = HandWrittenDestination.body.reduce(into: &state, action: .formal(.greet("Blob")))
    #expect(state == .formal(Saluter.State(greeting: "Good evening, Blob!")))
  }
}

// MARK: - ifLet for an alert in a plain optional

@Reducer
struct PlainAlertFeature {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var isDeleted = false
  }
  enum Action: Equatable {
    case alert(Alert)
    case deleteButtonTapped
    case replaceAlert

    enum Alert: Equatable {
      case confirm
      case askAgain
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirm):
        state.isDeleted = true
        return .none
      case .alert(.askAgain):
        state.alert = Self.alert(title: "Really?")
        return .none
      case .deleteButtonTapped:
        state.alert = Self.alert(title: "Delete?")
        return .none
      case .replaceAlert:
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
  }

  static func alert(title: String) -> AlertState<Action.Alert> {
    AlertState {
      TextState(title)
    } actions: {
      ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      ButtonState(action: .askAgain) { TextState("Ask again") }
    }
  }
}

@MainActor
struct PlainOptionalAlertTests {
  @Test func anAlertActionDismissesThePlainOptionalAlert() async {
    let store = TestStore(initialState: PlainAlertFeature.State()) {
      PlainAlertFeature()
    }
    await store.send(.deleteButtonTapped) {
      $0.alert = PlainAlertFeature.alert(title: "Delete?")
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.isDeleted = true
    }
  }

  @Test func anAlertThatTheParentReplacesStays() {
    let store = Store(initialState: PlainAlertFeature.State()) {
      PlainAlertFeature()
    }
    store.send(.deleteButtonTapped)
    store.send(.alert(.askAgain))
    #expect(store.alert?.title == TextState("Really?"))
  }

  @Test func anAlertActionWithNoAlertIsReported() {
    let store = Store(initialState: PlainAlertFeature.State()) {
      PlainAlertFeature()
    }
    withKnownIssue {
      store.send(.alert(.confirm))
    } matching: { issue in
      issue.description.contains(#"An "ifLet" at "ComposableArchitectureTests/ReducerAPITests.swift:"#)
        && issue.description.contains(#"received a child action when child state was "nil"."#)
    }
  }
}

// MARK: - Reducer builder and macro shapes that must compile

@Reducer
struct AvailabilityFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action: Equatable {
    case increment
  }

  @available(iOS, introduced: 9999)
  @available(macOS, introduced: 9999)
  @available(tvOS, introduced: 9999)
  @available(watchOS, introduced: 9999)
  @Reducer
  struct Counter {
    let body = Reduce<State, Action> { state, _ in
      state.count += 1
      return .none
    }
  }

  @Reducer
  struct StoredBody {
    let body = EmptyReducer<State, Action>()
  }

  var body: some ReducerOf<Self> {
    StoredBody()
    if #available(iOS 9999, macOS 9999, tvOS 9999, watchOS 9999, *) {
      Counter()
    } else if #available(iOS 8888, macOS 8888, tvOS 8888, watchOS 8888, *) {
      EmptyReducer()
    }
    if #available(iOS 9999, macOS 9999, tvOS 9999, watchOS 9999, *) {
      Counter()
    }
    Self.existential as any ReducerOf<Self>
  }

  static var existential: EmptyReducer<State, Action> { EmptyReducer() }
}

@MainActor
struct ReducerShapesTests {
  @Test func aBranchUnderIfAvailableRunsWhereItIsAvailable() async {
    let store = TestStore(initialState: AvailabilityFeature.State()) {
      AvailabilityFeature()
    }
    await store.send(.increment) {
      $0.count = 2
    }
  }

  @Test func aStoredLetBodyNamesTheEnclosingDomain() {
    var state = AvailabilityFeature.State()
    _ = AvailabilityFeature.StoredBody().reduce(into: &state, action: .increment)
    #expect(state == AvailabilityFeature.State())
    let _: AvailabilityFeature.State.Type = AvailabilityFeature.StoredBody.State.self
  }
}

// MARK: - The deprecated case path forms

@MainActor
struct DeprecatedCasePathFormsTests {
  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func presentationStateCaseSubscriptWithACasePathModifiesTheCase() {
    var state = HandWrittenDestinationHost.State(destination: .formal(Saluter.State()))
    state.$destination[case: /HandWrittenDestination.State.formal]?.greeting = "Hello"
    #expect(state.destination == .formal(Saluter.State(greeting: "Hello")))
    #expect(state.$destination[case: /HandWrittenDestination.State.casual] == nil)
  }

  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func presentationStateCaseSubscriptWithACasePathReportsAnotherCase() {
    var state = HandWrittenDestinationHost.State(destination: .formal(Saluter.State()))
    withKnownIssue {
      state.$destination[case: /HandWrittenDestination.State.casual]?.greeting = "Yo"
    } matching: { issue in
      issue.description.contains("Can't modify unrelated case")
    }
    #expect(state.destination == .formal(Saluter.State()))
  }

  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func stackStateCaseSubscriptWithACasePathModifiesTheCase() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var path = StackState<HandWrittenDestination.State>([.casual(Saluter.State())])
      let id = path.ids[0]
      path[id: id, case: /HandWrittenDestination.State.casual]?.greeting = "Hi"
      #expect(path[id: id] == .casual(Saluter.State(greeting: "Hi")))
      withKnownIssue {
        path[id: id, case: /HandWrittenDestination.State.formal]?.greeting = "Hello"
      } matching: { issue in
        issue.description.contains("Can't modify unrelated case")
      }
      #expect(path[id: id] == .casual(Saluter.State(greeting: "Hi")))
    }
  }

  @available(*, deprecated, message: "Exercises the deprecated case path forms.")
  @Test func ifLetWithACasePathDismissesAPlainOptionalAlert() async {
    let store = TestStore(initialState: CasePathAlertFeature.State()) {
      CasePathAlertFeature()
    }
    await store.send(.showAlert) {
      $0.alert = AlertState { TextState("Done?") }
    }
    await store.send(.alert(.ok)) {
      $0.alert = nil
    }
  }
}

@available(*, deprecated, message: "Exercises the deprecated case path forms.")
@Reducer
struct CasePathAlertFeature {
  @ObservableState
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable {
    case alert(Alert)
    case showAlert
    enum Alert: Equatable { case ok }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .showAlert:
        state.alert = AlertState { TextState("Done?") }
        return .none
      }
    }
    .ifLet(\.alert, action: /Action.alert)
  }
}
