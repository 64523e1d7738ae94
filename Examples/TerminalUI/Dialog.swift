/// A modal box to draw over a screen: a bold title, an optional message, a row of buttons with
/// one of them selected, and a line of key help.
///
/// ```swift
/// let box = Dialog(
///   title: "Turn off all notifications?",
///   buttons: [Dialog.Button("Turn Off", style: .red), Dialog.Button("Cancel")],
///   selectedButton: 1,
///   keyHelp: "←/→ choose · Enter press · Esc cancel"
/// )
/// frame.overlaid(withCentered: box.render())
/// ```
///
/// It is plain data that draws itself; what the buttons do, and which one is selected, is up to
/// whoever shows it: an ``AlertDialog``, or an app's own prompt.
public struct Dialog: Hashable, Sendable {
  /// A button of a dialog.
  public struct Button: Hashable, Sendable {
    /// The button's text, drawn between brackets: `[ Allow ]`.
    public var label: String
    /// How the button looks when it isn't selected; a selected button is also bold and inverse.
    public var style: TextStyle

    /// Creates a button.
    public init(_ label: String, style: TextStyle = .plain) {
      self.label = label
      self.style = style
    }
  }

  /// The title, in bold, wrapped to the box's width.
  public var title: String
  /// The text under the title, wrapped to the box's width, or `nil` for none.
  public var message: String?
  /// The buttons, left to right.
  public var buttons: [Button]
  /// The position of the selected button in ``buttons``, or `nil` when none is.
  public var selectedButton: Int?
  /// A line of key help under the buttons, dimmed, or `nil` for none.
  public var keyHelp: String?

  /// The columns of text inside the box's borders and padding.
  public static let contentWidth = 40
  /// The columns between two buttons on a row.
  static let buttonSpacing = 3

  /// Creates a dialog.
  public init(
    title: String,
    message: String? = nil,
    buttons: [Button],
    selectedButton: Int? = nil,
    keyHelp: String? = nil
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.selectedButton = selectedButton
    self.keyHelp = keyHelp
  }

  /// The box's lines, all as wide, to draw centered over the screen with
  /// ``Frame/overlaid(withCentered:)``.
  public func render() -> [Line] {
    let width = Self.contentWidth
    func boxed(_ line: Line) -> Line {
      var boxed = Line("│ ")
      boxed.append(line.fitted(to: width))
      boxed.append(" │")
      return boxed
    }
    var lines = [Line("╭" + String(repeating: "─", count: width + 2) + "╮")]
    lines.append(boxed(.empty))
    lines += self.title.wrapped(toWidth: width).map { boxed(Line($0, style: .bold)) }
    lines.append(boxed(.empty))
    if let message = self.message {
      lines += message.wrapped(toWidth: width).map { boxed(Line($0)) }
      lines.append(boxed(.empty))
    }
    lines += self.buttonRows().map { row in
      boxed(Line(String(repeating: " ", count: max(0, (width - row.width) / 2))) + row)
    }
    if let keyHelp = self.keyHelp {
      lines.append(boxed(Line(keyHelp, style: .dim)))
    }
    lines.append(Line("╰" + String(repeating: "─", count: width + 2) + "╯"))
    return lines
  }

  /// The buttons on one row, or one a row when they don't fit on one.
  private func buttonRows() -> [Line] {
    let buttons = self.buttons.indices.map { index in
      let button = self.buttons[index]
      let style =
        index == self.selectedButton ? button.style.union([.bold, .inverse]) : button.style
      return Span("[ \(button.label) ]", style: style)
    }
    let spacing = Span(String(repeating: " ", count: Self.buttonSpacing))
    var row = Line.empty
    for (index, button) in buttons.enumerated() {
      if index > 0 {
        row.append(Line([spacing]))
      }
      row.append(Line([button]))
    }
    guard row.width > Self.contentWidth else { return [row] }
    return buttons.map { Line([$0]) }
  }
}
