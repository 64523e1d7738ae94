import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: markers that `@Reducer` reads
/// on the cases of an enum. They expand to nothing.
public enum ReducerCaseMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
