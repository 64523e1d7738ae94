import ComposableArchitecture

/// The form that edits an item: in a sheet, to add one or to change one.
@Reducer
public struct ItemForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The item as edited.
    public var item: Item

    public init(item: Item) {
      self.item = item
    }

    /// Whether the item can be saved: it has a name.
    public var canSave: Bool {
      !self.item.name.trimmingCharacters(in: .whitespaces).isEmpty
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
