/// A row of a ``Form``.
public enum FormRow {
  /// A section heading.
  case section(String)
  /// A control, indented by a number of levels.
  case control(any Control, indentation: Int)
}

/// A group of rows under a heading.
///
/// ```swift
/// Section("Profile") {
///   TextField("Display name", text: $store.displayName)
///   Toggle("Protect my posts", isOn: $store.protectMyPosts)
/// }
/// ```
public struct Section {
  /// The heading.
  public let title: String
  /// The rows under the heading.
  public let rows: [FormRow]

  /// Creates a section.
  @MainActor
  public init(_ title: String, @FormBuilder content: () -> [FormRow]) {
    self.title = title
    self.rows = content()
  }
}

/// Rows indented one level more than the rows around them, for options that depend on the row
/// above.
///
/// ```swift
/// Toggle("Send notifications", isOn: $store.enableNotifications)
/// if store.enableNotifications {
///   Indented {
///     Toggle("Mobile", isOn: $store.sendMobileNotifications)
///   }
/// }
/// ```
public struct Indented {
  /// The indented rows.
  public let rows: [FormRow]

  /// Creates indented rows.
  @MainActor
  public init(@FormBuilder content: () -> [FormRow]) {
    self.rows = content().map { row in
      switch row {
      case .section:
        row
      case let .control(control, indentation):
        .control(control, indentation: indentation + 1)
      }
    }
  }
}

/// Builds the rows of a ``Form`` from controls, ``Section``s and ``Indented`` groups, with `if`,
/// `if`/`else`, `switch` and `for` as in SwiftUI.
@MainActor
@resultBuilder
public enum FormBuilder {
  /// A control is one row.
  public static func buildExpression(_ control: some Control) -> [FormRow] {
    [.control(control, indentation: 0)]
  }

  /// A section is its heading, then its rows.
  public static func buildExpression(_ section: Section) -> [FormRow] {
    [.section(section.title)] + section.rows
  }

  /// Indented rows are their rows, one level deeper.
  public static func buildExpression(_ indented: Indented) -> [FormRow] {
    indented.rows
  }

  /// Rows in a block are the rows of each statement, in order.
  public static func buildBlock(_ components: [FormRow]...) -> [FormRow] {
    components.flatMap(\.self)
  }

  /// An `if` without `else` adds its rows when its condition holds.
  public static func buildOptional(_ component: [FormRow]?) -> [FormRow] {
    component ?? []
  }

  /// The rows of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [FormRow]) -> [FormRow] {
    component
  }

  /// The rows of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [FormRow]) -> [FormRow] {
    component
  }

  /// A `for` loop adds the rows of every iteration.
  public static func buildArray(_ components: [[FormRow]]) -> [FormRow] {
    components.flatMap(\.self)
  }
}

/// A column of controls under section headings, with a title column, a value column, and one
/// control that has focus.
///
/// ```swift
/// let form = Form {
///   Section("Profile") {
///     TextField("Display name", text: $store.displayName)
///     Toggle("Protect my posts", isOn: $store.protectMyPosts)
///   }
/// }
/// let (lines, cursor) = form.render(width: 60, state: formState)
/// form.handle(.down, state: formState)  // moves focus to "Protect my posts"
/// ```
///
/// ↑/↓ and Tab/Shift-Tab move focus, going round; Enter moves to the next control when the
/// focused one doesn't use it. Every other key goes to the focused control.
@MainActor
public struct Form {
  /// The rows, top to bottom.
  public let rows: [FormRow]

  /// The columns a level of indentation takes.
  public static let indentationWidth = 2
  /// The columns between the title column and the value column.
  public static let gutterWidth = 2
  /// What marks the focused control, in the two columns before its title.
  public static let focusMarker = "›"

  /// Creates a form.
  public init(@FormBuilder content: () -> [FormRow]) {
    self.rows = content()
  }

  /// The focusable controls, top to bottom.
  public var focusableControls: [any Control] {
    self.rows.compactMap { row in
      guard case let .control(control, _) = row, control.isFocusable else { return nil }
      return control
    }
  }

  /// The width of the title column: the widest title with its indentation.
  public var titleWidth: Int {
    self.rows.reduce(0) { width, row in
      guard case let .control(control, indentation) = row else { return width }
      return max(width, indentation * Self.indentationWidth + control.title.terminalWidth)
    }
  }

  /// The control that has focus, if any control can.
  public func focusedControl(state: FormState) -> (any Control)? {
    self.focusedIndex(state: state).map { self.focusableControls[$0] }
  }

  /// Draws the form.
  ///
  /// - Parameters:
  ///   - width: The number of columns the form may take.
  ///   - state: Which control has focus.
  /// - Returns: One line per row, and where the cursor shows, if it shows.
  public func render(width: Int, state: FormState) -> (lines: [Line], cursor: Position?) {
    let focused = self.focusedControl(state: state)
    let titleWidth = self.titleWidth
    let valueColumn = 2 + titleWidth + Self.gutterWidth
    var lines: [Line] = []
    var cursor: Position?
    for row in self.rows {
      switch row {
      case let .section(title):
        if !lines.isEmpty {
          lines.append(.empty)
        }
        lines.append(Line(title.uppercased(), style: [.bold, .cyan]))
      case let .control(control, indentation):
        let isFocused = control.isFocusable && control.title == focused?.title
        let indent = String(repeating: " ", count: indentation * Self.indentationWidth)
        var line = Line(isFocused ? Self.focusMarker + " " : "  ", style: .bold)
        line.append(indent)
        line.append(control.title, style: isFocused ? [.bold, .inverse] : .plain)
        line.append(String(repeating: " ", count: valueColumn - line.width))
        let content = control.render(
          ControlContext(
            isFocused: isFocused,
            width: max(1, width - valueColumn),
            textCursor: isFocused ? state.textCursor : nil
          )
        )
        line.append(content.line)
        if let column = content.cursorColumn {
          cursor = Position(row: lines.count, column: valueColumn + column)
        }
        lines.append(line.width > width ? line.fitted(to: width) : line)
      }
    }
    return (lines, cursor)
  }

  /// Handles a key: moves focus, or hands the key to the focused control.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - state: Which control has focus; updated when focus moves or the text cursor moves.
  /// - Returns: Whether the form used the key.
  @discardableResult
  public func handle(_ key: Key, state: FormState) -> Bool {
    let controls = self.focusableControls
    guard let index = self.focusedIndex(state: state) else { return false }
    switch key {
    case .down, .tab:
      self.focus((index + 1) % controls.count, state: state)
      return true
    case .up, .backTab:
      self.focus((index + controls.count - 1) % controls.count, state: state)
      return true
    default:
      var context = ControlContext(isFocused: true, textCursor: state.textCursor)
      if controls[index].handle(key, &context) {
        if state.textCursor != context.textCursor {
          state.textCursor = context.textCursor
        }
        return true
      }
      if key == .enter {
        self.focus((index + 1) % controls.count, state: state)
        return true
      }
      return false
    }
  }

  /// Gives focus to the control at `index` among the focusable ones.
  public func focus(_ index: Int, state: FormState) {
    let controls = self.focusableControls
    guard controls.indices.contains(index) else { return }
    state.focus(controls[index].title, at: index)
  }

  /// The position of the focused control among the focusable ones: the one `state` names, or,
  /// when it is gone, the one that took its place.
  private func focusedIndex(state: FormState) -> Int? {
    let controls = self.focusableControls
    guard !controls.isEmpty else { return nil }
    if let id = state.focusedID, let index = controls.firstIndex(where: { $0.title == id }) {
      return index
    }
    return min(state.focusedIndex, controls.count - 1)
  }
}
