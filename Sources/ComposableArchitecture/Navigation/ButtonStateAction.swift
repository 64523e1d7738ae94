import CustomDump

/// What a ``ButtonState`` sends when it is tapped: an action, or `nil` for a button that only
/// closes the alert or dialog.
///
/// ```swift
/// ButtonState(action: .send(.deleteConfirmed)) {
///   TextState("Delete")
/// }
/// ```
///
/// > Note: SwiftUI's `send(_:animation:)` is not available: it takes a SwiftUI `Animation`, which
/// > this build has no type for.
public struct ButtonStateAction<Action> {
  /// How the action is sent.
  public let type: _ActionType

  init(type: _ActionType) {
    self.type = type
  }

  /// Sends the given action when the button is tapped, or nothing if it is `nil`.
  ///
  /// ```swift
  /// ButtonState(role: .cancel, action: .send(nil)) {
  ///   TextState("Cancel")
  /// }
  /// ```
  ///
  /// - Parameter action: The action to send, or `nil` to send none.
  /// - Returns: A button action that sends `action`.
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// The action the button sends, or `nil` if it sends none.
  public var action: Action? {
    switch self.type {
    case .send(let action):
      return action
    }
  }

  /// Turns the action into another type, for a parent feature that embeds its child's actions.
  ///
  /// ```swift
  /// let parentAction = childButtonAction.map { $0.map(Parent.Action.child) }
  /// ```
  ///
  /// - Parameter transform: Given the action, or `nil`, returns the new action, or `nil` to send
  ///   none.
  /// - Returns: A button action that sends what `transform` returns, the same way.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch self.type {
    case .send(let action):
      return .send(transform(action))
    }
  }

  /// The ways a button can send its action.
  ///
  /// Only ``send(_:)`` exists in this build. SwiftUI builds also send with an animation.
  public enum _ActionType {
    /// Sends the action, if there is one, as it is.
    case send(Action?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}

extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}

extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as the call that made it: `.send(nil)` for none, and for an action, the action on a
  /// line of its own between `.send(` and `)`, as swift-navigation's dump shows it.
  public var customDumpMirror: Mirror {
    switch self.type {
    case .send(let action):
      return Mirror(self, children: [(label: "send", value: action as Any)], displayStyle: .enum)
    }
  }
}
