#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

/// Side effects that a ``Reducer`` returns and the ``Store`` runs.
///
/// Return ``none`` when an action needs no effect, ``send(_:)`` to feed an action back into the
/// system synchronously, and ``run(priority:name:operation:catch:fileID:filePath:line:column:)`` for
/// asynchronous work:
///
/// ```swift
/// case .refreshButtonTapped:
///   state.isLoading = true
///   return .run { send in
///     await send(.response(try await apiClient.fetch()))
///   }
/// ```
///
/// Effects compose with ``merge(_:)-(Effect<Action>...)``, ``concatenate(_:)-(Effect<Action>...)``
/// and ``map(_:)``, and can be cancelled with ``cancellable(id:cancelInFlight:)`` and
/// ``cancel(id:)``. Their tasks are owned by the store that runs them: when the store goes away, so
/// do they.
public struct Effect<Action>: Sendable {
  @usableFromInline
  enum Operation: Sendable {
    case none
    case send(UncheckedSendable<Action>)
    case run(
      name: String?,
      priority: TaskPriority?,
      operation: @Sendable (_ send: Send<Action>) async -> Void,
      origin: _SourceLocation
    )
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(Effect, id: AnyHashableSendable, cancelInFlight: Bool)
    case cancel(id: AnyHashableSendable)
    /// The actions of an effect, sent in a transaction (`Effect.send(_:animation:)`).
    case transaction(Effect, _EffectTransaction)
    /// The values of a Combine publisher (`Effect.publisher`), subscribed to when the effect
    /// starts. Publishers aren't `Sendable`; the store subscribes on the main actor.
    case publisher(UncheckedSendable<AnyPublisher<Action, Never>>)
  }

  // `.none`, what most actions return, is a `nil` reference: creating, checking, copying and
  // destroying it costs a few instructions, whatever the action type. Other effects are boxed.
  @usableFromInline
  let box: _EffectBox<Action>?

  @usableFromInline
  init(operation: Operation) {
    if case .none = operation {
      self.box = nil
    } else {
      self.box = _EffectBox(operation)
    }
  }

  @inlinable
  init() {
    self.box = nil
  }

  @usableFromInline
  var operation: Operation {
    self.box?.operation ?? .none
  }

  /// Whether this is ``none``.
  @inlinable
  var isNone: Bool {
    self.box == nil
  }
}

/// The operation of an effect that does something.
@usableFromInline
final class _EffectBox<Action>: Sendable {
  let operation: Effect<Action>.Operation

  init(_ operation: Effect<Action>.Operation) {
    self.operation = operation
  }
}

/// A convenience type alias for referring to an effect of a given reducer's domain.
///
/// ```swift
/// func helper() -> EffectOf<Feature> { .none }
/// ```
public typealias EffectOf<R: Reducer> = Effect<R.Action>

extension Effect {
  /// An effect that does nothing and completes immediately.
  @inlinable
  public static var none: Self {
    Self()
  }

  /// An effect that feeds an action back into the store as soon as the current action is
  /// processed, synchronously, before any other queued work.
  ///
  /// ```swift
  /// case .buttonTapped:
  ///   return .send(.delegate(.didTap))
  /// ```
  ///
  /// Prefer sharing logic with a helper method over sending actions to yourself.
  public static func send(_ action: Action) -> Self {
    Self(operation: .send(UncheckedSendable(action)))
  }

  /// Wraps an asynchronous unit of work that can send any number of actions back into the store.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await event in client.events() {
  ///     await send(.event(event))
  ///   }
  /// }
  /// ```
  ///
  /// The work runs in a task owned by the store. Dependencies in effect when the effect is
  /// created are in effect while it runs. When the task is cancelled, actions sent through
  /// ``Send`` are dropped.
  ///
  /// - Parameters:
  ///   - priority: Priority of the underlying task.
  ///   - name: The name of the underlying task, as debuggers and profilers show it.
  ///   - operation: The work to do, handed a ``Send`` for feeding actions to the store.
  ///   - handler: A handler for errors thrown from `operation`. When omitted, a thrown error
  ///     (other than a cancellation) is reported as an issue.
  ///   - fileID: The source `#fileID` associated with the effect, where an unhandled error is
  ///     reported.
  ///   - filePath: The source `#filePath` associated with the effect.
  ///   - line: The source `#line` associated with the effect.
  ///   - column: The source `#column` associated with the effect.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    withEscapedDependencies { continuation in
      Self(
        operation: .run(
          name: name,
          priority: priority,
          operation: { send in
            await continuation.yield {
              do {
                try await operation(send)
              } catch is CancellationError {
                return
              } catch {
                // An effect cancelled while it throws ends quietly, whatever it throws.
                guard !Task.isCancelled else { return }
                guard let handler else {
                  reportIssue(
                    """
                    An "Effect.run" returned from "\(fileID):\(line)" threw an unhandled error.

                    \(String(customDumping: error).indent(by: 4))

                    All non-cancellation errors must be explicitly handled via the "catch" \
                    parameter on "Effect.run", or via a "do" block.
                    """,
                    fileID: fileID,
                    filePath: filePath,
                    line: line,
                    column: column
                  )
                  return
                }
                await handler(error, send)
              }
            }
          },
          origin: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      )
    }
  }

  /// Merges effects so that they run at the same time.
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Merges a sequence of effects so that they run at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Merges this effect with another so that both run at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    // The common case, a reducer returning `.none`, checks a reference and copies nothing.
    if self.isNone { return other }
    if other.isNone { return self }
    return self._merged(with: other)
  }

  @usableFromInline
  func _merged(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case let (.merge(lhs), .merge(rhs)):
      return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      return Self(operation: .merge([self] + rhs))
    default:
      return Self(operation: .merge([self, other]))
    }
  }

  /// Concatenates effects so that each starts only when the one before it has finished.
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Concatenates a sequence of effects so that each starts only when the one before it has
  /// finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Concatenates this effect with another, which starts when this one has finished.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    if self.isNone { return other }
    if other.isNone { return self }
    return self._concatenated(with: other)
  }

  @usableFromInline
  func _concatenated(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case let (.concatenate(lhs), .concatenate(rhs)):
      return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)):
      return Self(operation: .concatenate([self] + rhs))
    default:
      return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect sends, for embedding a child feature's effects in its
  /// parent's domain.
  ///
  /// ```swift
  /// return childEffect.map(Action.child)
  /// ```
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    // What most actions return, `.none`, is mapped without looking into it.
    if self.isNone { return .none }
    return self._mapped(transform)
  }

  @usableFromInline
  func _mapped<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch self.operation {
    case .none:
      return .none
    case let .send(action):
      return Effect<T>(operation: .send(UncheckedSendable(transform(action.value))))
    case let .run(name, priority, operation, origin):
      return Effect<T>(
        operation: .run(
          name: name,
          priority: priority,
          operation: { send in
            await operation(Send { action in send(transform(action)) })
          },
          origin: origin
        )
      )
    case let .merge(effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case let .concatenate(effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case let .cancellable(effect, id, cancelInFlight):
      return Effect<T>(
        operation: .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight)
      )
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id: id))
    case let .transaction(effect, transaction):
      return Effect<T>(operation: .transaction(effect.map(transform), transaction))
    case let .publisher(publisher):
      return Effect<T>(
        operation: .publisher(UncheckedSendable(publisher.value.map(transform).eraseToAnyPublisher()))
      )
    }
  }
}
