import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    BindableActionBindingMacro.self,
    CaseEmbeddingMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    ReducerMacro.self,
  ]
}
