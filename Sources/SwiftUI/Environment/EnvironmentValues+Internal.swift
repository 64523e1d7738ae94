// Environment values of this module's own, which modifiers write and controls read.

struct ForegroundColorKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

struct ItalicKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

struct FontWeightKey: EnvironmentKey {
  static var defaultValue: Font.Weight? { nil }
}

struct IsHeaderKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

/// The names of the styles controls below use, by kind of control ("button", "toggle", …).
struct ControlStylesKey: EnvironmentKey {
  static var defaultValue: [String: String] { [:] }
}

/// How text fields below are set up: keyboard, content type, capitalization, submit label.
struct TextInputTraits: Equatable {
  var inputMode: String?
  var contentType: String?
  var autocapitalization: String?
  var isAutocorrectionDisabled = false
  var submitLabel: String?
}

struct TextInputTraitsKey: EnvironmentKey {
  static var defaultValue: TextInputTraits { TextInputTraits() }
}

/// What Return in a text field below does (``View/onSubmit(of:_:)``).
struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [@MainActor () -> Void] { [] }
}

/// The focus binding of the control below (``View/focused(_:)``).
struct FocusBinding {
  let isFocused: @MainActor () -> Bool
  let setFocused: @MainActor (Bool) -> Void
}

struct FocusBindingKey: EnvironmentKey {
  static var defaultValue: FocusBinding? { nil }
}

struct InteractiveDismissDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// The color of text and symbols below (``View/foregroundColor(_:)``), or `nil` for the
  /// primary color.
  public var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// The tint of controls below (``View/tint(_:)``), or `nil` for the accent color.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  var _isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  var _fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  var _isHeader: Bool {
    get { self[IsHeaderKey.self] }
    set { self[IsHeaderKey.self] = newValue }
  }

  /// The name of the style of a kind of control below.
  func controlStyle(_ control: String) -> String {
    self[ControlStylesKey.self][control] ?? "automatic"
  }

  mutating func setControlStyle(_ style: String, for control: String) {
    self[ControlStylesKey.self][control] = style
  }
}
