import Foundation

/// A short description of an enum value's case path, such as `Feature.Action.child(.tap)`.
@usableFromInline
func debugCaseOutput(_ value: Any) -> String {
  var output = ""
  customDump(value, to: &output, maxDepth: 2)
  return output.replacingOccurrences(of: "\n", with: "\n    ")
}
