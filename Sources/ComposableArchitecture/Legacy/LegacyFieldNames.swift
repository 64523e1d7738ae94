import ConcurrencyExtras
import Foundation

/// The names of ``BindingState`` fields, for key path descriptions.
///
/// A key path to the projection of a `@BindingState` field (`\.$displayName`) goes through a
/// computed property, which the standard library can't always name (see `_describeKeyPath`),
/// and no macro lists these fields. Its name is found instead when a binding action applies it to
/// a state: the state's mirror has the wrapper as a child named after the field, and the wrapper
/// knows where it was declared.
enum _LegacyFieldNames {
  /// The names found, by the text that stands for the field's projection in a key path
  /// description.
  private static let names = LockIsolated<[String: String]>([:])

  /// Finds and remembers the name of the field whose projection `keyPath` reaches in `root`.
  @available(*, deprecated, message: "Names the fields of the deprecated 'BindingState'.")
  static func record<Root, Value>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    in root: Root
  ) {
    let prefix = "\\\(Root.self)."
    let description = keyPath.debugDescription
    guard description.hasPrefix(prefix) else { return }
    let component = String(description.dropFirst(prefix.count))
    guard component.hasPrefix("<computed "), Self.names.value[component] == nil else { return }
    let declaration = root[keyPath: keyPath].declaration
    for child in Mirror(reflecting: root).children {
      guard
        let label = child.label,
        label.hasPrefix("_"),
        let field = child.value as? BindingState<Value>,
        field.declaration.isSame(as: declaration)
      else { continue }
      let name = "$" + label.dropFirst()
      Self.names.withValue { $0[component] = name }
      return
    }
  }

  /// Replaces the components of a key path description that stand for projections of
  /// `@BindingState` fields whose names were found.
  static func replacingComponents(in description: String) -> String {
    var description = description
    for (component, name) in Self.names.value where description.contains(component) {
      description = description.replacingOccurrences(of: component, with: name)
    }
    return description
  }
}

extension _SourceLocation {
  /// Whether two locations are the same place in the source.
  func isSame(as other: _SourceLocation) -> Bool {
    self.line == other.line && self.column == other.column
      && "\(self.fileID)" == "\(other.fileID)"
  }
}
