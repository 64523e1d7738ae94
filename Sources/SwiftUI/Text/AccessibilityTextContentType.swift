/// What kind of text assistive technology is reading, so that it can read it suitably:
/// SwiftUI's `AccessibilityTextContentType`.
///
/// Browsers have no equivalent: a renderer here keeps the text as it is.
public struct AccessibilityTextContentType: Hashable, Sendable {
  let name: String

  public static let plain = Self(name: "plain")
  public static let console = Self(name: "console")
  public static let fileSystem = Self(name: "fileSystem")
  public static let messaging = Self(name: "messaging")
  public static let narrative = Self(name: "narrative")
  public static let sourceCode = Self(name: "sourceCode")
  public static let spreadsheet = Self(name: "spreadsheet")
  public static let wordProcessing = Self(name: "wordProcessing")
}
