import MacroTesting
import Testing

// `@Reducer` on enums of features: cases in `#if` clauses, declared `State` and `Action`, and
// arguments on a struct.
@Suite(.reducerMacro)
struct ReducerMacroEnumCasesTests {
  @Test func casesInIfConfigClauses() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        #if DEBUG
          case debugMenu(DebugMenu)
          case log(AlertState<Log>)
        #elseif os(Linux)
          @ReducerCaseIgnored
          case terminal(id: Int)
        #else
          case loading
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        #if DEBUG
          case debugMenu(DebugMenu)
          case log(AlertState<Log>)
        #elseif os(Linux)
          @ReducerCaseIgnored
          case terminal(id: Int)
        #else
          case loading
        #endif

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case detail(Detail.State)
          #if DEBUG
            case debugMenu(DebugMenu.State)
            case log(AlertState<Log>)
          #elseif os(Linux)
            case terminal(id: Int)
          #else
            case loading
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.detail) {
                return \.detail
              }
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              if root.is(\.log) {
                return \.log
              }
              #elseif os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.loading) {
                return \.loading
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<State, Detail.State> {
              ._$embed(State.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if DEBUG
            public var debugMenu: CasePaths.AnyCasePath<State, DebugMenu.State> {
              ._$embed(State.debugMenu) {
                guard case let .debugMenu(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var log: CasePaths.AnyCasePath<State, AlertState<Log>> {
              ._$embed(State.log) {
                guard case let .log(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #elseif os(Linux)
            public var terminal: CasePaths.AnyCasePath<State, Int> {
              ._$embed(State.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var loading: CasePaths.AnyCasePath<State, Void> {
              ._$embed({
                  State.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.detail)
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              allCasePaths.append(\.log)
              #elseif os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.loading)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          case let .detail(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          #if DEBUG
            case let .debugMenu(v0):
              return ._$id(for: v0)._$tag(1, ComposableArchitecture.ObservableStateID._$identity(of: v0))
            case let .log(v0):
              return ._$id(for: v0)._$tag(2, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          #elseif os(Linux)
            case let .terminal(id: v0):
              return ._$id(for: v0)._$tag(3, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          #else
            case .loading:
              return ._$inert._$tag(4)
          #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .detail(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .detail(v0)
          #if DEBUG
            case var .debugMenu(v0):
              ComposableArchitecture._$willModify(&v0)
              self = .debugMenu(v0)
            case var .log(v0):
              ComposableArchitecture._$willModify(&v0)
              self = .log(v0)
          #elseif os(Linux)
            case var .terminal(id: v0):
              ComposableArchitecture._$willModify(&v0)
              self = .terminal(id: v0)
          #else
            case .loading:
              break
          #endif
            }
          }
          static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.detail as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.detail,
                extract: { action in
                  guard case .detail(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            return nil
          }
        }

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case detail(Detail.Action)
          #if DEBUG
            case debugMenu(DebugMenu.Action)
            case log(Log)
          #elseif os(Linux)
            case terminal(Swift.Never)
          #else
            case loading(Swift.Never)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.detail) {
                return \.detail
              }
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              if root.is(\.log) {
                return \.log
              }
              #elseif os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.loading) {
                return \.loading
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<Action, Detail.Action> {
              ._$embed(Action.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if DEBUG
            public var debugMenu: CasePaths.AnyCasePath<Action, DebugMenu.Action> {
              ._$embed(Action.debugMenu) {
                guard case let .debugMenu(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var log: CasePaths.AnyCasePath<Action, Log> {
              ._$embed(Action.log) {
                guard case let .log(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #elseif os(Linux)
            public var terminal: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var loading: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.loading) {
                guard case let .loading(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.detail)
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              allCasePaths.append(\.log)
              #elseif os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.loading)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.detail as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.detail,
                extract: { action in
                  guard case .detail(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            return nil
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                Detail()
              }
              #if DEBUG
                ComposableArchitecture.Scope(\Self.State.Cases.debugMenu, action: \Self.Action.Cases.debugMenu) {
                  DebugMenu()
                }
              #elseif os(Linux)
              #else
              #endif
            }
          )
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          #if DEBUG
            case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
            case log(AlertState<Log>)
          #elseif os(Linux)
            case terminal(id: Int)
          #else
            case loading
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.detail) {
                return \.detail
              }
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              if root.is(\.log) {
                return \.log
              }
              #elseif os(Linux)
              if root.is(\.terminal) {
                return \.terminal
              }
              #else
              if root.is(\.loading) {
                return \.loading
              }
              #endif
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              ._$embed(CaseScope.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #if DEBUG
            public var debugMenu: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<DebugMenu>> {
              ._$embed(CaseScope.debugMenu) {
                guard case let .debugMenu(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var log: CasePaths.AnyCasePath<CaseScope, AlertState<Log>> {
              ._$embed(CaseScope.log) {
                guard case let .log(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #elseif os(Linux)
            public var terminal: CasePaths.AnyCasePath<CaseScope, Int> {
              ._$embed(CaseScope.terminal) {
                guard case let .terminal(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            #else
            public var loading: CasePaths.AnyCasePath<CaseScope, Void> {
              ._$embed({
                  CaseScope.loading
                }) {
                guard case .loading = $0 else {
                  return nil
                }
                return ()
              }
            }
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.detail)
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              allCasePaths.append(\.log)
              #elseif os(Linux)
              allCasePaths.append(\.terminal)
              #else
              allCasePaths.append(\.loading)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          #if DEBUG
            case .debugMenu:
              return .debugMenu(store.scope(state: \.debugMenu, action: \.debugMenu)!)
            case let .log(v0):
              return .log(v0)
          #elseif os(Linux)
            case let .terminal(id: v0):
              return .terminal(id: v0)
          #else
            case .loading:
              return .loading
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func declaredStateAndActionKeepTheirConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, action: .equatable)
      enum Destination {
        case detail(Detail)

        enum State { case detail(Detail.State) }
        enum Action { case detail(Detail.Action) }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

        enum State { case detail(Detail.State) 
      }
        enum Action { case detail(Detail.Action) 
      }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                Detail()
              }
            }
          )
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.detail) {
                return \.detail
              }
              return \.never
            }
            public var detail: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Detail>> {
              ._$embed(CaseScope.detail) {
                guard case let .detail(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.detail)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        @preconcurrency @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func argumentsOnAStruct() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 Argument passed to call that takes no arguments when applied to a struct
                  ✏️ Remove '(state: .equatable)'
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } fixes: {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }

      extension Feature: ComposableArchitecture._$ReducerWithBody {
      }
      """
    }
  }
}
