import CustomDump
import Foundation

/// Text that a feature's state can hold and a test can compare.
///
/// Alerts, confirmation dialogs and their buttons describe their words with `TextState`, so that
/// the state holding them stays `Equatable`, `Hashable` and `Sendable`, and a test can assert on
/// exactly what the user will read:
///
/// ```swift
/// state.greeting = TextState("Hello, ") + TextState(name) + TextState("!")
///
/// #expect(String(state: store.greeting) == "Hello, Blob!")
/// ```
///
/// Two values are equal when they were built the same way: the same string, or the same pieces
/// joined by ``+(_:_:)`` in the same order. A joined value is never equal to a single string, even
/// when they read the same.
///
/// In a dump, and so in a ``TestStore`` failure, a `TextState` prints as its plain string, quoted.
///
/// > Note: This build has no SwiftUI, so `LocalizedStringKey`, `LocalizedStringResource` and the
/// > styling modifiers (`bold()`, `font(_:)`, …) are not available. `TextState("…")` keeps the
/// > string as it is written, interpolations included.
public struct TextState: Equatable, Hashable, Sendable {
  fileprivate let storage: Storage

  fileprivate init(storage: Storage) {
    self.storage = storage
  }

  fileprivate enum Storage: Equatable, Hashable, Sendable {
    case verbatim(String)
    indirect case concatenated(TextState, TextState)
  }
}

extension TextState {
  /// Creates text that shows the given string exactly as it is.
  ///
  /// ```swift
  /// let title = TextState(verbatim: "Delete \"Notes\"?")
  /// ```
  ///
  /// - Parameter content: The string to show.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates text from a string, or any other sequence of characters such as a substring.
  ///
  /// A string literal, with or without interpolations, comes here:
  ///
  /// ```swift
  /// TextState("Delete \(item.name)?")
  /// ```
  ///
  /// - Parameter content: The characters to show.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Joins two texts, the left one first.
  ///
  /// ```swift
  /// let message = TextState("You have ") + TextState("\(count)") + TextState(" new messages.")
  /// ```
  ///
  /// The result keeps both parts: it is equal to another text joined from equal parts in the same
  /// order, not to a single text with the same characters.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// The characters of the text, with joined parts run together in order.
  ///
  /// Walks the parts with a stack rather than recursion, so that a text joined from many pieces
  /// one `+` at a time can't run out of call stack.
  fileprivate var plainString: String {
    var result = ""
    var pending = [self]
    while let text = pending.popLast() {
      switch text.storage {
      case .verbatim(let string):
        result += string
      case .concatenated(let first, let second):
        pending.append(second)
        pending.append(first)
      }
    }
    return result
  }
}

extension String {
  /// Creates a string from the characters of some ``TextState``, its joined parts run together.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("Blob")) // "Hello, Blob"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text to read.
  ///   - locale: The locale to format localized text with. Accepted for source compatibility:
  ///     every `TextState` in this build holds its characters already, so it has no effect.
  public init(state: TextState, locale: Locale? = nil) {
    self = state.plainString
  }
}

extension TextState: CustomDumpRepresentable {
  /// The plain string, so that a dump shows `"Hello, Blob"` rather than the text's storage.
  public var customDumpValue: Any {
    self.plainString
  }
}

extension TextState: CustomStringConvertible {
  /// The plain string, unquoted, as ``Swift/String/init(state:locale:)`` makes it.
  public var description: String {
    self.plainString
  }
}
