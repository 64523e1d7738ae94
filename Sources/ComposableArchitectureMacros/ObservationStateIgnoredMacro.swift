import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@ObservationStateIgnored`, a marker that keeps `@ObservableState` from tracking a
/// property. It generates nothing.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
