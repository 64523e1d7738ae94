import ConcurrencyExtras

/// The children an effect belongs to, outermost first: an element of a `forEach`, a child of an
/// `ifLet` or `ifCaseLet`, a presented destination, an element of a stack.
///
/// Cancellation ids are scoped by it, as TCA scopes them by navigation: two rows of a `forEach`
/// that start `.cancellable(id: CancelID.timer, cancelInFlight: true)` each keep their own timer,
/// and a row's `.cancel(id: CancelID.timer)` cancels its own. A parent cancelling an id cancels
/// the effects of its children under that id too, never the other way round.
@usableFromInline
struct _EffectScope: Hashable, Sendable {
  let children: [_ChildEffectID]

  /// The scope of the effect running in the current task (the root's when none).
  @TaskLocal static var current = _EffectScope(children: [])

  /// This scope within a parent's child.
  func within(_ child: _ChildEffectID) -> Self {
    Self(children: [child] + self.children)
  }

  /// This scope with one more child inside it.
  func appending(_ child: _ChildEffectID) -> Self {
    Self(children: self.children + [child])
  }

  /// The part of this scope outside the innermost `child`: its parent's scope.
  func outside(_ child: _ChildEffectID) -> Self {
    guard let index = self.children.lastIndex(of: child) else { return self }
    return Self(children: Array(self.children[..<index]))
  }

  /// Whether this scope is `other` or inside it.
  func isWithin(_ other: Self) -> Bool {
    self.children.starts(with: other.children)
  }
}

/// A cancellation id as a child's effect registered or cancelled it, with the child's scope.
struct _ScopedCancelID: Hashable, Sendable {
  let id: AnyHashableSendable
  let scope: _EffectScope
}

extension AnyHashableSendable {
  /// The id in the scope of `child`, within its parent.
  func scoped(within child: _ChildEffectID) -> AnyHashableSendable {
    let (id, scope) = self.components
    return AnyHashableSendable(_ScopedCancelID(id: id, scope: scope.within(child)))
  }

  /// The id in the given scope.
  func scoped(in scope: _EffectScope) -> AnyHashableSendable {
    scope.children.isEmpty ? self : AnyHashableSendable(_ScopedCancelID(id: self, scope: scope))
  }

  /// Whether cancelling this id cancels an effect registered under `registered`.
  func cancels(_ registered: AnyHashableSendable) -> Bool {
    _CancelRequest(self).matches(registered)
  }

  /// The id without its scope, and the scope.
  fileprivate var components: (AnyHashableSendable, _EffectScope) {
    if let scoped = self.base as? _ScopedCancelID {
      return (scoped.id, scoped.scope)
    }
    return (self, _EffectScope(children: []))
  }
}

/// An id being cancelled, split once into the id and its scope, to compare with each id of the
/// running effects.
struct _CancelRequest {
  private let whole: AnyHashableSendable
  private let id: AnyHashableSendable
  private let scope: _EffectScope

  init(_ id: AnyHashableSendable) {
    self.whole = id
    (self.id, self.scope) = id.components
  }

  /// Whether it cancels an effect registered under `registered`: the same id, in the same scope
  /// or a scope inside it.
  func matches(_ registered: AnyHashableSendable) -> Bool {
    if registered == self.whole { return true }
    let (registeredID, registeredScope) = registered.components
    return registeredID == self.id && registeredScope.isWithin(self.scope)
  }
}

extension Effect {
  /// A child's effect as its parent runs it: cancellable as a whole by `child` (when the child
  /// goes away), with the cancellation ids it uses scoped to the child, and its asynchronous work
  /// running in the child's scope (for `Task.cancel(id:)` and `withTaskCancellation`).
  @usableFromInline
  func _child(_ child: _ChildEffectID) -> Self {
    if self.isNone { return self }
    return self.scoped(within: child).cancellable(id: child)
  }

  private func scoped(within child: _ChildEffectID) -> Self {
    switch self.operation {
    case .none, .send, .publisher:
      return self
    case let .run(name, priority, operation, origin):
      return Self(
        operation: .run(
          name: name,
          priority: priority,
          operation: { send in
            // Run inside the parent's wrapper, which has set the parent's scope.
            await _EffectScope.$current.withValue(_EffectScope.current.appending(child)) {
              await operation(send)
            }
          },
          origin: origin
        )
      )
    case let .merge(effects):
      return Self(operation: .merge(effects.map { $0.scoped(within: child) }))
    case let .concatenate(effects):
      return Self(operation: .concatenate(effects.map { $0.scoped(within: child) }))
    case let .cancellable(effect, id, cancelInFlight):
      return Self(
        operation: .cancellable(
          effect.scoped(within: child),
          id: id.scoped(within: child),
          cancelInFlight: cancelInFlight
        )
      )
    case let .cancel(id):
      return Self(operation: .cancel(id: id.scoped(within: child)))
    case let .transaction(effect, transaction):
      return Self(operation: .transaction(effect.scoped(within: child), transaction))
    }
  }
}
