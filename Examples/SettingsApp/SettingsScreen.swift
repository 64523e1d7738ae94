import ComposableArchitecture
import Observation
import SettingsFeature
import TerminalUI

/// What the app does after a key.
public enum KeyOutcome: Hashable, Sendable {
  /// The key was used.
  case handled
  /// The key means nothing here.
  case ignored
  /// The user asked to quit.
  case quit
}

/// The whole terminal screen of the Settings app: a title bar, the ``SettingsView`` form, a line
/// of key help, and over the form the feature's confirmation alert or the ``PermissionPrompt``
/// dialog when one shows.
///
/// Rendering and key handling are plain functions of the store, the form's focus, the selected
/// button of the alert, the prompt and the terminal size, so they are tested without a terminal:
///
/// ```swift
/// let screen = SettingsScreen(store: store, size: Size(width: 60, height: 20))
/// screen.handle(.character("B"))
/// screen.render().text  // ["Settings", "", "PROFILE", "› Display name  [B …", …]
/// ```
///
/// Keys: ↑/↓ or Tab/Shift-Tab move focus; Space or Enter toggle; ←/→ change the picker; typing,
/// Backspace, Delete, ←/→ and Home/End edit the display name. `q` quits, except while the
/// display name has focus, where it is typed; Ctrl-C always quits. While a dialog shows it takes
/// every key but Ctrl-C: in the alert, ←/→ or Tab choose a button, Enter presses it, and Escape
/// dismisses the alert.
@MainActor
@Observable
public final class SettingsScreen {
  /// The terminal's size.
  public var size: Size

  /// The store of the Settings feature.
  @ObservationIgnored
  public let store: StoreOf<Settings>
  /// Which control has focus.
  @ObservationIgnored
  public let formState: FormState
  /// Which button of the feature's alert is selected.
  @ObservationIgnored
  public let dialogState: DialogState
  /// The notification permission dialog.
  @ObservationIgnored
  public let prompt: PermissionPrompt

  /// The smallest terminal the screen fits in, with every row of the form showing and the
  /// permission dialog or the alert over it.
  public static let minimumSize = Size(width: 60, height: 18)

  /// The columns left blank on each side of the form.
  static let margin = 1

  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - store: The store of the Settings feature.
  ///   - prompt: The notification permission dialog.
  ///   - formState: Which control has focus; the display name at first.
  ///   - dialogState: Which button of the alert is selected; its default button at first.
  ///   - size: The terminal's size.
  public init(
    store: StoreOf<Settings>,
    prompt: PermissionPrompt = PermissionPrompt(appName: "Settings"),
    formState: FormState = FormState(),
    dialogState: DialogState = DialogState(),
    size: Size
  ) {
    self.store = store
    self.prompt = prompt
    self.formState = formState
    self.dialogState = dialogState
    self.size = size
  }

  /// The screen as it should look now.
  public func render() -> Frame {
    let size = self.size
    guard size.contains(Self.minimumSize) else {
      return self.tooSmallFrame(size: size)
    }
    let view = SettingsView(store: self.store)
    let form = view.body
    let (formLines, formCursor) = form.render(
      width: size.width - 2 * Self.margin,
      state: self.formState
    )
    let margin = String(repeating: " ", count: Self.margin)
    let top = 2
    var lines = [Line((margin + "Settings").fitted(to: size.width), style: [.bold, .inverse])]
    lines.append(.empty)
    lines += formLines.map { Line(margin) + $0 }
    lines = Array(lines.prefix(size.height - 1))
    lines += Array(repeating: .empty, count: size.height - 1 - lines.count)
    lines.append(Line(margin + self.keyHelp(form: form), style: .dim))
    var frame = Frame(
      size: size,
      lines: lines,
      cursor: formCursor.map { Position(row: top + $0.row, column: Self.margin + $0.column) }
    )
    if let alert = view.alert.render(state: self.dialogState) {
      frame = frame.overlaid(withCentered: alert)
    }
    if self.prompt.isPresented {
      // The system's dialog is above the app's own.
      frame = frame.overlaid(withCentered: self.prompt.render())
    }
    return frame
  }

  /// Handles a key.
  ///
  /// - Parameter key: The key the user pressed.
  /// - Returns: Whether the key was used, or means the user wants to quit.
  @discardableResult
  public func handle(_ key: Key) -> KeyOutcome {
    if key == .control("c") {
      return .quit
    }
    if self.prompt.isPresented {
      self.prompt.handle(key)
      return .handled
    }
    let view = SettingsView(store: self.store)
    if view.alert.handle(key, state: self.dialogState) {
      return .handled
    }
    guard self.size.contains(Self.minimumSize) else {
      return key == .character("q") ? .quit : .ignored
    }
    if view.body.handle(key, state: self.formState) {
      return .handled
    }
    return key == .character("q") ? .quit : .ignored
  }

  private func keyHelp(form: Form) -> String {
    let control = form.focusedControl(state: self.formState)
    let quit = control is TextField ? "Ctrl-C quit" : "q quit"
    return ["↑/↓ Tab move", control?.keyHelp ?? "", quit]
      .filter { !$0.isEmpty }
      .joined(separator: " · ")
  }

  private func tooSmallFrame(size: Size) -> Frame {
    let paragraphs = [
      "Terminal too small",
      "Settings needs at least \(Self.minimumSize) and this terminal is \(size).",
      "Make the window larger, or press q to quit.",
    ]
    var lines: [String] = []
    for paragraph in paragraphs {
      if !lines.isEmpty {
        lines.append("")
      }
      lines += paragraph.wrapped(toWidth: size.width)
    }
    let top = max(0, (size.height - lines.count) / 2)
    let centered = lines.prefix(size.height).enumerated().map { index, text in
      let indent = String(repeating: " ", count: max(0, (size.width - text.terminalWidth) / 2))
      return Line(indent + text, style: index == 0 ? .bold : .plain)
    }
    return Frame(size: size, lines: Array(repeating: .empty, count: top) + centered)
  }
}
