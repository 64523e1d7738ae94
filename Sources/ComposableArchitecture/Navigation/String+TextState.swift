import Foundation

extension String {
  /// Creates a string from the characters of some ``TextState``: a localized key translated and
  /// filled in, joined parts run together, without styles.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("Blob")) // "Hello, Blob"
  /// String(state: TextState("\(1_000) items"), locale: Locale(identifier: "de_DE")) // "1.000 items"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text to read.
  ///   - locale: The locale to write interpolated numbers in, or `nil` for `String(format:)`'s
  ///     plain digits.
  public init(state: TextState, locale: Locale? = nil) {
    // Joined parts are walked with a stack rather than by recursion, so that a text joined from
    // many pieces one `+` at a time can't run out of call stack.
    var result = ""
    var pending = [state]
    while let text = pending.popLast() {
      if case let .concatenated(first, second) = text.storage {
        pending.append(second)
        pending.append(first)
      } else {
        result += text.storage.string(locale: locale)
      }
    }
    self = result
  }
}
