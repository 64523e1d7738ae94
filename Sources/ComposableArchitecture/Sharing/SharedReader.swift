import CustomDump
import Dependencies
import Foundation

/// A property wrapper for shared state that this feature only reads.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
///
/// Make one from a ``Shared`` (``init(_:)-(Shared<Value>)``) to hand a feature read-only access to
/// a value another feature changes, or from a key, including keys that only read
/// (``SharedReaderKey``).
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// A read-only view of a shared reference: it reads what the reference's owner writes.
  ///
  /// - Parameter base: A shared reference.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// A read-only reference to a value that never changes.
  ///
  /// - Parameter value: The value.
  public init(value: sending Value) {
    self.init(reference: SharedRoot(value: value))
  }

  /// A read-only reference to a value that never changes.
  ///
  /// - Parameter value: The value.
  /// - Returns: A read-only reference.
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }

  /// Creates a read-only reference from another one.
  ///
  /// - Parameter projectedValue: A read-only reference.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// Unwraps a read-only reference to an optional value, if it holds one.
  ///
  /// - Parameter base: A read-only reference to an optional value.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some SharedReference<Value?>) -> any SharedReference<Value> {
      UnwrappedReaderReference(base: reference, initialValue: initialValue)
    }
    self.init(reference: open(base.reference))
  }

  /// The shared value.
  public var wrappedValue: Value {
    @Dependency(\.sharedChangeAssertion) var assertion
    if let assertion {
      return self.reference.snapshot(in: assertion) ?? self.reference.wrappedValue
    }
    return self.reference.wrappedValue
  }

  /// The read-only reference itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A read-only reference to a part of the value.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A read-only reference to it.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    func open(_ reference: some SharedReference<Value>) -> SharedReader<Member> {
      SharedReader<Member>(reference: ReaderKeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(self.reference)
  }

  /// Whether the value is being loaded from its key's storage.
  public var isLoading: Bool {
    self.reference.isLoading
  }

  /// The error of the last load from the key's storage, or `nil` if it succeeded.
  public var loadError: (any Error)? {
    self.reference.loadError
  }

  /// Loads the value from the key's storage again, now.
  public func load() async throws {
    try await self.reference.load()
  }
}

extension SharedReader: Sendable {}

extension SharedReader: CustomStringConvertible {
  public var description: String {
    self.reference.description
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Two read-only references are equal when their values are.
  ///
  /// While a ``TestStore`` compares the state it expected with the actual one, a shared value is
  /// compared with itself as the test described it: the expected side answers the test's
  /// snapshot, the actual side the live value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    @Dependency(\.sharedChangeAssertion) var assertion
    if assertion != nil, lhs.reference.identity == rhs.reference.identity {
      return lhs.wrappedValue == rhs.reference.wrappedValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension SharedReader: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) {
    @Dependency(\.sharedChangeAssertion) var assertion
    let current = self.reference.wrappedValue
    return (assertion.flatMap { self.reference.snapshot(in: $0) } ?? current, current)
  }

  public var _customDiffType: Any.Type? {
    nil
  }

  public var _objectIdentifier: ObjectIdentifier {
    self.reference.identity.root
  }
}
