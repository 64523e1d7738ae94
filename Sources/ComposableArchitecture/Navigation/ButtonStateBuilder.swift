/// Builds the list of buttons of an alert or confirmation dialog from the buttons written in a
/// closure, one per line.
///
/// The `actions` closures of ``AlertState`` and ``ConfirmationDialogState`` use it. Besides plain
/// buttons they accept `if`, `if`/`else`, `switch`, `for` loops and `if #available`:
///
/// ```swift
/// ConfirmationDialogState {
///   TextState("Share")
/// } actions: {
///   for contact in state.favorites {
///     ButtonState(action: .share(contact.id)) {
///       TextState(contact.name)
///     }
///   }
///   if state.canCopyLink {
///     ButtonState(action: .copyLink) {
///       TextState("Copy link")
///     }
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Makes a one-button list of a button written on its own line.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// Puts the buttons of each line of a closure together, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Puts the buttons that each pass of a `for` loop made together, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Keeps the buttons of an `if` without an `else` when its condition holds, and none otherwise.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// Keeps the buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(
    first component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// Keeps the buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(
    second component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// Keeps the buttons of an `if #available` branch.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
