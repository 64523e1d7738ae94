// UIKit's color, which SwiftUI code on iOS uses without importing UIKit (SwiftUI re-exports it
// there), mostly for the system colors SwiftUI's `Color` has no name for: `Color(.systemGray6)`.

/// A color: UIKit's `UIColor`, as far as SwiftUI code uses it.
///
/// Each color is a ``Color``: the system colors that SwiftUI names too (`systemRed`, `label`,
/// `secondaryLabel`, …) are those colors, which renderers show as their platform does, and the
/// others (the grays, the backgrounds) are iOS's light-mode components.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The color as SwiftUI's.
  let color: Color

  /// A SwiftUI color as a UIKit one.
  public init(_ color: Color) {
    self.color = color
  }

  convenience init(rgb: UInt32, alpha: Double = 1) {
    self.init(
      Color(
        red: Double((rgb >> 16) & 0xFF) / 255,
        green: Double((rgb >> 8) & 0xFF) / 255,
        blue: Double(rgb & 0xFF) / 255,
        opacity: alpha
      )
    )
  }

  /// A color from components in sRGB, each from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(
      Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    )
  }

  /// A gray from its whiteness, from 0 (black) to 1 (white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), opacity: Double(alpha)))
  }

  /// A color from hue, saturation and brightness, each from 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      Color(
        hue: Double(hue),
        saturation: Double(saturation),
        brightness: Double(brightness),
        opacity: Double(alpha)
      )
    )
  }

  /// The color with its opacity replaced by `alpha`, from 0 to 1.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    switch self.color._storage {
    case let .rgb(red, green, blue, _):
      return UIColor(Color(red: red, green: green, blue: blue, opacity: Double(alpha)))
    case let .opacity(base, _):
      return UIColor(base.opacity(Double(alpha)))
    case .system, .named:
      return UIColor(self.color.opacity(Double(alpha)))
    }
  }

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.color == rhs.color
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.color)
  }

  public var description: String {
    "UIColor(\(self.color))"
  }

  // The colors of SwiftUI's names.
  public static let black = UIColor(Color.black)
  public static let white = UIColor(Color.white)
  public static let gray = UIColor(Color.gray)
  public static let red = UIColor(Color.red)
  public static let green = UIColor(Color.green)
  public static let blue = UIColor(Color.blue)
  public static let orange = UIColor(Color.orange)
  public static let yellow = UIColor(Color.yellow)
  public static let purple = UIColor(Color.purple)
  public static let brown = UIColor(Color.brown)
  public static let cyan = UIColor(Color.cyan)
  public static let clear = UIColor(Color.clear)
  public static let magenta = UIColor(rgb: 0xFF00FF)
  public static let darkGray = UIColor(rgb: 0x555555)
  public static let lightGray = UIColor(rgb: 0xAAAAAA)

  // The system colors.
  public static let systemRed = UIColor(Color.red)
  public static let systemGreen = UIColor(Color.green)
  public static let systemBlue = UIColor(Color.blue)
  public static let systemOrange = UIColor(Color.orange)
  public static let systemYellow = UIColor(Color.yellow)
  public static let systemPink = UIColor(Color.pink)
  public static let systemPurple = UIColor(Color.purple)
  public static let systemTeal = UIColor(Color.teal)
  public static let systemIndigo = UIColor(Color.indigo)
  public static let systemBrown = UIColor(Color.brown)
  public static let systemMint = UIColor(Color.mint)
  public static let systemCyan = UIColor(Color.cyan)
  public static let systemGray = UIColor(Color.gray)
  public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
  public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
  public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
  public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
  public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
  /// The app's accent color.
  public static let tintColor = UIColor(Color.accentColor)

  // The colors of text.
  public static let label = UIColor(Color.primary)
  public static let secondaryLabel = UIColor(Color.secondary)
  public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
  public static let placeholderText = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  public static let link = UIColor(Color.accentColor)

  // The colors of backgrounds, fills and separators.
  public static let systemBackground = UIColor(rgb: 0xFFFFFF)
  public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
  public static let tertiarySystemBackground = UIColor(rgb: 0xFFFFFF)
  public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  public static let secondarySystemGroupedBackground = UIColor(rgb: 0xFFFFFF)
  public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
  public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)
  public static let tertiarySystemFill = UIColor(rgb: 0x767680, alpha: 0.12)
  public static let quaternarySystemFill = UIColor(rgb: 0x747480, alpha: 0.08)
  public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
  public static let opaqueSeparator = UIColor(rgb: 0xC6C6C8)
}

extension Color {
  /// A UIKit color as a SwiftUI one.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }

  /// A UIKit color as a SwiftUI one: `Color(.systemGray6)`.
  public init(_ color: UIColor) {
    self = color.color
  }
}
