/// A control that edits text: SwiftUI's `TextField`.
///
/// ```swift
/// TextField("Display name", text: $store.displayName)
/// TextField("Notes", text: $store.notes, axis: .vertical)
/// TextField("Amount", value: $store.amount, format: .number)
/// ```
///
/// A renderer writes the binding as a person types (a web page, after a short pause), and runs
/// the ``View/onSubmit(of:_:)`` actions on Return.
public struct TextField<Label: View> {
  let text: Binding<String>
  let label: Label
  let prompt: Text?
  let axis: Axis
  let isSecure: Bool
  let onEditingChanged: (@MainActor (Bool) -> Void)?
  let onCommit: (@MainActor () -> Void)?

  init(
    text: Binding<String>,
    label: Label,
    prompt: Text?,
    axis: Axis = .horizontal,
    isSecure: Bool = false,
    onEditingChanged: (@MainActor (Bool) -> Void)? = nil,
    onCommit: (@MainActor () -> Void)? = nil
  ) {
    self.text = text
    self.label = label
    self.prompt = prompt
    self.axis = axis
    self.isSecure = isSecure
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// A text field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, label: label(), prompt: prompt)
  }

  /// A text field with a label view, that grows along an axis.
  public init(
    text: Binding<String>,
    prompt: Text? = nil,
    axis: Axis,
    @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, label: label(), prompt: prompt, axis: axis)
  }

  /// A text field that edits a value written with a format style.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: Self.formatted(value, format), label: label(), prompt: prompt)
  }

  static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    Binding(
      get: { format.format(value.wrappedValue) },
      set: { text in
        // Text that isn't a value leaves the value as it was, as SwiftUI does.
        if let parsed = try? format.parseStrategy.parse(text) {
          value.wrappedValue = parsed
        }
      }
    )
  }

  static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
    Binding(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { text in
        // Text that isn't a value leaves the value as it was.
        let parsed: Any?
        switch formatter {
        case let formatter as NumberFormatter: parsed = formatter.number(from: text)
        case let formatter as DateFormatter: parsed = formatter.date(from: text)
        default: parsed = text
        }
        if let parsed = parsed as? V {
          value.wrappedValue = parsed
        } else if let number = parsed as? NSNumber {
          switch V.self {
          case is Int.Type: value.wrappedValue = number.intValue as! V
          case is Double.Type: value.wrappedValue = number.doubleValue as! V
          case is Float.Type: value.wrappedValue = number.floatValue as! V
          default: break
          }
        }
      }
    )
  }
}

extension TextField where Label == Text {
  /// A text field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, label: Text(titleKey), prompt: nil)
  }

  /// A text field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, label: Text(title), prompt: nil)
  }

  /// A text field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(titleKey), prompt: prompt)
  }

  /// A text field titled with a string, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, label: Text(title), prompt: prompt)
  }

  /// A text field titled with a localized key, that grows along an axis.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(titleKey), prompt: nil, axis: axis)
  }

  /// A text field titled with a string, that grows along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, label: Text(title), prompt: nil, axis: axis)
  }

  /// A text field titled with a localized key, with a prompt, that grows along an axis.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, label: Text(titleKey), prompt: prompt, axis: axis)
  }

  /// A text field titled with a string, with a prompt, that grows along an axis.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, label: Text(title), prompt: prompt, axis: axis)
  }

  /// A text field titled with a localized key, with actions when editing begins or ends and on
  /// Return (deprecated in SwiftUI: use `onSubmit` and `@FocusState`).
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey,
    text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: text, label: Text(titleKey), prompt: nil,
      onEditingChanged: onEditingChanged, onCommit: onCommit
    )
  }

  /// A text field titled with a string, with actions when editing begins or ends and on
  /// Return.
  @_disfavoredOverload
  @preconcurrency
  public init<S: StringProtocol>(
    _ title: S,
    text: Binding<String>,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    onCommit: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: text, label: Text(title), prompt: nil,
      onEditingChanged: onEditingChanged, onCommit: onCommit
    )
  }

  /// A text field titled with a localized key that edits a value written with a format
  /// style.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: Self.formatted(value, format), label: Text(titleKey), prompt: prompt)
  }

  /// A text field titled with a string that edits a value written with a format style.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S,
    value: Binding<F.FormatInput>,
    format: F,
    prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: Self.formatted(value, format), label: Text(title), prompt: prompt)
  }

  /// A text field titled with a localized key that edits a value written with a formatter.
  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: Self.formatted(value, formatter), label: Text(titleKey), prompt: nil)
  }

  /// A text field titled with a string that edits a value written with a formatter.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: Self.formatted(value, formatter), label: Text(title), prompt: nil)
  }
}

extension TextField: View {
  public var body: Never { _primitiveBody() }
}

extension TextField: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    let isEnabled = environment.isEnabled
    var description = TextFieldDescription(
      title: (self.label as? Text)?.plainText ?? "",
      prompt: self.prompt?.plainText,
      text: self.text.wrappedValue
    )
    description.isSecure = self.isSecure
    description.isMultiline = self.axis == .vertical
    description.isEnabled = isEnabled
    let traits = environment[TextInputTraitsKey.self]
    description.inputMode = traits.inputMode
    description.contentType = traits.contentType
    description.autocapitalization = traits.autocapitalization
    description.isAutocorrectionDisabled = traits.isAutocorrectionDisabled
    description.submitLabel = traits.submitLabel
    description.style = environment.controlStyle("textField")
    let focus = environment[FocusBindingKey.self]
    description.isFocused = focus?.isFocused()

    var actions = RenderActions()
    if isEnabled {
      let text = self.text
      actions.setText = { text.wrappedValue = $0 }
      let submits = environment[SubmitActionsKey.self]
      let onCommit = self.onCommit
      actions.submit = {
        onCommit?()
        for submit in submits {
          submit()
        }
      }
    }
    let onEditingChanged = self.onEditingChanged
    if focus != nil || onEditingChanged != nil {
      actions.setFocus = { isFocused in
        focus?.setFocused(isFocused)
        onEditingChanged?(isFocused)
      }
    }
    resolution.element = RenderElement(.textField(description), actions: actions)
    resolution.add(self.label, .index(0))
  }
}

/// A text field whose text isn't shown: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
  let field: TextField<Label>

  /// A secure field with a label view.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.field = TextField(text: text, label: label(), prompt: prompt, isSecure: true)
  }

  public var body: TextField<Label> {
    self.field
  }
}

extension SecureField where Label == Text {
  /// A secure field titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.field = TextField(text: text, label: Text(titleKey), prompt: nil, isSecure: true)
  }

  /// A secure field titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.field = TextField(text: text, label: Text(title), prompt: nil, isSecure: true)
  }

  /// A secure field titled with a localized key, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.field = TextField(text: text, label: Text(titleKey), prompt: prompt, isSecure: true)
  }

  /// A secure field titled with a string, with a prompt.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.field = TextField(text: text, label: Text(title), prompt: prompt, isSecure: true)
  }

  /// A secure field titled with a localized key, with an action on Return.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey,
    text: Binding<String>,
    onCommit: @escaping @MainActor () -> Void
  ) {
    self.field = TextField(
      text: text, label: Text(titleKey), prompt: nil, isSecure: true, onCommit: onCommit
    )
  }
}

/// A control that edits long text: SwiftUI's `TextEditor`.
public struct TextEditor: View {
  let field: TextField<Text>

  /// A text editor of a binding's text.
  public init(text: Binding<String>) {
    self.field = TextField(text: text, label: Text(verbatim: ""), prompt: nil, axis: .vertical)
  }

  public var body: TextField<Text> {
    self.field
  }
}
