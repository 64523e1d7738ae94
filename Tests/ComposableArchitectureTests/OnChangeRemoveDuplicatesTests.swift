import ComposableArchitecture
import Testing

// Swift Testing doesn't run tests of a deprecated suite, so each test is deprecated instead: a
// deprecated context uses deprecated API without a warning.

/// Notification settings that persist a pair of fields, and greet a name as written, whatever its
/// case.
@available(*, deprecated, message: "Exercises onChange(of:removeDuplicates:_:).")
@Reducer
private struct NotificationSettings {
  @ObservableState
  struct State: Equatable {
    var greetings: [String] = []
    var name = ""
    var saved: [String] = []
    var sendEmail = false
    var sendMobile = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case savedChannels(email: Bool, mobile: Bool)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(
        of: { (state: State) -> (Bool, Bool) in (state.sendEmail, state.sendMobile) },
        removeDuplicates: { (old: (Bool, Bool), new: (Bool, Bool)) in old == new }
      ) { oldValue, newValue in
        Reduce { state, _ in
          state.saved.append("\(oldValue) → \(newValue)")
          return .send(.savedChannels(email: newValue.0, mobile: newValue.1))
        }
      }
      .onChange(
        of: \.name,
        removeDuplicates: { $0.lowercased() == $1.lowercased() }
      ) { _, newValue in
        Reduce { state, _ in
          state.greetings.append("Hello, \(newValue)!")
          return .none
        }
      }
    Reduce { _, _ in .none }
  }
}

@MainActor
struct OnChangeRemoveDuplicatesTests {
  @Test
  @available(*, deprecated, message: "Exercises onChange(of:removeDuplicates:_:).")
  func runsWhenTheValueIsNotADuplicateAndMergesEffects() async {
    let store = TestStore(initialState: NotificationSettings.State()) {
      NotificationSettings()
    }

    await store.send(.binding(.set(\.sendEmail, true))) {
      $0.sendEmail = true
      $0.saved = ["(false, false) → (true, false)"]
    }
    await store.receive(\.savedChannels)
  }

  @Test
  @available(*, deprecated, message: "Exercises onChange(of:removeDuplicates:_:).")
  func skipsValuesTheFunctionCallsDuplicates() async {
    let store = TestStore(initialState: NotificationSettings.State()) {
      NotificationSettings()
    }

    await store.send(.binding(.set(\.name, "Blob"))) {
      $0.name = "Blob"
      $0.greetings = ["Hello, Blob!"]
    }
    await store.send(.binding(.set(\.name, "BLOB"))) {
      $0.name = "BLOB"
    }
    await store.send(.binding(.set(\.name, "Blobby"))) {
      $0.name = "Blobby"
      $0.greetings = ["Hello, Blob!", "Hello, Blobby!"]
    }
    await store.send(.binding(.set(\.sendEmail, false)))
  }
}
