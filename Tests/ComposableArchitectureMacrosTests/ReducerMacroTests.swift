import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

// `@Reducer` on feature structs: the builder on `body`, the attributes on `State` and `Action`,
// the conformances, and what it fills in for a struct that declares nothing.
@Suite(.reducerMacro)
struct ReducerMacroTests {
  @Test func bodyWithExplicitBuilderKeepsIt() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        static var body: Int { 0 }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {}
        @ReducerBuilder<State, Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        static var body: Int { 0 }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }

      extension Feature: ComposableArchitecture._$ReducerWithBody {
      }
      """
    }
  }

  @Test func reduceMethodGetsNoBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        let body = 1
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {}
        let body = 1
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func stateStructAndActionEnum() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @ObservableState
        struct State {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ObservableState
        struct State {
          var count = 0
        }
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {
          case incrementButtonTapped
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }

      extension Feature: ComposableArchitecture._$ReducerWithBody {
      }
      """
    }
  }

  @Test func stateEnum() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case loading
          case loaded(String)
        }
        enum Action {
          case task
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum State {
          case loading
          case loaded(String)
        }
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {
          case task
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func actionAlreadyCasePathable() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        @CasePathable
        enum Action {
          case tapped
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable
        @dynamicMemberLookup @_CaseAccessors
        enum Action {
          case tapped
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func qualifiedAttributesAlreadyPresent() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @dynamicMemberLookup
        enum Action {
          case tapped
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @dynamicMemberLookup
        @_CaseAccessors
        enum Action {
          case tapped
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func alreadyConformsToReducer() {
    assertMacro {
      """
      @Reducer
      struct Feature: ComposableArchitecture.Reducer {
        struct State {}
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature: ComposableArchitecture.Reducer {
        struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    }
  }

  @Test func bodyAndReduceTogether() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        enum Action {}
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func bindableAction() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @ObservableState
        struct State {
          var text = ""
        }
        enum Action: BindableAction {
          case binding(BindingAction<State>)
          case submit
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @ObservableState
        struct State {
          var text = ""
        }
        @CasePathable @dynamicMemberLookup @_CaseAccessors @_BindableActionBinding
        enum Action: BindableAction {
          case binding(BindingAction<State>)
          case submit
        }

        let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func publicBindableAction() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        public struct State {}
        public enum Action: Equatable, ComposableArchitecture.BindableAction {
          case binding(BindingAction<State>)
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        public struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors @_BindableActionBinding
        public enum Action: Equatable, ComposableArchitecture.BindableAction {
          case binding(BindingAction<State>)
        }

        public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test(
    .macros(
      [
        "Reducer": MacroSpec(
          type: ReducerMacro.self,
          conformances: [
            TypeSyntax(IdentifierTypeSyntax(name: .identifier("Reducer"))),
            TypeSyntax(IdentifierTypeSyntax(name: .identifier("_$ReducerWithBody"))),
            TypeSyntax(IdentifierTypeSyntax(name: .identifier("CaseReducer"))),
          ]
        ),
        "_BindableActionBinding": MacroSpec(type: BindableActionBindingMacro.self),
      ],
      indentationWidth: .spaces(2)
    )
  )
  func bindableActionFullExpansion() {
    assertMacro {
      """
      @Reducer
      public struct Feature {
        public struct State {}
        public enum Action: BindableAction {
          case binding(BindingAction<State>), submit
        }
      }
      """
    } expansion: {
      """
      public struct Feature {
        public struct State {}
        @CasePathable @dynamicMemberLookup @_CaseAccessors
        public enum Action: BindableAction {
          case binding(BindingAction<State>), submit

          public var binding: BindingAction<State>? {
            if case let .binding(value) = self {
              return value
            }
            return nil
          }
        }

        public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Feature: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func actionStructAndOtherMembers() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        struct Action {}
        enum Destination {
          case alert
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        struct Action {}
        enum Destination {
          case alert
        }
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableArchitecture.Reducer {
      }

      extension Feature: ComposableArchitecture._$ReducerWithBody {
      }
      """
    }
  }

  @Test func classDiagnostic() {
    assertMacro {
      """
      @Reducer
      final class Feature {
        enum Action {}
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct or an enum
      final class Feature {
        enum Action {}
      }
      """
    }
  }

  @Test func structWithNothingDeclared() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {
      }
      """
    } expansion: {
      """
      public struct Placeholder {

        public struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._ObservableStateFields, CustomDumpReflectable {
          public init() {
          }
          var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()
          public var _$id: ComposableArchitecture.ObservableStateID {
            _$observationRegistrar.id
          }
          public mutating func _$willModify() {
            _$observationRegistrar._$willModify()
          }
          public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
            public init() {
          }
          }
          public static var _$fields: [ComposableArchitecture._$Field<Self>] {
            []
          }
          public var customDumpMirror: Mirror {
            Mirror(
              self,
              children: [],
              displayStyle: .struct
            )
          }
        }

        public enum Action: Equatable, Hashable, Sendable {
        }

        public let body = ComposableArchitecture.EmptyReducer<State, Action>()
      }

      extension Placeholder: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func structWithAReduceMethodGetsNothingFilledIn() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
          .none
        }
      }

      extension Counter: ComposableArchitecture.Reducer {
      }
      """
    }
  }

  @Test func structWithStoredBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Feature {
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
