#if !canImport(Darwin)
  import SwiftUI
#endif

import CustomDump
import Foundation

/// A button of an alert or confirmation dialog, described as state: its label, its role, and the
/// action it sends when tapped.
///
/// Build buttons in the `actions` closure of ``AlertState`` or ``ConfirmationDialogState``:
///
/// ```swift
/// AlertState {
///   TextState("Delete this note?")
/// } actions: {
///   ButtonState(role: .destructive, action: .deleteConfirmed) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// }
/// ```
///
/// A button made without an action, like the cancel button above, sends `nil`: tapping it only
/// closes the alert. Whatever shows the button passes the tap back with `withAction(_:)`.
///
/// Two buttons are equal when their actions, labels and roles are; their ``id``s don't count.
public struct ButtonState<Action>: Identifiable {
  /// A value that tells this button apart from the others while it is shown.
  ///
  /// Each button gets a new identifier when it is made, and ``map(_:)`` keeps it. Equality and
  /// hashing ignore it.
  public let id: UUID

  /// What the button sends when it is tapped.
  public let action: ButtonStateAction<Action>

  /// The button's text.
  public let label: TextState

  /// What kind of choice the button offers, or `nil` for an ordinary one.
  public let role: ButtonStateRole?

  init(
    id: UUID,
    action: ButtonStateAction<Action>,
    label: TextState,
    role: ButtonStateRole?
  ) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Creates a button that sends a ``ButtonStateAction``, by default none.
  ///
  /// ```swift
  /// ButtonState(role: .cancel) {
  ///   TextState("Cancel")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What kind of choice the button offers, or `nil` for an ordinary one.
  ///   - action: What the button sends when tapped. `.send(nil)`, the default, sends nothing.
  ///   - label: Returns the button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates a button that sends the given action, the same as passing `.send(action)`.
  ///
  /// ```swift
  /// ButtonState(action: .confirm) {
  ///   TextState("OK")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - role: What kind of choice the button offers, or `nil` for an ordinary one.
  ///   - action: The action the button sends when tapped.
  ///   - label: Returns the button's text.
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Hands the button's action to a closure, for whatever shows the button to call when it is
  /// tapped.
  ///
  /// The closure gets the action, or `nil` for a button that sends none:
  ///
  /// ```swift
  /// button.withAction { action in
  ///   if let action {
  ///     store.send(action)
  ///   }
  /// }
  /// ```
  ///
  /// A button that sends its action with an animation (``ButtonStateAction/send(_:animation:)``)
  /// calls `perform` inside `withAnimation(_:_:)`, so that `store.send` in it sends the action
  /// with the animation.
  ///
  /// - Parameter perform: Called at once with the button's action, or `nil`.
  public func withAction(_ perform: (Action?) -> Void) {
    switch self.action.type {
    case .send(let action):
      perform(action)
    #if !canImport(Darwin)
      case .animatedSend(let action, let animation):
        withAnimation(animation) {
          perform(action)
        }
    #endif
    }
  }

  /// Hands the button's action to an asynchronous closure on the main actor.
  ///
  /// ```swift
  /// await button.withAction { action in
  ///   await model.alertButtonTapped(action)
  /// }
  /// ```
  ///
  /// A button that sends its action with an animation runs `perform` with a transaction of that
  /// animation current (see `Transaction.current`).
  ///
  /// - Parameter perform: Called with the button's action, or `nil`, and awaited.
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    switch self.action.type {
    case .send(let action):
      await perform(action)
    #if !canImport(Darwin)
      case .animatedSend(let action, let animation):
        var transaction = Transaction.current
        transaction.animation = animation
        await Transaction.$_current.withValue(transaction) {
          await perform(action)
        }
    #endif
    }
  }

  /// Turns the button's action into another type, keeping its ``id``, label and role.
  ///
  /// ```swift
  /// let parentButton = childButton.map { $0.map(Parent.Action.child) }
  /// ```
  ///
  /// - Parameter transform: Given the action, or `nil`, returns the new action, or `nil` to send
  ///   none.
  /// - Returns: The same button, sending what `transform` returns.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(
      id: self.id,
      action: self.action.map(transform),
      label: self.label,
      role: self.role
    )
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Whether two buttons have equal actions, labels and roles. Their ``id``s don't count.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes the action, label and role: what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.action)
    hasher.combine(self.label)
    hasher.combine(self.role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role (when there is one), the action and the label, leaving out the ``id``.
  public var customDumpMirror: Mirror {
    var children: [Mirror.Child] = []
    if let role = self.role {
      children.append((label: "role", value: role))
    }
    children.append((label: "action", value: self.action))
    children.append((label: "label", value: self.label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
