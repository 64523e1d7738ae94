import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// The members `@Reducer` adds: for an enum of destinations, the `State` and `Action` enums, the
// `body` that scopes each case to its reducer and the `CaseScope` a view switches over; for a
// struct, what TCA's macro fills in when it isn't declared (an empty `State`, `Action` and body).

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return try enumMembers(enumDecl, of: node, in: context)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      diagnoseArguments(of: node, in: context)
      return try structMembers(structDecl, in: context)
    }
    return []
  }

  // MARK: Structs

  private static func structMembers(
    _ structDecl: StructDeclSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = structDecl.modifiers.exportedAccessPrefix
    let hasExplicitBody =
      structDecl.declaresReduceMethod || structDecl.declaresBodyOfReducerType
    var members: [DeclSyntax] = []
    if !structDecl.declaresType(named: "State"), !hasExplicitBody {
      members.append(
        try InlinedMacro.expanding(
          [.observableState],
          in: """
            \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
              \(raw: access)init() {}
            }
            """,
          context: context
        )
      )
    }
    if !structDecl.declaresType(named: "Action"), !hasExplicitBody {
      members.append(
        """
        \(raw: access)enum Action: Equatable, Hashable, Sendable {}
        """
      )
    }
    if !structDecl.declaresMember(named: "body"), !structDecl.declaresReduceMethod {
      members.append(
        """
        \(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()
        """
      )
    }
    return members
  }

  /// `@Reducer(state:action:)` synthesizes conformances on the `State` and `Action` it
  /// generates for an enum; a struct declares its own.
  private static func diagnoseArguments(
    of node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let arguments = node.arguments else { return }
    context.diagnose(
      Diagnostic(
        node: arguments,
        message: MacroDiagnostic.error(
          "Argument passed to call that takes no arguments when applied to a struct",
          id: "reducer-struct-arguments"
        ),
        fixIt: FixIt(
          message: MacroFixIt("Remove '(\(arguments))'", id: "reducer-remove-arguments"),
          changes: [
            .replace(
              oldNode: Syntax(node),
              newNode: Syntax(
                node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
              )
            )
          ]
        )
      )
    )
  }

  // MARK: Enums

  private enum CaseKind {
    /// `case edit(EditForm)`: a feature, scoped to by the body.
    case reducer(type: TypeSyntax, reducer: String)
    /// `case alert(AlertState<Alert>)`: state with no reducer, dismissed after its action.
    case ephemeral(type: TypeSyntax)
    /// Anything else: kept in `State`, with no actions.
    case ignored
  }

  private static func enumMembers(
    _ enumDecl: EnumDeclSyntax,
    of node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let access = enumDecl.modifiers.exportedAccessPrefix
    let enumName = enumDecl.name.text
    let cases = DeclaredCase.cases(in: enumDecl.memberBlock.members)
    let synthesized = synthesizedConformances(of: node)

    let stateCases = cases.rendered { element, caseDecl in
      switch kind(of: element, in: caseDecl) {
      case let .reducer(type, _):
        return "case \(element.name.text)(\(type.trimmedDescription).State)"
      case .ephemeral, .ignored:
        return "case \(element.trimmedDescription)"
      }
    }
    let actionCases = cases.rendered { element, caseDecl in
      let name = element.name.text
      switch kind(of: element, in: caseDecl) {
      case let .reducer(type, _):
        return "case \(name)(\(type.trimmedDescription).Action)"
      case let .ephemeral(type):
        return "case \(name)(\(ephemeralAction(of: type)))"
      case .ignored:
        return "case \(name)(Swift.Never)"
      }
    }
    let scopes = cases.rendered { element, caseDecl in
      guard case let .reducer(_, reducer) = kind(of: element, in: caseDecl) else { return nil }
      let name = element.name.text
      return """
        ComposableArchitecture.Scope(\\Self.State.Cases.\(name), \
        action: \\Self.Action.Cases.\(name)) {
          \(reducer)
        }
        """
    }
    let caseScopeCases = cases.rendered { element, caseDecl in
      guard case let .reducer(type, _) = kind(of: element, in: caseDecl) else {
        return "case \(element.trimmedDescription)"
      }
      return "case \(element.name.text)(ComposableArchitecture.StoreOf<\(type.trimmedDescription)>)"
    }
    let scopeSwitch = cases.rendered { element, caseDecl in
      guard case .reducer = kind(of: element, in: caseDecl) else { return passThrough(element) }
      let name = element.name.text
      return """
        case .\(name):
          return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
        """
    }

    var members: [DeclSyntax] = []
    // The types generated here carry no attached macro: what `@CasePathable`, `@ObservableState`
    // and `@_CaseAccessors` would add is written out in them (`InlinedMacro` says why).
    if !enumDecl.declaresType(named: "State") {
      let conformances =
        [
          "ComposableArchitecture.CaseReducerState", "CasePaths.CasePathable",
          "CasePaths.CasePathIterable", "ComposableArchitecture.ObservableState",
          "Observation.Observable",
        ]
        + caseAccessible(stateCases) + synthesized.state
      members.append(
        try InlinedMacro.expanding(
          [.casePathable, .observableState, .caseAccessors],
          in: """
            @dynamicMemberLookup
            \(raw: access)enum State: \(raw: conformances.joined(separator: ", ")) {
              \(raw: access)typealias StateReducer = \(raw: enumName)
            \(raw: stateCases.map { indented($0, by: 2) }.joined(separator: "\n"))
            }
            """,
          context: context
        )
      )
    }
    if !enumDecl.declaresType(named: "Action") {
      let conformances =
        ["CasePaths.CasePathable", "CasePaths.CasePathIterable"]
        + caseAccessible(actionCases) + synthesized.action
      members.append(
        try InlinedMacro.expanding(
          [.casePathable, .caseAccessors],
          in: """
            \(raw: access)enum Action: \(raw: conformances.joined(separator: ", ")) {
            \(raw: actionCases.map { indented($0, by: 2) }.joined(separator: "\n"))
            }
            """,
          context: context
        )
      )
    }
    if !enumDecl.declaresMember(named: "body") {
      // A concrete type, so that the conformance finds `Body` from it (rather than from
      // `Reducer`'s default body of a reducer with a `reduce(into:action:)` method).
      let body =
        scopes.isEmpty
        ? "ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())"
        : """
        ComposableArchitecture.Reduce(
          ComposableArchitecture.CombineReducers {
        \(scopes.map { indented($0, by: 4) }.joined(separator: "\n"))
          }
        )
        """
      members.append(
        """
        \(raw: access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
        \(raw: body)
        }
        """
      )
      members.append(
        """
        \(raw: access)static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          Self.body
        }
        """
      )
    } else if !enumDecl.declaresMember(named: "_$body") {
      // A hand-written `static var body: some ReducerOf<Self>`: its opaque type can't be the
      // conformance's `Body`, so the conformance runs it through a `Reduce`.
      members.append(
        """
        \(raw: access)static var _$body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(Self.body)
        }
        """
      )
    }
    if !enumDecl.declaresType(named: "CaseScope") {
      members.append(
        try InlinedMacro.expanding(
          [.casePathable],
          in: """
            \(raw: access)enum CaseScope: CasePaths.CasePathable, CasePaths.CasePathIterable {
            \(raw: caseScopeCases.map { indented($0, by: 2) }.joined(separator: "\n"))
            }
            """,
          context: context
        )
      )
    }
    if !enumDecl.declaresMember(named: "scope") {
      let body =
        scopeSwitch.isEmpty
        ? "switch store.state {}"
        : "switch store.state {\n\(scopeSwitch.joined(separator: "\n"))\n}"
      members.append(
        """
        @preconcurrency @MainActor
        \(raw: access)static func scope(\
        _ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        \(raw: body)
        }
        """
      )
    }
    return members
  }

  /// What a case of an enum of destinations is.
  private static func kind(
    of element: EnumCaseElementSyntax,
    in caseDecl: EnumCaseDeclSyntax
  ) -> CaseKind {
    if caseDecl.attributes.contains(named: "ReducerCaseIgnored") {
      return .ignored
    }
    guard
      let parameters = element.parameterClause?.parameters,
      parameters.count == 1,
      let parameter = parameters.first
    else { return .ignored }
    let type = parameter.type
    if caseDecl.attributes.contains(named: "ReducerCaseEphemeral") || isEphemeralState(type) {
      return .ephemeral(type: type)
    }
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else {
      return .ignored
    }
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type.trimmedDescription)()"
    return .reducer(type: type, reducer: reducer)
  }

  /// Whether `type` is `AlertState<…>` or `ConfirmationDialogState<…>`.
  private static func isEphemeralState(_ type: TypeSyntax) -> Bool {
    let name = type.as(IdentifierTypeSyntax.self)?.name.text
    return name == "AlertState" || name == "ConfirmationDialogState"
  }

  /// The action of an ephemeral case's state: the generic argument of an `AlertState<Alert>` or a
  /// `ConfirmationDialogState<Dialog>` as written, as TCA's macro has it, so that the action of an
  /// `AlertState<Never>` is spelled `Never`, and the macros applied to `Action` generate no code
  /// for it that would never be executed; `Toast.Action` for another ephemeral `Toast`.
  private static func ephemeralAction(of type: TypeSyntax) -> String {
    guard
      isEphemeralState(type),
      let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
      arguments.count == 1,
      let argument = arguments.first
    else { return "\(type.trimmedDescription).Action" }
    return argument.argument.trimmedDescription
  }

  /// `["ComposableArchitecture._$CaseAccessible"]` when `@_CaseAccessors` generates accessors for
  /// an enum of these cases (and its extension role would add the conformance); otherwise none, as
  /// an enum without such cases gets no `_$casePath(for:)`.
  private static func caseAccessible(_ cases: [String]) -> [String] {
    let decl = DeclSyntax("enum Cases {\n\(raw: cases.joined(separator: "\n"))\n}")
    guard
      let enumDecl = decl.as(EnumDeclSyntax.self),
      !CaseAccessorsMacro.accessibleCases(of: enumDecl).isEmpty
    else { return [] }
    return ["ComposableArchitecture._$CaseAccessible"]
  }

  /// The conformances that `@Reducer(state: .equatable, action: .equatable, .sendable)` asks to
  /// be synthesized on the generated `State` and `Action`, in the order written, each once: each
  /// argument belongs to the last label before it.
  private static func synthesizedConformances(
    of node: AttributeSyntax
  ) -> (state: [String], action: [String]) {
    guard case let .argumentList(arguments) = node.arguments else { return ([], []) }
    var state: [String] = []
    var action: [String] = []
    var label: String?
    for argument in arguments {
      if let argumentLabel = argument.label?.text {
        label = argumentLabel
      }
      guard
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
        let conformance = synthesizableConformances[name]
      else { continue }
      switch label {
      case "state" where !state.contains(conformance):
        state.append(conformance)
      case "action" where !action.contains(conformance):
        action.append(conformance)
      default:
        break
      }
    }
    return (withoutRedundancies(state), withoutRedundancies(action))
  }

  /// The conformances without `Decodable` and `Encodable` when `Codable` is among them: Swift
  /// rejects an inheritance clause that names a protocol twice.
  private static func withoutRedundancies(_ conformances: [String]) -> [String] {
    guard conformances.contains("Swift.Codable") else { return conformances }
    return conformances.filter { $0 != "Swift.Decodable" && $0 != "Swift.Encodable" }
  }

  /// `_SynthesizedConformance`'s static members, and the protocols they name.
  private static let synthesizableConformances = [
    "codable": "Swift.Codable",
    "decodable": "Swift.Decodable",
    "encodable": "Swift.Encodable",
    "equatable": "Swift.Equatable",
    "hashable": "Swift.Hashable",
    "sendable": "Swift.Sendable",
  ]

  /// The `scope` switch case of a case that carries its state as is.
  private static func passThrough(_ element: EnumCaseElementSyntax) -> String {
    let name = element.name.text
    guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
      return "case .\(name):\n  return .\(name)"
    }
    let labels = parameters.map { parameter -> String in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else { return "" }
      return "\(label.text): "
    }
    let values = labels.indices.map { "\(labels[$0])v\($0)" }.joined(separator: ", ")
    return "case let .\(name)(\(values)):\n  return .\(name)(\(values))"
  }
}

extension DeclGroupSyntax {
  /// Whether a nested type (or type alias) with this name is declared directly in the body.
  fileprivate func declaresType(named name: String) -> Bool {
    memberBlock.members.contains { item in
      let decl = item.decl
      if let type = decl.as(StructDeclSyntax.self) { return type.name.text == name }
      if let type = decl.as(EnumDeclSyntax.self) { return type.name.text == name }
      if let type = decl.as(ClassDeclSyntax.self) { return type.name.text == name }
      if let type = decl.as(TypeAliasDeclSyntax.self) { return type.name.text == name }
      return false
    }
  }

  /// Whether the type declares a `reduce(into:action:)` method.
  fileprivate var declaresReduceMethod: Bool {
    memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      return function.name.text == "reduce" && labels == ["into", "action"]
    }
  }

  /// Whether the type declares a `body` from which `State` and `Action` are found: a computed
  /// one, one whose type names its reducer (`some ReducerOf<Self>`), or a stored one
  /// (`let body = EmptyReducer<State, Action>()`), whose initializer names them.
  fileprivate var declaresBodyOfReducerType: Bool {
    memberBlock.members.contains { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variable.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
      }
    }
  }
}
