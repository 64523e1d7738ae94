/// Whether two values of a primitive view are the same input, so that its node, and every node
/// below it, needn't be resolved again: as SwiftUI compares a view's new value with the old one
/// before it updates anything below it.
///
/// A row of a long list is the case it is for: when a `ForEach`'s data changes, every row's
/// view is made again, but only the rows whose values changed are resolved again.
@MainActor
enum PrimitiveInputs {
  /// Whether two values of a view, of any type, are the same input: see ``areSame(_:_:)``.
  static func areSameViews(_ lhs: any View, _ rhs: any View) -> Bool {
    // Of the same type, not only castable: a cast wraps and unwraps optionals.
    guard type(of: lhs) == type(of: rhs) else { return false }
    func open<V: View>(_ lhs: V) -> Bool {
      guard let rhs = rhs as? V else { return false }
      return Self.areSame(lhs, rhs)
    }
    return open(lhs)
  }

  /// Whether two values (of a view or a modifier) are the same input: a
  /// ``SameInputComparable`` value compares itself; another primitive is taken as changed; a
  /// view or modifier with a body is compared as ``ViewInputs`` compares them.
  ///
  /// Generic, and its type asked rather than the value cast, so that comparing the rows of a
  /// list copies no view into a box.
  static func areSame<T>(_ lhs: T, _ rhs: T) -> Bool {
    if let type = T.self as? any SameInputComparable.Type {
      return Self.areSame(as: type, lhs, rhs)
    }
    if T.self is any _PrimitiveView.Type || T.self is any _PrimitiveModifier.Type {
      return false
    }
    return ViewInputs.areSameValues(lhs, rhs)
  }

  private static func areSame<Comparable: SameInputComparable, T>(
    as type: Comparable.Type,
    _ lhs: T,
    _ rhs: T
  ) -> Bool {
    // `T` is `Comparable`: the casts only name it.
    guard let lhs = lhs as? Comparable, let rhs = rhs as? Comparable else { return false }
    return lhs.isSameInput(as: rhs)
  }
}
