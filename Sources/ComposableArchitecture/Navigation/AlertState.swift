import CustomDump
import Foundation

/// An alert described as state: its title, its buttons, and an optional message.
///
/// Hold an optional `AlertState` in a feature's state to show an alert while it is non-`nil`. Its
/// `Action` is the type of actions its buttons send, usually an enum nested in the feature:
///
/// ```swift
/// @Reducer
/// struct Notes {
///   @ObservableState
///   struct State: Equatable {
///     var alert: AlertState<Action.Alert>?
///   }
///   enum Action {
///     case alert(Alert?)
///     case deleteButtonTapped
///     enum Alert { case deleteConfirmed }
///   }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .deleteButtonTapped:
///         state.alert = AlertState {
///           TextState("Delete this note?")
///         } actions: {
///           ButtonState(role: .destructive, action: .deleteConfirmed) {
///             TextState("Delete")
///           }
///           ButtonState(role: .cancel) {
///             TextState("Cancel")
///           }
///         } message: {
///           TextState("This cannot be undone.")
///         }
///         return .none
///       // …
///       }
///     }
///   }
/// }
/// ```
///
/// Because an alert is a value, a test asserts on it like on any other state. Two alerts are equal
/// when their titles, messages and buttons are; their ``id``s don't count, so an alert made in the
/// test equals the one the reducer made.
///
/// In a dump, and so in a ``TestStore`` failure, an alert shows its title, its buttons (as
/// `actions`, left out when there are none) and its message (left out when there is none):
///
/// ```
/// AlertState(
///   title: "Delete this note?",
///   actions: [
///     [0]: ButtonState(
///       role: .destructive,
///       action: .send(
///         .deleteConfirmed
///       ),
///       label: "Delete"
///     ),
///     [1]: ButtonState(
///       role: .cancel,
///       action: .send(nil),
///       label: "Cancel"
///     )
///   ],
///   message: "This cannot be undone."
/// )
/// ```
public struct AlertState<Action>: Identifiable {
  /// A value that tells this alert apart from others while it is shown.
  ///
  /// Each alert gets a new identifier when it is made, and ``map(_:)`` keeps it. Equality and
  /// hashing ignore it.
  public let id: UUID

  /// The alert's buttons, in the order they were written.
  public var buttons: [ButtonState<Action>]

  /// The text shown under the title, if any.
  public var message: TextState?

  /// The alert's title.
  public var title: TextState

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// Creates an alert from its title, its buttons and its message.
  ///
  /// ```swift
  /// AlertState {
  ///   TextState("Saved")
  /// }
  ///
  /// AlertState {
  ///   TextState("Sign out?")
  /// } actions: {
  ///   ButtonState(role: .cancel) {
  ///     TextState("Cancel")
  ///   }
  ///   ButtonState(action: .signOutConfirmed) {
  ///     TextState("Sign out")
  ///   }
  /// } message: {
  ///   TextState("You can sign in again at any time.")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: Returns the alert's title.
  ///   - actions: Lists the alert's buttons, written with ``ButtonStateBuilder``. None by default.
  ///   - message: Returns the text shown under the title, or `nil`, the default, for none.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// Turns the actions of the alert's buttons into another type, keeping its ``id``, texts and
  /// the buttons' ids and roles.
  ///
  /// ```swift
  /// let parentAlert = childAlert.map { $0.map(Parent.Action.Alert.child) }
  /// ```
  ///
  /// - Parameter transform: Given a button's action, or `nil`, returns the action it sends now, or
  ///   `nil` to send none.
  /// - Returns: The same alert, its buttons sending what `transform` returns.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: self.id,
      buttons: self.buttons.map { $0.map(transform) },
      message: self.message,
      title: self.title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Whether two alerts have equal titles, messages and buttons. Their ``id``s don't count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes the title, message and buttons: what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.title)
    hasher.combine(self.message)
    hasher.combine(self.buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, the buttons as `actions` when there are any, and the message when there is
  /// one, leaving out the ``id``.
  public var customDumpMirror: Mirror {
    var children: [Mirror.Child] = [(label: "title", value: self.title)]
    if !self.buttons.isEmpty {
      children.append((label: "actions", value: self.buttons))
    }
    if let message = self.message {
      children.append((label: "message", value: message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
