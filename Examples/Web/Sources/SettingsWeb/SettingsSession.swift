import ComposableArchitecture
import Foundation
import RemotePageServer
import WebSettingsFeature

/// One page's Settings screen on the server: a store of the feature, fed by the page's messages
/// and followed with `observe { }` to tell the page what changed.
///
/// The server makes one session per WebSocket connection; ``receive(_:)`` takes the page's text
/// messages and `send` (given at creation) carries the session's messages to the page, in order:
///
/// ```swift
/// let session = SettingsSession { text in outgoing.yield(text) }
/// session.start()                 // sends every field and status once
/// session.receive(#"{"field":"displayName","value":"Blob","seq":1}"#)
/// session.stop()
/// ```
///
/// What the page may change is ``Settings/remoteBindings``: a binding message for another field,
/// with a value of the wrong type, malformed or too large is answered with a refusal and changes
/// nothing. Every binding message is answered, by the field's value tagged with the message's
/// `seq`, or by a refusal with it. Besides those answers the session sends a field only when its
/// value changed (tagged with the `seq` of the page's last message for the field, so that the
/// page can tell an answer to an old message from news), and the state the page shows beside the
/// fields (``PageMessage``) when it changed.
@MainActor
public final class SettingsSession: RemoteSessionProtocol {
  /// The store of the Settings feature that the page edits.
  public let store: StoreOf<Settings>
  /// The permission requests the page answers.
  public let permissions: PermissionRequests

  private let bindings = Settings.remoteBindings
  private let send: @MainActor (String) -> Void
  private var tokens: [ObserveToken] = []
  /// The `seq` of the page's last message for each field.
  private var sequences: [String: Int] = [:]
  /// What was last sent for each field and each kind of page message, so as to send only changes.
  private var lastSent: [String: String] = [:]
  /// The fields sent while a binding message is handled: its field needs no other answer.
  private var fieldsSent: Set<String> = []
  private var isStopped = false

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
    self.send = send
    // Each page is a session of its own: its digest is kept in memory, not in the file the
    // terminal app keeps it in.
    let initialState = withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      Settings.State()
    }
    self.store = Store(initialState: initialState) {
      Settings()
    } withDependencies: {
      $0.userNotifications.requestAuthorization = {
        await permissions.requestAuthorization()
      }
      dependencies(&$0)
    }
  }

  /// Starts following the store: sends every field and every status to the page once, then
  /// again whenever it changes.
  public func start() {
    guard self.tokens.isEmpty, !self.isStopped else { return }
    for field in self.bindings.fields {
      self.tokens.append(observe { [weak self] in self?.sendField(field) })
    }
    self.tokens.append(
      observe { [weak self] in
        guard let self else { return }
        self.sendPageMessage(
          .displayNameStatus(
            DisplayNameStatus(
              problem: self.store.displayNameProblem,
              availability: self.store.displayNameAvailability
            )
          )
        )
      }
    )
    self.tokens.append(
      observe { [weak self] in
        guard let self else { return }
        self.sendPageMessage(
          .notificationsStatus(
            NotificationsStatus(
              isLoading: self.store.isLoading,
              isPermissionDenied: self.store.isNotificationPermissionDenied
            )
          )
        )
      }
    )
    self.tokens.append(
      observe { [weak self] in
        guard let self else { return }
        self.sendPageMessage(.alert(self.store.alert.map(PageAlert.init)))
      }
    )
    self.tokens.append(
      observe { [weak self] in
        guard let self else { return }
        self.sendPageMessage(
          .permissionPrompt(self.permissions.pendingID.map { PermissionPromptContent(id: $0) })
        )
      }
    )
  }

  /// Stops following the store and answers a waiting permission request with "don't allow".
  /// The page is sent nothing more.
  public func stop() {
    self.isStopped = true
    for token in self.tokens {
      token.cancel()
    }
    self.tokens = []
    self.permissions.cancelAll()
  }

  /// Handles a text message from the page: a binding message, or a ``PageRequest``.
  ///
  /// A message that can't be used is answered with a refusal (`{"error": …}`) and changes
  /// nothing.
  public func receive(_ text: String) {
    guard !self.isStopped else { return }
    let message = Data(text.utf8)
    guard message.count <= self.bindings.maximumMessageSize else {
      self.refuse(.messageTooLarge(size: message.count, limit: self.bindings.maximumMessageSize))
      return
    }
    do {
      if let request = try PageRequest.decode(message) {
        self.handle(request)
        return
      }
    } catch {
      self.refuse(error)
      return
    }
    let binding: RemoteBindingMessage<Settings.State>
    do {
      binding = try self.bindings.decode(message)
    } catch {
      self.refuse(error, sequence: Self.sequence(of: message))
      return
    }
    self.apply(binding)
  }

  /// Refuses a binary message: the protocol is text.
  public func receiveBinary(size: Int) {
    guard !self.isStopped else { return }
    self.refuse(.malformed("binary messages (\(size) bytes) aren't accepted; send JSON text"))
  }

  private func apply(_ message: RemoteBindingMessage<Settings.State>) {
    if let sequence = message.sequence {
      self.sequences[message.field] = sequence
    }
    self.fieldsSent = []
    self.store.send(.binding(message.action))
    // The field's observation sent it if it changed. If it didn't (an equal value, or a write the
    // reducer undid), the page still gets its answer: the value, with the message's `seq`.
    if !self.fieldsSent.contains(message.field), let field = self.bindings[message.field] {
      self.sendField(field, evenIfUnchanged: true)
    }
  }

  private func handle(_ request: PageRequest) {
    switch request {
    case let .permissionAnswer(id, isGranted):
      // An answer to a request that is no longer waiting (it was cancelled) is ignored.
      self.permissions.answer(id: id, isGranted: isGranted)

    case let .alertButton(alertID, buttonID):
      guard let alert = self.store.alert, alert.id == alertID,
        let button = alert.buttons.first(where: { $0.id == buttonID })
      else { return }  // An answer to an alert that is gone.
      let presented = Bindable(self.store).scope(state: \.alert, action: \.alert)
      button.withAction { action in
        if let action {
          presented.wrappedValue?.send(action)
        } else {
          // A button without an action, like Cancel, only closes the alert.
          presented.wrappedValue = nil
        }
      }

    case let .alertDismiss(alertID):
      guard self.store.alert?.id == alertID else { return }
      Bindable(self.store).scope(state: \.alert, action: \.alert).wrappedValue = nil
    }
  }

  private func sendField(_ field: RemoteBindingField<Settings.State>, evenIfUnchanged: Bool = false) {
    let update = String(
      decoding: self.bindings.update(
        field,
        in: self.store.state,
        sequence: self.sequences[field.name]
      ),
      as: UTF8.self
    )
    guard evenIfUnchanged || self.lastSent[field.name] != update else { return }
    self.lastSent[field.name] = update
    self.fieldsSent.insert(field.name)
    self.emit(update)
  }

  private func sendPageMessage(_ message: PageMessage) {
    let key: String
    switch message {
    case .displayNameStatus: key = "type:displayNameStatus"
    case .notificationsStatus: key = "type:notificationsStatus"
    case .permissionPrompt: key = "type:permissionPrompt"
    case .alert: key = "type:alert"
    }
    let text = message.encoded()
    guard self.lastSent[key] != text else { return }
    self.lastSent[key] = text
    self.emit(text)
  }

  private func refuse(_ error: RemoteBindingError, sequence: Int? = nil) {
    self.emit(String(decoding: self.bindings.refusal(error, sequence: sequence), as: UTF8.self))
  }

  private func emit(_ text: String) {
    guard !self.isStopped else { return }
    self.send(text)
  }

  /// The `seq` of a refused binding message, if it has a whole number one, so that the refusal
  /// names the message it answers.
  private static func sequence(of message: Data) -> Int? {
    struct Sequence: Decodable {
      let seq: Int?
    }
    return (try? JSONDecoder().decode(Sequence.self, from: message))?.seq
  }
}
