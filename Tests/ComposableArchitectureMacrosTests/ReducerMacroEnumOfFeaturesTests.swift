import MacroTesting
import Testing

// `@Reducer` on enums of features: one feature, no cases, and a hand-written `body`.
@Suite(.reducerMacro)
struct ReducerMacroEnumOfFeaturesTests {
  @Test func enumWithOneFeature() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case child(Child)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case child(Child)

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case child(Child.State)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.child) {
                return \.child
              }
              return \.never
            }
            public var child: CasePaths.AnyCasePath<State, Child.State> {
              ._$embed(State.child) {
                guard case let .child(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.child)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          case let .child(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .child(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .child(v0)
            }
          }
          static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.child as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.child,
                extract: { action in
                  guard case .child(let value) = action else {
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
          case child(Child.Action)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.child) {
                return \.child
              }
              return \.never
            }
            public var child: CasePaths.AnyCasePath<Action, Child.Action> {
              ._$embed(Action.child) {
                guard case let .child(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.child)
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
            if keyPath == \Self.Cases.child as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.child,
                extract: { action in
                  guard case .child(let value) = action else {
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
              ComposableArchitecture.Scope(\Self.State.Cases.child, action: \Self.Action.Cases.child) {
                Child()
              }
            }
          )
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case child(ComposableArchitecture.StoreOf<Child>)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.child) {
                return \.child
              }
              return \.never
            }
            public var child: CasePaths.AnyCasePath<CaseScope, ComposableArchitecture.StoreOf<Child>> {
              ._$embed(CaseScope.child) {
                guard case let .child(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.child)
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
          case .child:
            return .child(store.scope(state: \.child, action: \.child)!)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func emptyEnum() {
    assertMacro {
      """
      @Reducer
      enum Destination {
      }
      """
    } expansion: {
      #"""
      enum Destination {

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              \.never
            }

            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              let allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            ._$inert
          }
          public mutating func _$willModify() {
          }

        }

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              \.never
            }

            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              let allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }

        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              \.never
            }

            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              let allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
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
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func enumWithHandWrittenBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)

        static var body: some ReducerOf<Self> {
          Scope(\\.detail, action: \\.detail) {
            Detail(isEditable: true)
          }
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>

        static var body: some ReducerOf<Self> {
          Scope(\.detail, action: \.detail) {
            Detail(isEditable: true)
          }
        }

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case detail(Detail.State)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.detail) {
                return \.detail
              }
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
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.detail)
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
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .detail(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .detail(v0)
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
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.detail) {
                return \.detail
              }
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
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.detail)
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

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(Self.body)
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
}
