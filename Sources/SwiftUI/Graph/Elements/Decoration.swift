/// A modifier that changes how its content looks or is laid out, as renderers show it: one
/// element around its content (the element's children).
@_spi(Rendering)
public enum Decoration: Equatable {
  case padding(EdgeInsets)
  case frame(FrameDescription)
  /// A background color or shape style.
  case background(Color)
  /// A background or overlay view: the element's children are the ``RenderElement/Kind/slot(_:)``s
  /// "content" and "background" (or "overlay").
  case layered(isOverlay: Bool, alignment: Alignment)
  case cornerRadius(Double)
  case border(Color, width: Double)
  case opacity(Double)
  case offset(x: Double, y: Double)
  case rotation(degrees: Double)
  case scale(x: Double, y: Double)
  case shadow(color: Color?, radius: Double, x: Double, y: Double)
  case clipped
  case clipShape(ShapeDescription.Outline)
  case hidden
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case aspectRatio(Double?, fill: Bool)
  case position(x: Double, y: Double)
  case zIndex(Double)
  case blur(radius: Double)
  /// A CSS-like filter: "grayscale(0.5)", "saturate(2)", "brightness(0.1)", "contrast(1.2)",
  /// "invert(1)", "hue-rotate(90deg)".
  case filter(String)
  /// The background of the list row the content is in.
  case listRowBackground(Color?)
  /// A badge on a list row or tab.
  case badge(String)
  /// What the content means, for people who can't see it.
  case accessibilityLabel(String)
  /// A hint shown when the pointer rests on the content.
  case help(String)
  /// Whether the content ignores taps and clicks.
  case allowsHitTesting(Bool)
  /// Content inset from a safe area edge: children are the ``RenderElement/Kind/slot(_:)``s
  /// "content" and "inset".
  case safeAreaInset(Edge)
  /// A whole-screen background that ignores the safe area.
  case ignoresSafeArea
  /// The screen the content is in hides its back button.
  case navigationBarBackButtonHidden
  /// How the title of the screen the content is in shows: "automatic", "inline" or "large".
  case navigationBarTitleDisplayMode(String)
  /// The content responds to taps (``View/onTapGesture(count:perform:)``).
  case tappable
}

/// The frame of a view, as renderers show it: fixed sizes or bounds, in points; `infinity`
/// means as large as offered.
@_spi(Rendering)
public struct FrameDescription: Equatable {
  public var width: Double?
  public var height: Double?
  public var minWidth: Double?
  public var idealWidth: Double?
  public var maxWidth: Double?
  public var minHeight: Double?
  public var idealHeight: Double?
  public var maxHeight: Double?
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }
}
