/// The level of a heading, for assistive technology: SwiftUI's `AccessibilityHeadingLevel`.
///
/// ```swift
/// Text("Notifications").accessibilityHeading(.h2)
/// ```
///
/// A web page marks such text as a heading of that level (`role="heading"`, `aria-level`); an
/// unspecified level is read as a second-level heading, as browsers read a heading without one.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6

  /// The ARIA level: 1 to 6, 2 when unspecified.
  var ariaLevel: Int {
    self == .unspecified ? 2 : Int(self.rawValue)
  }
}
