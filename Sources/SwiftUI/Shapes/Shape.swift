/// A 2D shape: SwiftUI's `Shape`. As a view, it is filled with the foreground style.
///
/// Renderers here draw the standard shapes (``Rectangle``, ``RoundedRectangle``, ``Capsule``,
/// ``Circle``, ``Ellipse``) and show other shapes as their bounds.
public protocol Shape: Animatable, View, Sendable {
  /// The shape's outline in a rectangle.
  func path(in rect: CGRect) -> Path
  /// The shape's outline, as renderers know it.
  var _outline: _ShapeOutline { get }
}

extension Shape {
  public var _outline: _ShapeOutline { .other }

  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  /// The shape filled with a style.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content)
  }

  /// The shape's outline stroked with a style.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, style: content, isStroked: true, lineWidth: Double(lineWidth))
  }

  /// The shape's outline stroked with a style.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _ShapeView(shape: self, style: content, isStroked: true, lineWidth: Double(style.lineWidth))
  }

  /// The shape's outline stroked with the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    self.stroke(.foreground, lineWidth: lineWidth)
  }

  /// The shape's outline stroked with the foreground style.
  public func stroke(style: StrokeStyle) -> some View {
    self.stroke(.foreground, style: style)
  }

  /// A part of the shape's outline, from 0 (its start) to 1 (its end).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
  }

  /// The shape rotated: drawn as it is here.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    self
  }

  /// The shape offset: drawn where it is here.
  public func offset(_ offset: CGSize) -> some Shape {
    self
  }

  /// The shape scaled: drawn at its size here.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
    self
  }
}

extension Shape where Self: InsettableShape {
  /// The shape's outline stroked inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    self.stroke(content, lineWidth: lineWidth)
  }

  /// The shape's outline stroked inside its bounds, with the foreground style.
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    self.stroke(.foreground, lineWidth: lineWidth)
  }

  /// The shape's outline stroked inside its bounds.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    self.stroke(content, style: style)
  }
}

/// A shape that can be inset.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape filled or stroked with a style: the view a shape shows.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, _PrimitiveView {
  public var shape: Content
  public var style: Style
  var isStroked = false
  var lineWidth = 1.0

  public init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }

  init(shape: Content, style: Style, isStroked: Bool, lineWidth: Double) {
    self.shape = shape
    self.style = style
    self.isStroked = isStroked
    self.lineWidth = lineWidth
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    let color =
      self.style is ForegroundStyle
      ? (resolution.environment.foregroundColor ?? .primary)
      : (self.style._resolvedColor ?? .primary)
    var description = ShapeDescription(
      outline: self.shape._outline,
      fill: self.isStroked ? nil : color,
      stroke: self.isStroked ? color : nil,
      lineWidth: self.lineWidth
    )
    if let trimmed = self.shape as? any _TrimmedShape {
      description.outline = trimmed.baseOutline
      description.trimFrom = trimmed.trimFrom
      description.trimTo = trimmed.trimTo
    }
    resolution.element = RenderElement(.shape(description))
  }
}

@MainActor
protocol _TrimmedShape {
  var baseOutline: _ShapeOutline { get }
  var trimFrom: Double { get }
  var trimTo: Double { get }
}

struct TrimmedShape<Base: Shape>: Shape, _TrimmedShape {
  let shape: Base
  let from: Double
  let to: Double

  func path(in rect: CGRect) -> Path {
    self.shape.path(in: rect)
  }

  var baseOutline: _ShapeOutline { self.shape._outline }
  var trimFrom: Double { self.from }
  var trimTo: Double { self.to }
}

/// How a shape is filled.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// How a shape's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1,
    lineCap: CGLineCap = .butt,
    lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How the ends of lines are drawn.
public enum CGLineCap: Int32, Hashable, Sendable {
  case butt, round, square
}

/// How lines join.
public enum CGLineJoin: Int32, Hashable, Sendable {
  case miter, round, bevel
}
