import IdentifiedCollections
import Observation
import OrderedCollections

/// The observation machinery stored in every ``ObservableState()`` struct.
///
/// It pairs the standard library's `ObservationRegistrar` with the value's
/// ``ObservableStateID``. Copies of a state share both, so a field written in the store's copy
/// notifies whoever read that field from any copy. The registrar takes no part in equality,
/// hashing or coding, so a state's synthesized conformances compare only its fields.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline
  let registrar = ObservationRegistrar()

  public init() {}

  /// Reserved for the macro's use.
  public mutating func _$willModify() {}
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}

/// The subject handed to the standard registrar in place of the state itself.
///
/// `ObservationRegistrar` identifies what changed by its own storage and the key path; it never
/// reads the subject. Handing it the state would copy the whole struct (retaining every field) on
/// each read and write, because the call can't be specialized across the module boundary, so the
/// state's key paths are reinterpreted as key paths of this empty type instead. Reads and writes
/// reinterpret them the same way, so the registrar matches them exactly as before.
@usableFromInline
struct _ObservedState: Observable {
  @usableFromInline
  init() {}
}

extension KeyPath {
  /// This key path, typed as one of ``_ObservedState``. See there for why.
  @inlinable
  var _observed: KeyPath<_ObservedState, Value> {
    // The same object, seen through another static type (a downcast would check the dynamic
    // type, which stays the original key path's).
    Unmanaged<KeyPath<_ObservedState, Value>>
      .fromOpaque(Unmanaged.passUnretained(self).toOpaque())
      .takeUnretainedValue()
  }
}

extension ObservationStateRegistrar {
  /// Records a read of a field. Called by the code ``ObservableState()`` generates.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(_ObservedState(), keyPath: keyPath._observed)
  }

  /// Writes a field, notifying its observers unless the new value is identity-equal to the old.
  /// Called by the code ``ObservableState()`` generates.
  @inlinable
  public func mutate<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Member,
    _ newValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    if isIdentityEqual(value, newValue) {
      value = newValue
    } else {
      self.registrar.withMutation(of: _ObservedState(), keyPath: keyPath._observed) {
        value = newValue
      }
    }
  }
}

// MARK: - In-place modification

/// What `_modify` remembers of a field that is not observable state: nothing, because it has
/// already told observers the field will change.
public struct _$NotifiedModification: Sendable {
  @usableFromInline
  init() {}
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of a plain field: observers are told it changes.
  ///
  /// No copy of the old value is kept, so modifying a large array in place stays O(1).
  @_disfavoredOverload
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> _$NotifiedModification {
    self.registrar.willSet(_ObservedState(), keyPath: keyPath._observed)
    return _$NotifiedModification()
  }

  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ snapshot: _$NotifiedModification
  ) {
    self.registrar.didSet(_ObservedState(), keyPath: keyPath._observed)
  }

  /// Begins an in-place modification of an observable child: remembers its identity only.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> ObservableStateID {
    member._$willModify()
    return member._$id
  }

  /// Ends an in-place modification of an observable child: observers of the field hear of it
  /// only if the child's identity changed.
  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ snapshot: ObservableStateID
  ) {
    if member._$id != snapshot {
      self.notifyChanged(subject, keyPath: keyPath)
    }
  }

  /// Begins an in-place modification of an optional observable child.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member?>,
    _ member: inout Member?
  ) -> ObservableStateID? {
    member?._$willModify()
    return member?._$id
  }

  @inlinable
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member?>,
    _ member: inout Member?,
    _ snapshot: ObservableStateID?
  ) {
    if member?._$id != snapshot {
      self.notifyChanged(subject, keyPath: keyPath)
    }
  }

  /// Begins an in-place modification of a collection of observable elements: remembers only the
  /// ids, which share storage with the collection and so are not copied.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> _$IdentifiedArrayIDs<ID, Element> {
    _$IdentifiedArrayIDs(member)
  }

  @inlinable
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>,
    _ snapshot: _$IdentifiedArrayIDs<ID, Element>
  ) {
    if !snapshot.matches(member) {
      self.notifyChanged(subject, keyPath: keyPath)
    }
  }

  @usableFromInline
  func notifyChanged<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
    self.registrar.didSet(_ObservedState(), keyPath: keyPath._observed)
  }
}

/// The ids of an identified array, remembered across an in-place modification.
///
/// Holding the ids keeps a reference to the array's key storage only, so modifying an element's
/// value in place neither copies the elements nor the keys, and comparing afterwards is O(1)
/// when no element was added, removed or moved.
public struct _$IdentifiedArrayIDs<ID: Hashable, Element> {
  @usableFromInline
  let ids: OrderedSet<ID>

  @inlinable
  init(_ array: IdentifiedArray<ID, Element>) {
    self.ids = array.ids
  }

  @inlinable
  func matches(_ array: IdentifiedArray<ID, Element>) -> Bool {
    self.ids == array.ids
  }
}
