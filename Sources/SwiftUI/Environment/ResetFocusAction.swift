/// Moves the focus back to a scope's preferred default (tvOS, macOS and watchOS): SwiftUI's
/// `ResetFocusAction`, read from ``EnvironmentValues/resetFocus``.
///
/// Renderers here have no default focus (``View/prefersDefaultFocus(_:in:)`` is ignored), so
/// calling it does nothing.
///
/// ```swift
/// @Environment(\.resetFocus) var resetFocus
/// @Namespace var namespace
///
/// Button("Reset") { resetFocus(in: namespace) }
/// ```
public struct ResetFocusAction: Sendable {
  /// Resets the focus in a scope (``View/focusScope(_:)``): does nothing here.
  public func callAsFunction(in namespace: Namespace.ID) {}
}

extension EnvironmentValues {
  /// The action that resets the focus in a scope: one that does nothing, here.
  public var resetFocus: ResetFocusAction {
    ResetFocusAction()
  }
}
