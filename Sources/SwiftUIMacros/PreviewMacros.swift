import Foundation

/// The SwiftUI module's macros: `#Preview` and `@Previewable`. There is no canvas to show a
/// preview in off Apple's platforms, so both expand to nothing. A `#Preview`'s closure is still
/// type-checked, as the macro's argument, so a preview that doesn't compile on iOS doesn't
/// compile here either.
enum PreviewMacros {
  /// The answer to a message from the compiler.
  static func answer(to message: HostMessage) -> PluginMessage {
    switch message {
    case .getCapability:
      .getCapabilityResult(capability: .init(protocolVersion: PluginMessage.protocolVersion))
    case let .expandFreestandingMacro(macro, syntax):
      expand(macro, at: syntax, known: ["PreviewMacro"])
    case let .expandAttachedMacro(macro, attributeSyntax):
      expand(macro, at: attributeSyntax, known: ["PreviewableMacro"])
    case .loadPluginLibrary:
      .loadPluginLibraryResult(loaded: false, diagnostics: [])
    }
  }

  private static func expand(
    _ macro: HostMessage.Macro,
    at syntax: HostMessage.Syntax,
    known: Set<String>
  ) -> PluginMessage {
    guard known.contains(macro.typeName) else {
      // The source starts with the node's leading trivia, and its location with it.
      let fileName = syntax.location.fileName
      let start = syntax.location.offset + leadingTriviaLength(syntax.source)
      let diagnostic = PluginMessage.Diagnostic(
        message: """
          '\(macro.typeName)' is not a macro of \(macro.moduleName), which expands \
          '#Preview' and '@Previewable'.
          """,
        severity: "error",
        position: .init(fileName: fileName, offset: start),
        highlights: [
          .init(
            fileName: fileName,
            startOffset: start,
            endOffset: syntax.location.offset + syntax.source.utf8.count
          )
        ]
      )
      return .expandMacroResult(expandedSource: nil, diagnostics: [diagnostic])
    }
    return .expandMacroResult(expandedSource: "", diagnostics: [])
  }

  /// The length in UTF-8 bytes of the whitespace and comments `source` starts with.
  private static func leadingTriviaLength(_ source: String) -> Int {
    var rest = Substring(source)
    while true {
      if let first = rest.first, first.isWhitespace {
        rest = rest.dropFirst()
      } else if rest.hasPrefix("//") {
        rest = rest.drop(while: { !$0.isNewline })
      } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
        rest = rest[end.upperBound...]
      } else {
        return source.utf8.count - rest.utf8.count
      }
    }
  }
}
