/// The outline of a shape, as renderers know it.
public enum _ShapeOutline: Equatable, Sendable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case circle
  case ellipse
  /// A path that can't be drawn by renderers here: its bounds.
  case other
}
