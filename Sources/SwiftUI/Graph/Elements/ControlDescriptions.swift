/// A button, as renderers show it; its label is its children.
@_spi(Rendering)
public struct ButtonDescription: Equatable {
  public var role: ButtonRole?
  /// "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", or the name
  /// of a custom style's type.
  public var style: String
  public var isEnabled: Bool
  public var tint: Color?
  /// Whether the button is a navigation link, which pushes a screen.
  public var isNavigationLink = false

  public init(role: ButtonRole?, style: String, isEnabled: Bool, tint: Color?) {
    self.role = role
    self.style = style
    self.isEnabled = isEnabled
    self.tint = tint
  }
}

/// A text field (or secure field, or text editor), as renderers show it.
@_spi(Rendering)
public struct TextFieldDescription: Equatable {
  /// The field's title: its accessible name, and its placeholder when it has no prompt.
  public var title: String
  public var prompt: String?
  /// The field's text.
  public var text: String
  public var isSecure = false
  /// Whether the field grows to several lines (`axis: .vertical`, `TextEditor`).
  public var isMultiline = false
  public var isEnabled = true
  /// The keyboard a phone would show, as HTML's `inputmode` names it ("email", "numeric", …).
  public var inputMode: String?
  /// What the field holds, as HTML's `autocomplete` names it ("email", "username", …).
  public var contentType: String?
  /// How words are capitalized: "none", "words", "sentences", "characters", or `nil`.
  public var autocapitalization: String?
  public var isAutocorrectionDisabled = false
  /// Whether the field is bound to a `@FocusState`, and then whether it has focus.
  public var isFocused: Bool?
  public var style: String = "automatic"
  public var submitLabel: String?

  public init(title: String, prompt: String?, text: String) {
    self.title = title
    self.prompt = prompt
    self.text = text
  }
}

/// A toggle, as renderers show it; its label is its children.
@_spi(Rendering)
public struct ToggleDescription: Equatable {
  public var isOn: Bool
  public var isEnabled: Bool
  /// "automatic", "switch", "button" or "checkbox".
  public var style: String
  public var tint: Color?
  public var isFocused: Bool?

  public init(isOn: Bool, isEnabled: Bool, style: String, tint: Color?) {
    self.isOn = isOn
    self.isEnabled = isEnabled
    self.style = style
    self.tint = tint
  }
}

/// A picker, as renderers show it.
@_spi(Rendering)
public struct PickerDescription: Equatable {
  /// The picker's title: its accessible name.
  public var title: String
  public var isEnabled: Bool
  /// "automatic", "menu", "segmented", "inline", "radioGroup", "wheel", "palette" or
  /// "navigationLink".
  public var style: String
  public var isFocused: Bool?

  public init(title: String, isEnabled: Bool, style: String) {
    self.title = title
    self.isEnabled = isEnabled
    self.style = style
  }
}

/// A choice of a picker (a view with a ``View/tag(_:)``); its label is its children.
@_spi(Rendering)
public struct OptionDescription: Equatable {
  public var isSelected: Bool

  public init(isSelected: Bool) {
    self.isSelected = isSelected
  }
}

/// A stepper, as renderers show it; its label is its children.
@_spi(Rendering)
public struct StepperDescription: Equatable {
  public var title: String
  public var canIncrement: Bool
  public var canDecrement: Bool
  public var isEnabled: Bool

  public init(title: String, canIncrement: Bool, canDecrement: Bool, isEnabled: Bool) {
    self.title = title
    self.canIncrement = canIncrement
    self.canDecrement = canDecrement
    self.isEnabled = isEnabled
  }
}

/// A slider, as renderers show it; its label is its children.
@_spi(Rendering)
public struct SliderDescription: Equatable {
  public var title: String
  public var value: Double
  public var lowerBound: Double
  public var upperBound: Double
  public var step: Double?
  public var isEnabled: Bool

  public init(
    title: String, value: Double, lowerBound: Double, upperBound: Double, step: Double?,
    isEnabled: Bool
  ) {
    self.title = title
    self.value = value
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.step = step
    self.isEnabled = isEnabled
  }
}

/// A date picker, as renderers show it; its label is its children.
@_spi(Rendering)
public struct DatePickerDescription: Equatable {
  public var title: String
  public var date: Date
  public var includesDate: Bool
  public var includesTime: Bool
  public var lowerBound: Date?
  public var upperBound: Date?
  public var isEnabled: Bool

  public init(
    title: String, date: Date, includesDate: Bool, includesTime: Bool, lowerBound: Date?,
    upperBound: Date?, isEnabled: Bool
  ) {
    self.title = title
    self.date = date
    self.includesDate = includesDate
    self.includesTime = includesTime
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.isEnabled = isEnabled
  }
}

/// A progress view, as renderers show it; its label is its children.
@_spi(Rendering)
public struct ProgressDescription: Equatable {
  /// How far along, from 0 to 1, or `nil` when it can't tell.
  public var fraction: Double?
  /// "automatic", "linear" or "circular".
  public var style: String
  public var tint: Color?

  public init(fraction: Double?, style: String, tint: Color?) {
    self.fraction = fraction
    self.style = style
    self.tint = tint
  }
}

/// A link, as renderers show it; its label is its children.
@_spi(Rendering)
public struct LinkDescription: Equatable {
  public var url: String
  public var isEnabled: Bool

  public init(url: String, isEnabled: Bool) {
    self.url = url
    self.isEnabled = isEnabled
  }
}

/// A label (a title with an icon), as renderers show it.
@_spi(Rendering)
public struct LabelDescription: Equatable {
  /// "automatic", "titleAndIcon", "titleOnly" or "iconOnly".
  public var style: String

  public init(style: String) {
    self.style = style
  }
}

/// A tab of a ``TabView``.
@_spi(Rendering)
public struct TabDescription: Equatable {
  public var index: Int
  public var isSelected: Bool

  public init(index: Int, isSelected: Bool) {
    self.index = index
    self.isSelected = isSelected
  }
}
