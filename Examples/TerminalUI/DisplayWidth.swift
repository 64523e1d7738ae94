extension Character {
  /// The number of terminal columns the character takes: 2 for wide characters (CJK and most
  /// emoji), 0 for control characters, 1 for the rest.
  ///
  /// This follows the East Asian Width property closely enough for names and labels; it is not a
  /// complete implementation of `wcwidth`.
  public var terminalWidth: Int {
    guard let scalar = self.unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .control {
      return 0
    }
    if self.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
      || Self.isWide(scalar.value)
    {
      return 2
    }
    return 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}

extension StringProtocol {
  /// The number of terminal columns the string takes.
  public var terminalWidth: Int {
    self.reduce(0) { $0 + $1.terminalWidth }
  }

  /// Returns the longest prefix of the string that fits in `width` columns.
  public func prefix(columns width: Int) -> String {
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.terminalWidth
      guard used + characterWidth <= width else { break }
      result.append(character)
      used += characterWidth
    }
    return result
  }

  /// Returns the string cut or padded with spaces to exactly `width` columns; a cut string ends
  /// with "…".
  public func fitted(to width: Int) -> String {
    let stringWidth = self.terminalWidth
    if stringWidth <= width {
      return String(self) + String(repeating: " ", count: width - stringWidth)
    }
    guard width > 0 else { return "" }
    let cut = self.prefix(columns: width - 1) + "…"
    return cut + String(repeating: " ", count: width - cut.terminalWidth)
  }
}
