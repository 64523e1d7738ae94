import ComposableArchitecture
import Testing

@MainActor
struct ObserveTests {
  @Test func observeRunsImmediatelyAndOncePerChange() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var names: [String] = []
    let token = observe { names.append(store.name) }
    #expect(names == ["Blob"])
    store.send(.setName("Blobby"))
    #expect(names == ["Blob", "Blobby"])
    store.send(.setName("Blob Jr"))
    #expect(names == ["Blob", "Blobby", "Blob Jr"])
    _ = token
  }

  @Test func anObserveStartedInsideAnotherTracksOnlyItsOwnReads() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var outerRuns = 0
    var ages: [Int] = []
    var inner: ObserveToken?
    let outer = observe {
      _ = store.name
      outerRuns += 1
      if inner == nil {
        inner = observe { ages.append(store.age) }
        // It runs once this closure has returned.
        #expect(ages == [])
      }
    }
    #expect(ages == [store.age])
    store.send(.setAge(7))
    #expect(ages.last == 7)
    // The age is the inner observation's business, not the outer's.
    #expect(outerRuns == 1)
    store.send(.setName("Blobby"))
    #expect(outerRuns == 2)
    #expect(ages.count == 2)
    _ = (outer, inner)
  }

  @Test func observeIgnoresUnrelatedAndEqualWrites() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var runs = 0
    let token = observe {
      _ = store.name
      runs += 1
    }
    store.send(.setAge(1))
    store.send(.setName("Blob"))
    store.send(.setDarkMode(true))
    #expect(runs == 1)
    _ = token
  }

  @Test func severalChangesInOneActionRerunOnce() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var runs = 0
    let token = observe {
      _ = store.name
      _ = store.age
      runs += 1
    }
    store.send(.setNameAndAge("Blobby", 50))
    #expect(runs == 2)
    _ = token
  }

  @Test func observeStopsWhenCancelledOrReleased() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var runs = 0
    var token: ObserveToken? = observe {
      _ = store.name
      runs += 1
    }
    store.send(.setName("A"))
    #expect(runs == 2)
    token?.cancel()
    store.send(.setName("B"))
    #expect(runs == 2)

    var released = 0
    token = observe {
      _ = store.name
      released += 1
    }
    token = nil
    store.send(.setName("C"))
    #expect(released == 1)
  }

  @Test func observeTracksWhatWasReadOnTheLastRun() {
    let store = Store(initialState: Profile.State()) { Profile() }
    var seen: [String] = []
    let token = observe {
      // Reads `age` only while the name is "Blob".
      if store.name == "Blob" {
        seen.append("age \(store.age)")
      } else {
        seen.append("name \(store.name)")
      }
    }
    store.send(.setAge(1))
    store.send(.setName("Other"))
    store.send(.setAge(2))  // No longer read: no re-run.
    #expect(seen == ["age 42", "age 1", "name Other"])
    _ = token
  }

  @Test func changesOutsideAStoreRerunOnTheMainActor() async {
    let model = Model()
    var values: [Int] = []
    let token = observe { values.append(model.value) }
    model.value = 1
    await waitUntil { values == [0, 1] }
    #expect(values == [0, 1])
    _ = token
  }

  @Test func observeReadingAScopedStore() {
    let parent = Store(initialState: Parent.State()) { Parent() }
    let child = parent.scope(state: \.child, action: \.child)
    var titles: [String] = []
    let token = observe { titles.append(child.title) }
    child.send(.setTitle("One"))
    #expect(titles == ["", "One"])
    _ = token
  }
}

@Observable
@MainActor
final class Model {
  var value = 0
}
