/// Runs a root store's reducer with the dependencies the store was created with, as
/// `reducer.dependency(\.self, dependencies)` would.
@usableFromInline
struct _StoreDependenciesReducer<Base: Reducer>: Reducer {
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
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    DependencyValues.$_current.withValue(self.dependencies) {
      self.base.reduce(into: &state, action: action)
    }
  }
}
