/// A view that shows progress, or that something is in progress: SwiftUI's `ProgressView`.
///
/// A custom ``ProgressViewStyle`` above it shows it with the style's body.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let fraction: Double?
  let label: Label?
  var currentValueLabel: CurrentValueLabel?
  /// Made by a style from its configuration: drawn as standard, not by the custom style again.
  var isStyled = false

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel? = nil) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }
}

extension ProgressView {
  /// Progress of a value out of a total, with a label view and a label of the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: label(),
      currentValueLabel: currentValueLabel()
    )
  }

  /// The progress view a ``ProgressViewStyle`` is given, to show in its body: drawn in the
  /// standard style, with its labels.
  public init(_ configuration: ProgressViewStyleConfiguration)
  where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(
      fraction: configuration.fractionCompleted,
      label: configuration.label,
      currentValueLabel: configuration.currentValueLabel
    )
    self.isStyled = true
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner: progress that can't be told.
  public init() where Label == EmptyView {
    self.init(fraction: nil, label: nil)
  }

  /// A spinner with a label view.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label())
  }

  /// Progress of a value out of a total (a spinner when the value is `nil`).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
    self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: nil)
  }

  /// Progress of a value out of a total, with a label view.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey))
  }

  /// A spinner titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title))
  }

  /// Progress of a value out of a total, titled with a localized key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: Text(titleKey)
    )
  }

  /// Progress of a value out of a total, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 },
      label: Text(title)
    )
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The progress of a `Progress` object.
  public init(_ progress: Progress) {
    self.init(fraction: progress.fractionCompleted, label: nil)
  }

  /// Progress through a time interval.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let elapsed = Date().timeIntervalSince(timerInterval.lowerBound)
    let fraction = total > 0 ? min(max(elapsed / total, 0), 1) : 1
    self.init(fraction: countsDown ? 1 - fraction : fraction, label: nil)
  }
}

extension ProgressView: View {
  public var body: Never { _primitiveBody() }
}

extension ProgressView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    if !self.isStyled, let style = environment[CustomProgressViewStyleKey.self] {
      // The custom style's body shows the progress view; `ProgressView(configuration)` in it is
      // drawn as standard.
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: self.fraction.map { min(max($0, 0), 1) },
        label: self.label.map { ButtonStyleConfiguration.Label(view: $0) },
        currentValueLabel: self.currentValueLabel.map { ButtonStyleConfiguration.Label(view: $0) }
      )
      resolution.add(style.makeBody(configuration), .index(0))
      return
    }
    resolution.element = RenderElement(
      .progressView(
        ProgressDescription(
          fraction: self.fraction.map { min(max($0, 0), 1) },
          style: environment.controlStyle("progressView"),
          tint: environment.tint
        )
      )
    )
    if let label = self.label {
      resolution.add(label, .index(0))
    }
  }
}
