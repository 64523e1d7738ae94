import CustomDump
import Foundation

/// A confirmation dialog described as state: its title, whether the title shows, its buttons, and
/// an optional message.
///
/// Hold an optional `ConfirmationDialogState` in a feature's state to show a dialog while it is
/// non-`nil`, as with ``AlertState``. Its `Action` is the type of actions its buttons send:
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share this note")
/// } actions: {
///   ButtonState(action: .copyLink) {
///     TextState("Copy link")
///   }
///   ButtonState(action: .sendByEmail) {
///     TextState("Send by email")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// }
/// ```
///
/// Two dialogs are equal when their titles, messages and buttons are. Neither their ``id``s nor
/// their ``titleVisibility`` count, as in swift-navigation.
///
/// A dialog dumps like an alert, under its own name, with a first `titleVisibility:` line when
/// the visibility isn't ``ConfirmationDialogStateTitleVisibility/automatic``:
///
/// ```
/// ConfirmationDialogState(
///   titleVisibility: .visible,
///   title: "Share this note",
///   actions: [
///     [0]: ButtonState(
///       action: .send(
///         .copyLink
///       ),
///       label: "Copy link"
///     ),
///     …
///   ]
/// )
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A value that tells this dialog apart from others while it is shown.
  ///
  /// Each dialog gets a new identifier when it is made, and ``map(_:)`` keeps it. Equality and
  /// hashing ignore it.
  public let id: UUID

  /// The dialog's buttons, in the order they were written.
  public var buttons: [ButtonState<Action>]

  /// The text shown under the title, if any.
  public var message: TextState?

  /// The dialog's title.
  public var title: TextState

  /// Whether the dialog shows its title.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// Creates a dialog that shows or hides its title as asked.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .visible) {
  ///   TextState("Share this note")
  /// } actions: {
  ///   ButtonState(action: .copyLink) {
  ///     TextState("Copy link")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the dialog shows its title.
  ///   - title: Returns the dialog's title.
  ///   - actions: Lists the dialog's buttons, written with ``ButtonStateBuilder``. None by default.
  ///   - message: Returns the text shown under the title, or `nil`, the default, for none.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// Creates a dialog whose title shows or not as the platform decides
  /// (``ConfirmationDialogStateTitleVisibility/automatic``).
  ///
  /// ```swift
  /// ConfirmationDialogState {
  ///   TextState("Share this note")
  /// } actions: {
  ///   ButtonState(action: .copyLink) {
  ///     TextState("Copy link")
  ///   }
  /// } message: {
  ///   TextState("Anyone with the link can read it.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: Returns the dialog's title.
  ///   - actions: Lists the dialog's buttons, written with ``ButtonStateBuilder``. None by default.
  ///   - message: Returns the text shown under the title, or `nil`, the default, for none.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// Turns the actions of the dialog's buttons into another type, keeping everything else,
  /// ``id`` included.
  ///
  /// ```swift
  /// let parentDialog = childDialog.map { $0.map(Parent.Action.Dialog.child) }
  /// ```
  ///
  /// - Parameter transform: Given a button's action, or `nil`, returns the action it sends now, or
  ///   `nil` to send none.
  /// - Returns: The same dialog, its buttons sending what `transform` returns.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title,
      titleVisibility: self.titleVisibility
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Whether two dialogs have equal titles, messages and buttons. Their ``id``s and
  /// ``titleVisibility`` don't count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons: what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the title visibility when it isn't `.automatic`, the title, the buttons as `actions`
  /// when there are any, and the message when there is one, leaving out the ``id``.
  public var customDumpMirror: Mirror {
    var children: [Mirror.Child] = []
    if self.titleVisibility != .automatic {
      children.append((label: "titleVisibility", value: self.titleVisibility))
    }
    children.append((label: "title", value: self.title))
    if !self.buttons.isEmpty {
      children.append((label: "actions", value: self.buttons))
    }
    if let message = self.message {
      children.append((label: "message", value: message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
