#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  // How a binding made with `sending(\.someCase)` embeds its values: through the case's own
  // constructor when the action is a feature's `Action` (the `@Reducer` macro makes it
  // `_$CaseAccessible`), else through the case key path; and how a binding action sent from a
  // binding is found to be applied or not, write by write.

  @Reducer
  private struct Tuner {
    @ObservableState
    struct State: Equatable {
      var bass = 0
      var label = ""
      var level = 0.0
      var name = ""
    }

    enum Action: BindableAction, Equatable {
      case bassChanged(Int)
      case binding(BindingAction<State>)
      case labelChanged(_ label: String)
      case levelChanged(level: Double)
      case moved(x: Int, y: Int)
      case reset
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case let .bassChanged(bass):
          state.bass = bass
        case .binding, .moved, .reset:
          break
        case let .labelChanged(label):
          state.label = label
        case let .levelChanged(level):
          state.level = level
        }
        return .none
      }
    }
  }

  /// The same state, with a reducer that forgot its `BindingReducer`.
  @Reducer
  private struct ForgetfulTuner {
    typealias State = Tuner.State
    typealias Action = Tuner.Action

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  /// An action enum that no `@Reducer` declares: bindings embed through its case paths.
  @CasePathable
  private enum LooseAction: Equatable {
    case nameChanged(String)
    case view(ViewAction)

    @CasePathable
    enum ViewAction: Equatable {
      case levelChanged(Double)
    }
  }

  private struct LooseReducer: Reducer {
    typealias State = Tuner.State
    typealias Action = LooseAction

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .nameChanged(name):
        state.name = name
      case let .view(.levelChanged(level)):
        state.level = level
      }
      return .none
    }
  }

  /// Records every action a reducer receives.
  private func recording<R: Reducer>(
    _ reducer: R,
    into recorder: Recorder<R.Action>
  ) -> some Reducer<R.State, R.Action> where R.Action: Sendable {
    reducer._printChanges(_ReducerPrinter { action, _, _ in recorder.record(action) })
  }

  private let fix = #"To fix this, invoke "BindingReducer()" from your feature reducer's "body"."#

  /// Writes the name through a `$store` binding, always from this one key path literal.
  @MainActor
  private func writeName(_ name: String, through store: StoreOf<Tuner>) {
    @Bindable var store = store
    $store.name.wrappedValue = name
  }

  @MainActor
  struct BindingsSendingTests {
    // MARK: Embedding

    @Test func aFeaturesActionHandsOutTheConstructorAndPatternOfASingleCase() throws {
      let bass = try #require(Tuner.Action._$casePath(for: \.bassChanged))
      #expect(bass.embed(3) == .bassChanged(3))
      #expect(bass.extract(.bassChanged(4)) == 4)
      #expect(bass.extract(.reset) == nil)

      let label = try #require(Tuner.Action._$casePath(for: \.labelChanged))
      #expect(label.embed("Blob") == .labelChanged("Blob"))

      let level = try #require(Tuner.Action._$casePath(for: \.levelChanged))
      #expect(level.embed(0.5) == .levelChanged(level: 0.5))
      #expect(level.extract(.levelChanged(level: 0.25)) == 0.25)
    }

    @Test func noCasePathForANestedPathOrACaseWithSeveralValues() {
      // A path through the binding case leads to a field, not to a case of the action.
      #expect(Tuner.Action._$casePath(for: \.binding.name) == nil)
      // A case with two associated values has no one-value constructor.
      #expect(Tuner.Action._$casePath(for: \.moved) == nil)
    }

    @Test func aCasePathRefusesACaseOfAnotherPayloadType() {
      let asString = _$CasePath<Tuner.Action, String>(
        embed: { Tuner.Action.bassChanged($0) },
        extract: { action in
          guard case let .bassChanged(value) = action else { return nil }
          return value
        }
      )
      #expect(asString == nil)
    }

    @Test func everyWriteOfASendingBindingSendsItsOwnValue() {
      let actions = Recorder<Tuner.Action>()
      @Bindable var store = Store(initialState: Tuner.State()) {
        recording(Tuner(), into: actions)
      }
      let bass = $store.bass.sending(\.bassChanged)
      let label = $store.label.sending(\.labelChanged)
      let level = $store.level.sending(\.levelChanged)

      bass.wrappedValue = 1
      label.wrappedValue = "Blob"
      bass.wrappedValue = 2
      level.wrappedValue = 0.75
      label.wrappedValue = "Blob Jr."

      #expect(store.bass == 2)
      #expect(store.label == "Blob Jr.")
      #expect(store.level == 0.75)
      #expect(bass.wrappedValue == 2)
      #expect(
        actions.values == [
          .bassChanged(1), .labelChanged("Blob"), .bassChanged(2), .levelChanged(level: 0.75),
          .labelChanged("Blob Jr."),
        ]
      )
    }

    @Test func bindingsMadeAgainForTheSameCaseKeepWorking() {
      let actions = Recorder<Tuner.Action>()
      @Bindable var store = Store(initialState: Tuner.State()) {
        recording(Tuner(), into: actions)
      }

      // As a view does: a new binding, from a new key path object, on every update.
      for bass in 1...3 {
        $store.bass.sending(\.bassChanged).wrappedValue = bass
      }

      #expect(store.bass == 3)
      #expect(actions.values == [.bassChanged(1), .bassChanged(2), .bassChanged(3)])
    }

    @Test func anActionThatNoReducerDeclaresEmbedsThroughItsCasePaths() {
      let actions = Recorder<LooseAction>()
      @Bindable var store = Store(initialState: Tuner.State()) {
        recording(LooseReducer(), into: actions)
      }
      let name = $store.name.sending(\.nameChanged)
      let level = $store.level.sending(\.view.levelChanged)

      name.wrappedValue = "Blob"
      level.wrappedValue = 0.5
      name.wrappedValue = "Blob Jr."

      #expect(store.name == "Blob Jr.")
      #expect(store.level == 0.5)
      #expect(
        actions.values == [
          .nameChanged("Blob"), .view(.levelChanged(0.5)), .nameChanged("Blob Jr."),
        ]
      )
    }

    @Test func aSendingBindingThroughTheBindingCaseSetsTheField() {
      @Bindable var store = Store(initialState: Tuner.State()) { Tuner() }
      let name = $store.name.sending(\.binding.name)

      name.wrappedValue = "Blob"
      name.wrappedValue = "Blob Jr."

      #expect(store.name == "Blob Jr.")
    }

    // MARK: Applied or not

    @Test func aWriteAppliedByOneStoreIsStillCheckedInAnother() {
      let applying = Store(initialState: Tuner.State()) { Tuner() }
      let forgetful = Store(initialState: Tuner.State()) { ForgetfulTuner() }

      writeName("Blob", through: applying)
      #expect(applying.name == "Blob")

      // The same key path object, so the write made above (applied, and no longer held) is
      // reused: it must start out unapplied.
      withKnownIssue {
        writeName("Blob Jr.", through: forgetful)
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(#"Tuner.Action.binding(.set(_, "Blob Jr."))"#)
      }
      #expect(forgetful.name == "")

      writeName("Blob Sr.", through: applying)
      #expect(applying.name == "Blob Sr.")
    }

    @Test func anActionAppliedBeforeIsJudgedAgainWhenSentAgain() {
      @Bindable var applying = Store(initialState: Tuner.State()) { Tuner() }
      @Bindable var forgetful = Store(initialState: Tuner.State()) { ForgetfulTuner() }
      let saved = BindingAction<Tuner.State>.set(\.name, "Blob")

      $applying.name.sending { _ in .binding(saved) }.wrappedValue = ""
      #expect(applying.name == "Blob")

      withKnownIssue {
        $forgetful.name.sending { _ in .binding(saved) }.wrappedValue = ""
      } matching: { issue in
        issue.description.contains(fix)
          && issue.description.contains(#"Tuner.Action.binding(.set(_, "Blob"))"#)
      }
      #expect(forgetful.name == "")
    }

    @Test func everyUnappliedWriteIsReported() {
      @Bindable var store = Store(initialState: Tuner.State()) { ForgetfulTuner() }
      let name = $store.name.sending(\.binding.name)

      let reports = LockIsolated(0)
      withKnownIssue {
        name.wrappedValue = "Blob"
        name.wrappedValue = "Blob Jr."
        store.name = "Blob Sr."
      } matching: { issue in
        reports.withValue { $0 += 1 }
        return issue.description.contains(fix)
      }
      #expect(reports.value == 3)
      #expect(store.name == "")
    }

    @Test func aSendingBindingOfAnAdHocActionIsNeverReported() {
      @Bindable var store = Store(initialState: Tuner.State()) { ForgetfulTuner() }

      // No binding action, nothing to apply: the reducer may ignore the action.
      $store.bass.sending(\.bassChanged).wrappedValue = 1

      #expect(store.bass == 0)
    }
  }
#endif
