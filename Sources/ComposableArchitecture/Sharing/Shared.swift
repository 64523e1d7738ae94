import CustomDump
import Dependencies
import Foundation
import IdentifiedCollections
import Observation

/// A property wrapper for state that is shared with other parts of the app, and possibly kept in
/// storage outside of it: memory, user defaults, a file.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
///   @Shared(.fileStorage(.documentsDirectory.appending(path: "sync-ups.json")))
///   var syncUps: IdentifiedArrayOf<SyncUp> = []
///   @Shared var signUpData: SignUpData
/// }
/// ```
///
/// Every copy of a `Shared` value reads and writes the same value, and every feature holding a
/// `Shared` made from the same key does too. Change it with ``withLock(_:fileID:filePath:line:column:)``:
///
/// ```swift
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Reading a shared value inside ``observe(_:)`` (or a view) makes it re-run when the value
/// changes, wherever the change comes from: another feature, another thread, or the storage.
///
/// In a ``TestStore``, changes to shared values are asserted like any other state change. See
/// <doc:SharingState>.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  /// Holds the reference, so that pointing one copy at another reference (`$value = …`,
  /// ``load(_:)``) points every copy at it.
  private let box: Box

  var reference: any MutableSharedReference<Value> {
    self.box.reference
  }

  init(reference: any MutableSharedReference<Value>) {
    self.box = Box(reference)
  }

  private final class Box: @unchecked Sendable {
    private let lock = NSLock()
    private var _reference: any MutableSharedReference<Value>

    init(_ reference: any MutableSharedReference<Value>) {
      self._reference = reference
    }

    var reference: any MutableSharedReference<Value> {
      get { self.lock.withLock { self._reference } }
      set { self.lock.withLock { self._reference = newValue } }
    }
  }

  /// Creates a shared reference to a value that no storage holds.
  ///
  /// - Parameter value: The value to share.
  public init(value: sending Value) {
    self.init(reference: SharedRoot(value: value))
  }

  /// Creates a shared reference from another one: both read and write the same value.
  ///
  /// Swift calls this for you when a `@Shared` parameter is given a `$shared` argument.
  ///
  /// - Parameter projectedValue: A shared reference.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// Unwraps a shared reference to an optional value, if it holds one.
  ///
  /// ```swift
  /// if let currentUser = Shared($currentUser) {
  ///   currentUser  // Shared<User>
  /// }
  /// ```
  ///
  /// Once the optional becomes `nil`, the unwrapped reference keeps its last value, and changes
  /// made through it are not written back.
  ///
  /// - Parameter base: A shared reference to an optional value.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    func open(_ reference: some MutableSharedReference<Value?>) -> any MutableSharedReference<Value>
    {
      UnwrappedReference(base: reference, initialValue: initialValue)
    }
    self.init(reference: open(base.reference))
  }

  /// The shared value.
  ///
  /// Read it as the property itself (`state.count`). Setting it (`state.count = 1`) takes the
  /// lock as ``withLock(_:fileID:filePath:line:column:)`` does, so that `$store.count` bindings
  /// and `BindingReducer` can write shared fields; to change a value based on itself, use
  /// `withLock`, which reads and writes in one exclusive access.
  public var wrappedValue: Value {
    get { SharedReader(self).wrappedValue }
    nonmutating set {
      self.withLock { $0 = newValue }
    }
  }

  /// The shared reference itself: pass it to another feature, which then shares the value.
  ///
  /// ```swift
  /// state.destination = .edit(SyncUpForm.State(syncUp: state.$syncUp))
  /// ```
  ///
  /// Setting it points this reference, and every copy of it, at another one.
  public var projectedValue: Self {
    get { self }
    nonmutating set { self.box.reference = newValue.reference }
  }

  /// Changes the shared value with exclusive access to it: no other change happens in between.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// Observers are told of the change, and a key's storage saves it.
  ///
  /// - Parameters:
  ///   - operation: Changes the value in place.
  ///   - fileID: The file ID of the call. Filled in for you.
  ///   - filePath: The file path of the call. Filled in for you.
  ///   - line: The line of the call. Filled in for you.
  ///   - column: The column of the call. Filled in for you.
  /// - Returns: What `operation` returns.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    @Dependency(\.sharedChangeAssertion) var assertion
    if let assertion {
      // A test describing the change: it changes the snapshot, which is compared with the value.
      var snapshot = self.reference.snapshot(in: assertion) ?? self.reference.wrappedValue
      defer { self.reference.setSnapshot(snapshot, in: assertion) }
      return try operation(&snapshot)
    }
    return try self.reference.withLock(operation)
  }

  /// A shared reference to a part of the value: `$syncUp.attendees`.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A shared reference to it, which reads and writes the part of this one's value.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    func open(_ reference: some MutableSharedReference<Value>) -> Shared<Member> {
      Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
    }
    return open(self.reference)
  }

  /// A read-only shared reference to a part of the value: `$syncUp.attendees.count`.
  ///
  /// - Parameter keyPath: The part.
  /// - Returns: A read-only shared reference to it.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// Whether the value is being loaded from its key's storage.
  public var isLoading: Bool {
    self.reference.isLoading
  }

  /// The error of the last load from the key's storage, or `nil` if it succeeded.
  public var loadError: (any Error)? {
    self.reference.loadError
  }

  /// The error of the last save to the key's storage, or `nil` if it succeeded.
  public var saveError: (any Error)? {
    self.reference.saveError
  }

  /// Loads the value from the key's storage again, now.
  ///
  /// Keys that follow their storage rarely need it. A reference made with
  /// ``Shared/init(value:)`` has nothing to load.
  public func load() async throws {
    try await self.reference.load()
  }

  /// Saves the value to the key's storage now, without the throttling a key may apply to
  /// changes.
  public func save() async throws {
    try await self.reference.save()
  }
}

extension Shared: Sendable {}

extension Shared: Observable {}

extension Shared: CustomStringConvertible {
  public var description: String {
    self.reference.description
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Two shared references are equal when their values are.
  ///
  /// While a ``TestStore`` compares the state it expected with the actual one, a shared value is
  /// compared with itself as the test described it: the expected side answers the test's
  /// snapshot, the actual side the live value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    SharedReader(lhs) == SharedReader(rhs)
  }
}

extension Shared: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension Shared: _CustomDiffObject {
  public var _customDiffValues: (Any, Any) {
    SharedReader(self)._customDiffValues
  }

  public var _customDiffType: Any.Type? {
    nil
  }

  public var _objectIdentifier: ObjectIdentifier {
    self.reference.identity.root
  }
}

// MARK: - Collections

extension Shared: Collection, Sequence, RandomAccessCollection, BidirectionalCollection
where
  Value: _MutableIdentifiedCollection & RandomAccessCollection,
  Value.IDs: RandomAccessCollection,
  Value.IDs.Index == Value.Index
{
  public typealias Index = Value.Index
  public typealias Element = Shared<Value.Element>

  public var startIndex: Index { self.wrappedValue.startIndex }
  public var endIndex: Index { self.wrappedValue.endIndex }
  public func index(after i: Index) -> Index { self.wrappedValue.index(after: i) }
  public func index(before i: Index) -> Index { self.wrappedValue.index(before: i) }

  /// A shared reference to the element at a position: `ForEach(Array($todos))`.
  ///
  /// It follows the element by its id, so it keeps reading the same element when others are
  /// inserted or removed before it.
  public subscript(position: Index) -> Shared<Value.Element> {
    let collection = self.wrappedValue
    let id = collection.ids[position]
    func open(_ reference: some MutableSharedReference<Value>) -> Shared<Value.Element> {
      let element = KeyPathReference(base: reference, keyPath: \Value.[id: id])
      return Shared<Value.Element>(
        reference: UnwrappedReference(base: element, initialValue: collection[position])
      )
    }
    return open(self.reference)
  }

  /// A shared reference to the element with an id, which is `nil` when there is none:
  /// `Shared($todos[id: id])` unwraps it.
  public subscript(id id: Value.ID) -> Shared<Value.Element?> {
    func open(_ reference: some MutableSharedReference<Value>) -> Shared<Value.Element?> {
      Shared<Value.Element?>(reference: KeyPathReference(base: reference, keyPath: \Value.[id: id]))
    }
    return open(self.reference)
  }
}
