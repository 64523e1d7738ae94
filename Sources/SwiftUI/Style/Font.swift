/// A font: SwiftUI's `Font`, where Apple's SwiftUI doesn't exist.
///
/// Renderers map the text styles to their own sizes (the web page's style sheet follows iOS's
/// Dynamic Type sizes at the default setting).
public struct Font: Hashable, Sendable {
  /// A text style: a size and weight for a role.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2, extraLargeTitle, extraLargeTitle2
  }

  /// A font's weight.
  public struct Weight: Hashable, Sendable {
    /// From -0.8 (ultra-light) to 0.62 (black); 0 is regular.
    public let value: Double

    public static let ultraLight = Weight(value: -0.8)
    public static let thin = Weight(value: -0.6)
    public static let light = Weight(value: -0.4)
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
    public static let heavy = Weight(value: 0.56)
    public static let black = Weight(value: 0.62)

    /// The CSS weight of the font: 100 to 900.
    public var cssWeight: Int {
      switch self.value {
      case ..<(-0.7): return 100
      case ..<(-0.5): return 200
      case ..<(-0.2): return 300
      case ..<0.1: return 400
      case ..<0.25: return 500
      case ..<0.35: return 600
      case ..<0.5: return 700
      case ..<0.6: return 800
      default: return 900
      }
    }
  }

  /// A font's design.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// How a font is chosen: by role, by size, or by name.
  public enum _Base: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: Double)
    case custom(name: String, size: Double)
  }

  public var _base: _Base
  public var _weight: Weight?
  public var _design: Design?
  public var _isItalic = false
  public var _isMonospacedDigit = false
  public var _isSmallCaps = false

  init(_base: _Base, weight: Weight? = nil, design: Design? = nil) {
    self._base = _base
    self._weight = weight
    self._design = design
  }

  public static let largeTitle = Font(_base: .textStyle(.largeTitle))
  public static let title = Font(_base: .textStyle(.title))
  public static let title2 = Font(_base: .textStyle(.title2))
  public static let title3 = Font(_base: .textStyle(.title3))
  public static let headline = Font(_base: .textStyle(.headline))
  public static let subheadline = Font(_base: .textStyle(.subheadline))
  public static let body = Font(_base: .textStyle(.body))
  public static let callout = Font(_base: .textStyle(.callout))
  public static let footnote = Font(_base: .textStyle(.footnote))
  public static let caption = Font(_base: .textStyle(.caption))
  public static let caption2 = Font(_base: .textStyle(.caption2))

  /// The system font of a text style.
  public static func system(
    _ style: TextStyle,
    design: Design? = nil,
    weight: Weight? = nil
  ) -> Font {
    Font(_base: .textStyle(style), weight: weight, design: design)
  }

  /// The system font at a size.
  public static func system(
    size: CGFloat,
    weight: Weight? = nil,
    design: Design? = nil
  ) -> Font {
    Font(_base: .system(size: Double(size)), weight: weight, design: design)
  }

  /// A font by name, at a size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(_base: .custom(name: name, size: Double(size)))
  }

  /// A font by name, at a size that follows a text style.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    Font(_base: .custom(name: name, size: Double(size)))
  }

  /// A font by name, at a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(_base: .custom(name: name, size: Double(fixedSize)))
  }

  public func bold() -> Font {
    self.weight(.bold)
  }

  public func italic() -> Font {
    var font = self
    font._isItalic = true
    return font
  }

  public func weight(_ weight: Weight) -> Font {
    var font = self
    font._weight = weight
    return font
  }

  public func monospaced() -> Font {
    var font = self
    font._design = .monospaced
    return font
  }

  public func monospacedDigit() -> Font {
    var font = self
    font._isMonospacedDigit = true
    return font
  }

  public func smallCaps() -> Font {
    var font = self
    font._isSmallCaps = true
    return font
  }

  public func lowercaseSmallCaps() -> Font {
    self.smallCaps()
  }

  public func uppercaseSmallCaps() -> Font {
    self.smallCaps()
  }

  /// The font with its line spacing changed: the same font here.
  public func leading(_ leading: Leading) -> Font {
    self
  }

  /// Line spacing.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }
}
