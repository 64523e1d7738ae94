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
  public struct State: Codable, Equatable, Identifiable, Sendable {
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

    /// What is kept of a todo when it is stored (`@Shared(.postgres("todos"))`): its fields, and
    /// not the observation bookkeeping `@ObservableState` adds.
    private enum CodingKeys: String, CodingKey {
      case id
      case title
      case isComplete
    }

    /// Reads a stored todo.
    ///
    /// - Parameter decoder: What reads it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        id: try container.decode(UUID.self, forKey: .id),
        title: try container.decode(String.self, forKey: .title),
        isComplete: try container.decode(Bool.self, forKey: .isComplete)
      )
    }

    /// Stores a todo.
    ///
    /// - Parameter encoder: What writes it.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(self.id, forKey: .id)
      try container.encode(self.title, forKey: .title)
      try container.encode(self.isComplete, forKey: .isComplete)
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
