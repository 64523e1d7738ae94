import CasePaths
import CustomDump
import Dependencies
import OrderedCollections

/// The state of a stack of features, such as the screens pushed onto a navigation stack: a
/// collection of elements, each with a ``StackElementID`` of its own.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// // …
/// .forEach(\.path, action: \.path)
/// ```
///
/// Add and remove elements as with an array (`append`, `removeLast`, `removeAll`, …): each new
/// element gets the next id from the `stackElementID` dependency. Reach an element by id with
/// `state.path[id: id]`.
public struct StackState<Element> {
  @usableFromInline
  var elements: OrderedDictionary<StackElementID, Element>

  /// The ids of the elements a stack reducer has started watching, for dismissal: bookkeeping,
  /// not part of equality.
  var mounted: OrderedSet<StackElementID> = []

  /// An empty stack.
  public init() {
    self.elements = [:]
  }

  /// A stack of the given elements, with new ids.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    self.append(contentsOf: elements)
  }

  /// The ids of the elements, bottom to top.
  public var ids: OrderedSet<StackElementID> {
    self.elements.keys
  }

  /// The element with the given id, if the stack has one.
  ///
  /// Writing `nil` removes the element. Writing an element for an id the stack doesn't have adds
  /// it on top in tests (where ids are predictable), and is reported elsewhere.
  public subscript(id id: StackElementID) -> Element? {
    get { self.elements[id] }
    _modify { yield &self.elements[id] }
    set {
      switch (self.elements[id], newValue) {
      case (.some, let newValue):
        self.elements[id] = newValue
      case (.none, .some(let newValue)):
        @Dependency(\.context) var context
        guard context == .test else {
          reportIssue("Can't assign element at missing ID.")
          return
        }
        self.elements[id] = newValue
      case (.none, .none):
        return
      }
    }
  }

  /// The associated value of a case of the enum element with the given id, to read or modify in
  /// place: `state.path[id: id, case: \.detail]?.title = "New"`. Writing `nil` removes the
  /// element.
  ///
  /// Modifying a case the element is not in, or an element the stack doesn't have, is reported
  /// and changes nothing.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>
  ) -> Case? where Element: CasePathable {
    get { self.elements[id].flatMap { $0[case: path] } }
    set {
      guard let element = self.elements[id], element[case: path] != nil else {
        reportUnrelatedCase(self.elements[id])
        return
      }
      self[id: id] = newValue.map { path($0) }
    }
  }

  /// Removes the element with the given id and every element above it. Does nothing when the
  /// stack doesn't have the id.
  public mutating func pop(from id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange(index...)
  }

  /// Removes every element above the one with the given id. Does nothing when the stack doesn't
  /// have the id.
  public mutating func pop(to id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public var startIndex: Int { self.elements.elements.startIndex }
  public var endIndex: Int { self.elements.elements.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at a position, bottom (0) to top.
  public subscript(position: Int) -> Element {
    self.elements.values[position]
  }

  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>,
    with newElements: C
  ) where C.Element == Element {
    @Dependency(\.stackElementID) var stackElementID
    var elements = OrderedDictionary<StackElementID, Element>()
    elements.reserveCapacity(self.count - subrange.count + newElements.count)
    for (id, element) in self.elements.elements[..<subrange.lowerBound] {
      elements[id] = element
    }
    for element in newElements {
      elements[stackElementID.next()] = element
    }
    for (id, element) in self.elements.elements[subrange.upperBound...] {
      elements[id] = element
    }
    self.elements = elements
  }

  /// Removes every element. The stack stays the same stack: a stack reducer still sees which
  /// elements it had, and cancels their effects.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    self.elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the elements that satisfy the predicate; the others keep their ids.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    try self.elements.removeAll { try shouldBeRemoved($0.value) }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they have the same elements under the same ids, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements, and gives them new ids.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements, without their ids.
  public func encode(to encoder: any Encoder) throws {
    try Array(self.elements.values).encode(to: encoder)
  }
}

extension StackState: CustomStringConvertible {
  public var description: String {
    Array(self.elements.values).description
  }
}

extension StackState: CustomDebugStringConvertible {
  public var debugDescription: String {
    "\(Self.self)(\(self.elements.description))"
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as a dictionary of ids to elements: `[#0]: Path.State.detail(…)`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: Array(zip(self.ids, self.elements.values)),
      displayStyle: .dictionary
    )
  }
}
