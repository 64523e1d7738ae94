/// Whether two values of a view are the same inputs, so that its body would show the same
/// thing: then a renderer doesn't run it again (unless something it read changed).
///
/// As SwiftUI compares a view's stored properties: an `Equatable` view with `==`; otherwise
/// property by property, objects by identity (a store, an observable model), `Equatable` values
/// with `==`, dynamic properties by what they refer to, and structures and enumerations by
/// their own properties. A closure, or anything else that can't be compared, is taken as
/// changed.
@MainActor
enum ViewInputs {
  static func areSame(_ lhs: any View, _ rhs: any View) -> Bool {
    guard Swift.type(of: lhs) == Swift.type(of: rhs) else { return false }
    return Self.areSameValues(lhs, rhs, depth: 0)
  }

  /// Whether two values (of a view's stored properties, or of a modifier) are the same input.
  static func areSameValues(_ lhs: Any, _ rhs: Any) -> Bool {
    Self.areSameValues(lhs, rhs, depth: 0)
  }

  private static func areSameValues(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    // Values of two types are different inputs, even where one casts to the other (an optional
    // and its wrapped value) or prints like it.
    guard Swift.type(of: lhs) == Swift.type(of: rhs) else { return false }
    if Swift.type(of: lhs) is AnyClass {
      return ObjectIdentifier(lhs as AnyObject) == ObjectIdentifier(rhs as AnyObject)
    }
    if let lhs = lhs as? any _ViewInputComparable {
      return lhs._isSameInput(as: rhs)
    }
    if let lhs = lhs as? any Equatable {
      return Self.isEqual(lhs, rhs)
    }
    guard depth < 4 else { return false }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?:
      break
    default:
      return false
    }
    let right = Mirror(reflecting: rhs)
    if left.displayStyle == .enum || left.displayStyle == .optional {
      // The case of an enumeration with a payload is the label of its only child.
      guard left.children.count == right.children.count,
        zip(left.children, right.children).allSatisfy({ $0.label == $1.label })
      else { return false }
      if left.children.isEmpty {
        return Self.areSameCasesWithoutPayloads(lhs, rhs, style: left.displayStyle)
      }
    }
    let rightChildren = Array(right.children)
    guard left.children.count == rightChildren.count else { return false }
    for (child, other) in zip(left.children, rightChildren) {
      guard Self.areSameValues(child.value, other.value, depth: depth + 1) else { return false }
    }
    return true
  }

  /// Two cases without payloads of a type that isn't `Equatable` (or two `nil`s): the same case
  /// if they have the same name. The name is what the value prints, unless its type prints its
  /// values its own way, which may print two cases alike: then they are taken as changed.
  private static func areSameCasesWithoutPayloads(
    _ lhs: Any,
    _ rhs: Any,
    style: Mirror.DisplayStyle?
  ) -> Bool {
    if style == .optional {
      return true
    }
    if lhs is any CustomStringConvertible || lhs is any CustomDebugStringConvertible
      || lhs is any TextOutputStreamable || lhs is any CustomReflectable
    {
      return false
    }
    return String(describing: lhs) == String(describing: rhs)
  }

  private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

extension State: _ViewInputComparable {
  public func _isSameInput(as other: Any) -> Bool {
    // Its value is kept by the node, not the view.
    true
  }
}

extension FocusState: _ViewInputComparable {
  public func _isSameInput(as other: Any) -> Bool {
    true
  }
}

extension Environment: _ViewInputComparable {
  public func _isSameInput(as other: Any) -> Bool {
    // Its value comes from the node's environment, compared apart.
    true
  }
}

extension Bindable: _ViewInputComparable {
  public func _isSameInput(as other: Any) -> Bool {
    guard let other = other as? Bindable<Value> else { return false }
    if Swift.type(of: self.wrappedValue) is AnyClass {
      return ObjectIdentifier(self.wrappedValue as AnyObject)
        == ObjectIdentifier(other.wrappedValue as AnyObject)
    }
    return false
  }
}
