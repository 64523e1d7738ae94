import Observation
import TerminalUI

/// The terminal's stand-in for the system alert that asks the user to allow notifications.
///
/// The app's `userNotifications` dependency asks it, and it shows a dialog until the user
/// answers:
///
/// ```swift
/// $0.userNotifications.requestAuthorization = { await prompt.requestAuthorization() }
/// ```
///
/// It is observable, so the screen redraws when the dialog appears, changes or goes away. Like
/// the system's own alert, it belongs to the app, not to the feature's state.
@MainActor
@Observable
public final class PermissionPrompt {
  /// The dialog's buttons.
  public enum Button: Hashable, Sendable {
    /// Denies permission.
    case dontAllow
    /// Grants permission.
    case allow
  }

  /// The name of the app that asks.
  public let appName: String
  /// Whether the dialog shows.
  public private(set) var isPresented = false
  /// The button that Enter presses.
  public private(set) var selectedButton = Button.allow

  @ObservationIgnored
  private var pending: (id: Int, continuation: CheckedContinuation<Bool, Never>)?
  @ObservationIgnored
  private var lastID = 0

  /// Creates a prompt for an app.
  public init(appName: String) {
    self.appName = appName
  }

  /// Shows the dialog and waits for the user's answer.
  ///
  /// A request that is cancelled, or superseded by another request, is answered with `false`.
  ///
  /// - Returns: Whether the user allowed notifications.
  public func requestAuthorization() async -> Bool {
    self.finishPending(isGranted: false)
    self.lastID += 1
    let id = self.lastID
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        self.pending = (id, continuation)
        self.selectedButton = .allow
        self.isPresented = true
      }
    } onCancel: {
      Task { @MainActor in self.finishPending(isGranted: false, id: id) }
    }
  }

  /// Answers the request on screen.
  public func answer(isGranted: Bool) {
    self.finishPending(isGranted: isGranted)
  }

  /// Handles a key while the dialog shows: `y` allows, `n` or Escape doesn't, ←/→ or Tab move
  /// between the buttons, and Enter or Space press the selected one.
  public func handle(_ key: Key) {
    switch key {
    case .character("y"), .character("Y"):
      self.answer(isGranted: true)
    case .character("n"), .character("N"), .escape:
      self.answer(isGranted: false)
    case .left, .right, .tab, .backTab:
      self.selectedButton = self.selectedButton == .allow ? .dontAllow : .allow
    case .enter, .character(" "):
      self.answer(isGranted: self.selectedButton == .allow)
    default:
      break
    }
  }

  /// The dialog's lines, to draw centered over the screen.
  public func render() -> [Line] {
    Dialog(
      title: "“\(self.appName)” Would Like to Send You Notifications",
      message:
        "Notifications may include alerts, sounds and badges. You can turn them off in Settings.",
      buttons: [Dialog.Button("Don't Allow"), Dialog.Button("Allow")],
      selectedButton: self.selectedButton == .dontAllow ? 0 : 1,
      keyHelp: "y allow · n don't allow · ←/→ and Enter"
    )
    .render()
  }

  private func finishPending(isGranted: Bool, id: Int? = nil) {
    guard let pending = self.pending, id == nil || id == pending.id else { return }
    self.pending = nil
    self.isPresented = false
    pending.continuation.resume(returning: isGranted)
  }
}
