import ComposableArchitecture

#if canImport(SwiftUI)
  import struct SwiftUI.Binding
#endif

/// An alert drawn over a screen while a feature presents one: the terminal's version of
/// SwiftUI's `.alert($store.scope(state: \.alert, action: \.alert))`.
///
/// ```swift
/// let alert = AlertDialog($store.scope(state: \.alert, action: \.alert))
/// if let box = alert.render(state: dialogState) {
///   frame = frame.overlaid(withCentered: box)
/// }
/// if alert.handle(key, state: dialogState) {
///   return  // The alert shows: it takes every key.
/// }
/// ```
///
/// It reads and writes the alert through the binding and nothing else. While the binding holds a
/// store, the alert shows and takes the keys:
///
/// - ←/→ or Tab/Shift-Tab choose a button.
/// - Enter or Space press it: its action, if it has one, is sent to the alert's store (a feature
///   that integrates the alert with `ifLet(\.$alert, action: \.alert)` sees it, then dismisses
///   the alert), and `nil` is written to the binding, as SwiftUI does after any button, which
///   dismisses the alert if it is still presented.
/// - Escape writes `nil` to the binding: the feature receives `.alert(.dismiss)`.
///
/// The cancel button is selected at first, when there is one, so that Enter alone does nothing
/// that can't be undone. An alert without buttons gets an "OK" button, as in SwiftUI. A
/// destructive button is red.
@MainActor
public struct AlertDialog<Action> {
  /// The store of the presented alert, or `nil` when none is presented.
  public let item: Binding<Store<AlertState<Action>, Action>?>

  /// The key help shown in the box.
  public static var keyHelp: String {
    "←/→ choose · Enter press · Esc cancel"
  }

  /// Creates an alert dialog.
  ///
  /// - Parameter item: A binding to the store of the presented alert, which writing `nil`
  ///   dismisses: `$store.scope(state: \.alert, action: \.alert)`.
  public init(_ item: Binding<Store<AlertState<Action>, Action>?>) {
    self.item = item
  }

  /// Whether an alert is presented.
  public var isPresented: Bool {
    self.item.wrappedValue != nil
  }

  /// Draws the presented alert.
  ///
  /// - Parameter state: Which button is selected.
  /// - Returns: The box's lines, to draw centered over the screen, or `nil` when no alert is
  ///   presented.
  public func render(state: DialogState) -> [Line]? {
    guard let store = self.item.wrappedValue else { return nil }
    let alert = store.state
    let buttons = Self.buttons(of: alert)
    return Dialog(
      title: String(state: alert.title),
      message: alert.message.map { String(state: $0) },
      buttons: buttons.map { button in
        Dialog.Button(
          String(state: button.label),
          style: button.role == .destructive ? .red : .plain
        )
      },
      selectedButton: Self.selectedIndex(in: buttons, state: state),
      keyHelp: Self.keyHelp
    )
    .render()
  }

  /// Handles a key while an alert is presented.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - state: Which button is selected; updated when the selection moves.
  /// - Returns: Whether an alert is presented, in which case it took the key, whatever the key.
  @discardableResult
  public func handle(_ key: Key, state: DialogState) -> Bool {
    guard let store = self.item.wrappedValue else { return false }
    let buttons = Self.buttons(of: store.state)
    let selected = Self.selectedIndex(in: buttons, state: state)
    switch key {
    case .left, .backTab:
      state.select(buttons[(selected + buttons.count - 1) % buttons.count].id)
    case .right, .tab:
      state.select(buttons[(selected + 1) % buttons.count].id)
    case .enter, .character(" "):
      state.select(nil)
      buttons[selected].withAction { action in
        if let action {
          store.send(action)
        }
      }
      self.item.wrappedValue = nil
    case .escape:
      state.select(nil)
      self.item.wrappedValue = nil
    default:
      break
    }
    return true
  }

  private static func buttons(of alert: AlertState<Action>) -> [ButtonState<Action>] {
    guard alert.buttons.isEmpty else { return alert.buttons }
    return [ButtonState { TextState("OK") }]
  }

  /// The selected button: the one `state` names, or else the cancel button, or else the first.
  private static func selectedIndex(in buttons: [ButtonState<Action>], state: DialogState) -> Int {
    buttons.firstIndex { AnyHashable($0.id) == state.selectedButtonID }
      ?? buttons.firstIndex { $0.role == .cancel }
      ?? 0
  }
}
