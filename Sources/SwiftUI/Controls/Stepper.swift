/// A control that steps a value up and down: SwiftUI's `Stepper`.
///
/// ```swift
/// Stepper("\(store.count)", value: $store.count, in: 0...10)
/// ```
public struct Stepper<Label: View> {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  let canIncrement: () -> Bool
  let canDecrement: () -> Bool
  let label: Label

  /// A stepper that runs actions.
  public init(
    @ViewBuilder label: () -> Label,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
    self.canIncrement = { onIncrement != nil }
    self.canDecrement = { onDecrement != nil }
    self.label = label()
  }

  /// A stepper that runs actions (the label given last).
  public init(
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper of a value within bounds.
  public init<V: Strideable>(
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.onIncrement = {
      value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound)
    }
    self.onDecrement = {
      value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound)
    }
    self.canIncrement = { value.wrappedValue < bounds.upperBound }
    self.canDecrement = { value.wrappedValue > bounds.lowerBound }
    self.label = label()
  }

  /// A stepper of a value without bounds.
  public init<V: Strideable>(
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.canIncrement = { true }
    self.canDecrement = { true }
    self.label = label()
  }
}

extension Stepper where Label == Text {
  /// A stepper titled with a localized key, of a value within bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled with a string, of a value within bounds.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    in bounds: ClosedRange<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper titled with a localized key, of a value.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper titled with a string, of a value.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S,
    value: Binding<V>,
    step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// A stepper titled with a localized key, that runs actions.
  public init(
    _ titleKey: LocalizedStringKey,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper titled with a string, that runs actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: View {
  public var body: Never { _primitiveBody() }
}

extension Stepper: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let isEnabled = resolution.environment.isEnabled
    let canIncrement = isEnabled && self.onIncrement != nil && self.canIncrement()
    let canDecrement = isEnabled && self.onDecrement != nil && self.canDecrement()
    var actions = RenderActions()
    if canIncrement, let onIncrement = self.onIncrement {
      actions.increment = { onIncrement() }
    }
    if canDecrement, let onDecrement = self.onDecrement {
      actions.decrement = { onDecrement() }
    }
    resolution.element = RenderElement(
      .stepper(
        StepperDescription(
          title: (self.label as? Text)?.plainText ?? "",
          canIncrement: canIncrement,
          canDecrement: canDecrement,
          isEnabled: isEnabled
        )
      ),
      actions: actions
    )
    resolution.add(self.label, .index(0))
  }
}
