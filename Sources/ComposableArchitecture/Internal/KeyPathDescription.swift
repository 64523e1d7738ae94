import Foundation

/// Describes a key path as Swift source would write it, with its root type qualified as
/// `customDump` names types: `\Settings.State.displayName`.
///
/// Binding actions print their key path this way, and so do `_printChanges()` and test failures.
/// Every field of an ``ObservableState()`` struct is a computed property, which the standard
/// library names in a key path's description only when it finds the symbol of the property's
/// accessor: on Linux it often can't, and prints `<computed 0x00005f3a… (String)>` instead. Such
/// components are named from the fields the macro lists (see `_ObservableStateFields`), and
/// those of ``BindingState`` fields from the names found when the key path was last applied (see
/// `_LegacyFieldNames`).
func _describeKeyPath(_ keyPath: AnyKeyPath) -> String {
  let rootType = type(of: keyPath).rootType
  var description = keyPath.debugDescription
  if description.contains("<computed ") {
    for (component, name) in _computedComponentNames(reachableFrom: rootType) {
      description = description.replacingOccurrences(of: component, with: name)
    }
    description = _LegacyFieldNames.replacingComponents(in: description)
  }
  let shortRoot = "\\\(rootType)"
  var qualifiedRoot = ""
  customDump(rootType, to: &qualifiedRoot)
  if qualifiedRoot.hasSuffix(".self") {
    qualifiedRoot.removeLast(".self".count)
  }
  if description.hasPrefix(shortRoot), !qualifiedRoot.isEmpty {
    description = "\\" + qualifiedRoot + description.dropFirst(shortRoot.count)
  }
  return description
}

/// The names of the tracked fields of `rootType` and of the observable structs its fields hold,
/// by the text that stands for each in a key path description when its accessor can't be named.
private func _computedComponentNames(reachableFrom rootType: Any.Type) -> [String: String] {
  var names: [String: String] = [:]
  var visited: Set<ObjectIdentifier> = []
  var types: [Any.Type] = [rootType]
  while let type = types.popLast() {
    guard visited.insert(ObjectIdentifier(type)).inserted else { continue }
    guard let fieldsType = _unwrappedOptional(type) as? any _ObservableStateFields.Type else {
      continue
    }
    for (component, name, valueType) in _fieldComponents(of: fieldsType) {
      names[component] = name
      types.append(valueType)
    }
  }
  return names
}

private func _fieldComponents<Fields: _ObservableStateFields>(
  of _: Fields.Type
) -> [(component: String, name: String, valueType: Any.Type)] {
  let prefix = "\\\(Fields.self)."
  return Fields._$fields.compactMap { field in
    let description = field.keyPath.debugDescription
    guard description.hasPrefix(prefix) else { return nil }
    let component = String(description.dropFirst(prefix.count))
    guard component.hasPrefix("<computed ") else { return nil }
    return (component, field.name, field.valueType)
  }
}

/// The wrapped type of an optional type, or the type itself.
private func _unwrappedOptional(_ type: Any.Type) -> Any.Type {
  (type as? any _OptionalType.Type)?.wrappedType ?? type
}

private protocol _OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: _OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
