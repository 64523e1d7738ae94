import ConcurrencyExtras
import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key to a value kept in memory for as long as the app runs (or the test: each test has its
  /// own), shared by every `@Shared` with the same name.
  ///
  /// ```swift
  /// @Shared(.inMemory("isOnboardingComplete")) var isOnboardingComplete = false
  /// ```
  ///
  /// - Parameter key: The value's name.
  /// - Returns: A key to the value.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}

/// A key to a value kept in memory: see ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  let store: InMemoryStorage

  init(key: String) {
    @Dependency(\.defaultInMemoryStorage) var store
    self.key = key
    self.store = store
  }

  /// Identifies the value: its name, in its storage.
  public struct ID: Hashable, Sendable {
    let key: String
    let store: ObjectIdentifier
  }

  public var id: ID {
    ID(key: self.key, store: ObjectIdentifier(self.store))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = self.store.value(forKey: self.key) as? Value {
      continuation.resume(returning: value)
    } else {
      if let initialValue = context.initialValue {
        self.store.setValue(initialValue, forKey: self.key)
      }
      continuation.resumeReturningInitialValue()
    }
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    // Every `@Shared` of this key shares one reference while any is alive, so there is nothing
    // else to follow.
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.store.setValue(value, forKey: self.key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  public var description: String {
    ".inMemory(\(String(reflecting: self.key)))"
  }
}

/// Where ``SharedReaderKey/inMemory(_:)`` keeps its values: see the `defaultInMemoryStorage`
/// dependency.
public final class InMemoryStorage: Sendable {
  private let values = LockIsolated<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  func value(forKey key: String) -> (any Sendable)? {
    self.values.withValue { $0[key] }
  }

  func setValue(_ value: any Sendable, forKey key: String) {
    self.values.withValue { $0[key] = value }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// Where ``SharedReaderKey/inMemory(_:)`` keeps its values: one for the app, a new one for
  /// each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
