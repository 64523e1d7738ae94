import ComposableArchitecture
import Testing

// How a binding action writes into state: writes are reused once nobody holds them, field
// writers are found once per key path and take the caller's key path to name the field to
// observers, and key paths that aren't a single tracked field go through the key path.

@Reducer
struct WriteForm {
  @ObservableState
  struct State: Equatable {
    var age = 0
    var isOn = false
    var nickname: String? = nil
    var name = ""
    var tags = ["a", "b", "c"]
    var address = Address()
  }

  struct Address: Equatable, Sendable {
    var city = "Blobtown"
    var street = "Main"
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// State that isn't `@ObservableState`: its fields are plain stored properties.
private struct PlainState: Equatable {
  var count = 0
  var title = ""
}

private enum PlainAction: BindableAction {
  case binding(BindingAction<PlainState>)
}

@MainActor
struct BindingWriteTests {
  let store = Store(initialState: WriteForm.State()) { WriteForm() }

  @Test func anActionStillHeldKeepsItsValueWhenTheFieldIsWrittenAgain() {
    let first = BindingAction<WriteForm.State>.set(\.name, "Blob")
    let second = BindingAction<WriteForm.State>.set(\.name, "Blob Jr.")
    let firstAge = BindingAction<WriteForm.State>.set(\.age, 1)
    let secondAge = BindingAction<WriteForm.State>.set(\.age, 2)
    let firstNickname = BindingAction<WriteForm.State>.set(\.nickname, "B")
    let secondNickname = BindingAction<WriteForm.State>.set(\.nickname, nil)

    #expect(first.value as? String == "Blob")
    #expect(second.value as? String == "Blob Jr.")
    #expect(firstAge.value as? Int == 1)
    #expect(secondAge.value as? Int == 2)
    #expect(firstNickname.value as? String? == "B")
    #expect(secondNickname.value as? String? == .some(nil))
    #expect(first != second)
  }

  @Test func aSavedActionSentAfterOtherWritesWritesItsOwnValue() {
    let saved = WriteForm.Action.binding(.set(\.name, "Saved"))
    for index in 0..<10 {
      store.send(.binding(.set(\.name, "Name \(index)")))
      #expect(store.name == "Name \(index)")
    }
    store.send(saved)
    #expect(store.name == "Saved")
    #expect(saved == .binding(.set(\.name, "Saved")))
  }

  @Test func writesOfEveryKindOfValueLandInState() {
    store.send(.binding(.set(\.age, 42)))
    store.send(.binding(.set(\.isOn, true)))
    store.send(.binding(.set(\.nickname, "Blobby")))
    store.send(.binding(.set(\.address, WriteForm.Address(city: "Blobville", street: "High"))))
    store.send(.binding(.set(\.address.street, "Low")))

    #expect(store.age == 42)
    #expect(store.isOn)
    #expect(store.nickname == "Blobby")
    #expect(store.address == WriteForm.Address(city: "Blobville", street: "Low"))

    store.send(.binding(.set(\.nickname, nil)))
    #expect(store.nickname == nil)
  }

  @Test func writesMadeOnManyThreadsAtOnceKeepTheirOwnValues() async {
    #expect(await Self.mismatchesMakingWritesConcurrently() == 0)
  }

  /// Makes writes of the same fields on 8 tasks at once, and counts the writes whose value isn't
  /// the one they were made with.
  private nonisolated static func mismatchesMakingWritesConcurrently() async -> Int {
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var mismatches = 0
          for index in 0..<2_000 {
            let value = task * 10_000 + index
            let action = BindingAction<WriteForm.State>.set(\.age, value)
            let name = BindingAction<WriteForm.State>.set(\.name, "\(value)")
            if action.value as? Int != value { mismatches += 1 }
            if name.value as? String != "\(value)" { mismatches += 1 }
          }
          return mismatches
        }
      }
      var total = 0
      for await mismatches in group {
        total += mismatches
      }
      return total
    }
  }

  @Test func aBindingWriteNotifiesReadersOfItsFieldOnly() {
    let nameChanges = changes { _ = store.name }
    let ageChanges = changes { _ = store.age }
    store.send(.binding(.set(\.name, "Blob")))
    #expect(nameChanges.value == 1)
    #expect(ageChanges.value == 0)
  }

  @Test func aKeyPathMadeElsewhereNotifiesTheSameReaders() {
    let keyPath: WritableKeyPath<WriteForm.State, String> = \WriteForm.State.name
    let nameChanges = changes { _ = store.name }
    store.send(.binding(.set(keyPath, "Blob")))
    #expect(nameChanges.value == 1)
    #expect(store.name == "Blob")
  }

  @Test func anEqualBindingWriteNotifiesNobody() {
    store.send(.binding(.set(\.name, "Blob")))
    let nameChanges = changes { _ = store.name }
    store.send(.binding(.set(\.name, "Blob")))
    #expect(nameChanges.value == 0)
  }

  @Test func keyPathsWithSubscriptArgumentsWriteThroughTheKeyPath() {
    let tagChanges = changes { _ = store.tags }
    for index in 0..<3 {
      store.send(.binding(.set(\.tags[index], "tag \(index)")))
    }
    #expect(store.tags == ["tag 0", "tag 1", "tag 2"])
    #expect(tagChanges.value == 1)
  }

  @Test func appendedKeyPathsWriteNestedFields() {
    let address: WritableKeyPath<WriteForm.State, WriteForm.Address> = \.address
    let keyPath = address.appending(path: \WriteForm.Address.city)
    store.send(.binding(.set(keyPath, "Blobville")))
    #expect(store.address.city == "Blobville")
  }

  @Test func stateThatIsNotObservableIsWrittenThroughItsKeyPaths() {
    var state = PlainState()
    let reducer = BindingReducer<PlainState, PlainAction, PlainAction>()
    _ = reducer.reduce(into: &state, action: .binding(.set(\.count, 3)))
    _ = reducer.reduce(into: &state, action: .binding(.set(\.title, "Blob")))
    #expect(state == PlainState(count: 3, title: "Blob"))
  }
}
