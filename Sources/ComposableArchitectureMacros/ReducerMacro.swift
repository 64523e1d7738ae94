import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@Reducer`: adds the `Reducer` conformance and makes the nested `Action` and `State`
/// enums case-pathable.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      guard
        !declaration.inherits("Reducer"),
        protocols.contains(where: { $0.unqualifiedName == "Reducer" })
      else { return [] }
      return [
        try ExtensionDeclSyntax(
          """
          \(raw: declaration.attributes.availability)extension \(type.trimmed): \
          ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}
          """
        )
      ]
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Reducer' can only be applied to a struct or an enum",
            id: "reducer-not-a-struct"
          )
        )
      )
      return []
    }
    var conformances: [String] = []
    if !declaration.inherits("Reducer"),
      protocols.contains(where: { $0.unqualifiedName == "Reducer" })
    {
      conformances.append("ComposableArchitecture.Reducer")
    }
    // A reducer whose body the builder may build once and keep: one with a `body` and no
    // `reduce(into:action:)` of its own (see `_CachedBodyReducer`).
    if declaration.declaresBody,
      !declaration.declaresReduce,
      protocols.contains(where: { $0.unqualifiedName == "_$ReducerWithBody" })
    {
      conformances.append("ComposableArchitecture._$ReducerWithBody")
    }
    return try conformances.map { conformance in
      try ExtensionDeclSyntax(
        """
        \(raw: declaration.attributes.availability)extension \(type.trimmed): \(raw: conformance) {}
        """
      )
    }
  }
}

extension DeclGroupSyntax {
  /// Whether the type declares an instance `body` property.
  fileprivate var declaresBody: Bool {
    memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        && variable.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
        }
    }
  }

  /// Whether the type declares a `reduce(into:action:)` method.
  fileprivate var declaresReduce: Bool {
    memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      return function.name.text == "reduce" && labels == ["into", "action"]
    }
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      guard let variable = member.as(VariableDeclSyntax.self) else { return [] }
      return reducerBuilderAttribute(for: variable, isStatic: true)
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let variable = member.as(VariableDeclSyntax.self) {
      return reducerBuilderAttribute(for: variable, isStatic: false)
    }
    guard let enumDecl = member.as(EnumDeclSyntax.self) else { return [] }
    let name = enumDecl.name.text.withoutBackticks
    guard name == "Action" || name == "State" else { return [] }

    var names = ["CasePathable", "dynamicMemberLookup", "_CaseAccessors"]
    if name == "Action" {
      if enumDecl.inherits("BindableAction") {
        names.append("_BindableActionBinding")
      }
    }
    return
      names
      .filter { !enumDecl.attributes.contains(named: $0) }
      .map { AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier($0))) }
  }
}

/// A computed `body` gets `@ReducerBuilder<Self.State, Self.Action>`: the conformance is added by
/// an extension, and Swift infers a result builder from a protocol requirement only for members
/// declared in the conformance itself. A struct's `body` is an instance property; an enum of
/// features has a `static` one.
private func reducerBuilderAttribute(
  for variable: VariableDeclSyntax,
  isStatic: Bool
) -> [AttributeSyntax] {
  guard
    variable.bindings.count == 1,
    let binding = variable.bindings.first,
    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
    binding.accessorBlock != nil,
    variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) == isStatic,
    !variable.attributes.contains(where: { attribute in
      guard case let .attribute(attribute) = attribute else { return false }
      return attribute.attributeName.trimmedDescription.contains("Builder")
    })
  else { return [] }
  return [
    AttributeSyntax(
      attributeName: TypeSyntax("ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
    )
  ]
}
