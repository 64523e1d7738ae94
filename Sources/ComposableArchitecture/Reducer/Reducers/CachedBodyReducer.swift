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
/// function made where `Base.Body` is known, which holds the cache.
public struct _CachedBodyReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let reduceBody: (inout Base.State, Base.Action) -> Effect<Base.Action>

  @inlinable
  init(base: Base) where Base: _$ReducerWithBody {
    let cache = _ReducerBodyCache(base)
    self.reduceBody = { state, action in
      cache.built().body.reduce(into: &state, action: action)
    }
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    self.reduceBody(&state, action)
  }
}

/// A reducer with a `body` and no `reduce(into:action:)` of its own, whose body can be built once
/// and kept (see ``_CachedBodyReducer``). The ``Reducer()`` macro conforms such reducers; don't
/// conform yourself.
public protocol _$ReducerWithBody: Reducer
where Body: Reducer, Body.State == State, Body.Action == Action {}

/// A reducer, and the body it built, shared by the copies of a ``_CachedBodyReducer``.
@usableFromInline
final class _ReducerBodyCache<Base: _$ReducerWithBody> {
  // Reducers may run on any thread; building a body under the lock makes sure it is built once.
  private let lock = NSLock()
  private let base: Base
  private var body: _BuiltBody<Base.Body>?

  @usableFromInline
  init(_ base: Base) {
    self.base = base
  }

  /// The body built before, or the one built now.
  @usableFromInline
  func built() -> _BuiltBody<Base.Body> {
    self.lock.lock()
    defer { self.lock.unlock() }
    if let body = self.body {
      return body
    }
    let body = _BuiltBody(self.base.body)
    self.body = body
    return body
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
