/// A node's element, kept in a box of its own so that the many nodes without an element don't
/// carry an element's room.
final class RenderElementBox {
  let element: RenderElement

  init(_ element: RenderElement) {
    self.element = element
  }
}
