import ComposableArchitecture

// Ten levels of features, each holding the next in its state and running it with `Scope`: the
// root, `Level9`, scoped nine times is the settings store at depth 10, as in TCA's own
// `NestedStore` benchmarks. Each level is a concrete type, as an app's features are (a generic
// level would build its key paths and case paths at run time, and allocate, on every action).

/// Level 1 of the depth-10 tree: holds `Settings`.
@Reducer
public struct Level1 {
  @ObservableState
  public struct State: Equatable {
    public var child = Settings.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Settings.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Settings()
    }
  }
}

/// Level 2 of the depth-10 tree: holds `Level1`.
@Reducer
public struct Level2 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level1.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level1.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level1()
    }
  }
}

/// Level 3 of the depth-10 tree: holds `Level2`.
@Reducer
public struct Level3 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level2.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level2.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level2()
    }
  }
}

/// Level 4 of the depth-10 tree: holds `Level3`.
@Reducer
public struct Level4 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level3.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level3.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level3()
    }
  }
}

/// Level 5 of the depth-10 tree: holds `Level4`.
@Reducer
public struct Level5 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level4.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level4.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level4()
    }
  }
}

/// Level 6 of the depth-10 tree: holds `Level5`.
@Reducer
public struct Level6 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level5.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level5.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level5()
    }
  }
}

/// Level 7 of the depth-10 tree: holds `Level6`.
@Reducer
public struct Level7 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level6.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level6.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level6()
    }
  }
}

/// Level 8 of the depth-10 tree: holds `Level7`.
@Reducer
public struct Level8 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level7.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level7.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level7()
    }
  }
}

/// Level 9 of the depth-10 tree (its root): holds `Level8`.
@Reducer
public struct Level9 {
  @ObservableState
  public struct State: Equatable {
    public var child = Level8.State()
    public init() {}
  }

  public enum Action: Equatable {
    case child(Level8.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level8()
    }
  }
}

/// The settings store at depth 5: a `Level4` store scoped four times.
@MainActor
public func settingsStoreAtDepth5(_ root: StoreOf<Level4>) -> StoreOf<Settings> {
  root
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
    .scope(state: \.child, action: \.child)
}
