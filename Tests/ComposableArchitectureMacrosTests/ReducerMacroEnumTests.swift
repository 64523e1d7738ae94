import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

// `@Reducer` on enums of features: conformances synthesized from `@Reducer(state:action:)`, cases
// in `#if` clauses, an enum without cases, and cases whose actions are uninhabited.
@Suite(
  .macros(
    [
      "Reducer": MacroSpec(
        type: ReducerMacro.self,
        conformances: [
          TypeSyntax(IdentifierTypeSyntax(name: .identifier("Reducer"))),
          TypeSyntax(IdentifierTypeSyntax(name: .identifier("_$ReducerWithBody"))),
          TypeSyntax(IdentifierTypeSyntax(name: .identifier("CaseReducer"))),
        ]
      )
    ],
    indentationWidth: .spaces(2)
  )
)
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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible, Swift.Equatable, Swift.Sendable {
          case detail(Detail.Action)
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

        @CasePathable
        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
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
      """
      enum Destination {
        @ReducerCaseIgnored
        case note(String)

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible, Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          typealias StateReducer = Destination
          case note(String)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Swift.Codable, Swift.Equatable, Swift.Hashable, Swift.Sendable {
          case note(Swift.Never)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        @CasePathable
        enum CaseScope {
          case note(String)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .note(v0):
            return .note(v0)
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
      }
      """
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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible, Swift.Sendable {
          case detail(Detail.Action)
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

        @CasePathable
        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
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

        @CasePathable
        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
        }

        @MainActor
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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
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
        }

        @CasePathable @_CaseAccessors
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

        @CasePathable
        enum CaseScope {
          case detail(ComposableArchitecture.StoreOf<Detail>)
          #if DEBUG
            case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
            case log(AlertState<Log>)
          #elseif os(Linux)
            case terminal(id: Int)
          #else
            case loading
          #endif
        }

        @MainActor
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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination
          #if DEBUG
            case debugMenu(DebugMenu.State)
          #endif
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          #if DEBUG
            case debugMenu(DebugMenu.Action)
          #endif
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

        @CasePathable
        enum CaseScope {
          #if DEBUG
            case debugMenu(ComposableArchitecture.StoreOf<DebugMenu>)
          #endif
        }

        @MainActor
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
      """
      enum Destination {
        case alert(AlertState<Never>)
        case dialog(ConfirmationDialogState<Dialog>)

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case alert(AlertState<Never>)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case alert(Never)
          case dialog(Dialog)
        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        @CasePathable
        enum CaseScope {
          case alert(AlertState<Never>)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @MainActor
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
      """
    }
  }
}
