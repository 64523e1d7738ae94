import Observation

/// What a ``Form`` remembers between renders: which control has focus, and where the text
/// cursor is. This is view state, like SwiftUI's `@FocusState`; it never holds the values the
/// controls edit.
///
/// It is observable, so a renderer that follows it with `observe { }` redraws when focus moves.
@MainActor
@Observable
public final class FormState {
  /// The title of the control that has focus, or `nil` for the first focusable control.
  public private(set) var focusedID: String?
  /// The position of the focused control among the focusable ones, used when the focused
  /// control goes away.
  @ObservationIgnored
  private(set) var focusedIndex = 0
  /// Where the text cursor of the focused control is, in characters, or `nil` for the end.
  public internal(set) var textCursor: Int?

  /// Creates the state of a form whose focus starts on the control with the given title.
  public init(focusedID: String? = nil) {
    self.focusedID = focusedID
  }

  /// Moves focus to the control with the given title, which is at `index` among the focusable
  /// controls. The text cursor goes to the end.
  func focus(_ id: String, at index: Int) {
    self.focusedIndex = index
    if self.focusedID != id {
      self.focusedID = id
    }
    if self.textCursor != nil {
      self.textCursor = nil
    }
  }
}
