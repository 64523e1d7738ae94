import Foundation

/// A reducer that builds its base reducer's `body` once, the first time it runs, and keeps it.
///
/// ``ReducerBuilder`` wraps every reducer it is given that has a `body` and no
/// `reduce(into:action:)` of its own (which the ``Reducer()`` macro marks with
/// ``_$ReducerWithBody``) in one, so a store builds each reducer's body once, not once per action:
/// a store's reducer is made when the store is, and every reducer in a kept body is kept with it.
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
///
/// The type says nothing of `Base.Body`, so that a reducer whose body holds the reducer itself
/// (a recursive feature) is a type the runtime can complete: the body is reached through a
/// function made where `Base.Body` is known.
public struct _CachedBodyReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let cache: _ReducerBodyCache
  @usableFromInline
  let reduceBody:
    (Base, _ReducerBodyCache, inout Base.State, Base.Action) -> Effect<Base.Action>

  @inlinable
  init(base: Base) where Base: _$ReducerWithBody {
    self.base = base
    self.cache = _ReducerBodyCache()
    self.reduceBody = { base, cache, state, action in
      cache.built(of: base).body.reduce(into: &state, action: action)
    }
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.reduceBody(self.base, self.cache, &state, action)
  }
}

/// A reducer with a `body` and no `reduce(into:action:)` of its own, whose body can be built once
/// and kept (see ``_CachedBodyReducer``). The ``Reducer()`` macro conforms such reducers; don't
/// conform yourself.
public protocol _$ReducerWithBody: Reducer
where Body: Reducer, Body.State == State, Body.Action == Action {}

/// The body a ``_CachedBodyReducer`` built, shared by its copies.
@usableFromInline
final class _ReducerBodyCache {
  // Reducers may run on any thread; building a body under the lock makes sure it is built once.
  private let lock = NSLock()
  private var built: AnyObject?

  @usableFromInline
  init() {}

  /// The body built before, or the one built from `reducer` now.
  @usableFromInline
  func built<R: _$ReducerWithBody>(of reducer: R) -> _BuiltBody<R.Body> {
    self.lock.lock()
    defer { self.lock.unlock() }
    // Only ever holds the body of one reducer type: the one of the reducer that made it.
    if let built = self.built as? _BuiltBody<R.Body> {
      return built
    }
    let built = _BuiltBody(reducer.body)
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
