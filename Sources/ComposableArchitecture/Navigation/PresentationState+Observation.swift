// How a `@Presents` property is observed: like an optional child, by the identity of the
// presented state.

@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>,
  _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

@inlinable
public func _$isIdentityEqual<T: ObservableState & Equatable>(
  _ lhs: PresentationState<T>,
  _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

extension ObservationStateRegistrar {
  /// Begins an in-place modification of the presentation state of an observable child: gives
  /// the child a new identity, and remembers it.
  @inlinable
  public func willModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout PresentationState<Member>
  ) -> ObservableStateID? {
    self.willModify(key, &member.wrappedValue)
  }

  /// Ends an in-place modification of the presentation state of an observable child: observers
  /// of the field hear of it only if the child was presented, dismissed or replaced.
  @inlinable
  public func didModify<Keys: _ObservationStateKeys, Member: ObservableState>(
    _ key: KeyPath<Keys, Void>,
    _ member: inout PresentationState<Member>,
    _ id: ObservableStateID?
  ) {
    self.didModify(key, &member.wrappedValue, id)
  }
}

extension PresentationState: _HoldsObservableState where State: ObservableState {}
