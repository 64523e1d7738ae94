/// A type that holds a store whose action is a ``ViewAction``, and sends view actions to it.
///
/// Conform a view with the ``ViewAction(for:)`` macro rather than by hand. The conformance gives
/// the view a `send(_:)` that takes a view action and sends it embedded in the store's action:
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView {
///   let store: StoreOf<Feature>
///
///   func refresh() {
///     send(.refreshButtonTapped)  // store.send(.view(.refreshButtonTapped))
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState
  /// The action of the store, which embeds the view actions.
  associatedtype StoreAction: ViewAction

  /// The store that view actions are sent to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action to the store, embedded in the store's action.
  ///
  /// ```swift
  /// send(.refreshButtonTapped)  // store.send(.view(.refreshButtonTapped))
  /// ```
  ///
  /// - Parameter action: A view action.
  /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from
  ///   sending the action.
  @preconcurrency @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }
}
