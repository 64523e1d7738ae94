/// How a run of text looks on the terminal.
///
/// ```swift
/// Span("Available.", style: .green)
/// Span("Settings", style: [.bold, .inverse])
/// ```
public struct TextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16

  /// Creates a style from its raw bits.
  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// The terminal's default look.
  public static let plain: TextStyle = []
  /// Bold, or bright, text.
  public static let bold = TextStyle(rawValue: 1 << 0)
  /// Faint text, for hints and placeholders.
  public static let dim = TextStyle(rawValue: 1 << 1)
  /// Foreground and background swapped, for the focused control.
  public static let inverse = TextStyle(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = TextStyle(rawValue: 1 << 3)
  /// Red text, for problems.
  public static let red = TextStyle(rawValue: 1 << 4)
  /// Green text, for good news.
  public static let green = TextStyle(rawValue: 1 << 5)
  /// Yellow text, for things in progress.
  public static let yellow = TextStyle(rawValue: 1 << 6)
  /// Cyan text, for headings.
  public static let cyan = TextStyle(rawValue: 1 << 7)

  /// The SGR ("select graphic rendition") parameters that turn the style on, in order.
  var graphicRenditionParameters: [Int] {
    let codes: [(TextStyle, Int)] = [
      (.bold, 1), (.dim, 2), (.underline, 4), (.inverse, 7), (.red, 31), (.green, 32),
      (.yellow, 33), (.cyan, 36),
    ]
    return codes.compactMap { self.contains($0.0) ? $0.1 : nil }
  }
}

/// A run of text in one style.
public struct Span: Hashable, Sendable {
  /// The text, without control characters or line breaks.
  public var text: String
  /// How the text looks.
  public var style: TextStyle

  /// Creates a run of text in a style.
  public init(_ text: String, style: TextStyle = .plain) {
    self.text = text
    self.style = style
  }
}

/// One line of a ``Frame``: runs of styled text, drawn from the left edge.
///
/// ```swift
/// let line: Line = [Span("  Display name  "), Span("[Blob]", style: .inverse)]
/// line.text  // "  Display name  [Blob]"
/// ```
public struct Line: Hashable, Sendable, ExpressibleByArrayLiteral, ExpressibleByStringLiteral {
  /// The runs of text, left to right.
  public var spans: [Span]

  /// Creates a line from runs of text.
  public init(_ spans: [Span]) {
    self.spans = spans.filter { !$0.text.isEmpty }
  }

  /// Creates a line of text in one style.
  public init(_ text: String, style: TextStyle = .plain) {
    self.init([Span(text, style: style)])
  }

  /// Creates a line from runs of text.
  public init(arrayLiteral spans: Span...) {
    self.init(spans)
  }

  /// Creates a line of plain text.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// An empty line.
  public static let empty = Line([])

  /// The line's text without styles.
  public var text: String {
    self.spans.map(\.text).joined()
  }

  /// The number of terminal columns the line takes.
  public var width: Int {
    self.spans.reduce(0) { $0 + $1.text.terminalWidth }
  }

  /// Appends a run of text.
  public mutating func append(_ text: String, style: TextStyle = .plain) {
    guard !text.isEmpty else { return }
    self.spans.append(Span(text, style: style))
  }

  /// Appends the runs of another line.
  public mutating func append(_ line: Line) {
    self.spans.append(contentsOf: line.spans)
  }

  /// Returns a line made of the runs of one line followed by those of another.
  public static func + (lhs: Line, rhs: Line) -> Line {
    Line(lhs.spans + rhs.spans)
  }

  /// Returns the line cut or padded with unstyled spaces to exactly `width` columns; a cut line
  /// ends with "…".
  public func fitted(to width: Int) -> Line {
    let lineWidth = self.width
    if lineWidth <= width {
      var line = self
      line.append(String(repeating: " ", count: width - lineWidth))
      return line
    }
    guard width > 0 else { return .empty }
    var line = self.columns(0..<(width - 1))
    line.append("…", style: self.spans.last?.style ?? .plain)
    return line
  }

  /// Returns the part of the line in a range of columns, padded with spaces where a wide
  /// character is cut in half or the line is shorter.
  public func columns(_ range: Range<Int>) -> Line {
    var result = Line.empty
    var column = 0
    for span in self.spans {
      var text = ""
      for character in span.text {
        let width = character.terminalWidth
        defer { column += width }
        if column >= range.lowerBound, column + width <= range.upperBound {
          text.append(character)
        } else if column < range.upperBound, column + width > range.lowerBound {
          // A wide character across an edge of the range.
          text += String(
            repeating: " ",
            count: min(column + width, range.upperBound) - max(column, range.lowerBound)
          )
        }
      }
      result.append(text, style: span.style)
    }
    if result.width < range.count {
      result.append(String(repeating: " ", count: range.count - result.width))
    }
    return result
  }

  /// Returns the line with `other` drawn over it from `column` on.
  ///
  /// ```swift
  /// Line("abcdef").overlaid(with: "XY", at: 2).text  // "abXYef"
  /// ```
  public func overlaid(with other: Line, at column: Int) -> Line {
    let width = max(self.width, column + other.width)
    var line = self.columns(0..<column)
    line.append(other)
    line.append(self.columns((column + other.width)..<width))
    return line
  }
}

/// A size on the terminal, in columns and rows.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether this size is at least as wide and as tall as `other`.
  public func contains(_ other: Size) -> Bool {
    self.width >= other.width && self.height >= other.height
  }

  public var description: String {
    "\(self.width)×\(self.height)"
  }
}

/// A position on the terminal: a zero-based row and column.
public struct Position: Hashable, Sendable {
  /// The row, from 0 at the top.
  public var row: Int
  /// The column, from 0 at the left.
  public var column: Int

  /// Creates a position.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}

/// What the whole terminal shows: one line per row, and where the cursor is, if it shows.
///
/// A frame is plain data, so screens are tested by comparing the text of their frames.
public struct Frame: Hashable, Sendable {
  /// The size of the terminal the frame is for.
  public var size: Size
  /// One line per row, each exactly `size.width` columns wide.
  public private(set) var lines: [Line]
  /// Where the cursor shows, or `nil` when it is hidden.
  public var cursor: Position?

  /// Creates a frame from lines, cut or padded to the size.
  public init(size: Size, lines: [Line], cursor: Position? = nil) {
    self.size = size
    self.lines = (0..<size.height).map { row in
      (row < lines.count ? lines[row] : .empty).fitted(to: size.width)
    }
    self.cursor = cursor
  }

  /// The text of each row, without styles or trailing spaces.
  public var text: [String] {
    self.lines.map { line in
      var text = line.text
      while text.last == " " {
        text.removeLast()
      }
      return text
    }
  }

  /// Returns the frame with `box` drawn over it, centered.
  public func overlaid(withCentered box: [Line]) -> Frame {
    let boxWidth = box.map(\.width).max() ?? 0
    let top = max(0, (self.size.height - box.count) / 2)
    let left = max(0, (self.size.width - boxWidth) / 2)
    var lines = self.lines
    for (offset, boxLine) in box.enumerated() where top + offset < lines.count {
      lines[top + offset] = lines[top + offset].overlaid(with: boxLine, at: left)
    }
    return Frame(size: self.size, lines: lines, cursor: nil)
  }
}
