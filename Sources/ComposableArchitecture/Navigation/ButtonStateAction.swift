#if !canImport(Darwin)
  import SwiftUI
#endif

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
/// A button can also send its action with an animation, `.send(.deleteConfirmed, animation:
/// .default)`: the button's `withAction(_:)` then hands the action over inside
/// `withAnimation(_:_:)`.
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

  #if !canImport(Darwin)
    /// Sends the given action with an animation when the button is tapped, or nothing if it is
    /// `nil`.
    ///
    /// ```swift
    /// ButtonState(role: .destructive, action: .send(.deleteConfirmed, animation: .default)) {
    ///   TextState("Delete")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - action: The action to send, or `nil` to send none.
    ///   - animation: The animation to send it with, or `nil` for none.
    /// - Returns: A button action that sends `action` in a transaction with `animation`.
    public static func send(_ action: Action?, animation: Animation?) -> Self {
      Self(type: .animatedSend(action, animation: animation))
    }
  #endif

  /// The action the button sends, or `nil` if it sends none.
  public var action: Action? {
    switch self.type {
    case .send(let action):
      return action
    #if !canImport(Darwin)
      case .animatedSend(let action, _):
        return action
    #endif
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
    #if !canImport(Darwin)
      case .animatedSend(let action, let animation):
        return .send(transform(action), animation: animation)
    #endif
    }
  }

  /// The ways a button can send its action.
  ///
  public enum _ActionType {
    /// Sends the action, if there is one, as it is.
    case send(Action?)
    #if !canImport(Darwin)
      /// Sends the action, if there is one, with an animation.
      case animatedSend(Action?, animation: Animation?)
    #endif
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
    #if !canImport(Darwin)
      case .animatedSend(let action, let animation):
        return Mirror(
          self,
          children: [(label: "send", value: (action as Any, animation: animation))],
          displayStyle: .enum
        )
    #endif
    }
  }
}
