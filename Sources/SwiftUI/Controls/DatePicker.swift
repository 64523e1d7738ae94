/// A control that picks a date, a time, or both: SwiftUI's `DatePicker`.
public struct DatePicker<Label: View> {
  let selection: Binding<Date>
  let range: (lower: Date?, upper: Date?)
  let components: DatePickerComponents
  let label: Label

  /// A date picker with a label view.
  public init(
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = (nil, nil)
    self.components = displayedComponents
    self.label = label()
  }

  /// A date picker within a range, with a label view.
  public init(
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = (range.lowerBound, range.upperBound)
    self.components = displayedComponents
    self.label = label()
  }

  /// A date picker from a date on, with a label view.
  public init(
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = (range.lowerBound, nil)
    self.components = displayedComponents
    self.label = label()
  }

  /// A date picker up to a date, with a label view.
  public init(
    selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.range = (nil, range.upperBound)
    self.components = displayedComponents
    self.label = label()
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S,
    selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker titled with a localized key, within a range.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled with a localized key, from a date on.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled with a localized key, up to a date.
  public init(
    _ titleKey: LocalizedStringKey,
    selection: Binding<Date>,
    in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }
}

/// The parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker: View {
  public var body: Never { _primitiveBody() }
}

extension DatePicker: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let isEnabled = resolution.environment.isEnabled
    var actions = RenderActions()
    if isEnabled {
      let selection = self.selection
      let range = self.range
      actions.setDate = { date in
        var date = date
        if let lower = range.lower { date = max(date, lower) }
        if let upper = range.upper { date = min(date, upper) }
        selection.wrappedValue = date
      }
    }
    resolution.element = RenderElement(
      .datePicker(
        DatePickerDescription(
          title: (self.label as? Text)?.plainText ?? "",
          date: self.selection.wrappedValue,
          includesDate: self.components.contains(.date),
          includesTime: self.components.contains(.hourAndMinute),
          lowerBound: self.range.lower,
          upperBound: self.range.upper,
          isEnabled: isEnabled
        )
      ),
      actions: actions
    )
    resolution.add(self.label, .index(0))
  }
}
