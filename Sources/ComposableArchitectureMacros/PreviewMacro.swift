import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` of the SwiftUI module off Apple's platforms: there is no canvas to show a
/// preview in, so it declares nothing. Its closure is still type-checked, as the macro's
/// argument, so a preview that doesn't compile on iOS doesn't compile here either.
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable` on a variable of a `#Preview` body: nothing to add here.
public enum PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
