/// A modifier that changes the environment of its content.
struct EnvironmentWritingModifier: ViewModifier, _PrimitiveModifier {
  let transform: (inout EnvironmentValues) -> Void

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    self.transform(&resolution.childEnvironment)
    resolution.add(content, .index(0))
  }
}

extension View {
  /// Sets a value of the environment of this view and the views below.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    self.modifier(EnvironmentValueModifier(keyPath: keyPath, value: value))
  }

  /// Changes a value of the environment of this view and the views below.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    transform: @escaping (inout V) -> Void
  ) -> some View {
    self.modifier(EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
  }

  func _environment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
    self.modifier(EnvironmentWritingModifier(transform: transform))
  }

  /// The font of text below.
  public func font(_ font: Font?) -> some View {
    self.environment(\.font, font)
  }

  /// The weight of text below.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    self.environment(\._fontWeight, weight)
  }

  /// Bold text below.
  public func bold(_ isActive: Bool = true) -> some View {
    self._environment { if isActive { $0._fontWeight = .bold } }
  }

  /// Italic text below.
  public func italic(_ isActive: Bool = true) -> some View {
    self.environment(\._isItalic, isActive)
  }

  /// The design of text below.
  public func fontDesign(_ design: Font.Design?) -> some View {
    self._environment { values in
      guard let design else { return }
      var font = values.font ?? .body
      font._design = design
      values.font = font
    }
  }

  /// Monospaced text below.
  public func monospaced(_ isActive: Bool = true) -> some View {
    self.fontDesign(isActive ? .monospaced : nil)
  }

  /// Digits of the same width in text below.
  public func monospacedDigit() -> some View {
    self._environment { values in
      var font = values.font ?? .body
      font._isMonospacedDigit = true
      values.font = font
    }
  }

  /// The color of text and symbols below.
  public func foregroundColor(_ color: Color?) -> some View {
    self.environment(\.foregroundColor, color)
  }

  /// The style of text and symbols below.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    self.environment(\.foregroundColor, style._resolvedColor)
  }

  /// The styles of text and symbols below: the primary one is used.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    self.foregroundStyle(primary)
  }

  /// The styles of text and symbols below: the primary one is used.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    self.foregroundStyle(primary)
  }

  /// The tint of controls below.
  public func tint(_ tint: Color?) -> some View {
    self.environment(\.tint, tint)
  }

  /// The tint of controls below.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    self.environment(\.tint, tint?._resolvedColor)
  }

  /// The app's accent color, below.
  public func accentColor(_ accentColor: Color?) -> some View {
    self.environment(\.tint, accentColor)
  }

  /// Whether controls below accept input: `true` turns them off.
  public func disabled(_ disabled: Bool) -> some View {
    self._environment { if disabled { $0.isEnabled = false } }
  }

  /// The most lines text below shows.
  public func lineLimit(_ number: Int?) -> some View {
    self.environment(\.lineLimit, number)
  }

  /// The lines text below shows, at most the range's upper bound.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    self.environment(\.lineLimit, limit.upperBound)
  }

  /// The lines text below shows, at most the range's upper bound.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    self.environment(\.lineLimit, limit.upperBound)
  }

  /// The lines text below shows, at least the range's lower bound.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    self.environment(\.lineLimit, nil)
  }

  /// The lines text below shows, reserving the space of all of them.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    self.environment(\.lineLimit, limit)
  }

  /// How lines of text below line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    self.environment(\.multilineTextAlignment, alignment)
  }

  /// How text below is cased.
  public func textCase(_ textCase: Text.Case?) -> some View {
    self.environment(\.textCase, textCase)
  }

  /// The size of controls below.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    self.environment(\.controlSize, controlSize)
  }

  /// The locale of the views below.
  public func locale(_ locale: Locale) -> some View {
    self.environment(\.locale, locale)
  }

  /// The color scheme the view prefers: the renderer's choice here.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    self._environment { if let colorScheme { $0.colorScheme = colorScheme } }
  }
}
