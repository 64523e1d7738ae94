import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@_BindableActionBinding`: gives an action enum a `binding` property that extracts
/// the payload of its `binding` case with pattern matching.
public enum BindableActionBindingMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !enumDecl.memberBlock.members.contains(where: isBindingProperty),
      let payload = bindingPayload(of: enumDecl)
    else { return [] }

    let access = enumDecl.modifiers.exportedAccessPrefix
    return [
      """
      \(raw: access)var binding: \(raw: optional(payload)) {
        if case let .binding(value) = self {
          return value
        }
        return nil
      }
      """
    ]
  }

  private static func isBindingProperty(_ member: MemberBlockItemSyntax) -> Bool {
    guard
      let variable = member.decl.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var)
    else { return false }
    return variable.bindings.contains { $0.pattern.boundNames.contains { isBinding($0) } }
  }

  /// The type of the single, unlabeled associated value of `case binding(…)`.
  private static func bindingPayload(of enumDecl: EnumDeclSyntax) -> TypeSyntax? {
    for member in enumDecl.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements where isBinding(element.name) {
        guard
          let parameters = element.parameterClause?.parameters,
          parameters.count == 1,
          let parameter = parameters.first,
          parameter.firstName == nil || parameter.firstName?.tokenKind == .wildcard
        else { continue }
        return parameter.type.trimmed
      }
    }
    return nil
  }

  private static func isBinding(_ name: TokenSyntax) -> Bool {
    name.text.withoutBackticks == "binding"
  }

  /// `T?`, parenthesizing `T` when the postfix `?` would otherwise bind to part of it.
  private static func optional(_ type: TypeSyntax) -> String {
    if type.is(FunctionTypeSyntax.self)
      || type.is(SomeOrAnyTypeSyntax.self)
      || type.is(AttributedTypeSyntax.self)
      || type.is(CompositionTypeSyntax.self)
    {
      return "(\(type.trimmedDescription))?"
    }
    return "\(type.trimmedDescription)?"
  }
}
