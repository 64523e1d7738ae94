import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@_CaseEmbedding`: gives a feature's action enum a static `_$embedding(for:embedding:)`
/// that hands out the constructor of the case a case key path leads to, and conforms the enum to
/// `_$CaseEmbeddable`. A binding made with `sending(\.someCase)` then embeds each new value by
/// calling the constructor, not through the key path.
public enum CaseEmbeddingMacro {}

extension CaseEmbeddingMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !enumDecl.memberBlock.members.contains(where: declaresEmbedding)
    else { return [] }
    let cases = embeddableCases(of: enumDecl)
    // Nothing to hand out: no member, and no conformance (see the extension role), so that an
    // enum without cases gets no code that could warn.
    guard !cases.isEmpty else { return [] }

    let caseLines =
      cases
      .map { element -> String in
        let name = element.name.trimmedDescription
        let call: String
        if let label = element.parameterClause?.parameters.first?.firstName,
          label.tokenKind != .wildcard
        {
          call = "Self.\(name)(\(argumentLabel(label)): $0)"
        } else {
          call = "Self.\(name)($0)"
        }
        return """
          case .\(name):
            return ComposableArchitecture._$Embedding(as: Value.self) {
              \(call)
            }
          """
      }
      .joined(separator: "\n")
      // Indented as the function's body.
      .split(separator: "\n")
      .map { "  " + $0 }
      .joined(separator: "\n")

    let access = enumDecl.modifiers.exportedAccessPrefix
    return [
      """
      \(raw: access)static func _$embedding<Value>(
        for keyPath: CasePaths.CaseKeyPath<Self, Value>,
        embedding action: Self
      ) -> ComposableArchitecture._$Embedding<Self, Value>? {
        guard (Self.allCasePaths[action] as AnyKeyPath) == keyPath else {
          return nil
        }
        switch action {
      \(raw: caseLines)
        case _:
          return nil
        }
      }
      """
    ]
  }

  /// The cases whose constructor can be handed out: those with exactly one associated value (a
  /// binding carries one value), declared without attributes (a deprecated case would warn where
  /// its constructor is named) and outside `#if` blocks. Bindings to other cases go through their
  /// case paths.
  static func embeddableCases(of enumDecl: EnumDeclSyntax) -> [EnumCaseElementSyntax] {
    enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .filter { $0.attributes.isEmpty }
      .flatMap(\.elements)
      .filter { $0.parameterClause?.parameters.count == 1 }
  }

  /// An argument label as a call writes it: without backticks, but for the words that need them
  /// there.
  private static func argumentLabel(_ label: TokenSyntax) -> String {
    let text = label.text.withoutBackticks
    return ["inout", "var", "let"].contains(text) ? "`\(text)`" : text
  }

  private static func declaresEmbedding(_ member: MemberBlockItemSyntax) -> Bool {
    member.decl.as(FunctionDeclSyntax.self)?.name.text == "_$embedding"
  }
}

extension CaseEmbeddingMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !embeddableCases(of: enumDecl).isEmpty,
      !declaration.inherits("_$CaseEmbeddable"),
      protocols.contains(where: { $0.unqualifiedName == "_$CaseEmbeddable" })
    else { return [] }
    return [
      try ExtensionDeclSyntax(
        """
        \(raw: declaration.attributes.availability)extension \(type.trimmed): \
        ComposableArchitecture._$CaseEmbeddable {}
        """
      )
    ]
  }
}
