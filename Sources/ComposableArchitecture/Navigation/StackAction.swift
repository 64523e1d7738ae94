import CasePaths

/// The actions of a stack of features, as its parent sees them: an element's own actions, and
/// the pushes and pops of the stack.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Case key paths can name an element: `\.path[id: 0].detail.saveButtonTapped`.
@CasePathable
public enum StackAction<State, Action> {
  /// An action sent to the element with the given id.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with the given id, and every element after it.
  case popFrom(id: StackElementID)

  /// Pushes an element with the given id.
  case push(id: StackElementID, state: State)
}

/// A convenience type alias for the stack actions of a reducer's domain.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction.AllCasePaths {
  /// A case path to the action of the element with the given id.
  public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
    AnyCasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case let .element(id: elementID, action: action) = $0, elementID == id else {
          return nil
        }
        return action
      }
    )
  }
}
