import Foundation

/// A reducer that builds its base reducer's `body` once, the first time it runs, and keeps it.
///
/// ``ReducerBuilder`` wraps every reducer with a `body` that it is given in one, so a store builds
/// each reducer's body once, not once per action: a store's reducer is made when the store is,
/// and every reducer in a kept body is kept with it.
///
/// Building a body is not free: each case key path written in it (`Scope(state: \.child,
/// action: \.child)`, `forEach(\.rows, action: \.rows)`) is a new object made by the runtime
/// (about 30,000 instructions on Linux), so rebuilding every body for every action made a
/// row's keystroke cost 50 times a hand-written action.
///
/// A body is built in the dependency context of the first action it runs for, as it would have
/// been per action. What differs from rebuilding per action: a value made while building the body
/// (say, `.dependency(\.uuid, .incrementing)` written in `body`) is made once and kept, rather
/// than made afresh for each action.
public struct _CachedBodyReducer<Base: Reducer>: Reducer
where Base.Body: Reducer<Base.State, Base.Action> {
  @usableFromInline
  let base: Base
  @usableFromInline
  let cache: _ReducerBodyCache<Base.Body>

  @usableFromInline
  init(base: Base) {
    self.base = base
    self.cache = _ReducerBodyCache()
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.cache.body { self.base.body }.body.reduce(into: &state, action: action)
  }
}

/// The body a ``_CachedBodyReducer`` built, shared by its copies.
@usableFromInline
final class _ReducerBodyCache<Body> {
  // Reducers may run on any thread; building a body under the lock makes sure it is built once.
  private let lock = NSLock()
  private var built: _BuiltBody<Body>?

  @usableFromInline
  init() {}

  /// The body built before, or the one `build` makes now.
  @usableFromInline
  func body(_ build: () -> Body) -> _BuiltBody<Body> {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let built = self.built {
      return built
    }
    let built = _BuiltBody(build())
    self.built = built
    return built
  }
}

/// A body, built. A class, so that running it borrows the body rather than copying it.
@usableFromInline
final class _BuiltBody<Body> {
  @usableFromInline
  let body: Body

  init(_ body: Body) {
    self.body = body
  }
}
