import ComposableArchitecture
import Foundation
import SettingsWebSupport
import WebSettingsFeature

/// One page's Settings screen on the server: a `RemoteSession` of a store of the feature of its
/// own (``Settings/remoteFeature``), and the permission requests the page answers.
///
/// Besides the feature, the session gives the page what the server owns:
///
/// - `permissionPrompt`: the permission dialog to show (``PermissionPromptContent``), or `null`;
/// - actions `permission.allow` and `permission.deny`, which answer the waiting request (and do
///   nothing when none waits);
/// - the typed messages of the page's first version, `{"type": "permissionAnswer", …}`,
///   `alertButton` and `alertDismiss` (``PageRequest``), so that its clients keep working.
///
/// ```swift
/// let session = SettingsPageSession { text in outgoing.yield(text) }
/// session.start()                 // sends every field and status once
/// session.receive(#"{"field":"displayName","value":"Blob","seq":1}"#)
/// session.stop()
/// ```
@MainActor
public final class SettingsPageSession: RemoteSessionProtocol {
  /// The session of the feature.
  public let session: RemoteSession<Settings.State, Settings.Action>
  /// The permission requests the page answers.
  public let permissions: PermissionRequests

  /// The store of the Settings feature that the page edits.
  public var store: StoreOf<Settings> { self.session.store }

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - dependencies: Changes to the store's dependencies, after the session's own:
  ///     `userNotifications` asks the page, through ``permissions``.
  ///   - send: Sends a text message to the page.
  public init(
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in },
    send: @escaping @MainActor (String) -> Void
  ) {
    let permissions = PermissionRequests()
    self.permissions = permissions
    // Each page is a session of its own: its digest is kept in memory, not in the file the
    // terminal app keeps it in.
    let initialState = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Settings.State()
    }
    let store = Store(initialState: initialState) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = {
        await permissions.requestAuthorization()
      }
      dependencies(&$0)
    }
    let session = RemoteSession(store: store, feature: Settings.remoteFeature, send: send)
    self.session = session

    session.publish("permissionPrompt") {
      permissions.pendingID.map { PermissionPromptContent(id: $0) }
    }
    session.handle(action: "permission.allow") { value throws(RemoteBindingError) in
      try Self.answerPermission("permission.allow", value, isGranted: true, permissions)
    }
    session.handle(action: "permission.deny") { value throws(RemoteBindingError) in
      try Self.answerPermission("permission.deny", value, isGranted: false, permissions)
    }
    for type in PageRequest.types {
      session.handle(type: type) { [weak store] message throws(RemoteBindingError) in
        guard let store, let request = try PageRequest.decode(message) else { return }
        Self.handle(request, store: store, permissions: permissions)
      }
    }
  }

  /// Sends every field and status to the page once, then again whenever it changes.
  public func start() {
    self.session.start()
  }

  /// Handles a text message from the page: a binding message, an action, or a ``PageRequest``.
  ///
  /// - Parameter text: The message.
  public func receive(_ text: String) {
    self.session.receive(text)
  }

  /// Refuses a binary message: the protocol is text.
  ///
  /// - Parameter size: The message's size in bytes.
  public func receiveBinary(size: Int) {
    self.session.receiveBinary(size: size)
  }

  /// Stops following the store and answers a waiting permission request with "don't allow".
  /// The page is sent nothing more.
  public func stop() {
    self.session.stop()
    self.permissions.cancelAll()
  }

  /// Answers the waiting permission request. The page names the request its dialog showed (the
  /// action's value, the prompt's `id`), so that a click on a dialog that was replaced meanwhile
  /// doesn't answer the new one; without a value, the waiting request is answered.
  private static func answerPermission(
    _ action: String,
    _ value: Data?,
    isGranted: Bool,
    _ permissions: PermissionRequests
  ) throws(RemoteBindingError) {
    guard let waiting = permissions.pendingID else { return }
    guard let value, value != Data("null".utf8) else {
      permissions.answer(id: waiting, isGranted: isGranted)
      return
    }
    guard let id = try? JSONDecoder().decode(Int.self, from: value) else {
      throw .wrongType(field: action, expected: "the id of the permission prompt, a whole number")
    }
    // An answer to a request that is no longer waiting is ignored.
    permissions.answer(id: id, isGranted: isGranted)
  }

  private static func handle(
    _ request: PageRequest,
    store: StoreOf<Settings>,
    permissions: PermissionRequests
  ) {
    switch request {
    case let .permissionAnswer(id, isGranted):
      // An answer to a request that is no longer waiting (it was cancelled) is ignored.
      permissions.answer(id: id, isGranted: isGranted)

    case let .alertButton(alertID, buttonID):
      guard let alert = store.alert, alert.id == alertID,
        let button = alert.buttons.first(where: { $0.id == buttonID })
      else { return }  // An answer to an alert that is gone.
      let presented = Bindable(store).scope(state: \.alert, action: \.alert)
      button.withAction { action in
        if let action {
          presented.wrappedValue?.send(action)
        } else {
          // A button without an action, like Cancel, only closes the alert.
          presented.wrappedValue = nil
        }
      }

    case let .alertDismiss(alertID):
      guard store.alert?.id == alertID else { return }
      Bindable(store).scope(state: \.alert, action: \.alert).wrappedValue = nil
    }
  }
}
