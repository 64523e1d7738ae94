/// The key of a localized string, with the values interpolated into it: SwiftUI's
/// `LocalizedStringKey`.
///
/// `Text("Hello, \(name)!")` makes the key `"Hello, %@!"` with `name` as its argument; a
/// renderer looks the key up in the bundle's strings and fills in the arguments, as Apple's
/// SwiftUI does. Where there is no translation (which is the case of most apps off Apple's
/// platforms), the key itself is filled in.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  // The stored properties are in the order and of the types of Apple's, which
  // swift-custom-dump's conformance reads with `Mirror`.
  let key: String
  let hasFormatting: Bool
  let arguments: [FormatArgument]

  /// The key of a string, with nothing interpolated.
  public init(_ value: String) {
    self.key = value
    self.hasFormatting = false
    self.arguments = []
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    self.key = stringInterpolation.key
    self.hasFormatting = true
    self.arguments = stringInterpolation.arguments
  }

  /// A value interpolated into a key, with how it is shown.
  struct FormatArgument: Equatable {
    // Read by swift-custom-dump: the value, then its formatter. The value is always a
    // `CVarArg` (an object, a number or an `NSString`), as custom-dump formats it with
    // `String(format:)`.
    let value: Any
    let formatter: Formatter?
    /// The value as text, for this module's renderers.
    let text: String
    /// The value's conversion in the key (`%@`, `%lld`, `%.2f`, …).
    let specifier: String

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.text == rhs.text
    }

    /// The value as text in a locale: its formatter's text, or the value written by its
    /// specifier with the locale's separators.
    func text(locale: Locale?) -> String {
      guard let locale else { return self.text }
      if let formatter = self.formatter {
        return formatter.string(for: self.value) ?? self.text
      }
      guard let value = self.value as? any CVarArg else { return self.text }
      return String(format: self.specifier, locale: locale, value)
    }
  }

  /// Builds a key from a string literal with interpolations.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var arguments: [FormatArgument] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      self.key.reserveCapacity(literalCapacity + interpolationCount * 2)
    }

    public mutating func appendLiteral(_ literal: String) {
      // A literal `%` is `%%` in a format (most literals have none: skip the search and copy).
      if literal.utf8.contains(UInt8(ascii: "%")) {
        self.key += literal.replacingOccurrences(of: "%", with: "%%")
      } else {
        self.key += literal
      }
    }

    private mutating func append(_ specifier: String, _ value: Any, _ text: String, _ formatter: Formatter? = nil) {
      self.key += specifier
      self.arguments.append(
        FormatArgument(value: value, formatter: formatter, text: text, specifier: specifier)
      )
    }

    /// A string.
    public mutating func appendInterpolation(_ string: String) {
      self.append("%@", string as NSString, string)
    }

    /// Text, as a string.
    public mutating func appendInterpolation<T: StringProtocol>(_ string: T) {
      self.appendInterpolation(String(string))
    }

    /// A whole number.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
      self.append("%lld", Int64(value), String(value))
    }

    /// A number, with six decimals as Apple's `Text("\(3.5)")` shows it (`"3.500000"`): write
    /// it with a specifier (`\(value, specifier: "%.1f")`) or a format for fewer.
    public mutating func appendInterpolation(_ value: Double) {
      self.append("%lf", value, String(format: "%lf", value))
    }

    /// A number, with six decimals (`"2.500000"`), as Apple's SwiftUI shows it.
    public mutating func appendInterpolation(_ value: Float) {
      self.append("%f", value, String(format: "%f", value))
    }

    /// A number, written with a format specifier (`"%.2f"`).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      self.append(specifier, value, String(format: specifier, value))
    }

    /// A value, described.
    public mutating func appendInterpolation<T>(_ value: T) {
      let text = String(describing: value)
      self.append("%@", text as NSString, text)
    }

    /// A value, written by a formatter.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject,
      formatter: Formatter? = nil
    ) {
      self.append(subject, formatter: formatter)
    }

    /// An object, written by a formatter.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject,
      formatter: Formatter? = nil
    ) {
      self.append(subject, formatter: formatter)
    }

    // Foundation's values that Apple's platforms bridge to objects (so that they are
    // `ReferenceConvertible` there) but this Foundation doesn't: each written by a formatter as
    // on Apple's platforms (`"Starts \(date, formatter: relative)"`).

    /// A date, written by a formatter.
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
      self.append(date, formatter: formatter)
    }

    /// A date interval, written by a formatter.
    public mutating func appendInterpolation(_ interval: DateInterval, formatter: Formatter? = nil) {
      self.append(interval, formatter: formatter)
    }

    /// A UUID, written by a formatter.
    public mutating func appendInterpolation(_ uuid: UUID, formatter: Formatter? = nil) {
      self.append(uuid, formatter: formatter)
    }

    /// Data, written by a formatter.
    public mutating func appendInterpolation(_ data: Data, formatter: Formatter? = nil) {
      self.append(data, formatter: formatter)
    }

    /// A locale, written by a formatter.
    public mutating func appendInterpolation(_ locale: Locale, formatter: Formatter? = nil) {
      self.append(locale, formatter: formatter)
    }

    /// A value written by a formatter, or as its description without one (the value kept is then
    /// the description, so that it is always a `CVarArg`).
    private mutating func append(_ subject: Any, formatter: Formatter?) {
      guard let formatter, let text = formatter.string(for: subject) else {
        let text = String(describing: subject)
        self.append("%@", text as NSString, text)
        return
      }
      self.append("%@", subject, text, formatter)
    }

    /// A value, written with a format style (`.number`, `.dateTime`, …).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      let text = format.format(input)
      self.append("%@", text as NSString, text)
    }

    /// A date, in a style (`.date`, `.time`, `.relative`, …).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      let text = style.format(date)
      self.append("%@", text as NSString, text)
    }

    /// Text, with its characters.
    public mutating func appendInterpolation(_ text: Text) {
      let plain = text.plainText
      self.append("%@", plain as NSString, plain)
    }

    /// An image, as its name.
    public mutating func appendInterpolation(_ image: Image) {
      let text = image.accessibilityName
      self.append("%@", text as NSString, text)
    }

    /// A value as its localized text: an `AttributedString`, shown as its characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      let text = String(attributedString.characters)
      self.append("%@", text as NSString, text)
    }
  }

  /// The string the key stands for: its translation in `bundle`'s `tableName` strings, if it
  /// has one, with the arguments filled in, written for `locale` (numbers with its separators;
  /// `nil`: as `String(format:)` writes them without one).
  public func _resolved(
    locale: Locale? = nil,
    tableName: String? = nil,
    bundle: Bundle? = nil
  ) -> String {
    var format = self.key
    if let bundle {
      format = bundle.localizedString(forKey: self.key, value: self.key, table: tableName)
    }
    // A key with nothing interpolated is shown as its translation reads, `%` and all.
    guard self.hasFormatting else { return format }
    return Self.fill(format, with: self.arguments.map { $0.text(locale: locale) })
  }

  /// Fills a format's specifiers (`%@`, `%lld`, `%.2f`, `%1$@`, …) with texts, in order or by
  /// position, and `%%` with `%`.
  static func fill(_ format: String, with texts: [String]) -> String {
    var result = ""
    var next = 0
    var rest = format[...]
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      var scan = rest[rest.index(after: percent)...]
      if scan.first == "%" {
        result += "%"
        rest = scan.dropFirst()
        continue
      }
      // A position (`1$`), then flags, width and precision, a length, and the conversion.
      var position: Int?
      let digits = scan.prefix(while: \.isNumber)
      if !digits.isEmpty, scan.dropFirst(digits.count).first == "$" {
        position = Int(digits).map { $0 - 1 }
        scan = scan.dropFirst(digits.count + 1)
      }
      scan = scan.drop { "0123456789.-+ #'".contains($0) }
      scan = scan.drop { "hlqLzjt".contains($0) }
      guard scan.first != nil else {
        // A lone `%` at the end: kept as it is.
        result += rest[percent...]
        return result
      }
      let index = position ?? next
      next = index + 1
      result += index < texts.count ? texts[index] : ""
      rest = scan.dropFirst()
    }
    result += rest
    return result
  }
}
