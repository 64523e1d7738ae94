/// An action type that gathers the actions a feature's view may send in one case.
///
/// Nest the view's actions in a `view` case to keep them apart from the actions the feature sends
/// itself (effect responses, delegate actions):
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @ObservableState
///   struct State { /* ... */ }
///
///   enum Action: ViewAction {
///     case loadResponse(String)
///     case view(View)
///
///     enum View {
///       case refreshButtonTapped
///     }
///   }
///   // ...
/// }
/// ```
///
/// A `case view(View)` satisfies ``view(_:)``. A view that holds the feature's store can then send
/// `send(.refreshButtonTapped)` with the ``ViewAction(for:)`` macro; when the view action is a
/// ``BindableAction``, `$store.field` bindings send `.view(.binding(…))`.
public protocol ViewAction<ViewAction> {
  /// The type of the actions a view sends.
  associatedtype ViewAction

  /// Embeds a view action in this action type.
  ///
  /// - Parameter action: A view action.
  /// - Returns: An action.
  static func view(_ action: ViewAction) -> Self
}
