import ComposableArchitecture

/// The settings screen with a list of rows under it: the parent the scoping and row benchmarks
/// use. The rows are an `IdentifiedArray` run by `forEach`, the settings a child run by `Scope`.
@Reducer
public struct SettingsList {
  @ObservableState
  public struct State: Equatable {
    public var settings = Settings.State()
    public var rows: IdentifiedArrayOf<Row.State> = []

    /// A list of `count` rows with ids `0..<count`.
    public init(rowCount count: Int = 0) {
      self.rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  public enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case settings(Settings.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.settings, action: \.settings) {
      Settings()
    }
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }
}
