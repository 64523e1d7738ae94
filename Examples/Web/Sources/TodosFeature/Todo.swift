import ComposableArchitecture
import Foundation

/// A row of the todo list: a title and whether it is done, both edited through bindings.
///
/// Deleting a row is the list's business: ``Action/deleteButtonTapped`` does nothing here and is
/// handled by ``Todos``.
@Reducer
public struct Todo {
  /// A todo.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    /// The todo's identifier, made by the `uuid` dependency.
    public let id: UUID
    /// What is to be done.
    public var title: String
    /// Whether it is done.
    public var isComplete: Bool

    /// Creates a todo.
    ///
    /// - Parameters:
    ///   - id: The todo's identifier.
    ///   - title: What is to be done.
    ///   - isComplete: Whether it is done.
    public init(id: UUID, title: String = "", isComplete: Bool = false) {
      self.id = id
      self.title = title
      self.isComplete = isComplete
    }
  }

  /// What a row does.
  public enum Action: BindableAction, Sendable {
    /// The title or the check box was edited.
    case binding(BindingAction<State>)
    /// The row's delete button was pressed (handled by ``Todos``).
    case deleteButtonTapped
  }

  /// The longest title kept: a longer one is cut to this many characters. Every page of a server
  /// is sent every title, so no page may make them as long as it likes.
  public static let maximumTitleLength = 200

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.title):
        if state.title.count > Self.maximumTitleLength {
          state.title = String(state.title.prefix(Self.maximumTitleLength))
        }
        return .none
      case .binding, .deleteButtonTapped:
        return .none
      }
    }
  }
}
