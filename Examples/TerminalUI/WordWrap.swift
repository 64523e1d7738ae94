extension StringProtocol {
  /// Returns the string broken into lines of at most `width` columns, at spaces where possible.
  ///
  /// ```swift
  /// "Make the window larger".wrapped(toWidth: 10)  // ["Make the", "window", "larger"]
  /// ```
  public func wrapped(toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in self.split(separator: " ") {
      var word = String(word)
      let separator = line.isEmpty ? "" : " "
      if line.terminalWidth + separator.count + word.terminalWidth <= width {
        line += separator + word
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
      }
      while word.terminalWidth > width {
        // At least one character, even one wider than the line.
        let head = word.prefix(columns: width).nonEmpty ?? String(word.prefix(1))
        lines.append(head)
        word.removeFirst(head.count)
      }
      line = word
    }
    if !line.isEmpty {
      lines.append(line)
    }
    return lines
  }
}

extension String {
  fileprivate var nonEmpty: String? {
    self.isEmpty ? nil : self
  }
}
