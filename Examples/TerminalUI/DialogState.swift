import Observation

/// What an ``AlertDialog`` remembers between renders: which button the user selected. This is
/// view state, like ``FormState``; the alert itself is the feature's.
///
/// The selection belongs to one button, by its identity, so an alert presented later starts
/// from its default button again. It is observable, so a renderer that follows it with
/// `observe { }` redraws when the selection moves.
@MainActor
@Observable
public final class DialogState {
  /// The identity of the selected button, or `nil` for the dialog's default button.
  public private(set) var selectedButtonID: AnyHashable?

  /// Creates the state of a dialog whose default button is selected.
  public init() {}

  /// Selects a button, or, with `nil`, goes back to the default button.
  public func select(_ buttonID: AnyHashable?) {
    if self.selectedButtonID != buttonID {
      self.selectedButtonID = buttonID
    }
  }
}
