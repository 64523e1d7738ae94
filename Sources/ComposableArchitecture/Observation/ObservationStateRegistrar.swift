import IdentifiedCollections
import Observation
import OrderedCollections

#if !canImport(Darwin)
  import SwiftUI
#endif

/// The observation machinery stored in every ``ObservableState()`` struct.
///
/// It pairs the standard library's `ObservationRegistrar` with the value's
/// ``ObservableStateID``. Copies of a state share the registrar, so a field written in the
/// store's copy notifies whoever read that field from any copy. The registrar takes no part in
/// equality, hashing or coding, so a state's synthesized conformances compare only its fields.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline
  let registrar = ObservationRegistrar()
  #if !canImport(Darwin)
    /// The view graph nodes that read the state's fields: they are told of a change without
    /// Observation's tracking (see `_ViewReaders`).
    @usableFromInline
    let viewReaders = _ViewReaders()
  #endif

  public init() {}

  /// Gives the state a new identity. See ``ObservableStateID/_$willModify()``.
  public mutating func _$willModify() {
    self.id._$willModify()
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}

/// The names under which the fields of an ``ObservableState()`` struct are observed: a type
/// nested in the struct, with a property per tracked field, that the macro generates.
///
/// Observation is told about a field with a key path of this type rather than of the state
/// itself, so that the notification of a change made while a store reduces an action can be
/// delivered once the action is done, without keeping a copy of the state (see
/// `ObservationBuffer`).
public protocol _ObservationStateKeys: Observable {
  init()
}

extension ObservationStateRegistrar {
  /// Records a read of a field. Called by the code ``ObservableState()`` generates.
  ///
  /// Inside `_RootedReads.withRoot`, only the reads of the root state's own fields are
  /// recorded, each with the root's nested changes (see `_NestedChangeKeys`): a value below
  /// the root can only change in place through the root's fields, which then tell their readers.
  @inlinable
  public func access<Keys: _ObservationStateKeys>(_ key: KeyPath<Keys, Void>) {
    if let root = _RootedReads.root {
      guard self.id.location == root else { return }
      self.registrar.access(_NestedChangeKeys(), keyPath: \_NestedChangeKeys.any)
    }
    #if !canImport(Darwin)
      if self.viewReaders.recordRead(of: key) { return }
    #endif
    self.registrar.access(Keys(), keyPath: key)
  }

  /// Tells the view graph nodes that read a field that it changes (see `_ViewReaders`). Called
  /// wherever Observation is told, and before it.
  @inlinable
  func viewReadersWillChange<Keys: _ObservationStateKeys>(_ key: KeyPath<Keys, Void>) {
    #if !canImport(Darwin)
      self.viewReaders.willChange(key)
    #endif
  }

  /// Runs `body` with its reads left to Observation even from a view's body, where a state's
  /// reads are otherwise the view's (see `_ViewReaders`): for code that tracks what it reads
  /// itself.
  static func withoutViewReads<T>(_ body: () -> T) -> T {
    #if !canImport(Darwin)
      _withoutViewReads(body)
    #else
      body()
    #endif
  }

  /// Writes a field, notifying its observers unless the new value is identity-equal to the old.
  /// Called by the code ``ObservableState()`` generates.
  @inlinable
  public func mutate<Keys: _ObservationStateKeys, Value>(
    _ key: KeyPath<Keys, Void>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(value, newValue) {
      // An equal plain value changes nothing; an observable one with the same identity may hold
      // other values inside.
      let isNested = Value.self is any ObservableState.Type
        || Value.self is any _HoldsObservableState.Type
      value = newValue
      if isNested {
        self.notifyNestedChange()
      }
    } else if ObservationBuffer.holdsChange(of: key, in: self) {
      value = newValue
    } else {
      self.viewReadersWillChange(key)
      self.registrar.withMutation(of: Keys(), keyPath: key) {
        value = newValue
      }
    }
  }

  /// Tells the observers of a field that it changed, now or, while a store is reducing an
  /// action, once it is done.
  @inlinable
  func notifyChange<Keys: _ObservationStateKeys>(of key: KeyPath<Keys, Void>) {
    guard !ObservationBuffer.holdsChange(of: key, in: self) else { return }
    self.viewReadersWillChange(key)
    self.registrar.willSet(Keys(), keyPath: key)
    self.registrar.didSet(Keys(), keyPath: key)
  }

  /// Tells the readers of the state's nested changes (see `_NestedChangeKeys`) that observable
  /// state held by one of its fields changed in place, its identity kept.
  @inlinable
  func notifyNestedChange() {
    self.notifyChange(of: \_NestedChangeKeys.any)
  }
}

// MARK: - In-place modification

/// What `_modify` remembers of a plain field: whether its observers were told of the change
/// already, or will be once the store's action is done.
public struct _$NotifiedModification: Sendable {
  @usableFromInline
  let isHeld: Bool

  @usableFromInline
  init(isHeld: Bool) {
    self.isHeld = isHeld
  }
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of a plain field: observers are told it changes.
  ///
  /// No copy of the old value is kept, so modifying a large array in place stays O(1).
  @_disfavoredOverload
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Member>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member
  ) -> _$NotifiedModification {
    let isHeld = ObservationBuffer.holdsChange(of: key, in: self)
    if !isHeld {
      self.viewReadersWillChange(key)
      self.registrar.willSet(Keys(), keyPath: key)
    }
    return _$NotifiedModification(isHeld: isHeld)
  }

  /// Ends an in-place modification of a plain field.
  @_disfavoredOverload
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Member>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member,
    _ modification: _$NotifiedModification
  ) {
    if !modification.isHeld {
      self.registrar.didSet(Keys(), keyPath: key)
    }
  }

  /// Begins an in-place modification of an observable child: gives it a new identity, and
  /// remembers it.
  ///
  /// The new identity is what makes a copy of the child taken before the change a different
  /// value: written back later (an undo, say), it notifies the readers of this field.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member
  ) -> ObservableStateID {
    member._$willModify()
    return member._$id
  }

  /// Ends an in-place modification of an observable child: observers of the field hear of it
  /// only if the child was replaced by another value meanwhile. Changes to the child's own fields
  /// were told to their readers by the child.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member,
    _ id: ObservableStateID
  ) {
    if member._$id != id {
      self.notifyChange(of: key)
    } else {
      self.notifyNestedChange()
    }
  }

  /// Begins an in-place modification of an optional observable child.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member?
  ) -> ObservableStateID? {
    member?._$willModify()
    return member?._$id
  }

  /// Ends an in-place modification of an optional observable child.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout Member?,
    _ id: ObservableStateID?
  ) {
    if member?._$id != id {
      self.notifyChange(of: key)
    } else if member != nil {
      self.notifyNestedChange()
    }
  }

  /// Begins an in-place modification of an identified array of observable elements: remembers
  /// its ids, which share storage with the array, so nothing is copied.
  ///
  /// Modifying an element in place then costs O(1), and tells only the readers of the element's
  /// fields; adding, removing or moving elements tells the readers of the array.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, ID: Hashable, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> OrderedSet<ID> {
    member.ids
  }

  /// Ends an in-place modification of an identified array of observable elements.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, ID: Hashable, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ ids: OrderedSet<ID>
  ) {
    if member.ids != ids {
      self.notifyChange(of: key)
    } else {
      self.notifyNestedChange()
    }
  }

  /// Begins an in-place modification of an array of observable elements: remembers their
  /// identities.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout [Element]
  ) -> [ObservableStateID] {
    member.map(\._$id)
  }

  /// Ends an in-place modification of an array of observable elements: its readers hear of it
  /// when elements were added, removed, moved or replaced, not when an element's fields changed.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout [Element],
    _ ids: [ObservableStateID]
  ) {
    if !member.map(\._$id).elementsEqual(ids) {
      self.notifyChange(of: key)
    } else {
      self.notifyNestedChange()
    }
  }
}

// MARK: - Rooted reads

/// The field under which a state's readers hear of changes made in place inside observable
/// state it holds (a child's field, an element's), which keep the identity of the field that
/// holds it and so don't tell the field's own readers.
///
/// Read only by observations made inside `_RootedReads.withRoot`.
@usableFromInline
struct _NestedChangeKeys: _ObservationStateKeys {
  @usableFromInline
  init() {}
  /// Any nested change.
  @usableFromInline
  var any: Void { () }
}

/// Observations that read a store's state from its root, and track only the root's fields.
///
/// An observation that reads many observable values below the root (every row of a long list,
/// several times) costs Observation a registration per value, on each run. Read inside
/// `withRoot`, only the fields of the root state are tracked, with the root's nested
/// changes (`_NestedChangeKeys`): whatever changes in place below the root passes through one
/// of its fields, which tells them. Shared state (`@Shared`) and observable classes read on the
/// way are tracked as always.
///
/// So the closure must read only values reached from the root through its tracked fields, and
/// shared state. A value it reads that changes without passing through them is not told: one
/// below a field marked `@ObservationStateIgnored`, in an object the state holds, or in another
/// store's state. A root that is an enum is not read this way (see `RootCore.rootStateID()`).
@usableFromInline
enum _RootedReads {
  /// The location of the root state's identity (see ``ObservableStateID``) while an observation
  /// reads from it.
  @usableFromInline
  @TaskLocal static var root: UInt64?

  /// Runs `body`, tracking only the fields of the state with the given identity and its nested
  /// changes.
  static func withRoot<R>(_ id: ObservableStateID, _ body: () throws -> R) rethrows -> R {
    try Self.$root.withValue(id.location, operation: body)
  }

  /// Runs `body` with every read tracked again: code called from a rooted observation that
  /// isn't part of it (a task it starts would otherwise inherit the root).
  static func withoutRoot<R>(_ body: () throws -> R) rethrows -> R {
    guard Self.root != nil else { return try body() }
    return try Self.$root.withValue(nil, operation: body)
  }
}

/// The types that hold observable state, whose values may change inside while their identity is
/// kept: writing such a value over one of the same identity tells the readers of nested changes.
@usableFromInline
protocol _HoldsObservableState {}
extension Optional: _HoldsObservableState where Wrapped: ObservableState {}
extension Array: _HoldsObservableState where Element: ObservableState {}
extension IdentifiedArray: _HoldsObservableState where Element: ObservableState {}
