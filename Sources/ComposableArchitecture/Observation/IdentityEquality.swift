import OrderedCollections
import IdentifiedCollections

// The `_$isIdentityEqual` overloads decide whether writing a field needs to notify its
// observers. The ``ObservableState()`` macro passes `_$isIdentityEqual` at each field, where the
// field's type is concrete, so the most specific overload below is chosen at compile time and no
// dynamic cast happens per write.

/// A value of a type about which nothing is known: always treated as changed.
@_disfavoredOverload
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  false
}

/// An equatable value: equal values notify nobody.
@inlinable
public func _$isIdentityEqual<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs == rhs
}

/// Observable child state: the same identity notifies nobody, since the child's own fields
/// already notified their readers.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// An identified array of observable elements assigned whole: the same elements (by identity)
/// in the same order notify nobody. A rebuilt array with the same ids but new element values
/// notifies, since readers of the old elements' fields would not hear of the new ones.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>,
  _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState & Equatable>(
  _ lhs: IdentifiedArray<ID, T>,
  _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// An array of observable elements: the same element identities in the same order.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: [T], _ rhs: [T]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(_ lhs: [T], _ rhs: [T]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}
