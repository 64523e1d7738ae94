/// Turns frames into the escape sequences that draw them, repainting only the rows that changed
/// since the previous frame.
///
/// ```swift
/// var painter = FramePainter()
/// terminal.write(painter.paint(firstFrame))  // clears the screen and draws every row
/// terminal.write(painter.paint(nextFrame))  // redraws only the rows that differ
/// ```
///
/// It uses only cursor positioning (`CSI row;column H`), erase in line and display (`CSI K`,
/// `CSI 2J`), graphic renditions (`CSI … m`) and cursor visibility (`CSI ?25 h/l`), which every
/// terminal emulator in use understands.
public struct FramePainter: Sendable {
  private var previous: Frame?

  /// Creates a painter that draws its first frame whole.
  public init() {}

  /// Forgets what is on the screen, so that the next frame is drawn whole.
  public mutating func invalidate() {
    self.previous = nil
  }

  /// Returns the escape sequences that change the screen from the previous frame to `frame`, or
  /// an empty string when nothing changed.
  public mutating func paint(_ frame: Frame) -> String {
    defer { self.previous = frame }
    var output = ""
    let previous = self.previous.flatMap { $0.size == frame.size ? $0 : nil }
    if previous == nil {
      output += ANSI.resetStyle + ANSI.moveHome + ANSI.clearScreen
    }
    for (row, line) in frame.lines.enumerated() {
      if let previous, previous.lines[row] == line {
        continue
      }
      output += ANSI.move(to: Position(row: row, column: 0))
      // Lines are exactly as wide as the screen, so they overwrite the whole row. (Erasing to
      // the end of the line after writing the last column would erase that column.)
      output += Self.draw(line) + ANSI.resetStyle
    }
    if let previous, output.isEmpty, previous.cursor == frame.cursor {
      return ""
    }
    if let cursor = frame.cursor {
      output += ANSI.move(to: cursor) + ANSI.showCursor
    } else {
      output += ANSI.hideCursor
    }
    return output
  }

  private static func draw(_ line: Line) -> String {
    var output = ""
    var style = TextStyle.plain
    for span in line.spans {
      if span.style != style {
        output += ANSI.resetStyle + ANSI.graphicRendition(span.style)
        style = span.style
      }
      output += span.text
    }
    return output
  }
}

/// The escape sequences the terminal layer writes.
public enum ANSI {
  /// The control sequence introducer.
  public static let csi = "\u{1B}["
  /// Switches to the alternate screen, which leaves the user's scrollback alone.
  public static let enterAlternateScreen = csi + "?1049h"
  /// Switches back to the normal screen, as it was before ``enterAlternateScreen``.
  public static let leaveAlternateScreen = csi + "?1049l"
  /// Hides the cursor.
  public static let hideCursor = csi + "?25l"
  /// Shows the cursor.
  public static let showCursor = csi + "?25h"
  /// Moves the cursor to the top left corner.
  public static let moveHome = csi + "H"
  /// Erases the whole screen.
  public static let clearScreen = csi + "2J"
  /// Erases from the cursor to the end of its line.
  public static let clearToEndOfLine = csi + "K"
  /// Turns every graphic rendition off.
  public static let resetStyle = csi + "0m"

  /// Moves the cursor to a zero-based position.
  public static func move(to position: Position) -> String {
    csi + "\(position.row + 1);\(position.column + 1)H"
  }

  /// Turns a style on; an empty string for ``TextStyle/plain``.
  public static func graphicRendition(_ style: TextStyle) -> String {
    let parameters = style.graphicRenditionParameters
    guard !parameters.isEmpty else { return "" }
    return csi + parameters.map(String.init).joined(separator: ";") + "m"
  }
}
