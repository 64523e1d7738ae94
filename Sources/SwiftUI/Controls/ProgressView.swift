/// A view that shows progress, or that something is in progress: SwiftUI's `ProgressView`.
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let fraction: Double?
  let label: Label?
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner: progress that can't be told.
  public init() where Label == EmptyView {
    self.fraction = nil
    self.label = nil
  }

  /// A spinner with a label view.
  public init(@ViewBuilder label: () -> Label) {
    self.fraction = nil
    self.label = label()
  }

  /// Progress of a value out of a total (a spinner when the value is `nil`).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
    self.fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = nil
  }

  /// Progress of a value out of a total, with a label view.
  public init<V: BinaryFloatingPoint>(
    value: V?,
    total: V = 1.0,
    @ViewBuilder label: () -> Label
  ) {
    self.fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = label()
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled with a localized key.
  public init(_ titleKey: LocalizedStringKey) {
    self.fraction = nil
    self.label = Text(titleKey)
  }

  /// A spinner titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.fraction = nil
    self.label = Text(title)
  }

  /// Progress of a value out of a total, titled with a localized key.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = Text(titleKey)
  }

  /// Progress of a value out of a total, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = Text(title)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The progress of a `Progress` object.
  public init(_ progress: Progress) {
    self.fraction = progress.fractionCompleted
    self.label = nil
  }

  /// Progress through a time interval.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let elapsed = Date().timeIntervalSince(timerInterval.lowerBound)
    let fraction = total > 0 ? min(max(elapsed / total, 0), 1) : 1
    self.fraction = countsDown ? 1 - fraction : fraction
    self.label = nil
  }
}

extension ProgressView: View {
  public var body: Never { _primitiveBody() }
}

extension ProgressView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
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
