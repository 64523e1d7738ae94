import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

extension Trait where Self == _MacrosTestTrait {
  /// `@Reducer` expanded as the compiler expands it, with the conformances its extension role
  /// may add, for the suites of `ReducerMacro*Tests`.
  static var reducerMacro: Self {
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
  }
}
