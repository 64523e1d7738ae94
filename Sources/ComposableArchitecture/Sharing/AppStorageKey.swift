import Dependencies
import Foundation

/// A key to a value kept in user defaults, made with `.appStorage(_:store:)`.
///
/// Values are stored as `UserDefaults` stores them: `Bool`, `Int`, `Double`, `String`, `[String]`, `URL`,
/// `Data`, `Date`, a `RawRepresentable` whose raw value is an `Int` or a `String`, or an optional
/// of any of these (`nil` removes the value).
///
/// Every `@Shared` with the same key and store shares one value. On Linux, `UserDefaults` tells
/// nobody of changes made to it directly; such a change is read by the next `load()`.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  let store: UncheckedSendable<UserDefaults>
  let lookup: Lookup

  /// How a type of value is read from and written to user defaults.
  struct Lookup: Sendable {
    let get: @Sendable (UserDefaults, String) -> Value?
    let set: @Sendable (UserDefaults, String, Value) -> Void
  }

  init(_ key: String, store: UserDefaults?, lookup: Lookup) {
    @Dependency(\.defaultAppStorage) var defaultAppStorage
    self.key = key
    self.store = UncheckedSendable(store ?? defaultAppStorage)
    self.lookup = lookup
  }

  /// Identifies the value: its key, in its store.
  public struct ID: Hashable, Sendable {
    let key: String
    let store: ObjectIdentifier
  }

  public var id: ID {
    ID(key: self.key, store: ObjectIdentifier(self.store.value))
  }

  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = self.lookup.get(self.store.value, self.key) {
      continuation.resume(returning: value)
    } else {
      // As swift-sharing does, the default is written, so that other readers of the user
      // defaults find it.
      if let initialValue = context.initialValue {
        self.lookup.set(self.store.value, self.key, initialValue)
      }
      continuation.resumeReturningInitialValue()
    }
  }

  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    // Every `@Shared` of this key and store shares one reference while any is alive; Linux's
    // `UserDefaults` posts no change notifications to follow.
    SharedSubscription {}
  }

  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.lookup.set(self.store.value, self.key, value)
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  public var description: String {
    ".appStorage(\(String(reflecting: self.key)))"
  }
}

extension AppStorageKey.Lookup {
  static func object(_ read: @escaping @Sendable (UserDefaults, String) -> Value?) -> Self {
    Self(
      get: { store, key in store.object(forKey: key) == nil ? nil : read(store, key) },
      set: { store, key, value in store.set(value, forKey: key) }
    )
  }

  static func optional<Wrapped>(_ base: AppStorageKey<Wrapped>.Lookup) -> Self
  where Value == Wrapped? {
    Self(
      get: { store, key in base.get(store, key).map { .some($0) } },
      set: { store, key, value in
        if let value {
          base.set(store, key, value)
        } else {
          store.removeObject(forKey: key)
        }
      }
    )
  }
}

extension AppStorageKey<Bool>.Lookup {
  static let bool = Self.object { $0.bool(forKey: $1) }
}
extension AppStorageKey<Int>.Lookup {
  static let int = Self.object { $0.object(forKey: $1) as? Int }
}
extension AppStorageKey<Double>.Lookup {
  static let double = Self.object { $0.object(forKey: $1) as? Double }
}
extension AppStorageKey<String>.Lookup {
  static let string = Self.object { $0.string(forKey: $1) }
}
extension AppStorageKey<Data>.Lookup {
  static let data = Self.object { $0.data(forKey: $1) }
}
extension AppStorageKey<Date>.Lookup {
  static let date = Self.object { $0.object(forKey: $1) as? Date }
}
extension AppStorageKey<[String]>.Lookup {
  static let strings = Self.object { $0.stringArray(forKey: $1) }
}
extension AppStorageKey<URL>.Lookup {
  // Kept as its absolute string: swift-corelibs-foundation's `set(_:forKey:)` for a URL keeps
  // only its path, which would turn `https://example.com/a` into `file:///a`.
  static let url = Self(
    get: { store, key in
      store.string(forKey: key).flatMap { URL(string: $0) } ?? store.url(forKey: key)
    },
    set: { store, key, value in store.set(value.absoluteString, forKey: key) }
  )
}

extension AppStorageKey.Lookup where Value: RawRepresentable, Value.RawValue == Int {
  static var rawInt: Self {
    Self(
      get: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
      set: { store, key, value in store.set(value.rawValue, forKey: key) }
    )
  }
}

extension AppStorageKey.Lookup where Value: RawRepresentable, Value.RawValue == String {
  static var rawString: Self {
    Self(
      get: { store, key in store.string(forKey: key).flatMap(Value.init(rawValue:)) },
      set: { store, key, value in store.set(value.rawValue, forKey: key) }
    )
  }
}

// MARK: - Keys

extension SharedReaderKey {
  /// A key to a `Bool` kept in user defaults.
  ///
  /// ```swift
  /// @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: .bool)
  }

  /// A key to an `Int` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: .int)
  }

  /// A key to a `Double` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: .double)
  }

  /// A key to a `String` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: .string)
  }

  /// A key to a `URL` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: .url)
  }

  /// A key to `Data` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: .data)
  }

  /// A key to a `Date` kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: .date)
  }

  /// A key to an array of strings kept in user defaults.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, lookup: .strings)
  }

  /// An optional array of strings kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> {
    AppStorageKey(key, store: store, lookup: .optional(.strings))
  }

  /// A key to a value kept in user defaults as its `Int` raw value.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawInt)
  }

  /// A key to a value kept in user defaults as its `String` raw value.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .rawString)
  }

  /// A key to an optional `Bool` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(.bool))
  }

  /// A key to an optional `Int` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(.int))
  }

  /// A key to an optional `Double` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(.double))
  }

  /// A key to an optional `String` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(.string))
  }

  /// A key to an optional `URL` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(.url))
  }

  /// A key to optional `Data` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(.data))
  }

  /// A key to an optional `Date` kept in user defaults; `nil` removes it.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(.date))
  }

  /// A key to an optional value kept in user defaults as its `Int` raw value.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawInt))
  }

  /// A key to an optional value kept in user defaults as its `String` raw value.
  ///
  /// - Parameters:
  ///   - key: The key in user defaults.
  ///   - store: The user defaults to use; `nil` for the `defaultAppStorage` dependency.
  /// - Returns: A key to the value.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String,
    store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> {
    AppStorageKey(key, store: store, lookup: .optional(.rawString))
  }
}

// MARK: - The dependency

private enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> {
    UncheckedSendable(.standard)
  }
  static var testValue: UncheckedSendable<UserDefaults> {
    // A suite of its own for each test, in the temporary directory.
    let suiteName = "\(NSTemporaryDirectory())co.composable-architecture.tests.\(UUID().uuidString)"
    return UncheckedSendable(UserDefaults(suiteName: suiteName) ?? .standard)
  }
}

extension DependencyValues {
  /// The user defaults that `.appStorage(_:store:)` keys (``AppStorageKey``) use when
  /// given no store: `UserDefaults.standard` in the app, an empty suite of its own in each test.
  public var defaultAppStorage: UserDefaults {
    get { self[DefaultAppStorageKey.self].value }
    set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
  }
}
