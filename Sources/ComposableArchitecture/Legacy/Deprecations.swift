// The names of the `ReducerProtocol` era (from TCA 0.41), kept so that code written then still
// builds, each pointing to the name that replaced it.

/// The name ``Reducer`` had while the closure-based reducer of earlier versions (today's
/// ``AnyReducer``) still held the name `Reducer`.
///
/// ```swift
/// struct Settings: ReducerProtocol {
///   // ...
///   func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
///     // ...
///   }
/// }
/// ```
@available(
  *,
  deprecated,
  message: "Use 'Reducer', and the '@Reducer' macro, instead of 'ReducerProtocol'."
)
public typealias ReducerProtocol = Reducer

/// The name ``ReducerOf`` had in the `ReducerProtocol` era.
@available(*, deprecated, message: "Use 'ReducerOf' instead of 'ReducerProtocolOf'.")
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

/// The name ``Effect`` had in the `ReducerProtocol` era, when `Effect` still had a failure type.
///
/// ```swift
/// func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
///   .none
/// }
/// ```
@available(*, deprecated, message: "Use 'Effect' instead of 'EffectTask'.")
public typealias EffectTask<Action> = Effect<Action>
