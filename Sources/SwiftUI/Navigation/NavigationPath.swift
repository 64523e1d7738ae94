/// A list of values of any hashable types: the path of a ``NavigationStack`` whose screens show
/// values of different types (SwiftUI's `NavigationPath`).
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// An empty path.
  public init() {
    self.elements = []
  }

  /// A path of the elements of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// A path decoded from its codable representation.
  public init(_ codable: CodableRepresentation) {
    self.elements = codable.elements
  }

  /// How many values the path holds.
  public var count: Int { self.elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { self.elements.isEmpty }

  /// Adds a value at the end.
  public mutating func append<V: Hashable>(_ value: V) {
    self.elements.append(AnyHashable(value))
  }

  /// Removes values from the end.
  public mutating func removeLast(_ k: Int = 1) {
    self.elements.removeLast(min(k, self.elements.count))
  }

  /// The path's codable representation, when every value is `Codable`: `nil` here, where
  /// values aren't encoded.
  public var codable: CodableRepresentation? {
    nil
  }

  /// A path in a form that can be encoded.
  public struct CodableRepresentation: Codable, Equatable {
    var elements: [AnyHashable] = []

    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {}
  }
}
