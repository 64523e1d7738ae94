#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif
import Dependencies
import Foundation
import Observation

/// What a ``SharedReader`` reads through: a value held by the library, a key's storage, or a
/// part of another reference's value.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The value, its read recorded for observation.
  var wrappedValue: Value { get }
  /// What tells two references apart: equal for references that read the same value.
  var identity: SharedIdentity { get }
  /// The value as it was when the test that changed it last asserted on it, if it changed.
  func snapshot(in tracker: SharedChangeTracker) -> Value?
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  func load() async throws
  var description: String { get }
  /// Sends on the thread of each change to the value, for `Shared.publisher`.
  var valueDidChange: AnyPublisher<Void, Never> { get }
}

/// What a ``Shared`` reads and writes through.
protocol MutableSharedReference<Value>: SharedReference {
  /// Runs `body` with exclusive access to the value, then tells observers and the storage.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// Records what a test expects the value to be, without changing the value.
  func setSnapshot(_ value: Value, in tracker: SharedChangeTracker)
  var saveError: (any Error)? { get }
  func save() async throws
}

/// Identifies the value a reference reads: the root reference holding it, and the path into it.
struct SharedIdentity: Hashable {
  let root: ObjectIdentifier
  let path: [AnyHashable]

  func appending(_ component: AnyHashable) -> Self {
    Self(root: self.root, path: self.path + [component])
  }
}

/// How a root reference loads and saves its value through a key: the key's methods, typed.
struct SharedPersistence<Value: Sendable>: Sendable {
  let description: String
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  /// `nil` for a key that only reads.
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?

  init(_ key: some SharedReaderKey<Value>) {
    self.description = "\(key)"
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = nil
  }

  init(_ key: some SharedKey<Value>) {
    self.description = "\(key)"
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = { key.save($0, context: $1, continuation: $2) }
  }
}

/// A reference that holds a value: given to it (``Shared/init(value:)``), or loaded from a key's
/// storage, which it follows and saves to.
///
/// Observers of the value are told of its changes through the `Observation` module, on whatever
/// thread the change is made; a change made on the main actor while a store reduces an action is
/// told once the action is done, with the store's own changes (see `ObservationBuffer`).
final class SharedRoot<Value>: MutableSharedReference, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  // Guarded by `lock`.
  private var value: Value
  private var _isLoading = false
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var subscription: SharedSubscription?
  /// Made for the first subscriber of `valueDidChange`.
  private var didChangeSubject: PassthroughSubject<Void, Never>?
  // Set once, in `init`.
  private var initialValue: Value
  private var persistence: Persistence?
  private let label: String

  /// What a key-backed root needs besides its value. Only built for keys, whose values are
  /// `Sendable`.
  private struct Persistence: @unchecked Sendable {
    let load: (LoadContext<Value>, LoadContinuation<Value>) -> Void
    let save: ((Value, SaveContext, SaveContinuation) -> Void)?
  }

  /// A root holding a value of its own.
  init(value: Value) {
    self.value = value
    self.initialValue = value
    self.label = "Shared<\(sharedTypeName(Value.self))>(value: \(String(customDumping: value)))"
  }

  /// A root holding the value of a key's storage, loaded now, and following its changes.
  init(persistence: SharedPersistence<Value>, initialValue: Value) where Value: Sendable {
    self.value = initialValue
    self.initialValue = initialValue
    self.label = "Shared<\(sharedTypeName(Value.self))>(\(persistence.description))"
    self.persistence = Persistence(load: persistence.load, save: persistence.save)
    self._isLoading = true
    persistence.load(
      .initialValue(initialValue),
      LoadContinuation(self.label) { [weak self] result in
        self?.receive(result, endsLoading: true)
      }
    )
    let subscription = persistence.subscribe(
      .initialValue(initialValue),
      SharedSubscriber(
        callback: { [weak self] result in self?.receive(result, endsLoading: true) },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    self.lock.withLock { self.subscription = subscription }
  }

  var identity: SharedIdentity {
    SharedIdentity(root: ObjectIdentifier(self), path: [])
  }

  var description: String { self.label }

  var valueDidChange: AnyPublisher<Void, Never> {
    self.lock.withLock {
      let subject = self.didChangeSubject ?? PassthroughSubject()
      self.didChangeSubject = subject
      return subject.eraseToAnyPublisher()
    }
  }

  var wrappedValue: Value {
    self.registrar.access(SharedRootKeys(), keyPath: \.wrappedValue)
    return self.lock.withLock { self.value }
  }

  var isLoading: Bool {
    self.registrar.access(SharedRootKeys(), keyPath: \.isLoading)
    return self.lock.withLock { self._isLoading }
  }

  var loadError: (any Error)? {
    self.registrar.access(SharedRootKeys(), keyPath: \.loadError)
    return self.lock.withLock { self._loadError }
  }

  var saveError: (any Error)? {
    self.registrar.access(SharedRootKeys(), keyPath: \.saveError)
    return self.lock.withLock { self._saveError }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    @Dependency(\.sharedChangeTrackers) var trackers
    let result = try self.lock.withLock {
      for tracker in trackers {
        tracker.record(self, before: self.value)
      }
      // A copy, written back: the closure may read this value through another reference (a
      // child's `Shared` derived from this one), which reading `self.value` while it's passed
      // `inout` would make an exclusivity violation. (Sharing's references do the same on Apple's
      // platforms, where their value has observers and is so passed through a temporary.)
      var value = self.value
      let result: R
      do {
        result = try body(&value)
      } catch {
        self.value = value
        throw error
      }
      self.value = value
      // Saved under the lock, so that the storage gets the changes of two threads in the order
      // they were made. A key's `save` must not wait for another thread that takes this lock.
      self.save(self.value, context: .didSet)
      return result
    }
    self.notify(\.wrappedValue)
    self.lock.withLock { self.didChangeSubject }?.send(())
    return result
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    tracker.snapshot(of: self) as? Value
  }

  func setSnapshot(_ value: Value, in tracker: SharedChangeTracker) {
    tracker.setSnapshot(value, of: self)
  }

  /// The value without recording the read: for the library's own bookkeeping.
  var currentValue: Value {
    self.lock.withLock { self.value }
  }

  func load() async throws {
    guard let persistence = self.persistence else { return }
    self.setLoading(true)
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      persistence.load(
        .userInitiated,
        LoadContinuation(self.label) { [weak self] result in
          self?.receive(result, endsLoading: true, keepsValueWhenEmpty: true)
          continuation.resume(with: result.map { _ in () })
        }
      )
    }
  }

  func save() async throws {
    guard let save = self.persistence?.save else { return }
    let value = self.currentValue
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      save(
        value,
        .userInitiated,
        SaveContinuation(self.label) { [weak self] result in
          self?.receiveSave(result)
          continuation.resume(with: result)
        }
      )
    }
  }

  private func save(_ value: Value, context: SaveContext) {
    guard let save = self.persistence?.save else { return }
    save(
      value,
      context,
      SaveContinuation(self.label) { [weak self] result in self?.receiveSave(result) }
    )
  }

  /// Takes a value (or an error) from the key's storage: loaded, or a change it followed. A
  /// value from the storage is not saved back to it. An empty storage gives the default back,
  /// except to an explicit `load()`, which keeps the value.
  private func receive(
    _ result: Result<Value?, any Error>,
    endsLoading: Bool,
    keepsValueWhenEmpty: Bool = false
  ) {
    // An error's readers are told when there was one or is one: `nil` kept is no change, and
    // most values received (each change another process makes) keep it.
    let hadLoadError = self.lock.withLock {
      let hadLoadError = self._loadError != nil
      if endsLoading { self._isLoading = false }
      switch result {
      case let .success(newValue?):
        self.value = newValue
        self._loadError = nil
      case .success(nil):
        if !keepsValueWhenEmpty {
          self.value = self.initialValue
        }
        self._loadError = nil
      case let .failure(error):
        self._loadError = error
      }
      return hadLoadError
    }
    self.notify(\.wrappedValue)
    self.lock.withLock { self.didChangeSubject }?.send(())
    if hadLoadError || result.isFailure { self.notify(\.loadError) }
    if endsLoading { self.notify(\.isLoading) }
  }

  private func receiveSave(_ result: Result<Void, any Error>) {
    let (hadSaveError, hadLoadError) = self.lock.withLock {
      let errors = (self._saveError != nil, self._loadError != nil)
      switch result {
      case .success:
        self._saveError = nil
        self._loadError = nil
      case let .failure(error):
        self._saveError = error
      }
      return errors
    }
    // Told only when there was an error or is one (see `receive`): a save that succeeds after
    // one that did tells no one.
    if hadSaveError || result.isFailure { self.notify(\.saveError) }
    if hadLoadError { self.notify(\.loadError) }
  }

  private func setLoading(_ isLoading: Bool) {
    self.lock.withLock { self._isLoading = isLoading }
    self.notify(\.isLoading)
  }

  /// Tells the observers of a property that it changed: now, or, on the main actor while a store
  /// reduces an action, once the action is done.
  private func notify(_ keyPath: KeyPath<SharedRootKeys, Void>) {
    if ObservationBuffer.isHolding() {
      ObservationBuffer.holdShared(SharedChange(root: self, keyPath: keyPath))
    } else if !_isOnMainActor() {
      // A change made on another thread (a database's notification, a file written by another
      // process) is told on the main actor, where `observe { }` runs. Told at once, it could fall
      // between an observer's read of the old value and the start of its tracking (Observation
      // tracks what a closure read only once it has returned), and that observer would never
      // see it.
      let change = UncheckedSendable(SharedChange(root: self, keyPath: keyPath))
      Task { @MainActor in change.value.deliver() }
    } else {
      self.registrar.willSet(SharedRootKeys(), keyPath: keyPath)
      self.registrar.didSet(SharedRootKeys(), keyPath: keyPath)
    }
  }

  fileprivate func deliver(_ keyPath: KeyPath<SharedRootKeys, Void>) {
    self.registrar.willSet(SharedRootKeys(), keyPath: keyPath)
    self.registrar.didSet(SharedRootKeys(), keyPath: keyPath)
  }
}

/// What the observers of a ``SharedRoot`` are told about: its registrar's keys.
///
/// Not the root's own key paths: a key path into a generic class is made anew each time its
/// literal runs (about a microsecond, with its generic arguments resolved), and every page of a
/// server reads its shared values' on each change. These are made once.
private struct SharedRootKeys: Observable {
  var wrappedValue: Void { () }
  var isLoading: Void { () }
  var loadError: Void { () }
  var saveError: Void { () }
}

/// A change to a shared value held back by `ObservationBuffer`.
private struct SharedChange<Value>: _HeldChange {
  let root: SharedRoot<Value>
  let keyPath: KeyPath<SharedRootKeys, Void>

  func deliver() {
    self.root.deliver(self.keyPath)
  }
}

/// A read-only part of another reference's value, reached by a key path:
/// `$settings.name.count`.
class ReaderKeyPathReference<Base: SharedReference, Member>: SharedReference,
  @unchecked Sendable
{
  // Immutable: a key path is a value, read from any thread.
  let base: Base
  let keyPath: KeyPath<Base.Value, Member>

  init(base: Base, keyPath: KeyPath<Base.Value, Member>) {
    self.base = base
    self.keyPath = keyPath
  }

  var wrappedValue: Member { self.base.wrappedValue[keyPath: self.keyPath] }
  var identity: SharedIdentity { self.base.identity.appending(self.keyPath) }
  var isLoading: Bool { self.base.isLoading }
  var loadError: (any Error)? { self.base.loadError }
  func load() async throws { try await self.base.load() }
  var description: String { "\(self.base.description)[\(_describeKeyPath(self.keyPath))]" }
  var valueDidChange: AnyPublisher<Void, Never> { self.base.valueDidChange }

  func snapshot(in tracker: SharedChangeTracker) -> Member? {
    self.base.snapshot(in: tracker)?[keyPath: self.keyPath]
  }
}

/// A part of another reference's value that it also writes: `$settings.digest`.
final class KeyPathReference<Base: MutableSharedReference, Member>:
  ReaderKeyPathReference<Base, Member>, MutableSharedReference, @unchecked Sendable
{
  /// The same key path as `keyPath`, typed for writing.
  private let writableKeyPath: WritableKeyPath<Base.Value, Member>

  init(base: Base, keyPath: WritableKeyPath<Base.Value, Member>) {
    self.writableKeyPath = keyPath
    super.init(base: base, keyPath: keyPath)
  }

  var saveError: (any Error)? { self.base.saveError }
  func save() async throws { try await self.base.save() }

  func withLock<R>(_ body: (inout Member) throws -> R) rethrows -> R {
    try self.base.withLock { try body(&$0[keyPath: self.writableKeyPath]) }
  }

  func setSnapshot(_ value: Member, in tracker: SharedChangeTracker) {
    var snapshot = self.base.snapshot(in: tracker) ?? self.base.wrappedValue
    snapshot[keyPath: self.writableKeyPath] = value
    self.base.setSnapshot(snapshot, in: tracker)
  }
}

/// The value of a reference to an optional, while it is not `nil`: `SharedReader($currentUser)`.
///
/// Once the base becomes `nil`, it keeps answering with the last value it had.
class UnwrappedReaderReference<Base: SharedReference<Wrapped?>, Wrapped>: SharedReference,
  @unchecked Sendable
{
  let base: Base
  fileprivate let lock = NSLock()
  // Guarded by `lock`.
  fileprivate var lastValue: Wrapped

  init(base: Base, initialValue: Wrapped) {
    self.base = base
    self.lastValue = initialValue
  }

  var wrappedValue: Wrapped {
    guard let value = self.base.wrappedValue else {
      return self.lock.withLock { self.lastValue }
    }
    self.lock.withLock { self.lastValue = value }
    return value
  }

  var identity: SharedIdentity { self.base.identity.appending("!") }
  var isLoading: Bool { self.base.isLoading }
  var loadError: (any Error)? { self.base.loadError }
  func load() async throws { try await self.base.load() }
  var description: String { "\(self.base.description)!" }
  var valueDidChange: AnyPublisher<Void, Never> { self.base.valueDidChange }

  func snapshot(in tracker: SharedChangeTracker) -> Wrapped? {
    self.base.snapshot(in: tracker) ?? nil
  }
}

/// The value of a reference to an optional, while it is not `nil`, that it also writes:
/// `Shared($currentUser)`.
///
/// Once the base becomes `nil`, changes made through it are kept here, where later reads find
/// them, and not written to the base.
final class UnwrappedReference<Base: MutableSharedReference<Wrapped?>, Wrapped>:
  UnwrappedReaderReference<Base, Wrapped>, MutableSharedReference, @unchecked Sendable
{
  var saveError: (any Error)? { self.base.saveError }
  func save() async throws { try await self.base.save() }

  func withLock<R>(_ body: (inout Wrapped) throws -> R) rethrows -> R {
    try self.base.withLock { optional in
      guard var value = optional else {
        var lastValue = self.lock.withLock { self.lastValue }
        defer { self.lock.withLock { self.lastValue = lastValue } }
        return try body(&lastValue)
      }
      defer {
        optional = value
        self.lock.withLock { self.lastValue = value }
      }
      return try body(&value)
    }
  }

  func setSnapshot(_ value: Wrapped, in tracker: SharedChangeTracker) {
    self.base.setSnapshot(value, in: tracker)
  }
}

/// A type's name as `customDump` writes it: `Int`, `[Settings.Digest]`.
func sharedTypeName(_ type: Any.Type) -> String {
  var name = ""
  customDump(type, to: &name)
  if name.hasSuffix(".self") {
    name.removeLast(".self".count)
  }
  return name
}

extension Result {
  /// Whether the result is a failure.
  fileprivate var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }
}
