import SwiftSyntax

/// The cases an enum declares, with the `#if` / `#elseif` / `#else` clauses they are declared in,
/// so that code generated case by case can carry the same clauses.
indirect enum DeclaredCase {
  /// A case declared outside any `#if` block (or directly inside one clause).
  case element(EnumCaseElementSyntax, in: EnumCaseDeclSyntax)
  /// An `#if` block: each clause, with the cases declared in it.
  case ifConfig([Clause])

  /// One clause of an `#if` block: `#if DEBUG`, `#elseif os(Linux)`, `#else`.
  struct Clause {
    let poundKeyword: String
    let condition: String?
    let cases: [DeclaredCase]
  }

  /// The cases declared by `members`, in order, `#if` blocks included.
  static func cases(in members: MemberBlockItemListSyntax) -> [DeclaredCase] {
    members.flatMap { member -> [DeclaredCase] in
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
        return caseDecl.elements.map { .element($0, in: caseDecl) }
      }
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        let clauses = ifConfig.clauses.map { clause in
          Clause(
            poundKeyword: clause.poundKeyword.text,
            condition: clause.condition?.trimmedDescription,
            cases: clause.elements?.as(MemberBlockItemListSyntax.self).map(cases(in:)) ?? []
          )
        }
        // A block that declares no case (only other members) generates nothing.
        guard clauses.contains(where: { !$0.cases.isEmpty }) else { return [] }
        return [.ifConfig(clauses)]
      }
      return []
    }
  }
}

extension [DeclaredCase] {
  /// The code `transform` generates for each case, one string a case outside `#if` blocks and one
  /// a block: the block's clauses around the code of their cases, indented by two spaces. Cases for
  /// which `transform` returns `nil` generate nothing, and so do blocks where no case generates
  /// anything. Cases are visited in declaration order, every clause of a block included.
  func rendered(
    _ transform: (EnumCaseElementSyntax, EnumCaseDeclSyntax) -> String?
  ) -> [String] {
    compactMap { declared -> String? in
      switch declared {
      case let .element(element, caseDecl):
        return transform(element, caseDecl)
      case let .ifConfig(clauses):
        var generatesCode = false
        let lines = clauses.map { clause -> String in
          let header = [clause.poundKeyword, clause.condition].compactMap { $0 }
            .joined(separator: " ")
          let body = clause.cases.rendered(transform)
          generatesCode = generatesCode || !body.isEmpty
          return ([header] + body.map { indented($0, by: 2) }).joined(separator: "\n")
        }
        return generatesCode ? (lines + ["#endif"]).joined(separator: "\n") : nil
      }
    }
  }
}

/// Every non-empty line of `text`, indented by `count` spaces.
func indented(_ text: String, by count: Int) -> String {
  let indentation = String(repeating: " ", count: count)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : indentation + $0 }
    .joined(separator: "\n")
}
