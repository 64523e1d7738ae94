import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@ObservableState` for structs (per-property tracking through a registrar) and
/// enums (identity and modification forwarded to the payload of the current case).
public enum ObservableStateMacro {
  static let registrarName = "_$observationRegistrar"
  static let customDumpMirrorName = "customDumpMirror"
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(structDecl)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    context.diagnose(Diagnostic(node: node, message: unsupportedDeclaration(declaration)))
    return []
  }

  private static func unsupportedDeclaration(_ declaration: some DeclGroupSyntax)
    -> MacroDiagnostic
  {
    let kind: String
    let name: String
    if let classDecl = declaration.as(ClassDeclSyntax.self) {
      (kind, name) = ("class", classDecl.name.text)
    } else if let actorDecl = declaration.as(ActorDeclSyntax.self) {
      (kind, name) = ("actor", actorDecl.name.text)
    } else {
      return .error(
        "'@ObservableState' can only be applied to a struct or an enum",
        id: "observable-state-unsupported-declaration"
      )
    }
    return .error(
      """
      '@ObservableState' cannot be applied to \(kind) type '\(name)'; use '@Observable' from the \
      Observation module for classes
      """,
      id: "observable-state-reference-type"
    )
  }

  private static func structMembers(_ structDecl: StructDeclSyntax) -> [DeclSyntax] {
    var members: [DeclSyntax] = [
      """
      var \(raw: registrarName) = ComposableArchitecture.ObservationStateRegistrar()
      """,
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        \(raw: registrarName).id
      }
      """,
      """
      public mutating func _$willModify() {
        \(raw: registrarName)._$willModify()
      }
      """,
    ]
    let tracked = storedProperties(of: structDecl).filter(\.isTracked)
    // Observation names each field by a key path of this nested type, so that a notification
    // held back while a store reduces an action can be delivered later without the state.
    let keys = tracked.map { "\n  public var \($0.name.text): Void { () }" }
    members.append(
      """
      public struct _$ObservationKeys: ComposableArchitecture._ObservationStateKeys {
        public init() {}\(raw: keys.joined())
      }
      """
    )
    // `@Shared` fields are written through their wrapper's setter: they are fields too, named
    // for key path descriptions and bindings, but observed through the shared reference.
    let fieldProperties = storedProperties(of: structDecl).filter {
      $0.isTracked || ($0.isShared && !$0.isSharedReader)
    }
    let fields = fieldProperties.map { property in
      """

          ComposableArchitecture._$Field(
            "\(property.label)",
            \\Self.\(property.name.text),
            get: { $0.\(property.name.text) },
            set: { $0.\(property.name.text) = $1 },
            modify: { $1(&$0.\(property.name.text)) }
          ),
      """
    }
    let fieldList = fields.isEmpty ? "[]" : "[\(fields.joined())\n  ]"
    members.append(
      """
      public static var _$fields: [ComposableArchitecture._$Field<Self>] {
        \(raw: fieldList)
      }
      """
    )
    if emitsCustomDumpMirror(structDecl) {
      let children = storedProperties(of: structDecl).map { property in
        // Tracked fields are dumped from their storage; shared ones from their `Shared`, so that
        // a test store's diff shows the change a test didn't assert.
        let value =
          property.isTracked || property.isShared || property.isSharedReader
          ? "_\(property.label)" : property.name.text
        return "\n      (\"\(property.label)\", \(value) as Any),"
      }
      let childList = children.isEmpty ? "[]" : "[\(children.joined())\n    ]"
      members.append(
        """
        public var \(raw: customDumpMirrorName): Mirror {
          Mirror(
            self,
            children: \(raw: childList),
            displayStyle: .struct
          )
        }
        """
      )
    }
    return members
  }

  private static func emitsCustomDumpMirror(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.is(StructDeclSyntax.self)
      && !declaration.declaresMember(named: customDumpMirrorName)
  }

  private struct StoredProperty {
    var name: TokenSyntax
    var isTracked: Bool
    var isShared = false
    var isSharedReader = false
    var label: String { name.text.withoutBackticks }
  }

  /// The stored instance properties of a struct in declaration order, the registrar excluded.
  private static func storedProperties(of structDecl: StructDeclSyntax) -> [StoredProperty] {
    structDecl.memberBlock.members.flatMap { member -> [StoredProperty] in
      guard
        let variable = member.decl.as(VariableDeclSyntax.self),
        variable.isInstanceMember,
        // A lazy property cannot be read from a non-mutating getter.
        !variable.modifiers.contains(.lazy)
      else { return [] }
      // `@Presents` properties are observed under their own name, through accessors of their
      // own, and stored in `_name` as tracked fields are.
      let isTracked =
        isTrackable(variable)
        || ((variable.attributes.contains(named: "ObservationStateTracked")
          || variable.attributes.contains(named: "Presents"))
          && variable.trackableBinding != nil)
      let isShared = variable.attributes.contains(named: "Shared")
      let isSharedReader = variable.attributes.contains(named: "SharedReader")
      return variable.bindings.flatMap { binding -> [StoredProperty] in
        guard binding.isStored else { return [] }
        return binding.pattern.boundNames
          .filter { $0.text != registrarName }
          .map {
            StoredProperty(
              name: $0,
              isTracked: isTracked,
              isShared: isShared,
              isSharedReader: isSharedReader
            )
          }
      }
    }
  }

  /// Whether `@ObservationStateTracked` should be attached to this member of a struct.
  private static func isTrackable(_ variable: VariableDeclSyntax) -> Bool {
    guard
      variable.attributes.isEmpty,
      let (name, _) = variable.trackableBinding
    else { return false }
    return !name.text.withoutBackticks.hasPrefix("_$")
  }

  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = DeclaredCase.cases(in: enumDecl.memberBlock.members)
    guard !cases.isEmpty else {
      return [
        """
        public var _$id: ComposableArchitecture.ObservableStateID {
          ._$inert
        }
        """,
        """
        public mutating func _$willModify() {}
        """,
      ]
    }

    // Each case's tag is its position among all the cases declared, in every `#if` clause.
    var tag = 0
    let idCases = cases.rendered { element, _ in
      defer { tag += 1 }
      return idCase(of: element, tag: tag)
    }
    let willModifyCases = cases.rendered { element, _ in willModifyCase(of: element) }
    return [
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
      \(raw: idCases.joined(separator: "\n"))
        }
      }
      """,
      """
      public mutating func _$willModify() {
        switch self {
      \(raw: willModifyCases.joined(separator: "\n"))
        }
      }
      """,
    ]
  }

  /// The labels of a case's associated values as a pattern or a call writes them (`label: `, or
  /// nothing for an unlabeled value).
  private static func labels(of element: EnumCaseElementSyntax) -> [String] {
    (element.parameterClause?.parameters ?? []).map { parameter -> String in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else { return "" }
      return "\(label.text): "
    }
  }

  /// The `_$id` switch case of one enum case: the identity of its first associated value.
  private static func idCase(of element: EnumCaseElementSyntax, tag: Int) -> String {
    let name = element.name.text
    let labels = labels(of: element)
    guard !labels.isEmpty else {
      return "case .\(name):\n  return ._$inert._$tag(\(tag))"
    }
    // Bind only what is used, so that the expansion compiles without warnings.
    let values = labels.indices.map { "\(labels[$0])\($0 == 0 ? "v0" : "_")" }
    return """
      case let .\(name)(\(values.joined(separator: ", "))):
        return ._$id(for: v0)._$tag(\(tag), ComposableArchitecture.ObservableStateID._$identity(of: v0))
      """
  }

  /// The `_$willModify()` switch case of one enum case: the first associated value modified in
  /// place.
  private static func willModifyCase(of element: EnumCaseElementSyntax) -> String {
    let name = element.name.text
    let labels = labels(of: element)
    guard !labels.isEmpty else {
      return "case .\(name):\n  break"
    }
    let values = labels.indices.map { "\(labels[$0])v\($0)" }.joined(separator: ", ")
    let bindings = labels.indices.map { "\(labels[$0])\($0 == 0 ? "var" : "let") v\($0)" }
    let pattern =
      labels.count == 1
      ? "var .\(name)(\(values))"
      : ".\(name)(\(bindings.joined(separator: ", ")))"
    return """
      case \(pattern):
        ComposableArchitecture._$willModify(&v0)
        self = .\(name)(\(values))
      """
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard
      declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      isTrackable(variable)
    else { return [] }
    let name = IdentifierTypeSyntax(name: .identifier("ObservationStateTracked"))
    return [AttributeSyntax(attributeName: name)]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
    else { return [] }

    var candidates = [
      ("ObservableState", "ComposableArchitecture.ObservableState"),
      ("Observable", "Observation.Observable"),
    ]
    if declaration.is(StructDeclSyntax.self) {
      candidates.append(
        ("_ObservableStateFields", "ComposableArchitecture._ObservableStateFields")
      )
    }
    if emitsCustomDumpMirror(declaration) {
      candidates.append(("CustomDumpReflectable", "CustomDumpReflectable"))
    }
    let requested = Set(protocols.compactMap(\.unqualifiedName))
    let conformances =
      candidates
      .filter { requested.contains($0.0) && !declaration.inherits($0.0) }
      .map(\.1)
    guard !conformances.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax(
        """
        \(raw: declaration.attributes.availability)extension \(type.trimmed): \
        \(raw: conformances.joined(separator: ", ")) {}
        """
      )
    ]
  }
}
