import CasePathsMacrosSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// An attached macro that `@Reducer` expands itself into a type it generates, instead of leaving
/// its attribute on the type for the compiler to expand: its members written into the type's
/// body, the conformances its extension role adds written into its inheritance clause.
///
/// Swift 6.3 crashes (signal 11) type-checking a file in which a macro-generated type carries an
/// attached macro with an extension role. The type checker loops over the file's
/// macro-generated extensions; checking one (`extension Destination: CaseReducer, Reducer {}`)
/// forces the member expansion that generates the type, and the type's own extension macro then
/// appends to the list being looped over, which may reallocate it under the loop (a use after
/// reallocation in `TypeCheckPrimaryFileRequest`). Whether it crashes depends on the list's
/// length, so it came and went as unrelated `@CasePathable` enums were added to a file. Nothing
/// `@Reducer` generates carries such an attribute.
enum InlinedMacro {
  /// `@CasePathable`: `AllCasePaths`, `allCasePaths`; `CasePathable`, `CasePathIterable`.
  case casePathable
  /// `@ObservableState`: `_$id`, `_$willModify`, …; `ObservableState`, `Observable`, …
  case observableState
  /// `@_CaseAccessors`: `_$casePath(for:)`; `_$CaseAccessible`.
  case caseAccessors

  /// The type `declaration` (an enum or a struct) with what `macros` add to it written out in
  /// it, as if its attributes were these macros. Each macro sees the declaration as written, as
  /// the compiler shows each attached macro its declaration.
  static func expanding(
    _ macros: [InlinedMacro],
    in declaration: DeclSyntax,
    context: some MacroExpansionContext
  ) throws -> DeclSyntax {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return DeclSyntax(
        try expanding(macros, in: enumDecl, context: context)
      )
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return DeclSyntax(
        try expanding(macros, in: structDecl, context: context)
      )
    }
    return declaration
  }

  private static func expanding<Declaration: DeclGroupSyntax & NamedDeclSyntax>(
    _ macros: [InlinedMacro],
    in declaration: Declaration,
    context: some MacroExpansionContext
  ) throws -> Declaration {
    let type = TypeSyntax(IdentifierTypeSyntax(name: declaration.name.trimmed))
    var conformances: [TypeSyntax] = []
    var members: [DeclSyntax] = []
    for macro in macros {
      let expansion = try macro.expansion(of: declaration, type: type, context: context)
      members += expansion.members
      for extensionDecl in expansion.extensions {
        conformances += extensionDecl.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        members += extensionDecl.memberBlock.members.map(\.decl)
      }
    }
    var expanded = declaration
    if !conformances.isEmpty {
      let inherited =
        (declaration.inheritanceClause?.inheritedTypes.map(\.type) ?? []) + conformances
      // `Name: A, B {`: the space after the name, if it had no clause, goes after the clause.
      expanded.name = declaration.name.trimmed
      expanded.inheritanceClause = InheritanceClauseSyntax(
        inheritedTypes: InheritedTypeListSyntax(
          inherited.enumerated().map { index, type in
            let isLast = index == inherited.count - 1
            return InheritedTypeSyntax(
              leadingTrivia: .space,
              type: type.trimmed,
              trailingComma: isLast ? nil : .commaToken(),
              trailingTrivia: isLast ? .space : []
            )
          }
        )
      )
    }
    for member in members {
      expanded.memberBlock.members.append(
        MemberBlockItemSyntax(leadingTrivia: .newline, decl: member.trimmed)
      )
    }
    return expanded
  }

  /// The protocols the macro's extension role may add (its declaration's `conformances:`).
  private var conformances: [String] {
    switch self {
    case .casePathable:
      return ["CasePaths.CasePathable", "CasePaths.CasePathIterable"]
    case .observableState:
      return [
        "Observation.Observable", "ComposableArchitecture.ObservableState",
        "ComposableArchitecture._ObservableStateFields", "CustomDump.CustomDumpReflectable",
      ]
    case .caseAccessors:
      return ["ComposableArchitecture._$CaseAccessible"]
    }
  }

  private var attribute: AttributeSyntax {
    let name =
      switch self {
      case .casePathable: "CasePathable"
      case .observableState: "ObservableState"
      case .caseAccessors: "_CaseAccessors"
      }
    return AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(name)))
  }

  /// The macro's members and extensions for `declaration`. As the compiler does, the extension
  /// role is asked only for the conformances the declaration doesn't declare.
  private func expansion(
    of declaration: some DeclGroupSyntax,
    type: TypeSyntax,
    context: some MacroExpansionContext
  ) throws -> (members: [DeclSyntax], extensions: [ExtensionDeclSyntax]) {
    let missing =
      self.conformances
      .map { TypeSyntax(stringLiteral: $0) }
      .filter { !declaration.inherits($0.unqualifiedName ?? "") }
    let node = self.attribute
    switch self {
    case .casePathable:
      return (
        try CasePathsMacrosSupport.CasePathableMacro.expansion(
          of: node,
          providingMembersOf: declaration,
          conformingTo: missing,
          in: context
        ),
        try CasePathsMacrosSupport.CasePathableMacro.expansion(
          of: node,
          attachedTo: declaration,
          providingExtensionsOf: type,
          conformingTo: missing,
          in: context
        )
      )
    case .observableState:
      return (
        try ObservableStateMacro.expansion(
          of: node,
          providingMembersOf: declaration,
          conformingTo: missing,
          in: context
        ),
        try ObservableStateMacro.expansion(
          of: node,
          attachedTo: declaration,
          providingExtensionsOf: type,
          conformingTo: missing,
          in: context
        )
      )
    case .caseAccessors:
      return (
        try CaseAccessorsMacro.expansion(
          of: node,
          providingMembersOf: declaration,
          conformingTo: missing,
          in: context
        ),
        try CaseAccessorsMacro.expansion(
          of: node,
          attachedTo: declaration,
          providingExtensionsOf: type,
          conformingTo: missing,
          in: context
        )
      )
    }
  }
}
