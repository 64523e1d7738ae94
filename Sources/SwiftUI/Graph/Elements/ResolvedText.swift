/// Text as a renderer shows it: runs of characters, each with its style, and how its lines are
/// laid out.
@_spi(Rendering)
public struct ResolvedText: Equatable {
  /// A run of characters in one style.
  public struct Run: Equatable {
    public var text: String
    public var style: TextStyle

    public init(_ text: String, style: TextStyle = TextStyle()) {
      self.text = text
      self.style = style
    }
  }

  public var runs: [Run]
  /// How lines line up.
  public var alignment: TextAlignment
  /// The most lines shown, or `nil` for as many as needed.
  public var lineLimit: Int?
  /// Whether the text is read as a heading (`.accessibilityAddTraits(.isHeader)`).
  public var isHeader = false
  /// What assistive technology reads instead of the characters
  /// (`Text.accessibilityLabel(_:)`), or `nil` for the characters.
  public var accessibilityLabel: String?
  /// The level of a heading (`Text.accessibilityHeading(_:)`): 1 to 6, or `nil` when the text
  /// isn't marked as one.
  public var headingLevel: Int?

  public init(runs: [Run], alignment: TextAlignment = .leading, lineLimit: Int? = nil) {
    self.runs = runs
    self.alignment = alignment
    self.lineLimit = lineLimit
  }

  /// The characters of all runs.
  public var plainText: String {
    self.runs.count == 1 ? self.runs[0].text : self.runs.map(\.text).joined()
  }
}

/// How a run of text looks.
@_spi(Rendering)
public struct TextStyle: Equatable {
  public var font: Font?
  public var weight: Font.Weight?
  public var isItalic = false
  public var foreground: Color?
  public var isStrikethrough = false
  public var isUnderline = false
  public var isMonospaced = false
  public var isMonospacedDigit = false
  public var textCase: Text.Case?
  public var kerning: Double?
  public var baselineOffset: Double?

  public init() {}
}
