import Foundation

#if !canImport(Darwin)
  import SwiftUI
#endif

/// Text that a feature's state can hold and a test can compare: an equatable description of
/// SwiftUI's `Text`.
///
/// Alerts, confirmation dialogs and their buttons describe their words with `TextState`, so that
/// the state holding them stays `Equatable`, `Hashable` and `Sendable`, and a test can assert on
/// exactly what the user will read:
///
/// ```swift
/// state.greeting = TextState("Hello, ") + TextState(name).bold() + TextState("!")
/// state.subtitle = TextState("Starts \(date, formatter: relative)")
///
/// #expect(String(state: store.greeting) == "Hello, Blob!")
/// ```
///
/// A string literal, with or without interpolations, is a `LocalizedStringKey` (as it is for
/// `Text`): interpolated numbers, dates and formatted values are written when the text is read,
/// and the key is looked up in `bundle`'s `tableName` strings (the main bundle's `Localizable`
/// by default) when there is a translation. `TextState(verbatim:)` and a string variable are shown
/// exactly as they are.
///
/// Two texts are equal when they read the same (a localized text and a verbatim one with the
/// same characters are equal) and have the same styles. Joined texts are compared part by part:
/// a text joined with ``+(_:_:)`` is never equal to a single text, even when they read the same.
///
/// In a dump, and so in a ``TestStore`` failure, a `TextState` prints as its string, quoted, with
/// its styles marked up as swift-navigation marks them: `**bold**`, `_italic_`, `~~struck~~`,
/// `<u>underlined</u>`, `<foreground-color=red>…</foreground-color>`, ….
public struct TextState: Equatable, Hashable, Sendable {
  let storage: Storage

  #if !canImport(Darwin)
    /// The styles, in the order they were applied.
    var modifiers: [Modifier] = []
  #endif

  init(storage: Storage) {
    self.storage = storage
  }

  // A localized key is a value that nobody changes once it is made, but it isn't `Sendable`:
  // its interpolated values are `Any` (numbers, strings, and objects with their `Formatter`).
  // swift-navigation declares its storage `@unchecked Sendable` for the same reason.
  enum Storage: Equatable, Hashable, @unchecked Sendable {
    indirect case concatenated(TextState, TextState)
    #if !canImport(Darwin)
      case localizedStringKey(
        LocalizedStringKey,
        tableName: String?,
        bundle: Bundle?,
        comment: StaticString?
      )
    #endif
    case verbatim(String)

    /// The characters, numbers written for `locale` (joined parts run together, as
    /// ``Swift/String/init(state:locale:)`` runs them).
    func string(locale: Locale? = nil) -> String {
      switch self {
      case let .concatenated(first, second):
        return String(state: first, locale: locale) + String(state: second, locale: locale)
      #if !canImport(Darwin)
        case let .localizedStringKey(key, tableName, bundle, _):
          return key._resolved(locale: locale, tableName: tableName, bundle: bundle ?? .main)
      #endif
      case let .verbatim(string):
        return string
      }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case let (.concatenated(lhsFirst, lhsSecond), .concatenated(rhsFirst, rhsSecond)):
        return lhsFirst == rhsFirst && lhsSecond == rhsSecond
      case (.concatenated, _), (_, .concatenated):
        // Joined texts are compared part by part, never with a single text.
        return false
      default:
        // Verbatim or localized: equal when they read the same.
        return lhs.string() == rhs.string()
      }
    }

    func hash(into hasher: inout Hasher) {
      switch self {
      case let .concatenated(first, second):
        hasher.combine(first)
        hasher.combine(second)
      default:
        hasher.combine(self.string())
      }
    }
  }
}

extension TextState {
  /// Creates text that shows the given string exactly as it is, never localized.
  ///
  /// ```swift
  /// let title = TextState(verbatim: "Delete \"Notes\"?")
  /// ```
  ///
  /// - Parameter content: The string to show.
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates text from a string variable, or any other sequence of characters such as a
  /// substring, shown as it is (a literal is a `LocalizedStringKey` instead).
  ///
  /// ```swift
  /// TextState(item.name)
  /// ```
  ///
  /// - Parameter content: The characters to show.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  #if !canImport(Darwin)
    /// Creates text from a localized key: the key's translation, with its interpolated values.
    ///
    /// ```swift
    /// TextState("Starts \(date, formatter: relativeFormatter)")
    /// TextState("Total: \(total, format: .currency(code: "EUR"))")
    /// TextState("\(progress * 100, specifier: "%.0f")% done")
    /// TextState("delete.title", tableName: "Alerts", bundle: .module)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key, with the values interpolated into it.
    ///   - tableName: The strings file to look the key up in (`Localizable` when `nil`).
    ///   - bundle: The bundle of that file (the main bundle when `nil`).
    ///   - comment: A note for translators.
    public init(
      _ key: LocalizedStringKey,
      tableName: String? = nil,
      bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {
      self.init(
        storage: .localizedStringKey(key, tableName: tableName, bundle: bundle, comment: comment)
      )
    }
  #endif

  /// Joins two texts, the left one first, each keeping its styles.
  ///
  /// ```swift
  /// let message = TextState("You have ") + TextState("\(count)").bold() + TextState(" new messages.")
  /// ```
  ///
  /// The result keeps both parts: it is equal to another text joined from equal parts in the same
  /// order, not to a single text with the same characters.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }
}
