import Foundation

/// Names the case an enum value is in, as TCA's messages do: `Feature.Action.child(.tap)`, with
/// the cases of nested enums and the labels of their values, but not the values themselves
/// (`Feature.Action.rows(.element(id:, action: .toggled))`).
///
/// - Parameters:
///   - value: A value, usually an action.
///   - abbreviated: Whether to leave out the value's type: `.child(.tap)`.
@usableFromInline
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : readableTypeName(type(of: value))) + caseDescription(of: value)
}

/// `.case(…)` for an enum value, labels for a tuple of associated values, nothing for anything
/// else.
private func caseDescription(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      // A case without a payload describes itself by its name.
      return ".\(value)"
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
