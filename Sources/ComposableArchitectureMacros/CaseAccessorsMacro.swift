import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@_CaseAccessors`: gives a feature's action enum a static `_$casePath(for:)` that
/// hands out the constructor and the pattern match of the case a case key path names, and
/// conforms the enum to `_$CaseAccessible`.
///
/// `Scope`, `forEach`, `ifLet`, child stores and `sending` bindings then embed and extract actions
/// with a plain call and a `switch`, instead of through the case key path on every action.
public enum CaseAccessorsMacro {}

extension CaseAccessorsMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !enumDecl.memberBlock.members.contains(where: declaresCasePath)
    else { return [] }
    let cases = accessibleCases(of: enumDecl)
    // Nothing to hand out: no member, and no conformance (see the extension role), so that an
    // enum without such cases gets no code that could warn.
    guard !cases.isEmpty else { return [] }

    let caseBlocks =
      cases
      .map { element -> String in
        let name = element.name.trimmedDescription
        let label = element.parameterClause?.parameters.first?.firstName
          .flatMap { $0.tokenKind == .wildcard ? nil : argumentLabel($0) }
        // The constructor itself rather than a closure calling it: a closure whose parameter is
        // uninhabited (the action of an `AlertState<Never>`, or of a feature with no actions)
        // would warn that its body will never be executed.
        let constructor = label.map { "Self.\(name)(\($0):)" } ?? "Self.\(name)"
        let pattern = label.map { ".\(name)(\($0): let value)" } ?? ".\(name)(let value)"
        return """
          if keyPath == \\Self.Cases.\(name) as AnyKeyPath {
            return ComposableArchitecture._$CasePath(
              embed: \(constructor),
              extract: { action in
                guard case \(pattern) = action else { return nil }
                return value
              }
            )
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
      \(raw: access)static func _$casePath<Value>(
        for keyPath: CasePaths.CaseKeyPath<Self, Value>
      ) -> ComposableArchitecture._$CasePath<Self, Value>? {
        let keyPath = keyPath as AnyKeyPath
      \(raw: caseBlocks)
        return nil
      }
      """
    ]
  }

  /// The cases whose constructor and pattern can be handed out: those with exactly one
  /// associated value (a case key path names that value) that isn't `Never`, declared without
  /// attributes (a deprecated case would warn where its constructor is named) and outside `#if`
  /// blocks. Other cases are reached through their case key paths.
  static func accessibleCases(of enumDecl: EnumDeclSyntax) -> [EnumCaseElementSyntax] {
    enumDecl.memberBlock.members
      .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
      .filter { $0.attributes.isEmpty }
      .flatMap(\.elements)
      .filter { $0.parameterClause?.parameters.count == 1 }
      // A case of `Never` (an ignored case of a `@Reducer` enum's actions) can't be made.
      .filter { element in
        let type = element.parameterClause?.parameters.first?.type.trimmedDescription
        return type != "Never" && type != "Swift.Never"
      }
  }

  /// An argument label as a call writes it: without backticks, but for the words that need them
  /// there.
  private static func argumentLabel(_ label: TokenSyntax) -> String {
    let text = label.text.withoutBackticks
    return ["inout", "var", "let"].contains(text) ? "`\(text)`" : text
  }

  private static func declaresCasePath(_ member: MemberBlockItemSyntax) -> Bool {
    member.decl.as(FunctionDeclSyntax.self)?.name.text == "_$casePath"
  }
}

extension CaseAccessorsMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !accessibleCases(of: enumDecl).isEmpty,
      !declaration.inherits("_$CaseAccessible"),
      protocols.contains(where: { $0.unqualifiedName == "_$CaseAccessible" })
    else { return [] }
    return [
      try ExtensionDeclSyntax(
        """
        \(raw: declaration.attributes.availability)extension \(type.trimmed): \
        ComposableArchitecture._$CaseAccessible {}
        """
      )
    ]
  }
}
