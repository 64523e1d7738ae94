/// Where a child view sits among its parent's children, which tells renderers that a view is
/// the same one as before: its position, its ``ForEach`` identifier, its branch, or its type.
///
/// A child whose key and view type stay the same keeps its state (`@State`, tasks, focus)
/// across updates; any other is a new view.
@_spi(Rendering)
public enum ViewChildKey: Hashable {
  /// The child at a position among its siblings.
  case index(Int)
  /// The element of a ``ForEach`` with this identifier.
  ///
  /// Indirect, so that a key takes the room of a string rather than of an `AnyHashable`: every
  /// node of a page keeps its key, and few are a ``ForEach``'s elements.
  indirect case id(AnyHashable)
  /// The branch of an `if`-`else`.
  case branch(Bool)
  /// The view of an ``AnyView``, by its type.
  case type(ObjectIdentifier)
  /// A part of a view with several (a section's header, content and footer), by name.
  case slot(String)

  /// A text for the key that is the same in every process, for the view at it: the part of a
  /// control's address that this key adds.
  func stableText(for view: any View) -> String {
    switch self {
    case let .index(index): return String(index)
    case let .id(id): return "[" + String(describing: id.base) + "]"
    case let .branch(isTrue): return isTrue ? "t" : "f"
    case .type: return "<" + String(reflecting: Swift.type(of: view)) + ">"
    case let .slot(name): return name
    }
  }
}

/// A child of a primitive view: its key, the view, and the environment it gets, when it isn't
/// its parent's.
@_spi(Rendering)
public struct ViewChild {
  public var key: ViewChildKey
  public var view: any View
  public var environment: EnvironmentValues?

  public init(_ key: ViewChildKey, _ view: any View, environment: EnvironmentValues? = nil) {
    self.key = key
    self.view = view
    self.environment = environment
  }
}
