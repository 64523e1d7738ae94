/// A wrapper type for actions that can be presented in a list.
///
/// Use this type for the action of a
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-yfpx`` over an
/// `IdentifiedArray`:
///
/// ```swift
/// @Reducer
/// struct Todos {
///   @ObservableState
///   struct State { var todos: IdentifiedArrayOf<Todo.State> = [] }
///   enum Action { case todos(IdentifiedActionOf<Todo>) }
///   var body: some ReducerOf<Self> {
///     EmptyReducer()
///       .forEach(\.todos, action: \.todos) { Todo() }
///   }
/// }
/// ```
///
/// An element's action is sent as `.todos(.element(id: id, action: .toggled))`, and its case key
/// path can name the element: `\.todos[id: id].toggled`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element with a given identifier.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension IdentifiedAction.AllCasePaths {
  /// A case path to the action of the element with the given identifier.
  public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
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

/// A convenience type alias for referring to an identified action of a given reducer's domain.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
