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
  withUnsafeMutablePointer(to: &lhs) { lhs in
    withUnsafeMutablePointer(to: &rhs) { rhs in
      let size = MemoryLayout<T>.size
      let words = size / MemoryLayout<UInt>.size
      let lhsWords = UnsafeRawPointer(lhs)
      let rhsWords = UnsafeRawPointer(rhs)
      for index in 0..<words {
        let offset = index * MemoryLayout<UInt>.size
        if lhsWords.loadUnaligned(fromByteOffset: offset, as: UInt.self)
          != rhsWords.loadUnaligned(fromByteOffset: offset, as: UInt.self)
        {
          return false
        }
      }
      for offset in (words * MemoryLayout<UInt>.size)..<size {
        if lhsWords.load(fromByteOffset: offset, as: UInt8.self)
          != rhsWords.load(fromByteOffset: offset, as: UInt8.self)
        {
          return false
        }
      }
      return true
    }
  }
}
