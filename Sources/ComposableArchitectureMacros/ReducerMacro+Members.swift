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
      return enumMembers(enumDecl, in: context)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(structDecl)
    }
    return []
  }

  // MARK: Structs

  private static func structMembers(_ structDecl: StructDeclSyntax) -> [DeclSyntax] {
    let access = structDecl.modifiers.exportedAccessPrefix
    let hasExplicitBody =
      structDecl.declaresReduceMethod || structDecl.declaresBodyOfReducerType
    var members: [DeclSyntax] = []
    if !structDecl.declaresType(named: "State"), !hasExplicitBody {
      members.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """
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

  // MARK: Enums

  private enum CaseKind {
    /// `case edit(EditForm)`: a feature, scoped to by the body.
    case reducer(type: TypeSyntax, reducer: String)
    /// `case alert(AlertState<Alert>)`: state with no reducer, dismissed after its action.
    case ephemeral(type: TypeSyntax)
    /// Anything else: kept in `State`, with no actions.
    case ignored
  }

  private struct ReducerCase {
    let element: EnumCaseElementSyntax
    let kind: CaseKind
    var name: String { element.name.text }
  }

  private static func enumMembers(
    _ enumDecl: EnumDeclSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let access = enumDecl.modifiers.exportedAccessPrefix
    let enumName = enumDecl.name.text
    let cases = enumDecl.memberBlock.members.flatMap { member -> [ReducerCase] in
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return caseDecl.elements.map { element in
        ReducerCase(element: element, kind: kind(of: element, in: caseDecl))
      }
    }

    var stateCases: [String] = []
    var actionCases: [String] = []
    var scopes: [String] = []
    var caseScopeCases: [String] = []
    var scopeSwitch: [String] = []
    for reducerCase in cases {
      let name = reducerCase.name
      switch reducerCase.kind {
      case let .reducer(type, reducer):
        let type = type.trimmedDescription
        stateCases.append("case \(name)(\(type).State)")
        actionCases.append("case \(name)(\(type).Action)")
        scopes.append(
          """
          ComposableArchitecture.Scope(\\Self.State.Cases.\(name), \
          action: \\Self.Action.Cases.\(name)) {
            \(reducer)
          }
          """
        )
        caseScopeCases.append("case \(name)(ComposableArchitecture.StoreOf<\(type)>)")
        scopeSwitch.append(
          """
          case .\(name):
            return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)
          """
        )
      case let .ephemeral(type):
        let type = type.trimmedDescription
        stateCases.append("case \(reducerCase.element.trimmedDescription)")
        actionCases.append("case \(name)(\(type).Action)")
        caseScopeCases.append("case \(reducerCase.element.trimmedDescription)")
        scopeSwitch.append(
          """
          case let .\(name)(v0):
            return .\(name)(v0)
          """
        )
      case .ignored:
        stateCases.append("case \(reducerCase.element.trimmedDescription)")
        actionCases.append("case \(name)(Swift.Never)")
        caseScopeCases.append("case \(reducerCase.element.trimmedDescription)")
        scopeSwitch.append(passThrough(reducerCase.element))
      }
    }

    var members: [DeclSyntax] = []
    // `State` and `Action` declare the conformances that their attributes' extension macros
    // would add, so that those macros add no extensions. Swift 6.3 crashes (signal 11) or hangs
    // type-checking a file with a `@Reducer` struct, then a `@Reducer` enum whose nested types
    // get their conformances from extension macros, then another `@Reducer` struct.
    if !enumDecl.declaresType(named: "State") {
      members.append(
        """
        @CasePathable @dynamicMemberLookup @ObservableState @_CaseAccessors
        \(raw: access)enum State: ComposableArchitecture.CaseReducerState, \
        CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, \
        Observation.Observable, ComposableArchitecture._$CaseAccessible {
          \(raw: access)typealias StateReducer = \(raw: enumName)
        \(raw: stateCases.map { "  " + $0 }.joined(separator: "\n"))
        }
        """
      )
    }
    if !enumDecl.declaresType(named: "Action") {
      members.append(
        """
        @CasePathable @_CaseAccessors
        \(raw: access)enum Action: \
        CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture._$CaseAccessible {
        \(raw: actionCases.map { "  " + $0 }.joined(separator: "\n"))
        }
        """
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
        """
        @CasePathable
        \(raw: access)enum CaseScope {
        \(raw: caseScopeCases.map { "  " + $0 }.joined(separator: "\n"))
        }
        """
      )
    }
    if !enumDecl.declaresMember(named: "scope") {
      let body =
        scopeSwitch.isEmpty
        ? "switch store.state {}"
        : "switch store.state {\n\(scopeSwitch.joined(separator: "\n"))\n}"
      members.append(
        """
        @MainActor
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
    let typeName = type.as(IdentifierTypeSyntax.self)?.name.text ?? ""
    if caseDecl.attributes.contains(named: "ReducerCaseEphemeral")
      || typeName == "AlertState" || typeName == "ConfirmationDialogState"
    {
      return .ephemeral(type: type)
    }
    guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else {
      return .ignored
    }
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type.trimmedDescription)()"
    return .reducer(type: type, reducer: reducer)
  }

  /// Every line of `text`, indented by `count` spaces.
  private static func indented(_ text: String, by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { indentation + $0 }
      .joined(separator: "\n")
  }

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
