import ComposableArchitecture

/// One row of a settings list (a muted account, a notification channel): the element feature
/// that the row benchmarks write through a `forEach` scope.
@Reducer
public struct Row {
  @ObservableState
  public struct State: Equatable, Identifiable {
    public let id: Int
    public var title: String
    public var isOn = false

    public init(id: Int, title: String = "") {
      self.id = id
      self.title = title
    }
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
