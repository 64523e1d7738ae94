import IdentifiedCollections
import Observation
import OrderedCollections

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
  @inlinable
  public func access<Keys: _ObservationStateKeys>(_ key: KeyPath<Keys, Void>) {
    self.registrar.access(Keys(), keyPath: key)
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
      value = newValue
    } else if ObservationBuffer.holdsChange(of: key, in: self.registrar) {
      value = newValue
    } else {
      self.registrar.withMutation(of: Keys(), keyPath: key) {
        value = newValue
      }
    }
  }

  /// Tells the observers of a field that it changed, now or, while a store is reducing an
  /// action, once it is done.
  @inlinable
  func notifyChange<Keys: _ObservationStateKeys>(of key: KeyPath<Keys, Void>) {
    guard !ObservationBuffer.holdsChange(of: key, in: self.registrar) else { return }
    self.registrar.willSet(Keys(), keyPath: key)
    self.registrar.didSet(Keys(), keyPath: key)
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
    let isHeld = ObservationBuffer.holdsChange(of: key, in: self.registrar)
    if !isHeld {
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
    }
  }
}
