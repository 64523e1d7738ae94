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
      if let entry = self.storage.values[ObjectIdentifier(key)] {
        return entry.value as! Key.Value
      }
      return Key.defaultValue
    }
    set {
      var values = self.storage.values
      values[ObjectIdentifier(key)] = EnvironmentEntry(newValue)
      self.storage = EnvironmentStorage(values: values)
    }
  }

  /// Whether two environments are the same one: neither was written since one was copied from
  /// the other. Environments that aren't the same may still hold equal values.
  @_spi(Rendering)
  public func isIdentical(to other: EnvironmentValues) -> Bool {
    self.storage === other.storage
  }

  /// This environment, or `previous` if it holds the same values (compared with `isSame`,
  /// values not written since they were shared by identity): a renderer that writes the same
  /// values again on each update then keeps giving its children the same environment, which
  /// they compare by identity.
  func reusing(
    _ previous: EnvironmentValues,
    where isSame: (Any, Any) -> Bool
  ) -> EnvironmentValues {
    guard !self.isIdentical(to: previous),
      self.storage.values.count == previous.storage.values.count
    else { return self }
    for (key, entry) in self.storage.values {
      guard let other = previous.storage.values[key] else { return self }
      guard entry === other || isSame(entry.value, other.value) else { return self }
    }
    return previous
  }

  public var description: String {
    "EnvironmentValues(\(self.storage.values.count) values set)"
  }
}
