extension View {
  private func _traits(_ change: @escaping (inout TextInputTraits) -> Void) -> some View {
    self._environment { change(&$0[TextInputTraitsKey.self]) }
  }

  /// The keyboard of text fields below: a web page's `inputmode`.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    self._traits { $0.inputMode = type.inputMode }
  }

  /// What text fields below hold: a web page's `autocomplete` hint.
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    self._traits { $0.contentType = textContentType?.autocomplete }
  }

  /// How text fields below capitalize (deprecated in SwiftUI).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    self._traits { $0.autocapitalization = style.name }
  }

  /// How text fields below capitalize.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    self._traits { $0.autocapitalization = autocapitalization?.name }
  }

  /// Whether text fields below correct spelling (deprecated in SwiftUI).
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    self._traits { $0.isAutocorrectionDisabled = disable ?? false }
  }

  /// Whether text fields below correct spelling.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    self._traits { $0.isAutocorrectionDisabled = disable }
  }

  /// The label of the Return key of text fields below.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    self._traits { $0.submitLabel = submitLabel.name }
  }

  /// How text fields below are styled for the keyboard's appearance: ignored here.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    self
  }

  /// How the keyboard is dismissed by scrolling: ignored here.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    self
  }

  /// Whether text below can be selected: it can, in a web page.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    self
  }
}

/// How a text field capitalizes.
public struct TextInputAutocapitalization: Sendable {
  let name: String

  public static let never = TextInputAutocapitalization(name: "none")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the Return key.
public struct SubmitLabel: Sendable {
  let name: String

  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode()
  public static let immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode()
  public static let never = ScrollDismissesKeyboardMode()
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {}
/// Text that can't be selected.
public struct DisabledTextSelectability: TextSelectability, Sendable {}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character

  public init(_ character: Character) {
    self.character = character
  }

  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let capsLock = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let control = EventModifiers(rawValue: 4)
  public static let option = EventModifiers(rawValue: 8)
  public static let command = EventModifiers(rawValue: 16)
  public static let numericPad = EventModifiers(rawValue: 32)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command]
}
