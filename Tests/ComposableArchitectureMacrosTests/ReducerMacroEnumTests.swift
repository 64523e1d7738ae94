import MacroTesting
import Testing

// `@Reducer` on enums of features: conformances synthesized from `@Reducer(state:action:)`.
@Suite(.reducerMacro)
struct ReducerMacroEnumTests {
  @Test func synthesizedConformances() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, .sendable, action: .equatable, .sendable)
      enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible, Swift.Equatable, Swift.Hashable, Swift.Sendable {
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

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible, Swift.Equatable, Swift.Sendable {
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

  @Test func everySynthesizableConformance() {
    assertMacro {
      """
      @Reducer(
        state: .codable, .decodable, .encodable, .equatable, .hashable, .sendable,
        action: .codable, .decodable, .encodable, .equatable, .hashable, .sendable
      )
      enum Destination {
        @ReducerCaseIgnored
        case note(String)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        @ReducerCaseIgnored
        case note(String)

        @dynamicMemberLookup
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible, Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          typealias StateReducer = Destination
          case note(String)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: State) -> CasePaths.PartialCaseKeyPath<State> {
              if root.is(\.note) {
                return \.note
              }
              return \.never
            }
            public var note: CasePaths.AnyCasePath<State, String> {
              ._$embed(State.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<State>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<State>] = []
              allCasePaths.append(\.note)
              return allCasePaths.makeIterator()
            }
          }
          public static var allCasePaths: AllCasePaths {
            AllCasePaths()
          }
          public var _$id: ComposableArchitecture.ObservableStateID {
            switch self {
          case let .note(v0):
            return ._$id(for: v0)._$tag(0, ComposableArchitecture.ObservableStateID._$identity(of: v0))
            }
          }
          public mutating func _$willModify() {
            switch self {
          case var .note(v0):
            ComposableArchitecture._$willModify(&v0)
            self = .note(v0)
            }
          }
          static func _$casePath<Value>(
            for keyPath: CasePaths.CaseKeyPath<Self, Value>
          ) -> ComposableArchitecture._$CasePath<Self, Value>? {
            let keyPath = keyPath as AnyKeyPath
            if keyPath == \Self.Cases.note as AnyKeyPath {
              return ComposableArchitecture._$CasePath(
                embed: Self.note,
                extract: { action in
                  guard case .note(let value) = action else {
                  return nil
                }
                  return value
                }
              )
            }
            return nil
          }
        }

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          case note(Swift.Never)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
              if root.is(\.note) {
                return \.note
              }
              return \.never
            }
            public var note: CasePaths.AnyCasePath<Action, Swift.Never> {
              ._$embed(Action.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
              allCasePaths.append(\.note)
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
          case note(String)
          public struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: CaseScope) -> CasePaths.PartialCaseKeyPath<CaseScope> {
              if root.is(\.note) {
                return \.note
              }
              return \.never
            }
            public var note: CasePaths.AnyCasePath<CaseScope, String> {
              ._$embed(CaseScope.note) {
                guard case let .note(v0) = $0 else {
                  return nil
                }
                return v0
              }
            }
            public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<CaseScope>]> {
              var allCasePaths: [CasePaths.PartialCaseKeyPath<CaseScope>] = []
              allCasePaths.append(\.note)
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
          case let .note(v0):
            return .note(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """#
    }
  }

  @Test func actionConformancesOnly() {
    assertMacro {
      """
      @Reducer(action: .sendable, .sendable)
      enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)

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

        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible, Swift.Sendable {
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
}
