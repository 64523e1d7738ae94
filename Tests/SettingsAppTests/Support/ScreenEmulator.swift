import TerminalUI
import Testing

/// A small terminal emulator: it applies the output of a program to a grid of cells, so tests
/// can read what a user would see.
///
/// It understands printable UTF-8 text (wide characters take two cells), carriage return, line
/// feed (scrolling at the bottom), backspace, cursor positioning and movement (`CSI H`, `f`,
/// `A`–`D`), erase in display and line (`CSI J`, `K`), the alternate screen (`CSI ?1049 h/l`)
/// and cursor visibility (`CSI ?25 h/l`). Graphic renditions (`CSI … m`) are ignored; any other
/// escape sequence is parsed and dropped.
struct ScreenEmulator {
  private(set) var size: Size
  private(set) var cursor = Position(row: 0, column: 0)
  private(set) var isCursorVisible = true
  private(set) var isAlternateScreen = false
  /// Every private mode set (`h`) or reset (`l`), in order, as "?1049h", "?25l", ….
  private(set) var modeChanges: [String] = []

  private var cells: [[String]]
  private var savedMainScreen: (cells: [[String]], cursor: Position)?
  private var isWrapPending = false
  private var pending: [UInt8] = []

  /// A cell covered by the right half of a wide character.
  private static let continuation = ""

  init(size: Size) {
    self.size = size
    self.cells = Self.blank(size)
  }

  /// Changes the size, as a terminal window does when it is resized: rows and columns are cut
  /// or added at the bottom and right.
  mutating func resize(to size: Size) {
    self.cells = (0..<size.height).map { row in
      (0..<size.width).map { column in
        row < self.size.height && column < self.size.width ? self.cells[row][column] : " "
      }
    }
    self.size = size
    self.cursor = Position(
      row: min(self.cursor.row, size.height - 1),
      column: min(self.cursor.column, size.width - 1)
    )
    self.savedMainScreen = nil
  }

  /// The text of each row, without trailing spaces.
  var lines: [String] {
    self.cells.map { row in
      var line = row.joined()
      while line.last == " " {
        line.removeLast()
      }
      return line
    }
  }

  /// The whole screen, one row per line, for failure messages.
  var text: String {
    self.lines.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset)|\($0.element)" }
      .joined(separator: "\n")
  }

  /// Whether any row contains `text`.
  func contains(_ text: String) -> Bool {
    self.lines.contains { $0.contains(text) }
  }

  /// The first row that contains `text`.
  func line(containing text: String) -> String? {
    self.lines.first { $0.contains(text) }
  }

  mutating func feed(_ text: String) {
    self.feed(Array(text.utf8))
  }

  mutating func feed(_ bytes: [UInt8]) {
    self.pending += bytes
    var index = 0
    while index < self.pending.count {
      guard let length = self.consume(at: index) else { break }
      index += length
    }
    self.pending.removeFirst(index)
  }

  /// Applies the sequence or character at `index`; returns its length, or `nil` when it is
  /// incomplete.
  private mutating func consume(at index: Int) -> Int? {
    let byte = self.pending[index]
    switch byte {
    case 0x1B:
      guard index + 1 < self.pending.count else { return nil }
      guard self.pending[index + 1] == UInt8(ascii: "[") else { return 2 }
      var end = index + 2
      while end < self.pending.count, !(0x40...0x7E).contains(self.pending[end]) {
        end += 1
      }
      guard end < self.pending.count else { return nil }
      let parameters = String(decoding: self.pending[(index + 2)..<end], as: UTF8.self)
      self.apply(parameters: parameters, final: Character(Unicode.Scalar(self.pending[end])))
      return end - index + 1
    case 0x0D:
      self.cursor.column = 0
      self.isWrapPending = false
      return 1
    case 0x0A:
      self.lineFeed()
      return 1
    case 0x08:
      self.cursor.column = max(0, self.cursor.column - 1)
      self.isWrapPending = false
      return 1
    case 0x00..<0x20, 0x7F:
      return 1
    default:
      let length =
        switch byte {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
      guard index + length <= self.pending.count else { return nil }
      let text = String(decoding: self.pending[index..<(index + length)], as: UTF8.self)
      self.put(text)
      return length
    }
  }

  private mutating func put(_ text: String) {
    let width = text.first.map(\.terminalWidth) ?? 1
    if width == 0, self.cursor.column > 0 {
      // A combining mark joins the character before it.
      self.cells[self.cursor.row][self.cursor.column - 1] += text
      return
    }
    if self.isWrapPending || self.cursor.column + width > self.size.width {
      self.cursor.column = 0
      self.lineFeed()
    }
    self.cells[self.cursor.row][self.cursor.column] = text
    if width == 2, self.cursor.column + 1 < self.size.width {
      self.cells[self.cursor.row][self.cursor.column + 1] = Self.continuation
    }
    if self.cursor.column + width >= self.size.width {
      self.cursor.column = self.size.width - 1
      self.isWrapPending = true
    } else {
      self.cursor.column += width
    }
  }

  private mutating func lineFeed() {
    self.isWrapPending = false
    if self.cursor.row == self.size.height - 1 {
      self.cells.removeFirst()
      self.cells.append(Array(repeating: " ", count: self.size.width))
    } else {
      self.cursor.row += 1
    }
  }

  private mutating func apply(parameters: String, final: Character) {
    let isPrivate = parameters.hasPrefix("?")
    let numbers = parameters.drop(while: { $0 == "?" }).split(
      separator: ";",
      omittingEmptySubsequences: false
    ).map { Int($0) }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count ? numbers[index] ?? value : value
    }
    self.isWrapPending = false
    switch final {
    case "H", "f":
      self.cursor = Position(
        row: min(max(number(0, default: 1), 1), self.size.height) - 1,
        column: min(max(number(1, default: 1), 1), self.size.width) - 1
      )
    case "A":
      self.cursor.row = max(0, self.cursor.row - number(0, default: 1))
    case "B":
      self.cursor.row = min(self.size.height - 1, self.cursor.row + number(0, default: 1))
    case "C":
      self.cursor.column = min(self.size.width - 1, self.cursor.column + number(0, default: 1))
    case "D":
      self.cursor.column = max(0, self.cursor.column - number(0, default: 1))
    case "J":
      switch number(0, default: 0) {
      case 2, 3:
        self.cells = Self.blank(self.size)
      default:
        self.erase(row: self.cursor.row, from: self.cursor.column)
        for row in (self.cursor.row + 1)..<self.size.height {
          self.erase(row: row, from: 0)
        }
      }
    case "K":
      self.erase(row: self.cursor.row, from: self.cursor.column)
    case "h" where isPrivate, "l" where isPrivate:
      let isSet = final == "h"
      self.modeChanges.append("\(parameters)\(final)")
      for mode in numbers {
        switch mode {
        case 25:
          self.isCursorVisible = isSet
        case 1049:
          self.switchScreen(toAlternate: isSet)
        default:
          break
        }
      }
    default:
      break
    }
  }

  private mutating func switchScreen(toAlternate: Bool) {
    guard toAlternate != self.isAlternateScreen else { return }
    self.isAlternateScreen = toAlternate
    if toAlternate {
      self.savedMainScreen = (self.cells, self.cursor)
      self.cells = Self.blank(self.size)
    } else if let saved = self.savedMainScreen {
      self.cells = saved.cells
      self.cursor = saved.cursor
      self.savedMainScreen = nil
    }
  }

  private mutating func erase(row: Int, from column: Int) {
    for column in column..<self.size.width {
      self.cells[row][column] = " "
    }
  }

  private static func blank(_ size: Size) -> [[String]] {
    Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
  }
}

extension ScreenEmulator: CustomTestStringConvertible {
  var testDescription: String {
    "\n" + self.text
  }
}
