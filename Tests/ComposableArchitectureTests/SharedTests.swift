import ComposableArchitecture
import Foundation
import Testing

// MARK: - Features

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var local = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case incrementButtonTapped
    case incrementInEffectButtonTapped
    case incrementLaterButtonTapped
    case incremented
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .incrementButtonTapped:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementInEffectButtonTapped:
        return .run { [count = state.$count] send in
          count.withLock { $0 += 1 }
          await send(.incremented)
        }
      case .incrementLaterButtonTapped:
        // Changes shared state without sending an action back: nothing asserts on it.
        return .run { [count = state.$count] _ in
          count.withLock { $0 += 1 }
        }
      case .incremented:
        state.local += 1
        return .none
      }
    }
  }
}

private struct SharedProfile: Codable, Equatable, Sendable {
  var name = ""
  var isPro = false
}

private struct SharedTodo: Codable, Equatable, Identifiable, Sendable {
  var id: Int
  var title = ""
  var isComplete = false
}

private enum SharedTheme: String, Sendable {
  case light, dark
}

private enum SharedSpeed: Int, Sendable {
  case slow = 1, fast = 2
}

extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
  fileprivate static var isHapticsEnabled: Self {
    Self[.appStorage("isHapticsEnabled"), default: true]
  }
}

/// A key over a value a test controls: loads, saves and changes are all visible to the test.
private struct ServerKey: SharedKey, Hashable {
  let name: String
  let server: Server

  final class Server: Sendable, Hashable {
    let values = LockIsolated<[String: Int]>([:])
    let saves = LockIsolated<[Int]>([])
    let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])
    let failsSaving = LockIsolated(false)

    func push(_ value: Int, for name: String) {
      self.values.withValue { $0[name] = value }
      self.subscribers.value.forEach { $0.yield(value) }
    }

    static func == (lhs: Server, rhs: Server) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  struct Failure: Error {}

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = self.server.values.value[self.name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
    -> SharedSubscription
  {
    self.server.subscribers.withValue { $0.append(subscriber) }
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    if self.server.failsSaving.value {
      continuation.resume(throwing: Failure())
      return
    }
    self.server.saves.withValue { $0.append(value) }
    self.server.values.withValue { $0[self.name] = value }
    continuation.resume()
  }
}

/// Waits, a bounded number of times, until a condition holds.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1000 {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return condition()
}

// MARK: - Sharing values

@MainActor
struct SharedValueTests {
  @Test func copiesShareTheirValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(Shared(value: 0).wrappedValue == 0)
  }

  @Test func settingTheValueTakesTheLock() {
    @Shared(value: 0) var count
    count = 3
    #expect($count.wrappedValue == 3)
  }

  @Test func pointingACopyElsewherePointsEveryCopy() async throws {
    @Shared(value: 1) var count
    let copy = $count
    $count = Shared(value: 10)
    #expect(copy.wrappedValue == 10)
    @Shared(.inMemory("other")) var other = 42
    try await copy.load(.inMemory("other"))
    #expect(count == 42)
    $other.withLock { $0 = 43 }
    #expect(count == 43)
  }

  @Test func sameKeySharesOneValue() {
    @Shared(.inMemory("score")) var first = 1
    @Shared(.inMemory("score")) var second = 100
    #expect(second == 1)
    $second.withLock { $0 = 7 }
    #expect(first == 7)
  }

  @Test func inMemoryValuesOutliveTheirReferences() {
    do {
      @Shared(.inMemory("kept")) var value = 1
      $value.withLock { $0 = 2 }
    }
    @Shared(.inMemory("kept")) var again = 1
    #expect(again == 2)
  }

  @Test func eachTestStartsWithItsOwnInMemoryValues1() {
    @Shared(.inMemory("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 += 1 }
  }

  @Test func eachTestStartsWithItsOwnInMemoryValues2() {
    @Shared(.inMemory("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 += 1 }
  }

  @Test func projectionsReadAndWriteAPart() {
    @Shared(value: SharedProfile(name: "Blob")) var profile
    let name = $profile.name
    name.withLock { $0 = "Blob Jr." }
    #expect(profile.name == "Blob Jr.")
    let length: SharedReader<Int> = $profile.name.count
    #expect(length.wrappedValue == 8)
  }

  @Test func unwrappingAnOptional() {
    @Shared(value: SharedProfile?.some(SharedProfile(name: "Blob"))) var profile
    let unwrapped = try! #require(Shared($profile))
    unwrapped.withLock { $0.isPro = true }
    #expect(profile?.isPro == true)
    $profile.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue.name == "Blob")
    #expect(Shared(Shared<Int?>(value: nil)) == nil)
  }

  @Test func readersFollowTheirShared() {
    @Shared(value: 1) var count
    let reader = SharedReader($count)
    $count.withLock { $0 = 2 }
    #expect(reader.wrappedValue == 2)
    #expect(SharedReader.constant(5).wrappedValue == 5)
  }

  @Test func sharedCollectionsGiveSharedElements() {
    @Shared(value: IdentifiedArrayOf<SharedTodo>(uniqueElements: [SharedTodo(id: 1), SharedTodo(id: 2)])) var todos
    let elements = Array($todos)
    #expect(elements.count == 2)
    elements[1].withLock { $0.title = "Milk" }
    #expect(todos[id: 2]?.title == "Milk")
    let first = try! #require(Shared($todos[id: 1]))
    $todos.withLock { _ = $0.insert(SharedTodo(id: 0), at: 0) }
    first.withLock { $0.isComplete = true }
    #expect(todos[id: 1]?.isComplete == true)
  }

  @Test func bindingToASharedValue() {
    @Shared(value: false) var isOn
    let binding = Binding($isOn)
    binding.wrappedValue = true
    #expect(isOn)
  }

  @Test func keysWithADefault() {
    @Shared(.isHapticsEnabled) var isHapticsEnabled
    #expect(isHapticsEnabled)
    $isHapticsEnabled.withLock { $0 = false }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.object(forKey: "isHapticsEnabled") as? Bool == false)
  }
}

// MARK: - Keys

@MainActor
struct SharedKeyTests {
  @Test func appStorageReadsAndWritesUserDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(5, forKey: "launches")
    @Shared(.appStorage("launches")) var launches = 0
    #expect(launches == 5)
    $launches.withLock { $0 += 1 }
    #expect(defaults.integer(forKey: "launches") == 6)

    @Shared(.appStorage("theme")) var theme = SharedTheme.light
    $theme.withLock { $0 = .dark }
    #expect(defaults.string(forKey: "theme") == "dark")
    @Shared(.appStorage("speed")) var speed = SharedSpeed.slow
    $speed.withLock { $0 = .fast }
    #expect(defaults.integer(forKey: "speed") == 2)

    @Shared(.appStorage("tags")) var tags = ["a"]
    #expect(defaults.stringArray(forKey: "tags") == ["a"])
    $tags.withLock { $0.append("b") }
    #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])

    @Shared(.appStorage("nickname")) var nickname: String?
    #expect(nickname == nil)
    $nickname.withLock { $0 = "Blobby" }
    #expect(defaults.string(forKey: "nickname") == "Blobby")
    $nickname.withLock { $0 = nil }
    #expect(defaults.object(forKey: "nickname") == nil)
  }

  @Test func eachTestHasItsOwnUserDefaults1() {
    @Shared(.appStorage("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func eachTestHasItsOwnUserDefaults2() {
    @Shared(.appStorage("isolated")) var value = 0
    #expect(value == 0)
    $value.withLock { $0 = 1 }
  }

  @Test func appStorageKeepsWebURLs() async throws {
    @Shared(.appStorage("endpoint")) var endpoint = URL(string: "https://example.com/a")!
    $endpoint.withLock { $0 = URL(string: "https://example.org/v1?q=1")! }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.string(forKey: "endpoint") == "https://example.org/v1?q=1")
    try await $endpoint.load()
    #expect(endpoint.absoluteString == "https://example.org/v1?q=1")
  }

  @Test func appStorageTypes() {
    @Shared(.appStorage("double")) var double = 1.5
    @Shared(.appStorage("data")) var data = Data([1, 2])
    @Shared(.appStorage("date")) var date = Date(timeIntervalSince1970: 0)
    @Shared(.appStorage("url")) var url = URL(fileURLWithPath: "/tmp")
    $double.withLock { $0 = 2.5 }
    $data.withLock { $0 = Data([3]) }
    $date.withLock { $0 = Date(timeIntervalSince1970: 10) }
    $url.withLock { $0 = URL(fileURLWithPath: "/var") }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.double(forKey: "double") == 2.5)
    #expect(defaults.data(forKey: "data") == Data([3]))
    #expect(defaults.object(forKey: "date") as? Date == Date(timeIntervalSince1970: 10))
    #expect(defaults.string(forKey: "url") == URL(fileURLWithPath: "/var").absoluteString)
    @Shared(.appStorage("url")) var again = URL(fileURLWithPath: "/tmp")
    #expect(again.path == "/var")
  }

  @Test func fileStorageInMemoryWritesJSON() throws {
    let files = LockIsolated<[URL: Data]>([:])
    let url = URL(fileURLWithPath: "/tmp/profile.json")
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var profile = SharedProfile()
      #expect(files.value[url] == nil)
      $profile.withLock { $0.name = "Blob" }
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode(SharedProfile.self, from: data) == SharedProfile(name: "Blob"))
    }
  }

  @Test func fileStorageLoadsAnExistingFile() throws {
    let url = URL(fileURLWithPath: "/tmp/profile.json")
    let saved = try JSONEncoder().encode(SharedProfile(name: "Saved", isPro: true))
    let files = LockIsolated([url: saved])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var profile = SharedProfile()
      #expect(profile == SharedProfile(name: "Saved", isPro: true))
      #expect($profile.loadError == nil)
    }
  }

  @Test func fileStorageReportsAFileItCannotDecode() {
    let url = URL(fileURLWithPath: "/tmp/profile.json")
    let files = LockIsolated([url: Data("not json".utf8)])
    withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.fileStorage(url)) var profile = SharedProfile(name: "Default")
      #expect(profile.name == "Default")
      #expect($profile.loadError != nil)
      // Nothing is written over the file until the value changes.
      #expect(files.value[url] == Data("not json".utf8))
    }
  }

  @Test func customKeysLoadSaveAndFollow() async throws {
    let server = ServerKey.Server()
    server.values.withValue { $0["likes"] = 3 }
    @Shared(ServerKey(name: "likes", server: server)) var likes = 0
    #expect(likes == 3)
    $likes.withLock { $0 += 1 }
    #expect(server.saves.value == [4])
    server.push(10, for: "likes")
    #expect(likes == 10)
    #expect(server.saves.value == [4])

    server.failsSaving.setValue(true)
    $likes.withLock { $0 = 11 }
    #expect($likes.saveError is ServerKey.Failure)
    server.failsSaving.setValue(false)
    try await $likes.save()
    #expect($likes.saveError == nil)
    #expect(server.saves.value == [4, 11])

    server.values.withValue { $0["likes"] = 20 }
    try await $likes.load()
    #expect(likes == 20)
  }

  @Test func anErrorsReadersAreToldOnlyWhenThereWasOneOrIsOne() async throws {
    let server = ServerKey.Server()
    @Shared(ServerKey(name: "stars", server: server)) var stars = 0
    // Values received and saves that succeed keep `nil`: nothing to tell (every page of a server
    // reads these, and another process's change arrives as a value received).
    var loadErrorChanges = changes { _ = $stars.loadError }
    var saveErrorChanges = changes { _ = $stars.saveError }
    server.push(1, for: "stars")
    $stars.withLock { $0 = 2 }
    #expect(stars == 2)
    #expect(loadErrorChanges.value == 0)
    #expect(saveErrorChanges.value == 0)

    // A save that fails is told, and so is the next one that succeeds.
    server.failsSaving.setValue(true)
    $stars.withLock { $0 = 3 }
    #expect(saveErrorChanges.value == 1)
    server.failsSaving.setValue(false)
    saveErrorChanges = changes { _ = $stars.saveError }
    $stars.withLock { $0 = 4 }
    #expect(saveErrorChanges.value == 1)
    #expect($stars.saveError == nil)
    loadErrorChanges = changes { _ = $stars.loadError }
    server.push(5, for: "stars")
    #expect(loadErrorChanges.value == 0)
  }

  @Test func loadingFromAnEmptyStorageKeepsTheValue() async throws {
    let server = ServerKey.Server()
    @Shared(ServerKey(name: "score", server: server)) var score = 1
    $score.withLock { $0 = 5 }
    server.values.withValue { $0.removeAll() }
    try await $score.load()
    #expect(score == 5)
  }

  @Test func requiringAValue() async throws {
    let server = ServerKey.Server()
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: ServerKey(name: "missing", server: server))
    }
    server.values.withValue { $0["present"] = 2 }
    let present = try await Shared(require: ServerKey(name: "present", server: server))
    #expect(present.wrappedValue == 2)
  }
}

// MARK: - The file system

@MainActor
struct SharedFileSystemTests {
  private func temporaryURL() -> URL {
    URL(fileURLWithPath: NSTemporaryDirectory())
      .appendingPathComponent("tca-shared-\(UUID().uuidString)")
      .appendingPathComponent("value.json")
  }

  @Test func changesByAnotherProcessAreFollowed() async throws {
    let url = self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var profile = SharedProfile()
      var names: [String] = []
      let token = observe { names.append(profile.name) }
      defer { token.cancel() }
      // Another process writes the file.
      try JSONEncoder().encode(SharedProfile(name: "Outside")).write(to: url, options: .atomic)
      #expect(await eventually { profile.name == "Outside" })
      #expect(await eventually { names.last == "Outside" })
      #expect(names == ["", "Outside"])
    }
  }

  @Test func contentsSeenBeforeAreFollowedAfterAWriteOfOurs() async throws {
    let url = self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var profile = SharedProfile()
      let outside = try JSONEncoder().encode(SharedProfile(name: "Outside"))
      try outside.write(to: url, options: .atomic)
      #expect(await eventually { profile.name == "Outside" })
      $profile.withLock { $0.name = "Mine" }
      #expect(await eventually { (try? Data(contentsOf: url)) != outside })
      // Another process writes what it wrote before.
      try outside.write(to: url, options: .atomic)
      #expect(await eventually { profile.name == "Outside" })
    }
  }

  @Test func concurrentChangesEndInTheFile() async throws {
    let url = self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      let shared = $count
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<25 {
              shared.withLock { $0 += 1 }
            }
          }
        }
      }
      #expect(count == 200)
      try await $count.save()
      let written = try JSONDecoder().decode(Int.self, from: Data(contentsOf: url))
      #expect(written == 200)
    }
  }

  @Test func anOutsideWriteDoesNotOvertakeAPendingChange() async throws {
    let url = self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      // Within the second after that write, this one waits.
      $count.withLock { $0 = 2 }
      try JSONEncoder().encode(99).write(to: url, options: .atomic)
      func written() -> Int? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Int.self, from: $0) }
      }
      #expect(await eventually { written() == 2 })
      #expect(count == 2)
    }
  }

  @Test func writesAreImmediateThenCoalesced() async throws {
    let url = self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      func written() -> Int? {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Int.self, from: $0) }
      }
      #expect(written() == 1)
      $count.withLock { $0 = 2 }
      $count.withLock { $0 = 3 }
      // Within a second of the first write, the others wait, and only the last is written.
      #expect(written() == 1)
      #expect(await eventually { written() == 3 })
      $count.withLock { $0 = 4 }
      try await $count.save()
      #expect(written() == 4)
      #expect(count == 4)
    }
  }
}

// MARK: - Observation

@MainActor
struct SharedObservationTests {
  @Test func observeRerunsForAChangeFromAnotherThread() async {
    let count = Shared(value: 0)
    var seen: [Int] = []
    let token = observe { seen.append(count.wrappedValue) }
    defer { token.cancel() }
    await Task.detached { count.withLock { $0 = 5 } }.value
    #expect(await eventually { seen == [0, 5] })
  }

  @Test func observeRerunsOnceForAStoreActionThatChangesASharedField() {
    let store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    defer { token.cancel() }
    store.send(.incrementButtonTapped)
    #expect(seen == [0, 1])
  }

  @Test func observeRerunsWhenAnotherFeatureChangesTheSharedValue() {
    let first = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State()) { SharedCounter() }
    var seen: [Int] = []
    let token = observe { seen.append(first.count) }
    defer { token.cancel() }
    second.send(.incrementButtonTapped)
    #expect(seen == [0, 1])
  }

  @Test func bindingsThroughTheStore() {
    @Bindable var store = Store(initialState: SharedCounter.State()) { SharedCounter() }
    let count: Binding<Int> = $store.count
    count.wrappedValue = 42
    #expect(store.count == 42)
    @Shared(.inMemory("count")) var shared = 0
    #expect(shared == 42)
  }
}

// MARK: - Testing

@MainActor
struct SharedTestStoreTests {
  @Test func assertingASharedChange() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("−   count: 0")
        && issue.description.contains("+   count: 1")
    }
  }

  @Test func aWrongSharedAssertionFails() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 2 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 2")
        && issue.description.contains("+   count: 1")
    }
  }

  @Test func sharedChangesFromEffects() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementInEffectButtonTapped)
    await store.receive(\.incremented) {
      $0.$count.withLock { $0 = 1 }
      $0.local = 1
    }
  }

  @Test func bindingActionsToSharedFields() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(\.binding.count, 5) {
      $0.$count.withLock { $0 = 5 }
    }
  }

  @Test func nonExhaustiveStoresDoNotRequireSharedAssertions() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    store.exhaustivity = .off
    await store.send(.incrementButtonTapped)
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.$count.withLock { $0 = 10 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func aSharedChangeLeftUnassertedAtTheEndFails() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
      await store.send(.incrementLaterButtonTapped)
      await store.finish()
    } matching: { issue in
      issue.description.contains(
        "Test store finished before asserting against changes to shared state."
      )
        && issue.description.contains("+   count: 1")
    }
  }

  @Test func eachTestStoreStartsFromItsTestsOwnStorage() async {
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    #expect(store.state.count == 0)
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0 = 1 }
    }
  }
}
