import SwiftSyntax
import SwiftSyntaxMacros

/// Implements `@ObservationStateTracked`: moves a stored property of an `@ObservableState` struct
/// into an underscored peer and routes every access through the observation registrar.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = declaration.as(VariableDeclSyntax.self)?.trackableBinding
    else { return [] }
    let storage = "_\(name.text.withoutBackticks)"
    let key = "\\_$ObservationKeys.\(name.text)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(\(raw: key))
        return \(raw: storage)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(\(raw: key), &\(raw: storage), newValue, _$isIdentityEqual)
      }
      """,
      """
      _modify {
        let modification = _$observationRegistrar.willModify(\(raw: key), &\(raw: storage))
        defer {
          _$observationRegistrar.didModify(\(raw: key), &\(raw: storage), modification)
        }
        yield &\(raw: storage)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, binding) = declaration.as(VariableDeclSyntax.self)?.trackableBinding
    else { return [] }
    var storage = "@ObservationStateIgnored var _\(name.text.withoutBackticks)"
    if let type = binding.typeAnnotation?.type {
      storage += ": \(type.trimmedDescription)"
    }
    if let value = binding.initializer?.value {
      storage += " = \(value.trimmedDescription)"
    }
    return ["\(raw: storage)"]
  }
}

extension VariableDeclSyntax {
  /// The name and binding of a stored instance `var` declaring a single property without
  /// accessors or observers: the only kind of property the tracking accessors can replace.
  var trackableBinding: (name: TokenSyntax, binding: PatternBindingSyntax)? {
    guard
      bindingSpecifier.tokenKind == .keyword(.var),
      isInstanceMember,
      !modifiers.contains(.lazy),
      !modifiers.contains(.weak),
      !modifiers.contains(.unowned),
      bindings.count == 1,
      let binding = bindings.first,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
    else { return nil }
    return (name, binding)
  }
}
