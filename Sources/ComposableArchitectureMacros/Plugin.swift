import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    BindableActionBindingMacro.self,
    CaseAccessorsMacro.self,
    ObservableStateMacro.self,
    ObservationStateIgnoredMacro.self,
    ObservationStateTrackedMacro.self,
    PresentsMacro.self,
    ReducerCaseMarkerMacro.self,
    ReducerMacro.self,
    ViewActionMacro.self,
  ]
}
