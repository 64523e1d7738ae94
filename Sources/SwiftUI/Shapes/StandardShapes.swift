/// A rectangle.
public struct Rectangle: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var _outline: _ShapeOutline { .rectangle }
  public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var _outline: _ShapeOutline {
    .roundedRectangle(cornerRadius: Double(self.cornerSize.width))
  }
  public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle

  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { Path(rect) }
  public var _outline: _ShapeOutline { .capsule }
  public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A circle.
public struct Circle: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public var _outline: _ShapeOutline { .circle }
  public func inset(by amount: CGFloat) -> Circle { self }
}

/// An ellipse.
public struct Ellipse: InsettableShape {
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
  public var _outline: _ShapeOutline { .ellipse }
  public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// An outline: SwiftUI's `Path`, recorded for shapes' `path(in:)`; renderers here show a path
/// as its bounds.
public struct Path: Shape, Equatable {
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case rect(CGRect)
    case ellipse(CGRect)
    case close
  }

  var elements: [Element] = []

  public init() {}

  public init(_ rect: CGRect) {
    self.elements = [.rect(rect)]
  }

  public init(ellipseIn rect: CGRect) {
    self.elements = [.ellipse(rect)]
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
  {
    self.elements = [.rect(rect)]
  }

  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  public func path(in rect: CGRect) -> Path { self }

  public var isEmpty: Bool { self.elements.isEmpty }

  public mutating func move(to point: CGPoint) { self.elements.append(.move(point)) }
  public mutating func addLine(to point: CGPoint) { self.elements.append(.line(point)) }
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    self.move(to: first)
    for point in points.dropFirst() { self.addLine(to: point) }
  }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    self.elements.append(.quadCurve(point, control))
  }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    self.elements.append(.curve(point, control1, control2))
  }
  public mutating func addRect(_ rect: CGRect) { self.elements.append(.rect(rect)) }
  public mutating func addEllipse(in rect: CGRect) { self.elements.append(.ellipse(rect)) }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    self.elements.append(.rect(rect))
  }
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    self.elements.append(
      .ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    )
  }
  public mutating func addPath(_ path: Path) { self.elements += path.elements }
  public mutating func closeSubpath() { self.elements.append(.close) }
}
