import MacroTesting
import Testing

// `@Reducer` on enums of features: `#if` clauses without features, and an alert whose actions
// are uninhabited.
@Suite(.reducerMacro)
struct ReducerMacroEnumEdgeCasesTests {
  @Test func ifConfigWithoutFeatures() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        #if DEBUG
          case debugMenu(DebugMenu)
        #endif
        #if os(Linux)
          func helper() {}
        #endif
      }
      """
    } expansion: {
      #"""
      enum Destination {
        #if DEBUG
          case debugMenu(DebugMenu)
        #endif
        #if os(Linux)
          func helper() {}
        #endif

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          #if DEBUG
            case debugMenu(DebugMenu.State)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              #endif
              return \.never
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
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          #if DEBUG
            case let .debugMenu(v0):
              return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          #endif
            }
          }
          public mutating func _$willModify() {
            switch self {
          #if DEBUG
            case var .debugMenu(v0):
              ComposableArchitecture._$willModify(&v0)
              self = .debugMenu(v0)
          #endif
            }
          }
        }

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          #if DEBUG
            case debugMenu(DebugMenu.Action)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              #endif
              return \.never
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
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              #if DEBUG
              allCasePaths.append(\.debugMenu)
              #endif
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              #if DEBUG
                ComposableArchitecture.Scope(\Self.State.Cases.debugMenu, action: \Self.Action.Cases.debugMenu) {
                  DebugMenu()
                }
              #endif
            }
          )
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          #if DEBUG
            case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
          #endif
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              #if DEBUG
              if root.is(\.debugMenu) {
                return \.debugMenu
              }
              #endif
              return \.never
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
            #endif
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              #if DEBUG
              allCasePaths.append(\.debugMenu)
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
          #if DEBUG
            case .debugMenu:
              return .debugMenu(store.scope(state: \.debugMenu, action: \.debugMenu)!)
          #endif
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func alertOfNever() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Never>)
        case dialog(ConfirmationDialogState<Dialog>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Never>)
        case dialog(ConfirmationDialogState<Dialog>)

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case alert(AlertState<Never>)
          case dialog(ConfirmationDialogState<Dialog>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.dialog) {
                return \.dialog
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<State, AlertState<Never>> {
              ._$embed(State.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var dialog: CasePaths.AnyCasePath<State, ConfirmationDialogState<Dialog>> {
              ._$embed(State.dialog) {
                guard case let .dialog(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.dialog)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          case let .alert(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
          case let .dialog(v0):
            return ._$id(for: v0)._$tag(1, ComposableArchitecture.ObservableStateID._$identity(of: v0))
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .alert(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .alert(v0)
          case var .dialog(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .dialog(v0)
            }
          }
          static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.alert as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.alert,
                extract: { action in
                  guard case .alert(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            if keyPath == \Self.Cases.dialog as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.dialog,
                extract: { action in
                  guard case .dialog(let value) = action else {
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
          case alert(Never)
          case dialog(Dialog)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.dialog) {
                return \.dialog
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<Action, Never> {
              ._$embed(Action.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var dialog: CasePaths.AnyCasePath<Action, Dialog> {
              ._$embed(Action.dialog) {
                guard case let .dialog(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.dialog)
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
            if keyPath == \Self.Cases.dialog as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.dialog,
                extract: { action in
                  guard case .dialog(let value) = action else {
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
          ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case alert(AlertState<Never>)
          case dialog(ConfirmationDialogState<Dialog>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.alert) {
                return \.alert
              }
              if root.is(\.dialog) {
                return \.dialog
              }
              return \.never
            }
            public var alert: CasePaths.AnyCasePath<CaseScope, AlertState<Never>> {
              ._$embed(CaseScope.alert) {
                guard case let .alert(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public var dialog: CasePaths.AnyCasePath<CaseScope, ConfirmationDialogState<Dialog>> {
              ._$embed(CaseScope.dialog) {
                guard case let .dialog(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.alert)
              allCasePaths.append(\.dialog)
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
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }
}
