#if !canImport(SwiftUI)
  import ComposableArchitecture
  import Testing

  /// A feature whose view actions, bindings included, live in a `view` case.
  @Reducer
  private struct ProfileEditor {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var saveCount = 0
    }

    enum Action: Equatable, ViewAction {
      case saved(count: Int)
      case view(View)

      @CasePathable
      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case saveButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.saveButtonTapped):
          state.saveCount += 1
          return .send(.saved(count: state.saveCount))
        case .saved, .view(.binding):
          return .none
        }
      }
    }
  }

  /// The same domain, without a `BindingReducer` to apply its bindings.
  @Reducer
  private struct ForgetfulProfileEditor {
    typealias State = ProfileEditor.State
    typealias Action = ProfileEditor.Action

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  /// A view of the feature that is not a SwiftUI view: any type with a `store` will do.
  @ViewAction(for: ProfileEditor.self)
  private struct ProfileEditorScreen {
    @Bindable var store: StoreOf<ProfileEditor>

    @MainActor var name: Binding<String> { $store.name }

    @MainActor func saveTapped() {
      send(.saveButtonTapped)
    }
  }

  /// A main-actor view, as SwiftUI views are, holding its store in a `let`.
  @ViewAction(for: ProfileEditor.self)
  @MainActor
  private struct IsolatedProfileEditorScreen {
    let store: StoreOf<ProfileEditor>

    func saveTapped() -> StoreTask {
      send(.saveButtonTapped)
    }
  }

  /// A feature whose binding case is at the top of its action, beside its view actions.
  @Reducer
  private struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var title = ""
    }

    enum Action: BindableAction, Equatable, ViewAction {
      case binding(BindingAction<State>)
      case view(View)

      enum View: Equatable {
        case incrementButtonTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        if case .view(.incrementButtonTapped) = action {
          state.count += 1
        }
        return .none
      }
    }
  }

  @ViewAction(for: Counter.self)
  private struct CounterView: View {
    @Bindable var store: StoreOf<Counter>

    var body: some View {
      Form {
        TextField("Title", text: $store.title)
        Button("Increment") { send(.incrementButtonTapped) }
      }
    }
  }

  /// The view as TCA's documentation writes one.
  @ViewAction(for: ProfileEditor.self)
  private struct ProfileEditorView: View {
    @Bindable var store: StoreOf<ProfileEditor>

    var body: some View {
      Form {
        TextField("Name", text: $store.name)
        Text("Saved \(store.saveCount) times")
        Button("Save") { send(.saveButtonTapped) }
      }
    }
  }

  @MainActor
  struct ViewActionTests {
    private func recordingStore(
      into recorder: Recorder<ProfileEditor.Action>
    ) -> StoreOf<ProfileEditor> {
      Store(initialState: ProfileEditor.State()) {
        ProfileEditor()._printChanges(_ReducerPrinter { action, _, _ in recorder.record(action) })
      }
    }

    @Test func sendEmbedsTheViewAction() {
      let actions = Recorder<ProfileEditor.Action>()
      let screen = ProfileEditorScreen(store: self.recordingStore(into: actions))

      screen.saveTapped()

      #expect(actions.values == [.view(.saveButtonTapped), .saved(count: 1)])
      #expect(screen.store.saveCount == 1)
    }

    @Test func aViewSendsItsViewActionsAndBindsToTheStore() {
      let actions = Recorder<ProfileEditor.Action>()
      let view = ProfileEditorView(store: self.recordingStore(into: actions))

      view.textField("Name")?.text.wrappedValue = "Blob"
      view.button("Save")?.action()

      #expect(
        actions.values == [
          .view(.binding(.set(\.name, "Blob"))),
          .view(.saveButtonTapped),
          .saved(count: 1),
        ]
      )
      #expect(view.texts == ["Saved 1 times"])
      #expect(view.textField("Name")?.text.wrappedValue == "Blob")
    }

    @Test func aViewOfAFeatureWithATopLevelBindingCase() {
      let actions = Recorder<Counter.Action>()
      let view = CounterView(
        store: Store(initialState: Counter.State()) {
          Counter()._printChanges(_ReducerPrinter { action, _, _ in actions.record(action) })
        }
      )

      view.textField("Title")?.text.wrappedValue = "Clicks"
      view.button("Increment")?.action()

      #expect(
        actions.values == [.binding(.set(\.title, "Clicks")), .view(.incrementButtonTapped)]
      )
      #expect(view.store.count == 1)
    }

    @Test func sendFromAMainActorViewReturnsTheStoreTask() async {
      let actions = Recorder<ProfileEditor.Action>()
      let screen = IsolatedProfileEditorScreen(store: self.recordingStore(into: actions))

      await screen.saveTapped().finish()

      #expect(actions.values == [.view(.saveButtonTapped), .saved(count: 1)])
    }

    @Test func bindableStoreBindingsSendViewBindingActions() {
      let actions = Recorder<ProfileEditor.Action>()
      let screen = ProfileEditorScreen(store: self.recordingStore(into: actions))

      screen.name.wrappedValue = "Blob"

      #expect(actions.values == [.view(.binding(.set(\.name, "Blob")))])
      #expect(screen.store.name == "Blob")
      #expect(screen.name.wrappedValue == "Blob")
    }

    @Test func writingAFieldOfTheStoreSendsAViewBindingAction() {
      let actions = Recorder<ProfileEditor.Action>()
      let store = self.recordingStore(into: actions)

      store.name = "Blob"

      #expect(actions.values == [.view(.binding(.set(\.name, "Blob")))])
      #expect(store.name == "Blob")
    }

    @Test func sendingBindingsStillDerive() {
      let actions = Recorder<ProfileEditor.Action>()
      @Bindable var store = self.recordingStore(into: actions)

      $store.name.sending(\.view.binding.name).wrappedValue = "Blob"

      #expect(actions.values == [.view(.binding(.set(\.name, "Blob")))])
    }

    @Test func aViewBindingNoReducerAppliesIsReported() {
      let line = #line + 1
      @Bindable var store = Store(initialState: ProfileEditor.State()) { ForgetfulProfileEditor() }

      withKnownIssue {
        $store.name.wrappedValue = "Blob"
      } matching: { issue in
        issue.description.contains(
          """
          A binding action sent from a store was not handled.

            Action:
              ProfileEditor.Action.binding(.set(_, "Blob"))
          """
        )
          && issue.sourceLocation?.line == line
      }
      #expect(store.name == "")
    }

    @Test func aFieldWriteNoReducerAppliesIsReported() {
      let store = Store(initialState: ProfileEditor.State()) { ForgetfulProfileEditor() }

      withKnownIssue {
        store.name = "Blob"
      } matching: { issue in
        issue.description.contains("A binding action sent from a store was not handled.")
      }
    }

    @Test func testStoreSendsViewBindingActions() async {
      let store = TestStore(initialState: ProfileEditor.State()) { ProfileEditor() }

      await store.send(.view(.binding(.set(\.name, "Blob")))) {
        $0.name = "Blob"
      }
      await store.send(.view(.set(\.name, "Blobby"))) {
        $0.name = "Blobby"
      }
      await store.send(\.view.binding.name, "Blob Jr.") {
        $0.name = "Blob Jr."
      }
      await store.send(.view(.saveButtonTapped)) {
        $0.saveCount = 1
      }
      await store.receive(.saved(count: 1))
    }

    @Test func testStoreReportsAnUnassertedViewBinding() async {
      let store = TestStore(initialState: ProfileEditor.State()) { ProfileEditor() }

      await withKnownIssue {
        await store.send(.view(.binding(.set(\.name, "Blob"))))
      } matching: { issue in
        issue.description.contains("State was not expected to change, but a change occurred")
      }
    }
  }
#endif
