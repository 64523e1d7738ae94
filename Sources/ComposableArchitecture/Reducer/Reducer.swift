/// A protocol that describes how to evolve the current state of an application to the next state,
/// given an action, and describes what ``Effect``s should be executed later by the store, if any.
///
/// Conform with the ``Reducer()`` macro and either a `body` built from other reducers:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State { var displayName = "" }
///   enum Action { case displayNameChanged(String) }
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       switch action {
///       case let .displayNameChanged(name):
///         state.displayName = name
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// or a ``reduce(into:action:)`` method. Implement exactly one of the two.
public protocol Reducer<State, Action> {
  /// A type that holds the current state of the reducer.
  associatedtype State

  /// A type that holds all possible actions that cause the ``State`` of the reducer to change
  /// and/or kick off a side ``Effect`` that can communicate with the outside world.
  associatedtype Action

  // NB: The body's type is declared through an underscored associated type so that a reducer
  // that implements `reduce(into:action:)` infers it as `Never` without help.
  associatedtype _Body

  /// A type representing the body of this reducer.
  typealias Body = _Body

  /// Evolves the current state of the reducer to the next state.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The content and behavior of a reducer that is composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A non-existent body.
  ///
  /// > Warning: Do not invoke this property directly. It is called only when a reducer
  /// > implements neither `body` nor `reduce(into:action:)`, which is a programming error.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Invokes the ``Reducer/body-20w8t``'s implementation of ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    self.body.reduce(into: &state, action: action)
  }
}

/// A convenience for constraining a ``Reducer`` conformance.
///
/// ```swift
/// var body: some ReducerOf<Self> { /* ... */ }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
