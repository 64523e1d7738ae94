/// Whether a confirmation dialog shows its title.
///
/// ```swift
/// ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   // …
/// }
/// ```
public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
  /// The platform decides, as it does for a dialog that doesn't say.
  case automatic

  /// The title is hidden.
  case hidden

  /// The title is shown.
  case visible
}
