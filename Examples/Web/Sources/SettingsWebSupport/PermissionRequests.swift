import Observation

/// The web page's stand-in for the system alert that asks the user to allow notifications: the
/// connection's `userNotifications` dependency asks it, the page shows a dialog, and the page's
/// answer resumes the request.
///
/// ```swift
/// $0.userNotifications.requestAuthorization = { await permissions.requestAuthorization() }
/// ```
///
/// It is observable: the connection follows ``pendingID`` with `observe { }` and tells the page
/// to show or hide the dialog. Like the terminal app's prompt, it belongs to the connection, not
/// to the feature's state.
@MainActor
@Observable
public final class PermissionRequests {
  /// The request waiting for the page's answer, or `nil` when none is.
  public private(set) var pendingID: Int?

  @ObservationIgnored
  private var continuation: CheckedContinuation<Bool, Never>?
  @ObservationIgnored
  private var lastID = 0

  /// Creates the requests of one connection.
  public init() {}

  /// Asks the page, and waits for its answer.
  ///
  /// A request that is cancelled, superseded by another one, or still waiting when the
  /// connection ends (``cancelAll()``) is answered with `false`.
  ///
  /// - Returns: Whether the user allowed notifications.
  public func requestAuthorization() async -> Bool {
    self.finish(isGranted: false)
    self.lastID += 1
    let id = self.lastID
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        self.continuation = continuation
        self.pendingID = id
      }
    } onCancel: {
      Task { @MainActor in self.finish(isGranted: false, id: id) }
    }
  }

  /// Answers a request with the page's answer.
  ///
  /// - Parameters:
  ///   - id: The request the page answers.
  ///   - isGranted: Whether the user allowed notifications.
  /// - Returns: Whether the request was waiting; `false` for an answer to a request that is no
  ///   longer waiting, which is ignored.
  @discardableResult
  public func answer(id: Int, isGranted: Bool) -> Bool {
    guard self.pendingID == id else { return false }
    self.finish(isGranted: isGranted, id: id)
    return true
  }

  /// Answers the waiting request, if any, with `false`: the page went away.
  public func cancelAll() {
    self.finish(isGranted: false)
  }

  private func finish(isGranted: Bool, id: Int? = nil) {
    guard let continuation = self.continuation, id == nil || id == self.pendingID else { return }
    self.continuation = nil
    self.pendingID = nil
    continuation.resume(returning: isGranted)
  }
}
