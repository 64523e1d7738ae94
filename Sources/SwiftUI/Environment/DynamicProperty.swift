/// A stored property of a view that a renderer updates before the view's body runs:
/// ``State``, ``Environment``, ``FocusState``, ``Binding``, … (SwiftUI's `DynamicProperty`).
public protocol DynamicProperty {
  /// Called before the view's body runs. Renderers here don't call the `update()` of
  /// properties other than this module's.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
