/// The values a view reads from its environment: SwiftUI's `EnvironmentValues`.
///
/// A view's environment is its parent's, with what the modifiers between them changed
/// (``View/environment(_:_:)``, ``View/font(_:)``, ``View/disabled(_:)``, …). Read a value with
/// ``Environment``:
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// ```
public struct EnvironmentValues: CustomStringConvertible {
  /// The values set, by key type. A write makes a new storage, so that a renderer can tell an
  /// environment that changed from one that didn't by the storage's identity alone.
  private var storage: EnvironmentStorage

  /// An environment with every key at its default value.
  public init() {
    self.storage = EnvironmentStorage(values: [:])
  }

  /// The value of a key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = self.storage.values[ObjectIdentifier(key)] {
        return value as! Key.Value
      }
      return Key.defaultValue
    }
    set {
      var values = self.storage.values
      values[ObjectIdentifier(key)] = newValue
      self.storage = EnvironmentStorage(values: values)
    }
  }

  /// Whether two environments are the same one: neither was written since one was copied from
  /// the other. Environments that aren't the same may still hold equal values.
  @_spi(Rendering)
  public func isIdentical(to other: EnvironmentValues) -> Bool {
    self.storage === other.storage
  }

  public var description: String {
    "EnvironmentValues(\(self.storage.values.count) values set)"
  }
}

/// The values of an environment: never written once made, so that its identity tells whether
/// an environment changed.
private final class EnvironmentStorage: @unchecked Sendable {
  // Never written after `init`: reading it from any thread is safe. Its values aren't
  // `Sendable` in general, as SwiftUI's environment values aren't.
  let values: [ObjectIdentifier: Any]

  init(values: [ObjectIdentifier: Any]) {
    self.values = values
  }
}
