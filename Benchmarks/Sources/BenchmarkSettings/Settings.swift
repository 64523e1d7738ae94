import ComposableArchitecture

/// The settings feature every benchmark measures: 14 fields (the benchmarks bind 3 of them: the
/// display name, the notifications toggle and the post count), the shape the peer library was
/// measured on.
@Reducer
public struct Settings {
  @ObservableState
  public struct State: Equatable {
    public var displayName = ""
    public var enableNotifications = false
    public var digest = 0
    public var isLoading = false
    public var protectMyPosts = false
    public var sendEmailNotifications = false
    public var sendMobileNotifications = false
    public var bio = ""
    public var email = ""
    public var location = ""
    public var website = ""
    public var followers = 0
    public var following = 0
    public var posts = 0

    public init() {}
  }

  public enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case displayNameChanged(String)
    case enableNotificationsChanged(Bool)
    case postsChanged(Int)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case let .displayNameChanged(name):
        state.displayName = name
        return .none
      case let .enableNotificationsChanged(isOn):
        state.enableNotifications = isOn
        return .none
      case let .postsChanged(posts):
        state.posts = posts
        return .none
      }
    }
  }
}
