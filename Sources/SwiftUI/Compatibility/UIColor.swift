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

  // The colors that SwiftUI names too.
  /// SwiftUI's `Color.black`.
  public static let black = UIColor(Color.black)
  /// SwiftUI's `Color.white`.
  public static let white = UIColor(Color.white)
  /// SwiftUI's `Color.gray`.
  public static let gray = UIColor(Color.gray)
  /// SwiftUI's `Color.red`.
  public static let red = UIColor(Color.red)
  /// SwiftUI's `Color.green`.
  public static let green = UIColor(Color.green)
  /// SwiftUI's `Color.blue`.
  public static let blue = UIColor(Color.blue)
  /// SwiftUI's `Color.orange`.
  public static let orange = UIColor(Color.orange)
  /// SwiftUI's `Color.yellow`.
  public static let yellow = UIColor(Color.yellow)
  /// SwiftUI's `Color.purple`.
  public static let purple = UIColor(Color.purple)
  /// SwiftUI's `Color.brown`.
  public static let brown = UIColor(Color.brown)
  /// SwiftUI's `Color.cyan`.
  public static let cyan = UIColor(Color.cyan)
  /// SwiftUI's `Color.clear`.
  public static let clear = UIColor(Color.clear)
  /// #FF00FF (iOS, light mode).
  public static let magenta = UIColor(rgb: 0xFF00FF)
  /// #555555 (iOS, light mode).
  public static let darkGray = UIColor(rgb: 0x555555)
  /// #AAAAAA (iOS, light mode).
  public static let lightGray = UIColor(rgb: 0xAAAAAA)

  // The system colors.
  /// SwiftUI's `Color.red`.
  public static let systemRed = UIColor(Color.red)
  /// SwiftUI's `Color.green`.
  public static let systemGreen = UIColor(Color.green)
  /// SwiftUI's `Color.blue`.
  public static let systemBlue = UIColor(Color.blue)
  /// SwiftUI's `Color.orange`.
  public static let systemOrange = UIColor(Color.orange)
  /// SwiftUI's `Color.yellow`.
  public static let systemYellow = UIColor(Color.yellow)
  /// SwiftUI's `Color.pink`.
  public static let systemPink = UIColor(Color.pink)
  /// SwiftUI's `Color.purple`.
  public static let systemPurple = UIColor(Color.purple)
  /// SwiftUI's `Color.teal`.
  public static let systemTeal = UIColor(Color.teal)
  /// SwiftUI's `Color.indigo`.
  public static let systemIndigo = UIColor(Color.indigo)
  /// SwiftUI's `Color.brown`.
  public static let systemBrown = UIColor(Color.brown)
  /// SwiftUI's `Color.mint`.
  public static let systemMint = UIColor(Color.mint)
  /// SwiftUI's `Color.cyan`.
  public static let systemCyan = UIColor(Color.cyan)
  /// SwiftUI's `Color.gray`.
  public static let systemGray = UIColor(Color.gray)
  /// #AEAEB2 (iOS, light mode).
  public static let systemGray2 = UIColor(rgb: 0xAEAEB2)
  /// #C7C7CC (iOS, light mode).
  public static let systemGray3 = UIColor(rgb: 0xC7C7CC)
  /// #D1D1D6 (iOS, light mode).
  public static let systemGray4 = UIColor(rgb: 0xD1D1D6)
  /// #E5E5EA (iOS, light mode).
  public static let systemGray5 = UIColor(rgb: 0xE5E5EA)
  /// #F2F2F7 (iOS, light mode).
  public static let systemGray6 = UIColor(rgb: 0xF2F2F7)
  /// The app's accent color.
  public static let tintColor = UIColor(Color.accentColor)

  // The colors of text.
  /// SwiftUI's `Color.primary`.
  public static let label = UIColor(Color.primary)
  /// SwiftUI's `Color.secondary`.
  public static let secondaryLabel = UIColor(Color.secondary)
  /// #3C3C43, at 30% opacity (iOS, light mode).
  public static let tertiaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  /// #3C3C43, at 18% opacity (iOS, light mode).
  public static let quaternaryLabel = UIColor(rgb: 0x3C3C43, alpha: 0.18)
  /// #3C3C43, at 30% opacity (iOS, light mode).
  public static let placeholderText = UIColor(rgb: 0x3C3C43, alpha: 0.3)
  /// SwiftUI's `Color.accentColor`.
  public static let link = UIColor(Color.accentColor)

  // The colors of backgrounds, fills and separators.
  /// #FFFFFF (iOS, light mode).
  public static let systemBackground = UIColor(rgb: 0xFFFFFF)
  /// #F2F2F7 (iOS, light mode).
  public static let secondarySystemBackground = UIColor(rgb: 0xF2F2F7)
  /// #FFFFFF (iOS, light mode).
  public static let tertiarySystemBackground = UIColor(rgb: 0xFFFFFF)
  /// #F2F2F7 (iOS, light mode).
  public static let systemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  /// #FFFFFF (iOS, light mode).
  public static let secondarySystemGroupedBackground = UIColor(rgb: 0xFFFFFF)
  /// #F2F2F7 (iOS, light mode).
  public static let tertiarySystemGroupedBackground = UIColor(rgb: 0xF2F2F7)
  /// #787880, at 20% opacity (iOS, light mode).
  public static let systemFill = UIColor(rgb: 0x787880, alpha: 0.2)
  /// #787880, at 16% opacity (iOS, light mode).
  public static let secondarySystemFill = UIColor(rgb: 0x787880, alpha: 0.16)
  /// #767680, at 12% opacity (iOS, light mode).
  public static let tertiarySystemFill = UIColor(rgb: 0x767680, alpha: 0.12)
  /// #747480, at 8% opacity (iOS, light mode).
  public static let quaternarySystemFill = UIColor(rgb: 0x747480, alpha: 0.08)
  /// #3C3C43, at 28% opacity (iOS, light mode).
  public static let separator = UIColor(rgb: 0x3C3C43, alpha: 0.29)
  /// #C6C6C8 (iOS, light mode).
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
