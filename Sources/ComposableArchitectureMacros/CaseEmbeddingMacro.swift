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

    // Only cases with exactly one associated value: a binding carries one value. Cases declared
    // in `#if` blocks are left out; bindings to them go through their case paths.
    let cases = enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .flatMap(\.elements)
      .compactMap { element -> String? in
        guard
          let parameters = element.parameterClause?.parameters,
          parameters.count == 1,
          let parameter = parameters.first
        else { return nil }
        let name = element.name.trimmedDescription
        let label = parameter.firstName.map { $0.tokenKind == .wildcard ? nil : $0.text } ?? nil
        let call = label.map { "Self.\(name)(\($0): $0)" } ?? "Self.\(name)($0)"
        return """
          case .\(name):
            return ComposableArchitecture._$Embedding(as: Value.self) {
              \(call)
            }
          """
      }
    // The cases, indented as the function's body.
    let caseLines = cases.joined(separator: "\n")
      .split(separator: "\n")
      .map { "  " + $0 }
      .joined(separator: "\n")

    let access = enumDecl.modifiers.exportedAccessPrefix
    guard !cases.isEmpty else {
      return [
        """
        \(raw: access)static func _$embedding<Value>(
          for keyPath: CasePaths.CaseKeyPath<Self, Value>,
          embedding action: Self
        ) -> ComposableArchitecture._$Embedding<Self, Value>? {
          nil
        }
        """
      ]
    }
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
      declaration.is(EnumDeclSyntax.self),
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
