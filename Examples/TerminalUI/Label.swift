/// A row of the form that shows a value and can't have focus.
///
/// ```swift
/// Label("Status", value: store.isLoading ? "Loading…" : "Ready")
/// Label(value: "Already taken.", style: .red)  // in the value column, under the row above
/// ```
///
/// A label only reads: it is handed a value, not a binding, so it can show state that the view
/// must not write, like `isLoading`.
public struct Label: Control {
  public let title: String
  /// The text shown in the value column.
  public let value: String
  /// How the value looks.
  public let style: TextStyle

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - title: The title, or an empty string to show the value under the row above.
  ///   - value: The text shown in the value column.
  ///   - style: How the value looks.
  public init(_ title: String = "", value: String, style: TextStyle = .plain) {
    self.title = title
    self.value = value
    self.style = style
  }

  public var isFocusable: Bool { false }

  public func render(_ context: ControlContext) -> ControlContent {
    ControlContent(
      Line(
        self.value.terminalWidth > context.width
          ? self.value.fitted(to: context.width) : self.value,
        style: self.style
      )
    )
  }
}
