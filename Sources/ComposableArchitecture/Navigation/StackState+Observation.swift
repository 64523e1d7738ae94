import OrderedCollections

// How a stack of observable elements is observed: like an identified array, its readers hear of
// elements pushed, popped or replaced, and an element's fields tell their own readers.

@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>,
  _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: StackState<T>,
  _ rhs: StackState<T>
) -> Bool {
  lhs.ids == rhs.ids && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of a stack of observable elements: remembers its ids.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout StackState<Element>
  ) -> OrderedSet<StackElementID> {
    member.ids
  }

  /// Ends an in-place modification of a stack of observable elements: its readers hear of it
  /// when elements were pushed or popped.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Element: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout StackState<Element>,
    _ ids: OrderedSet<StackElementID>
  ) {
    if member.ids != ids {
      self.notifyChange(of: key)
    } else {
      self.notifyNestedChange()
    }
  }
}

extension StackState: _HoldsObservableState where Element: ObservableState {}
