import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@Presents`: keeps an optional child state of an `@ObservableState` struct in a
/// `PresentationState`, observed like a tracked field, and projects that state as `$name` for
/// `ifLet(\.$name, action:)`.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _, _) = presentedProperty(declaration, node: node, in: context)
    else { return [] }
    let storage = "_\(name.text.withoutBackticks)"
    let key = "\\_$ObservationKeys.\(name.text)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(\(raw: key))
        return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(
          \(raw: key), &\(raw: storage).wrappedValue, newValue, _$isIdentityEqual
        )
      }
      """,
      """
      _modify {
        let modification = _$observationRegistrar.willModify(\(raw: key), &\(raw: storage).wrappedValue)
        defer {
          _$observationRegistrar.didModify(\(raw: key), &\(raw: storage).wrappedValue, modification)
        }
        yield &\(raw: storage).wrappedValue
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let variable = declaration.as(VariableDeclSyntax.self),
      let (name, binding, wrapped) = presentedProperty(declaration, node: node, in: nil)
    else { return [] }
    let label = name.text.withoutBackticks
    let storage = "_\(label)"
    let key = "\\_$ObservationKeys.\(name.text)"
    // The projection has the property's access, setter access included (`internal(set)`).
    let access = variable.modifiers
      .filter { modifier in
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
          .keyword(.private), .keyword(.open):
          return true
        default:
          return false
        }
      }
      .map { $0.trimmedDescription.replacingOpen() + " " }
      .joined()
    let stateType = "ComposableArchitecture.PresentationState<\(wrapped.trimmedDescription)>"
    let initialValue = binding.initializer?.value.trimmedDescription ?? "nil"
    return [
      """
      \(raw: access)var $\(raw: label): \(raw: stateType) {
        get {
          _$observationRegistrar.access(\(raw: key))
          return \(raw: storage)
        }
        set {
          _$observationRegistrar.mutate(\(raw: key), &\(raw: storage), newValue, _$isIdentityEqual)
        }
        _modify {
          let modification = _$observationRegistrar.willModify(\(raw: key), &\(raw: storage))
          defer {
            _$observationRegistrar.didModify(\(raw: key), &\(raw: storage), modification)
          }
          yield &\(raw: storage)
        }
      }
      """,
      """
      @ObservationStateIgnored private var \(raw: storage) = \(raw: stateType)(wrappedValue: \(raw: initialValue))
      """,
    ]
  }

  /// The name, binding and wrapped type of the optional stored property `@Presents` is applied
  /// to; `nil`, diagnosed when `context` is given, for anything else.
  private static func presentedProperty(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    in context: (any MacroExpansionContext)?
  ) -> (name: TokenSyntax, binding: PatternBindingSyntax, wrapped: TypeSyntax)? {
    guard
      let variable = declaration.as(VariableDeclSyntax.self),
      let (name, binding) = variable.trackableBinding
    else {
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Presents' can only be applied to a stored instance 'var'",
            id: "presents-not-a-stored-var"
          )
        )
      )
      return nil
    }
    guard let wrapped = binding.typeAnnotation?.type.optionalWrappedType else {
      context?.diagnose(
        Diagnostic(
          node: node,
          message: MacroDiagnostic.error(
            "'@Presents' must be applied to a property of optional type, like 'Child.State?'",
            id: "presents-not-optional"
          )
        )
      )
      return nil
    }
    return (name, binding, wrapped)
  }
}

extension TypeSyntax {
  /// `T` for `T?` and `Optional<T>`.
  fileprivate var optionalWrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType
    }
    if let identifier = self.as(IdentifierTypeSyntax.self),
      identifier.name.text == "Optional",
      let argument = identifier.genericArgumentClause?.arguments.first,
      identifier.genericArgumentClause?.arguments.count == 1
    {
      return TypeSyntax(argument.argument.as(TypeSyntax.self))
    }
    return nil
  }
}

extension String {
  /// `public` for `open`: a stored property's projection can't be overridden.
  fileprivate func replacingOpen() -> String {
    self == "open" ? "public" : self
  }
}
