import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case child(Child.State)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case child(Child.Action)
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

        @CasePathable
        enum CaseScope {
          case child(ComposableArchitecture.StoreOf<Child>)
        }

        @MainActor
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

  @Test func enumOfDestinations() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case addItem(ItemForm)
        case editItem(ItemForm = ItemForm(mode: .edit))
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case note(String)
        case loading
        case pair(Int, label: String)

        public enum Alert { case confirm }
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case addItem(ItemForm)
        case editItem(ItemForm = ItemForm(mode: .edit))
        case alert(AlertState<Alert>)
        @ReducerCaseEphemeral
        case toast(Toast)
        @ReducerCaseIgnored
        case note(String)
        case loading
        case pair(Int, label: String)

        public enum Alert { case confirm 
      }

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          public typealias StateReducer = Destination
          case addItem(ItemForm.State)
          case editItem(ItemForm.State)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case note(String)
          case loading
          case pair(Int, label: String)
        }

        @CasePathable @_CaseAccessors
        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case addItem(ItemForm.Action)
          case editItem(ItemForm.Action)
          case alert(Alert)
          case toast(Toast.Action)
          case note(Swift.Never)
          case loading(Swift.Never)
          case pair(Swift.Never)
        }

        public static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(\Self.State.Cases.addItem, action: \Self.Action.Cases.addItem) {
                ItemForm()
              }
              ComposableArchitecture.Scope(\Self.State.Cases.editItem, action: \Self.Action.Cases.editItem) {
                ItemForm(mode: .edit)
              }
            }
          )
        }

        public static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        @CasePathable
        public enum CaseScope {
          case addItem(ComposableArchitecture.StoreOf<ItemForm>)
          case editItem(ComposableArchitecture.StoreOf<ItemForm>)
          case alert(AlertState<Alert>)
          case toast(Toast)
          case note(String)
          case loading
          case pair(Int, label: String)
        }

        @MainActor
        public static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .addItem:
            return .addItem(store.scope(state: \.addItem, action: \.addItem)!)
          case .editItem:
            return .editItem(store.scope(state: \.editItem, action: \.editItem)!)
          case let .alert(v0):
            return .alert(v0)
          case let .toast(v0):
            return .toast(v0)
          case let .note(v0):
            return .note(v0)
          case .loading:
            return .loading
          case let .pair(v0, label: v1):
            return .pair(v0, label: v1)
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
      """
      enum Destination {

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable {
          typealias StateReducer = Destination

        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {

        }

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }

        @CasePathable
        enum CaseScope {

        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          }
        }
      }

      extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {
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

        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable {
          public init() {
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

        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Observation.Observable, ComposableArchitecture._$CaseAccessible {
          typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePathable @_CaseAccessors
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
          case detail(Detail.Action)
        }

        static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(Self.body)
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
