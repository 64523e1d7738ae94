import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@ViewAction(for:)`: conforms a type that holds a `store` to `ViewActionSending`,
/// so that it sends view actions with `send(.someAction)`.
///
/// The type must declare a `store` property; without one, the macro adds nothing and offers to
/// declare it. Sending through the store directly (`store.send(…)`) is flagged with a warning,
/// with a fix-it when the action sent is a `.view(…)` action.
public enum ViewActionMacro {}

extension ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard let feature = node.featureTypeName else { return [] }

    guard declaration.declaresStoreProperty else {
      context.diagnose(missingStoreDiagnostic(for: declaration, feature: feature))
      return []
    }

    let finder = DirectStoreSendFinder(viewMode: .fixedUp)
    finder.walk(declaration.memberBlock)
    for call in finder.calls {
      context.diagnose(directStoreSendDiagnostic(for: call))
    }

    return [
      try ExtensionDeclSyntax(
        """
        \(raw: declaration.attributes.availability)extension \(type.trimmed): \
        ComposableArchitecture.ViewActionSending {}
        """
      )
    ]
  }

  /// The error for a type without a `store`, with a fix-it that declares one as its first member.
  private static func missingStoreDiagnostic(
    for declaration: some DeclGroupSyntax,
    feature: String
  ) -> Diagnostic {
    let firstMember = declaration.memberBlock.members.first
    let storeMember = MemberBlockItemSyntax(
      leadingTrivia: firstMember?.leadingTrivia ?? .newline + .spaces(2),
      decl: DeclSyntax(
        "\(raw: declaration.modifiers.exportedAccessPrefix)let store: StoreOf<\(raw: feature)>"
      ),
      trailingTrivia: .newline
    )
    var fixed = declaration
    fixed.memberBlock.members.insert(storeMember, at: fixed.memberBlock.members.startIndex)

    let name = declaration.typeName.map { "'\($0)' " } ?? ""
    return Diagnostic(
      node: declaration,
      message: MacroDiagnostic.error(
        "'@ViewAction' requires \(name)to have a 'store' property of type 'Store'.",
        id: "view-action-missing-store"
      ),
      fixIt: .replace(
        message: MacroFixIt("Add 'store'", id: "view-action-add-store"),
        oldNode: declaration,
        newNode: fixed
      )
    )
  }

  /// The warning for a `store.send(…)` call, with a fix-it that sends the view action itself when
  /// the call sends `.view(…)`.
  private static func directStoreSendDiagnostic(for call: DirectStoreSend) -> Diagnostic {
    var fixIts: [FixIt] = []
    if let viewActionArguments = call.viewActionArguments {
      var replacement = call.node
      replacement.calledExpression = call.viewSend
      replacement.arguments = viewActionArguments
      replacement.leadingTrivia = call.node.leadingTrivia
      fixIts.append(
        .replace(
          message: MacroFixIt(
            "Call 'send' directly with a view action",
            id: "view-action-send-view-action"
          ),
          oldNode: call.node,
          newNode: replacement
        )
      )
    }
    return Diagnostic(
      node: call.node,
      message: MacroDiagnostic.warning(
        "Do not use 'store.send' directly when using '@ViewAction'",
        id: "view-action-direct-store-send"
      ),
      highlights: [Syntax(call.node)],
      fixIts: fixIts
    )
  }
}

extension AttributeSyntax {
  /// `Feature` in `@ViewAction(for: Feature.self)`.
  fileprivate var featureTypeName: String? {
    guard
      case let .argumentList(arguments) = self.arguments,
      arguments.count == 1,
      let expression = arguments.first?.expression.as(MemberAccessExprSyntax.self),
      expression.declName.baseName.tokenKind == .keyword(.self),
      let base = expression.base
    else { return nil }
    return base.trimmedDescription
  }
}

extension DeclGroupSyntax {
  /// Whether the type declares a property named `store`, whatever its type or wrapper.
  fileprivate var declaresStoreProperty: Bool {
    memberBlock.members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.withoutBackticks
          == "store"
      } ?? false
    }
  }

  /// The name of the type, as the diagnostics refer to it.
  fileprivate var typeName: String? {
    if let declaration = self.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ProtocolDeclSyntax.self) { return declaration.name.text }
    if let declaration = self.as(ExtensionDeclSyntax.self) {
      return declaration.extendedType.trimmedDescription
    }
    return nil
  }
}

/// A `store.send(…)` or `self.store.send(…)` call.
private struct DirectStoreSend {
  let node: FunctionCallExprSyntax
  /// `send` or `self.send`: what the call becomes when it sends a view action.
  let viewSend: ExprSyntax

  /// The arguments of a call that sends the view action directly, when this call sends
  /// `.view(action)`: `action`, then any further arguments of this call.
  var viewActionArguments: LabeledExprListSyntax? {
    guard
      let first = node.arguments.first,
      first.label == nil,
      let viewCall = first.expression.as(FunctionCallExprSyntax.self),
      viewCall.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "view",
      viewCall.arguments.count == 1,
      var action = viewCall.arguments.first
    else { return nil }
    action.trailingComma = first.trailingComma
    return LabeledExprListSyntax([action] + node.arguments.dropFirst())
  }
}

/// Finds the calls that send to the store directly, anywhere in a type's body.
private final class DirectStoreSendFinder: SyntaxVisitor {
  var calls: [DirectStoreSend] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let send = node.calledExpression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.text == "send",
      let base = send.base
    {
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "store" {
        calls.append(DirectStoreSend(node: node, viewSend: "send"))
      } else if let store = base.as(MemberAccessExprSyntax.self),
        store.declName.baseName.text == "store",
        store.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        calls.append(DirectStoreSend(node: node, viewSend: "self.send"))
      }
    }
    return .visitChildren
  }
}
