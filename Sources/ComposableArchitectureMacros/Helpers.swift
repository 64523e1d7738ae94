import SwiftDiagnostics
import SwiftSyntax

/// An error or warning emitted by one of the macros.
struct MacroDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  static func error(_ message: String, id: String) -> Self {
    Self(
      message: message,
      diagnosticID: MessageID(domain: "ComposableArchitectureMacros", id: id),
      severity: .error
    )
  }

  static func warning(_ message: String, id: String) -> Self {
    Self(
      message: message,
      diagnosticID: MessageID(domain: "ComposableArchitectureMacros", id: id),
      severity: .warning
    )
  }
}

/// The description of a fix-it offered with one of the macros' diagnostics.
struct MacroFixIt: FixItMessage {
  let message: String
  let fixItID: MessageID

  init(_ message: String, id: String) {
    self.message = message
    self.fixItID = MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}

extension TypeSyntax {
  /// The unqualified name of a nominal type: `Reducer` for both `Reducer` and
  /// `ComposableArchitecture.Reducer`.
  var unqualifiedName: String? {
    if let type = self.as(IdentifierTypeSyntax.self) {
      return type.name.text.withoutBackticks
    }
    if let type = self.as(MemberTypeSyntax.self) {
      return type.name.text.withoutBackticks
    }
    if let type = self.as(AttributedTypeSyntax.self) {
      return type.baseType.unqualifiedName
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether an attribute with this unqualified name is present, e.g. `"CasePathable"` matches
  /// both `@CasePathable` and `@CasePaths.CasePathable`.
  func contains(named name: String) -> Bool {
    contains { element in
      element.as(AttributeSyntax.self)?.attributeName.unqualifiedName == name
    }
  }

  /// The `@available` attributes, one a line, to be copied onto a generated extension.
  var availability: String {
    compactMap { element -> String? in
      guard
        let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.unqualifiedName == "available"
      else { return nil }
      return "\(attribute.trimmedDescription)\n"
    }
    .joined()
  }
}

extension DeclModifierListSyntax {
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// `"public "` or `"package "` when the declaration has that access level, otherwise `""`.
  var exportedAccessPrefix: String {
    for modifier in self where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open):
        return "public "
      case .keyword(.package):
        return "package "
      default:
        continue
      }
    }
    return ""
  }
}

extension DeclGroupSyntax {
  /// Whether the declaration's own inheritance clause lists a type with this unqualified name.
  func inherits(_ name: String) -> Bool {
    inheritanceClause?.inheritedTypes.contains { $0.type.unqualifiedName == name } ?? false
  }

  /// Whether a property or method with this name is declared directly in the body.
  func declaresMember(named name: String) -> Bool {
    memberBlock.members.contains { item in
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks == name
        }
      }
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        return function.name.text.withoutBackticks == name
      }
      return false
    }
  }
}

extension VariableDeclSyntax {
  var isInstanceMember: Bool {
    !modifiers.contains(.static) && !modifiers.contains(.class)
  }
}

extension PatternBindingSyntax {
  /// Whether the binding has storage: no accessors, or only `willSet`/`didSet` observers.
  var isStored: Bool {
    switch accessorBlock?.accessors {
    case .none:
      return true
    case .getter:
      return false
    case let .accessors(accessors):
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}

extension PatternSyntax {
  /// The names bound by an identifier or tuple pattern, as written (backticks kept).
  var boundNames: [TokenSyntax] {
    if let pattern = self.as(IdentifierPatternSyntax.self) {
      return [pattern.identifier]
    }
    if let pattern = self.as(TuplePatternSyntax.self) {
      return pattern.elements.flatMap(\.pattern.boundNames)
    }
    return []
  }
}

extension String {
  var withoutBackticks: String {
    guard hasPrefix("`"), hasSuffix("`"), count >= 2 else { return self }
    return String(dropFirst().dropLast())
  }
}
