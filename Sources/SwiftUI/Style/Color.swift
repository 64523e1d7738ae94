/// A color: SwiftUI's `Color`, where Apple's SwiftUI doesn't exist.
///
/// A color is a view that fills the space it's offered, and a ``ShapeStyle`` for text, shapes
/// and backgrounds. Renderers show the system colors as their platform does (the web page's
/// style sheet has a variable for each) and the others by their components.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// What a color is, for renderers.
  public enum _Storage: Hashable, Sendable {
    /// A system color, by name: "blue", "primary", "accentColor", …
    case system(String)
    /// Components in sRGB, each from 0 to 1.
    case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    /// A color of an asset catalog, by name.
    case named(String)
    /// Another color, more transparent.
    indirect case opacity(Color, Double)
  }

  /// What the color is.
  public let _storage: _Storage

  init(_storage: _Storage) {
    self._storage = _storage
  }

  /// A color space of components.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A color from components in a color space, each from 0 to 1.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB,
    red: Double,
    green: Double,
    blue: Double,
    opacity: Double = 1
  ) {
    self._storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A gray from its whiteness, from 0 (black) to 1 (white).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness, each from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let hue = (hue - hue.rounded(.down)) * 6
    let chroma = brightness * saturation
    let x = chroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let (red, green, blue): (Double, Double, Double)
    switch hue {
    case ..<1: (red, green, blue) = (chroma, x, 0)
    case ..<2: (red, green, blue) = (x, chroma, 0)
    case ..<3: (red, green, blue) = (0, chroma, x)
    case ..<4: (red, green, blue) = (0, x, chroma)
    case ..<5: (red, green, blue) = (x, 0, chroma)
    default: (red, green, blue) = (chroma, 0, x)
    }
    let m = brightness - chroma
    self.init(red: red + m, green: green + m, blue: blue + m, opacity: opacity)
  }

  /// A color of the app's asset catalog, by name. Off Apple's platforms there is no asset
  /// catalog: renderers show it as the accent color, unless their style sheet names it.
  public init(_ name: String, bundle: Bundle? = nil) {
    self._storage = .named(name)
  }

  /// The color, more transparent: its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(_storage: .opacity(self, opacity))
  }

  public var description: String {
    switch self._storage {
    case let .system(name): return name
    case let .rgb(red, green, blue, opacity):
      return "#" + [red, green, blue, opacity].map { component in
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
    case let .named(name): return "NamedColor(\"\(name)\")"
    case let .opacity(color, opacity): return "\(opacity * 100)% \(color)"
    }
  }

  public static let black = Color(_storage: .system("black"))
  public static let white = Color(_storage: .system("white"))
  public static let gray = Color(_storage: .system("gray"))
  public static let red = Color(_storage: .system("red"))
  public static let green = Color(_storage: .system("green"))
  public static let blue = Color(_storage: .system("blue"))
  public static let orange = Color(_storage: .system("orange"))
  public static let yellow = Color(_storage: .system("yellow"))
  public static let pink = Color(_storage: .system("pink"))
  public static let purple = Color(_storage: .system("purple"))
  public static let brown = Color(_storage: .system("brown"))
  public static let cyan = Color(_storage: .system("cyan"))
  public static let indigo = Color(_storage: .system("indigo"))
  public static let mint = Color(_storage: .system("mint"))
  public static let teal = Color(_storage: .system("teal"))
  public static let clear = Color(_storage: .system("clear"))
  /// The color of primary content: text, by default.
  public static let primary = Color(_storage: .system("primary"))
  /// The color of secondary content.
  public static let secondary = Color(_storage: .system("secondary"))
  /// The app's accent color: the tint of controls.
  public static let accentColor = Color(_storage: .system("accentColor"))
}

extension Color: View {
  public var body: Never { _primitiveBody() }
}
