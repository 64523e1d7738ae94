/// A control that picks a value in a range: SwiftUI's `Slider`.
public struct Slider<Label: View, ValueLabel: View> {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let label: Label
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: Double?,
    label: Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(
      get: { Double(value.wrappedValue) },
      set: { value.wrappedValue = V($0) }
    )
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step
    self.label = label
    self.onEditingChanged = onEditingChanged
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label view.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }

  /// A slider with steps and a label view.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: Double(step), label: label(),
      onEditingChanged: onEditingChanged
    )
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
  }

  /// A slider with steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: Double(step), label: EmptyView(),
      onEditingChanged: onEditingChanged
    )
  }
}

extension Slider {
  /// A slider with labels for its bounds.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>,
    in bounds: ClosedRange<V> = 0...1,
    @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
  }
}

extension Slider: View {
  public var body: Never { _primitiveBody() }
}

extension Slider: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let isEnabled = resolution.environment.isEnabled
    var actions = RenderActions()
    if isEnabled {
      let value = self.value
      let bounds = self.bounds
      let step = self.step
      actions.setNumber = { newValue in
        var clamped = min(max(newValue, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
          clamped = bounds.lowerBound + ((clamped - bounds.lowerBound) / step).rounded() * step
        }
        value.wrappedValue = clamped
      }
    }
    resolution.element = RenderElement(
      .slider(
        SliderDescription(
          title: (self.label as? Text)?.plainText ?? "",
          value: self.value.wrappedValue,
          lowerBound: self.bounds.lowerBound,
          upperBound: self.bounds.upperBound,
          step: self.step,
          isEnabled: isEnabled
        )
      ),
      actions: actions
    )
    resolution.add(self.label, .index(0))
  }
}
