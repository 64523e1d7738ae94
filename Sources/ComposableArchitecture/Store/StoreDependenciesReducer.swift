/// Runs a root store's reducer with the dependencies the store was created with.
///
/// The same as `reducer.dependency(\.self, dependencies)`, without copying and updating the
/// current dependencies on every action: the captured values are bound as they are.
public struct _StoreDependenciesReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let dependencies: DependencyValues

  @usableFromInline
  init(base: Base, dependencies: DependencyValues) {
    self.base = base
    self.dependencies = dependencies
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // Most stores are created and used in the same dependency context: then the values are
    // already in effect, and binding them again (a task-local push, an allocation outside a
    // task) is skipped. Bitwise-identical values are the same values.
    var current = DependencyValues._current
    var captured = self.dependencies
    if _isBitwiseIdentical(&current, &captured) {
      return self.base.reduce(into: &state, action: action)
    }
    // Returning `Void` from the (unspecialized) task-local scope keeps the effect from being
    // copied through value witnesses.
    var effect = Effect<Base.Action>.none
    DependencyValues.$_current.withValue(self.dependencies) {
      effect = self.base.reduce(into: &state, action: action)
    }
    return effect
  }
}

/// Whether two values have the same bits, which for values of one type means they are the same
/// value (the same references, the same payloads). `false` says nothing.
@inlinable
func _isBitwiseIdentical<T>(_ lhs: inout T, _ rhs: inout T) -> Bool {
  withUnsafeBytes(of: &lhs) { lhs in
    withUnsafeBytes(of: &rhs) { rhs in
      lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
  }
}
