import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    ["_BindableActionBinding": MacroSpec(type: BindableActionBindingMacro.self)],
    indentationWidth: .spaces(2)
  )
)
struct BindableActionBindingMacroTests {
  @Test func publicEnum() {
    assertMacro {
      """
      @_BindableActionBinding
      public enum Action: BindableAction {
        case binding(BindingAction<State>)
        case submit
      }
      """
    } expansion: {
      """
      public enum Action: BindableAction {
        case binding(BindingAction<State>)
        case submit

        public var binding: BindingAction<State>? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }

  @Test func packageEnum() {
    assertMacro {
      """
      @_BindableActionBinding
      package enum Action: BindableAction {
        case binding(_ action: BindingAction<Feature.State>)
      }
      """
    } expansion: {
      """
      package enum Action: BindableAction {
        case binding(_ action: BindingAction<Feature.State>)

        package var binding: BindingAction<Feature.State>? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }

  @Test func internalEnum() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }
      """
    } expansion: {
      """
      enum Action: BindableAction {
        case binding(BindingAction<State>)

        var binding: BindingAction<State>? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }

  @Test func privateEnum() {
    assertMacro {
      """
      @_BindableActionBinding
      private enum Action: BindableAction {
        case binding(BindingAction<State>)
      }
      """
    } expansion: {
      """
      private enum Action: BindableAction {
        case binding(BindingAction<State>)

        var binding: BindingAction<State>? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }

  @Test func multipleCasesOnOneLine() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action: BindableAction {
        case onAppear, binding(BindingAction<State>), submit(String)
      }
      """
    } expansion: {
      """
      enum Action: BindableAction {
        case onAppear, binding(BindingAction<State>), submit(String)

        var binding: BindingAction<State>? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }

  @Test func noBindingCase() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action {
        case onAppear
        case binding
        case bindingLabeled(action: BindingAction<State>)
      }
      """
    } expansion: {
      """
      enum Action {
        case onAppear
        case binding
        case bindingLabeled(action: BindingAction<State>)
      }
      """
    }
  }

  @Test func labeledBindingCase() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action {
        case binding(action: BindingAction<State>)
      }
      """
    } expansion: {
      """
      enum Action {
        case binding(action: BindingAction<State>)
      }
      """
    }
  }

  @Test func bindingPropertyAlreadyDeclared() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        var binding: BindingAction<State>? { nil }
      }
      """
    } expansion: {
      """
      enum Action: BindableAction {
        case binding(BindingAction<State>)
        var binding: BindingAction<State>? { nil }
      }
      """
    }
  }

  @Test func existentialPayloadIsParenthesized() {
    assertMacro {
      """
      @_BindableActionBinding
      enum Action {
        case binding(any BindingActionProtocol)
      }
      """
    } expansion: {
      """
      enum Action {
        case binding(any BindingActionProtocol)

        var binding: (any BindingActionProtocol)? {
          if case let .binding(value) = self {
            return value
          }
          return nil
        }
      }
      """
    }
  }
}
