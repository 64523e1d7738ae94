/// What kind of choice a ``ButtonState`` offers, which a view can use to style and place it.
///
/// A button without a role is an ordinary choice.
///
/// ```swift
/// ButtonState(role: .destructive, action: .deleteConfirmed) {
///   TextState("Delete")
/// }
/// ```
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  /// The button backs out of the alert or dialog without doing anything else.
  case cancel

  /// The button does something that deletes data or can't be undone.
  case destructive
}
