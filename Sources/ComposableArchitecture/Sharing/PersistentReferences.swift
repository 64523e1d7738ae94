import Dependencies
import Foundation

/// The root references made from keys, by key id, so that every `@Shared` made from the same key
/// shares one value.
///
/// A root is held weakly: once no `Shared` holds it, it is released, and its subscription to the
/// storage with it; the next `@Shared` with that key loads the value again. Each test has its own
/// (see `DependencyValues.persistentReferences`), so tests don't share values through it.
final class PersistentReferences: @unchecked Sendable {
  private struct CacheKey: Hashable {
    let valueType: ObjectIdentifier
    let id: AnyHashable
  }

  private final class WeakRoot {
    weak var root: AnyObject?
    init(_ root: AnyObject) { self.root = root }
  }

  private let lock = NSRecursiveLock()
  private var roots: [CacheKey: WeakRoot] = [:]
  /// How many entries there may be before released roots are swept out.
  private var sweepThreshold = 64

  /// The root for a key: the one already in use, or a new one, loaded from the key's storage.
  func root<Value: Sendable>(
    id: some Hashable,
    initialValue: () -> Value,
    persistence: () -> SharedPersistence<Value>
  ) -> SharedRoot<Value> {
    let cacheKey = CacheKey(valueType: ObjectIdentifier(Value.self), id: AnyHashable(id))
    if let root = self.lock.withLock({ self.roots[cacheKey]?.root as? SharedRoot<Value> }) {
      return root
    }
    // Made outside the lock: loading runs the key's code, which may take its time or make other
    // shared references. If another thread made one meanwhile, the first one made is used.
    let newRoot = SharedRoot(persistence: persistence(), initialValue: initialValue())
    return self.lock.withLock {
      if let root = self.roots[cacheKey]?.root as? SharedRoot<Value> {
        return root
      }
      self.roots[cacheKey] = WeakRoot(newRoot)
      if self.roots.count > self.sweepThreshold {
        self.roots = self.roots.filter { $0.value.root != nil }
        self.sweepThreshold = max(64, self.roots.count * 2)
      }
      return newRoot
    }
  }
}

private enum PersistentReferencesKey: DependencyKey {
  static var liveValue: PersistentReferences { PersistentReferences() }
  static var testValue: PersistentReferences { PersistentReferences() }
}

extension DependencyValues {
  /// The root references made from keys. One for the app, and one per test.
  var persistentReferences: PersistentReferences {
    get { self[PersistentReferencesKey.self] }
    set { self[PersistentReferencesKey.self] = newValue }
  }
}

// MARK: - Initializing from keys

extension Shared {
  /// Creates a shared reference to the value a key's storage holds, or to `wrappedValue` when it
  /// holds none.
  ///
  /// ```swift
  /// @Shared(.appStorage("count")) var count = 0
  /// ```
  ///
  /// Every `@Shared` made from the same key shares one value: while one is alive, the others
  /// take its value and ignore their own default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the storage holds none.
  ///   - key: Where the value is kept.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: sharedRoot(key, initialValue: wrappedValue))
  }

  /// Creates a shared reference to the optional value a key's storage holds, `nil` when it holds
  /// none.
  ///
  /// - Parameter key: Where the value is kept.
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a shared reference from a key that carries its own default.
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
  ///   static var isHapticsEnabled: Self {
  ///     Self[.appStorage("isHapticsEnabled"), default: true]
  ///   }
  /// }
  ///
  /// @Shared(.isHapticsEnabled) var isHapticsEnabled
  /// ```
  ///
  /// - Parameter key: Where the value is kept, and its default.
  public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(reference: sharedRoot(key, initialValue: key.defaultValue))
  }

  /// Creates a shared reference from a key that carries its own default, with another default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the storage holds none, instead of the key's.
  ///   - key: Where the value is kept.
  public init<Key: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>
  ) {
    self.init(reference: sharedRoot(key.base, initialValue: wrappedValue))
  }

  /// Creates a shared reference to the value a key's storage holds, throwing when it holds none
  /// or can't be loaded.
  ///
  /// - Parameter key: Where the value is kept.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await requireValue(key)
    self.init(wrappedValue: value, key)
  }

  /// Points this shared reference, and every copy of it, at another key's storage, loading its
  /// value.
  ///
  /// - Parameter key: Where the value is kept.
  public func load(_ key: some SharedKey<Value>) async throws {
    let value = try await requireValue(key)
    self.projectedValue = Shared(wrappedValue: value, key)
  }
}

extension SharedReader {
  /// Creates a read-only reference to the value a key's storage holds, or to `wrappedValue` when
  /// it holds none.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the storage holds none.
  ///   - key: Where the value is kept.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: sharedRoot(key, initialValue: wrappedValue))
  }

  /// Creates a read-only reference to the optional value a key's storage holds, `nil` when it
  /// holds none.
  ///
  /// - Parameter key: Where the value is kept.
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Creates a read-only reference from a key that carries its own default.
  ///
  /// - Parameter key: Where the value is kept, and its default.
  public init<Key: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<Key>) {
    self.init(reference: sharedRoot(key, initialValue: key.defaultValue))
  }

  /// Creates a read-only reference from a key that carries its own default, with another
  /// default.
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to use when the storage holds none, instead of the key's.
  ///   - key: Where the value is kept.
  public init<Key: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: _SharedKeyDefault<Key>
  ) {
    self.init(reference: sharedRoot(key.base, initialValue: wrappedValue))
  }

  /// Creates a read-only reference to the value a key's storage holds, throwing when it holds
  /// none or can't be loaded.
  ///
  /// - Parameter key: Where the value is kept.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await requireValue(key)
    self.init(wrappedValue: value, key)
  }
}

/// The root reference for a key, from the current dependencies' cache.
private func sharedRoot<Key: SharedReaderKey>(
  _ key: Key,
  initialValue: () -> Key.Value
) -> SharedRoot<Key.Value> {
  @Dependency(\.persistentReferences) var persistentReferences
  return persistentReferences.root(id: key.id, initialValue: initialValue) {
    // A key that can save is given its saving, even when a reader asks first: a `Shared` made
    // later from the same key shares the root.
    func open(_ key: some SharedKey<Key.Value>) -> SharedPersistence<Key.Value> {
      SharedPersistence(key)
    }
    if let key = key as? any SharedKey<Key.Value> {
      return open(key)
    }
    return SharedPersistence(key)
  }
}

/// Loads a key's value, throwing when the storage holds none.
private func requireValue<Key: SharedReaderKey>(_ key: Key) async throws -> Key.Value {
  let result: Key.Value? = try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation("\(key)") { continuation.resume(with: $0) }
    )
  }
  guard let result else { throw LoadError.noValue(description: "\(key)") }
  return result
}

/// Why `Shared(require:)` failed.
private enum LoadError: Error, CustomStringConvertible {
  case noValue(description: String)

  var description: String {
    switch self {
    case let .noValue(description):
      return "No value is stored for \(description)."
    }
  }
}
