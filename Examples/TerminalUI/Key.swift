/// A key the user pressed, as decoded from terminal input by ``KeyDecoder``.
///
/// ```swift
/// switch key {
/// case .character(" "), .enter: isOn.wrappedValue.toggle()
/// case .control("c"): quit()
/// default: break
/// }
/// ```
public enum Key: Hashable, Sendable {
  /// A printable character, including the space bar.
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The Home key.
  case home
  /// The End key.
  case end
  /// The Tab key.
  case tab
  /// Shift-Tab.
  case backTab
  /// The Return or Enter key.
  case enter
  /// The key that deletes the character before the cursor.
  case backspace
  /// The key that deletes the character under the cursor (Delete, or "forward delete").
  case delete
  /// The Escape key on its own.
  case escape
  /// A letter pressed with the Control key, lowercased: `.control("c")` is Ctrl-C.
  case control(Character)
}
