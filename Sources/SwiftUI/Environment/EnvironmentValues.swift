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
  /// The values written, the latest first (`nil`: none). A write adds a link, so that a
  /// renderer can tell an environment that changed from one that didn't by identity alone.
  private var storage: EnvironmentStorage?

  /// An environment with every key at its default value.
  public init() {
    self.storage = nil
  }

  /// The value of a key.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      if let link = self.storage?.link(for: ObjectIdentifier(key)) {
        return link.value as! Key.Value
      }
      return Key.defaultValue
    }
    set {
      self.storage = EnvironmentStorage(
        key: ObjectIdentifier(key),
        value: newValue,
        next: self.storage
      )
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
    // Both are most often the same writes onto the same environment (a modifier resolved
    // again): compared write by write until they meet. Writes in another order, or of other
    // keys, count as changed.
    var link = self.storage
    var other = previous.storage
    while link !== other {
      guard let current = link, let previousLink = other, current.key == previousLink.key,
        isSame(current.value, previousLink.value)
      else { return self }
      link = current.next
      other = previousLink.next
    }
    return previous
  }

  public var description: String {
    "EnvironmentValues(\(self.storage?.keyCount ?? 0) values set)"
  }
}
