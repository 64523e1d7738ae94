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
  let shortRoot = "\\\(rootType)"
  var description = keyPath.debugDescription
  if description.contains("<computed "), description.hasPrefix(shortRoot + ".") {
    let components = _components(of: description.dropFirst(shortRoot.count + 1))
    let named = _naming(components, of: keyPath, from: rootType)
    description = shortRoot + "." + named.joined(separator: ".")
    description = _LegacyFieldNames.replacingComponents(in: description)
  }
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

/// The components of a key path description after its root: `<computed 0x… (Inner)>`, `theme`,
/// `<computed 0x… (Optional<String>)>?`, split at the dots outside brackets.
private func _components(of path: Substring) -> [String] {
  var components: [String] = []
  var current = ""
  var depth = 0
  for character in path {
    switch character {
    case "<", "(", "[":
      depth += 1
    case ">", ")", "]":
      depth -= 1
    case "." where depth == 0:
      components.append(current)
      current = ""
      continue
    default:
      break
    }
    current.append(character)
  }
  components.append(current)
  return components
}

/// Names the computed components of a key path, walking the types it goes through: a component
/// of an observable struct is the tracked field of that struct with the value type the
/// description names, when only one field has it, or the one whose key path is the same.
///
/// The address in `<computed 0x… (Type)>` is the accessor the key path calls, which differs
/// between modules that make the same key path, so it only tells fields of one type apart.
private func _naming(
  _ components: [String],
  of keyPath: AnyKeyPath,
  from rootType: Any.Type
) -> [String] {
  var named: [String] = []
  var type: Any.Type? = rootType
  for component in components {
    let suffix = component.last.map { "?!".contains($0) } == true ? String(component.last!) : ""
    let base = String(component.dropLast(suffix.count))
    guard
      base.hasPrefix("<computed "),
      let open = base.lastIndex(of: "("),
      let currentType = type,
      let fields = _fields(of: _unwrappedOptional(currentType))
    else {
      named.append(component)
      type = nil
      continue
    }
    let valueTypeName = String(base[base.index(after: open)...].dropLast(2))
    let address = base.split(separator: " ").dropFirst().first.map(String.init) ?? ""
    var candidates = fields.filter { "\($0.valueType)" == valueTypeName }
    if candidates.count > 1 {
      candidates = candidates.filter {
        (components.count == 1 && $0.keyPath == keyPath) || $0.description.contains(address)
      }
    }
    guard candidates.count == 1, let field = candidates.first else {
      named.append(component)
      type = nil
      continue
    }
    named.append(field.name + suffix)
    type = field.valueType
  }
  return named
}

/// A tracked field of an observable struct, named by the `@ObservableState` macro.
struct _NamedField {
  let name: String
  let keyPath: AnyKeyPath
  let valueType: Any.Type
  let description: String
}

/// The tracked fields of a type, when it is an observable struct.
func _fields(of type: Any.Type) -> [_NamedField]? {
  guard let fieldsType = type as? any _ObservableStateFields.Type else { return nil }
  func fields<Fields: _ObservableStateFields>(_: Fields.Type) -> [_NamedField] {
    Fields._$fields.map {
      _NamedField(
        name: $0.name,
        keyPath: $0.keyPath,
        valueType: $0.valueType,
        description: $0.keyPath.debugDescription
      )
    }
  }
  return fields(fieldsType)
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
