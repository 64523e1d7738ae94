extension Reducer {
  /// Sets the dependency value of the specified key path to a given value for this reducer and
  /// the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.apiClient, .mock)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the `DependencyValues` structure to
  ///     update.
  ///   - value: The new value to set for the item specified by `keyPath`.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Transforms the dependencies of this reducer and the effects it returns.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.apiClient) { $0.fetch = { .mock } }
  /// ```
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer that ``Reducer/dependency(_:_:)`` builds.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(self.update) {
      self.base.reduce(into: &state, action: action)
    }
  }
}

extension _DependencyKeyWritingReducer {
  /// Sets the value of a dependency for this reducer, fused with the dependencies it already
  /// sets, so that a chain of `.dependency` calls is one reducer (as in TCA). When two of them set
  /// the same dependency, the one written first, closest to the reducer, wins.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Transforms a dependency for this reducer, fused with the dependencies it already sets.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: self.base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
