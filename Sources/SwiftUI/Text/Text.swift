/// Read-only text: SwiftUI's `Text`.
///
/// ```swift
/// Text("Settings")                               // a localized key
/// Text(verbatim: store.displayName)              // exactly these characters
/// Text("\(store.count) left").font(.footnote)    // a key with an argument
/// Text("Bold").bold() + Text(" and plain")       // concatenated, each with its style
/// ```
public struct Text: Equatable {
  enum Storage: Equatable {
    case verbatim(String)
    case localized(LocalizedStringKey, tableName: String?, bundle: Bundle?)
    case concatenated([Text])
  }

  /// A style a text applies to itself (`.bold()`, `.font(_:)`, …).
  enum Modifier: Equatable {
    case font(Font?)
    case weight(Font.Weight?)
    case italic(Bool)
    case foreground(Color?)
    case strikethrough(Bool, Color?)
    case underline(Bool, Color?)
    case monospaced(Bool)
    case monospacedDigit
    case kerning(Double)
    case baselineOffset(Double)
    /// What assistive technology reads instead of the characters (the whole text's).
    case accessibilityLabel(String)
    /// The text is a heading (the whole text).
    case accessibilityHeading(AccessibilityHeadingLevel)
  }

  var storage: Storage
  var modifiers: [Modifier] = []

  init(storage: Storage) {
    self.storage = storage
  }

  /// Text of exactly these characters, never localized.
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text of a string's characters, never localized (a variable's value).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.storage = .verbatim(String(content))
  }

  /// Localized text: the translation of a key, with its arguments.
  public init(
    _ key: LocalizedStringKey,
    tableName: String? = nil,
    bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.storage = .localized(key, tableName: tableName, bundle: bundle)
  }

  /// A date, in a style.
  public init(_ date: Date, style: DateStyle) {
    self.storage = .verbatim(style.format(date))
  }

  /// A range of dates.
  public init(_ dates: ClosedRange<Date>) {
    self.storage = .verbatim(
      DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound)
    )
  }

  /// A range of dates.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// A value written with a format style.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.storage = .verbatim(format.format(input))
  }

  /// A value written with a formatter.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.storage = .verbatim(formatter.string(for: subject) ?? String(describing: subject))
  }

  /// An object written with a formatter.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.storage = .verbatim(formatter.string(for: subject) ?? subject.description)
  }

  /// A date written with a formatter (a `Date` isn't `ReferenceConvertible` off Apple's
  /// platforms).
  public init(_ date: Date, formatter: Formatter) {
    self.storage = .verbatim(formatter.string(for: date) ?? date.description)
  }

  /// An image, inside text: shown as its name here.
  public init(_ image: Image) {
    self.storage = .verbatim(image.accessibilityName)
  }

  /// An attributed string's characters.
  public init(_ attributedContent: AttributedString) {
    self.storage = .verbatim(String(attributedContent.characters))
  }

  /// A timer counting from a date: shown as the time left when the view is updated.
  public init(
    timerInterval: ClosedRange<Date>,
    pauseTime: Date? = nil,
    countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let seconds = max(0, Int(timerInterval.upperBound.timeIntervalSince(pauseTime ?? Date())))
    let text =
      showsHours
      ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
      : String(format: "%d:%02d", seconds / 60, seconds % 60)
    self.storage = .verbatim(text)
  }

  /// The characters the text shows, without styles.
  public var plainText: String {
    switch self.storage {
    case let .verbatim(string):
      return string
    case let .localized(key, tableName, bundle):
      return key._resolved(tableName: tableName, bundle: bundle)
    case let .concatenated(texts):
      return texts.map(\.plainText).joined()
    }
  }

  /// Two texts, one after the other, each with its own style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var texts: [Text] = []
    for text in [lhs, rhs] {
      if case let .concatenated(parts) = text.storage, text.modifiers.isEmpty {
        texts.append(contentsOf: parts)
      } else {
        texts.append(text)
      }
    }
    return Text(storage: .concatenated(texts))
  }

  /// How a date is written.
  public struct DateStyle: Hashable, Sendable {
    let kind: Int

    public static let time = DateStyle(kind: 0)
    public static let date = DateStyle(kind: 1)
    public static let relative = DateStyle(kind: 2)
    public static let offset = DateStyle(kind: 3)
    public static let timer = DateStyle(kind: 4)

    /// "in 5 minutes", "3 hours ago".
    static func relative(_ interval: TimeInterval) -> String {
      let seconds = Int(abs(interval))
      let (count, unit): (Int, String)
      switch seconds {
      case ..<60: (count, unit) = (seconds, "second")
      case ..<3_600: (count, unit) = (seconds / 60, "minute")
      case ..<86_400: (count, unit) = (seconds / 3_600, "hour")
      default: (count, unit) = (seconds / 86_400, "day")
      }
      let text = "\(count) \(unit)\(count == 1 ? "" : "s")"
      return interval < 0 ? text + " ago" : "in " + text
    }

    func format(_ date: Date) -> String {
      switch self.kind {
      case 0: return date.formatted(date: .omitted, time: .shortened)
      case 1: return date.formatted(date: .long, time: .omitted)
      case 2, 3:
        return Self.relative(date.timeIntervalSinceNow)
      default:
        let seconds = abs(Int(date.timeIntervalSinceNow))
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
      }
    }
  }

  /// How text is cased.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Where text that doesn't fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// A line style for strikethrough and underline.
  public struct LineStyle: Hashable, Sendable {
    public init(pattern: Pattern = .solid, color: Color? = nil) {}

    public static let single = LineStyle()

    public enum Pattern: Hashable, Sendable {
      case solid, dot, dash, dashDot, dashDotDot
    }
  }
}

extension Text {
  func with(_ modifier: Modifier) -> Text {
    var text = self
    text.modifiers.append(modifier)
    return text
  }

  public func font(_ font: Font?) -> Text { self.with(.font(font)) }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self.with(.weight(weight)) }
  public func bold() -> Text { self.with(.weight(.bold)) }
  public func bold(_ isActive: Bool) -> Text { isActive ? self.bold() : self }
  public func italic() -> Text { self.with(.italic(true)) }
  public func italic(_ isActive: Bool) -> Text { self.with(.italic(isActive)) }
  public func foregroundColor(_ color: Color?) -> Text { self.with(.foreground(color)) }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    self.with(.foreground(style._resolvedColor))
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    self.with(.strikethrough(isActive, color))
  }
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    self.with(.strikethrough(isActive, color))
  }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    self.with(.underline(isActive, color))
  }
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    self.with(.underline(isActive, color))
  }
  public func monospaced(_ isActive: Bool = true) -> Text { self.with(.monospaced(isActive)) }
  public func monospacedDigit() -> Text { self.with(.monospacedDigit) }
  public func kerning(_ kerning: CGFloat) -> Text { self.with(.kerning(Double(kerning))) }
  public func tracking(_ tracking: CGFloat) -> Text { self.with(.kerning(Double(tracking))) }
  public func baselineOffset(_ offset: CGFloat) -> Text {
    self.with(.baselineOffset(Double(offset)))
  }
  public func fontDesign(_ design: Font.Design?) -> Text {
    design == .monospaced ? self.monospaced() : self
  }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// A text scale.
  public struct Scale: Hashable, Sendable {
    public static let `default` = Scale()
    public static let secondary = Scale()
  }
}

extension Font {
  /// A font's width.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat

    public init(_ value: CGFloat) {
      self.value = value
    }

    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }
}

extension Text: View {
  public var body: Never { _primitiveBody() }
}

extension Text: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.text(self.resolved(in: resolution.environment)))
  }

  /// The text's runs, with the styles of the environment and its own.
  func resolved(in environment: EnvironmentValues) -> ResolvedText {
    var base = TextStyle()
    base.font = environment.font
    base.foreground = environment.foregroundColor
    base.textCase = environment.textCase
    base.isItalic = environment._isItalic
    base.weight = environment._fontWeight
    var runs: [ResolvedText.Run] = []
    self.appendRuns(to: &runs, style: base)
    var text = ResolvedText(
      runs: runs,
      alignment: environment.multilineTextAlignment,
      lineLimit: environment.lineLimit
    )
    text.isHeader = environment._isHeader
    for modifier in self.modifiers {
      switch modifier {
      case let .accessibilityLabel(label): text.accessibilityLabel = label
      case let .accessibilityHeading(level): text.headingLevel = level.ariaLevel
      default: break
      }
    }
    return text
  }

  private func appendRuns(to runs: inout [ResolvedText.Run], style: TextStyle) {
    var style = style
    for modifier in self.modifiers {
      switch modifier {
      case let .font(font): style.font = font
      case let .weight(weight): style.weight = weight
      case let .italic(isItalic): style.isItalic = isItalic
      case let .foreground(color): style.foreground = color
      case let .strikethrough(isOn, _): style.isStrikethrough = isOn
      case let .underline(isOn, _): style.isUnderline = isOn
      case let .monospaced(isOn): style.isMonospaced = isOn
      case .monospacedDigit: style.isMonospacedDigit = true
      case let .kerning(kerning): style.kerning = kerning
      case let .baselineOffset(offset): style.baselineOffset = offset
      case .accessibilityLabel, .accessibilityHeading: break
      }
    }
    if case let .concatenated(texts) = self.storage {
      for text in texts {
        text.appendRuns(to: &runs, style: style)
      }
    } else {
      runs.append(ResolvedText.Run(self.plainText, style: style))
    }
  }
}
