/// A color or pattern to fill or stroke with: SwiftUI's `ShapeStyle`.
///
/// Renderers here show a style as one color: a gradient as its first color, a material as a
/// translucent background.
public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
  /// The color a renderer shows for the style, or `nil` for the default.
  public var _resolvedColor: Color? {
    switch self {
    case let color as Color: return color
    case let style as HierarchicalShapeStyle: return style.color
    case let style as AnyShapeStyle: return style.color
    case let gradient as LinearGradient: return gradient.colors.first
    case let gradient as RadialGradient: return gradient.colors.first
    case let gradient as AngularGradient: return gradient.colors.first
    case let material as Material: return Color(white: 1, opacity: material.opacity)
    case is TintShapeStyle: return .accentColor
    case is ForegroundStyle: return nil
    case is BackgroundStyle: return .white
    case is SeparatorShapeStyle: return .gray.opacity(0.3)
    default: return nil
    }
  }
}

extension Color: ShapeStyle {}

/// The primary, secondary, tertiary and quaternary levels of the foreground.
public struct HierarchicalShapeStyle: ShapeStyle {
  let color: Color

  public static let primary = HierarchicalShapeStyle(color: .primary)
  public static let secondary = HierarchicalShapeStyle(color: .secondary)
  public static let tertiary = HierarchicalShapeStyle(color: Color.primary.opacity(0.3))
  public static let quaternary = HierarchicalShapeStyle(color: Color.primary.opacity(0.18))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// Any shape style.
public struct AnyShapeStyle: ShapeStyle {
  let color: Color?

  public init<S: ShapeStyle>(_ style: S) {
    self.color = style._resolvedColor
  }
}

/// The tint color.
public struct TintShapeStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style.
public struct BackgroundStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The style of separators.
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A translucent material.
public struct Material: ShapeStyle {
  let opacity: Double

  public static let ultraThinMaterial = Material(opacity: 0.3)
  public static let thinMaterial = Material(opacity: 0.45)
  public static let regularMaterial = Material(opacity: 0.6)
  public static let thickMaterial = Material(opacity: 0.75)
  public static let ultraThickMaterial = Material(opacity: 0.9)
  public static let bar = Material(opacity: 0.8)
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  public static var thinMaterial: Material { .thinMaterial }
  public static var regularMaterial: Material { .regularMaterial }
  public static var thickMaterial: Material { .thickMaterial }
  public static var ultraThickMaterial: Material { .ultraThickMaterial }
  public static var bar: Material { .bar }
}

/// The colors of a gradient and where they stop.
public struct Gradient: Hashable, Sendable {
  /// A color and where it stops, from 0 to 1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(colors: [Color]) {
    let count = max(colors.count - 1, 1)
    self.stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(count))
    }
  }

  public init(stops: [Stop]) {
    self.stops = stops
  }
}

/// A gradient along a line.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
  let colors: [Color]

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = gradient.stops.map(\.color)
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = colors
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.colors = stops.map(\.color)
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.color(self.colors.first ?? .clear))
  }
}

/// A gradient around a center.
public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
  let colors: [Color]

  public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.colors = gradient.stops.map(\.color)
  }

  public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.colors = colors
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.color(self.colors.first ?? .clear))
  }
}

/// A gradient around a point, by angle.
public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
  let colors: [Color]

  public init(gradient: Gradient, center: UnitPoint) {
    self.colors = gradient.stops.map(\.color)
  }

  public init(colors: [Color], center: UnitPoint) {
    self.colors = colors
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.color(self.colors.first ?? .clear))
  }
}

extension Color: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.color(self))
  }
}
