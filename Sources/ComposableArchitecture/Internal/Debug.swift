import Foundation

/// Names the case an enum value is in, as TCA's messages do: `Feature.Action.child(.tap)`, with
/// the cases of nested enums and the labels of their values, but not the values themselves
/// (`Feature.Action.rows(.element(id:, action: .toggled))`). Generic types are named without
/// their arguments: `Result.success`.
///
/// - Parameters:
///   - value: A value, usually an action.
///   - abbreviated: Whether to leave out the value's type: `.child(.tap)`.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : typeName(type(of: value))) + caseDescription(of: value)
}

/// `.case(…)` for an enum value, labels for a tuple of associated values, nothing for anything
/// else.
private func caseDescription(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // A case without a payload describes itself by its name, unless it describes itself by
      // its type's.
      let name = "\(value)"
      return name == typeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = caseDescription(of: payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children
      .map { child in
        let inner = caseDescription(of: child.value)
        let label = child.label.map { isUnlabeled($0) ? "_:" : "\($0):" } ?? ""
        return label + (inner.isEmpty ? "" : " \(inner)")
      }
      .joined(separator: ", ")
  default:
    return ""
  }
}

/// Whether a tuple label is one Swift made up for an element without a label (`.0`, `.1`).
private func isUnlabeled(_ label: String) -> Bool {
  label.allSatisfy { $0 == "." || $0.isNumber }
}

/// A type's name qualified by its enclosing types but not its module, like `Feature.Action`, and
/// without the placeholders the runtime names private and local contexts with.
func readableTypeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  // `(unknown context at $5f3a…).` stands for a private or local scope.
  while let start = name.range(of: "(unknown context at $"),
    let end = name[start.upperBound...].range(of: ").")
  {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  guard let dot = name.firstIndex(of: "."), !name[..<dot].contains(where: { "<(".contains($0) })
  else { return name }
  return String(name[name.index(after: dot)...])
}

/// A type's name as TCA's messages print it: qualified by its enclosing types but not by modules
/// (`Feature.Action`), with `Optional`, `Array` and `Dictionary` written in their short forms
/// (`Int?`, `[Int]`, `[String: Int]`), and, unless asked otherwise, without generic arguments
/// (`Result`, `IdentifiedArray`).
///
/// - Parameters:
///   - type: A type.
///   - genericsAbbreviated: Whether to leave out the generic arguments.
@usableFromInline
func typeName(_ type: Any.Type, genericsAbbreviated: Bool = true) -> String {
  var name = _typeName(type, qualified: true)
    .replacingOccurrences(
      of: #"\(unknown context at \$[[:xdigit:]]+\)\."#,
      with: "",
      options: .regularExpression
    )
  let sugar: [(pattern: String, template: String)] = [
    (#"\bSwift\.Optional<([^><]+)>"#, "$1?"),
    (#"\bSwift\.Array<([^><]+)>"#, "[$1]"),
    (#"\bSwift\.Dictionary<([^,<]+), ([^><]+)>"#, "[$1: $2]"),
  ]
  // Innermost first, so that `Optional<Array<Int>>` becomes `[Int]?`; ten levels are plenty.
  for _ in 1...10 {
    let sugared = sugar.reduce(name) { name, rule in
      name.replacingOccurrences(of: rule.pattern, with: rule.template, options: .regularExpression)
    }
    if sugared == name { break }
    name = sugared
  }
  // `Module.Feature.Action` → `Feature.Action`, wherever a qualified name appears.
  name = name.replacingOccurrences(of: #"\w+\.([\w.]+)"#, with: "$1", options: .regularExpression)
  if genericsAbbreviated {
    name = name.replacingOccurrences(of: "<.+>", with: "", options: .regularExpression)
  }
  return name
}

/// A store's type as TCA's messages name it: `StoreOf<Feature>` for a feature's store, and
/// likewise `StoreOf<Feature?>`, `IdentifiedStoreOf<Feature>`, `PresentationStoreOf<Feature>`
/// and `StackStoreOf<Feature>`; `Store<State, Action>` for any other.
func storeTypeName<State, Action>(of _: Store<State, Action>.Type) -> String {
  let state = typeName(State.self, genericsAbbreviated: false)
  let action = typeName(Action.self, genericsAbbreviated: false)
  /// The feature named by a state and an action type that are `prefix<Feature.State suffix` and
  /// `actionPrefix<Feature.Action actionSuffix`, if they are.
  func feature(
    state statePattern: (prefix: String, suffix: String),
    action actionPattern: (prefix: String, suffix: String)
  ) -> Substring? {
    guard state.hasPrefix(statePattern.prefix), state.hasSuffix(statePattern.suffix),
      action.hasPrefix(actionPattern.prefix), action.hasSuffix(actionPattern.suffix)
    else { return nil }
    let stateFeature = state.dropFirst(statePattern.prefix.count)
      .dropLast(statePattern.suffix.count)
    let actionFeature = action.dropFirst(actionPattern.prefix.count)
      .dropLast(actionPattern.suffix.count)
    return stateFeature == actionFeature ? stateFeature : nil
  }
  if let name = feature(state: ("", ".State"), action: ("", ".Action")) {
    return "StoreOf<\(name)>"
  }
  if let name = feature(state: ("", ".State?"), action: ("", ".Action")) {
    return "StoreOf<\(name)?>"
  }
  // `IdentifiedArray<ID, Feature.State>` and `IdentifiedAction<ID, Feature.Action>`.
  if let elements = feature(
    state: ("IdentifiedArray<", ".State>"),
    action: ("IdentifiedAction<", ".Action>")
  ) {
    return "IdentifiedStoreOf<\(elements.drop { $0 != "," }.dropFirst(2))>"
  }
  if let name = feature(
    state: ("PresentationState<", ".State>"),
    action: ("PresentationAction<", ".Action>")
  ) {
    return "PresentationStoreOf<\(name)>"
  }
  // `StackState<Feature.State>` and `StackAction<Feature.State, Feature.Action>`.
  if state.hasPrefix("StackState<"), state.hasSuffix(".State>"), action.hasPrefix("StackAction<"),
    state.dropFirst(11).dropLast(7) == action.dropFirst(12).prefix(while: { $0 != "," }).dropLast(6)
  {
    return "StackStoreOf<\(state.dropFirst(11).dropLast(7))>"
  }
  return "Store<\(state), \(action)>"
}

/// The warning for scoping from a store that can't cache its children: one scoped with
/// functions, or from such a store. Word for word TCA's, whose second item has a no-break space
/// after its number.
func uncachedStoreWarning<State, Action>(_ store: Store<State, Action>) -> String {
  """
  Scoping from uncached '\(storeTypeName(of: Store<State, Action>.self))' is not compatible \
  with observation.

  This can happen for one of two reasons:

  1. A parent view scopes on a store using transform functions, which has been \
  deprecated, instead of with key paths and case paths. Read the migration guide for 1.5 \
  to update these scopes: \
  https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

  2.\u{A0}A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
  'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
  bindings. Read the migration guide for 1.7 to update those APIs: \
  https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
  """
}
