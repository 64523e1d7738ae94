import ComposableArchitecture
import Foundation
import WebSettingsFeature

// What the Settings page shows beside its fields, and the typed requests of its first version.
//
// The page talks to a `RemoteSession` of the library (see `RemoteFeature`): field values, read-only
// values, actions and refusals in the library's format:
//
//   page → server  {"field":"displayName","value":"Blob","seq":7}
//   server → page  {"field":"displayName","value":"Blob","seq":7}
//   server → page  {"field":"displayNameStatus","value":{"kind":"available","text":"✓ Available."}}
//   server → page  {"field":"notificationsStatus","value":{"isLoading":true,"isPermissionDenied":false}}
//   server → page  {"field":"alert","value":{"id":"…","title":"…","message":"…","buttons":[…]}}
//   server → page  {"field":"permissionPrompt","value":{"id":3,"title":"…","message":"…"}}
//   page → server  {"action":"alert.confirmTurnOff","seq":8}
//   page → server  {"action":"permission.allow","seq":9}
//   server → page  {"error":"The field \"isLoading\" can't be set by a client.","field":"isLoading","seq":8}
//
// The first version's typed requests are still accepted (`PageRequest`):
//
//   page → server  {"type":"permissionAnswer","id":3,"granted":true}
//   page → server  {"type":"alertButton","alert":"<alert id>","button":"<button id>"}
//   page → server  {"type":"alertDismiss","alert":"<alert id>"}

/// The line shown under the display name.
public struct DisplayNameStatus: Encodable, Equatable, Sendable {
  /// What the line says, for the page to style it.
  public enum Kind: String, Encodable, Sendable {
    /// The name was never edited: the line says which characters are allowed.
    case hint
    /// The name can't be used (``WebSettingsFeature/DisplayNameProblem``).
    case problem
    /// The service is being asked.
    case checking
    /// Nobody uses the name.
    case available
    /// Somebody uses the name.
    case taken
    /// The service couldn't be reached.
    case unknown
  }

  /// What the line says.
  public var kind: Kind
  /// The line's text, as the terminal app shows it.
  public var text: String

  /// The line for a display name's problem and availability, as the feature's state has them.
  public init(problem: DisplayNameProblem?, availability: DisplayNameAvailability?) {
    if let problem {
      self.kind = .problem
      self.text = "✗ " + problem.message
      return
    }
    switch availability {
    case .checking:
      self.kind = .checking
      self.text = "… " + DisplayNameAvailability.checking.message
    case .available:
      self.kind = .available
      self.text = "✓ " + DisplayNameAvailability.available.message
    case .taken:
      self.kind = .taken
      self.text = "✗ " + DisplayNameAvailability.taken.message
    case .unknown:
      self.kind = .unknown
      self.text = "? " + DisplayNameAvailability.unknown.message
    case nil:
      self.kind = .hint
      self.text = "Letters, digits, spaces and . _ - '"
    }
  }
}

/// Whether permission to send notifications is being asked for, or was denied.
public struct NotificationsStatus: Encodable, Equatable, Sendable {
  /// Whether permission is being asked for (the feature's `isLoading`).
  public var isLoading: Bool
  /// Whether the last request was denied.
  public var isPermissionDenied: Bool

  /// Creates a status.
  public init(isLoading: Bool, isPermissionDenied: Bool) {
    self.isLoading = isLoading
    self.isPermissionDenied = isPermissionDenied
  }
}

/// The dialog that asks the person at the page to allow notifications.
public struct PermissionPromptContent: Equatable, Encodable, Sendable {
  /// The request the answer is for: the page sends it back in its `permissionAnswer`.
  public var id: Int
  /// The dialog's title.
  public var title: String
  /// The dialog's text.
  public var message: String

  /// The dialog for a request.
  public init(id: Int, appName: String = "Settings") {
    self.id = id
    self.title = "“\(appName)” Would Like to Send You Notifications"
    self.message =
      "Notifications may include alerts, sounds and badges. You can turn them off in Settings."
  }
}

/// An alert of the feature, as the page shows it.
public struct PageAlert: Equatable, Encodable, Sendable {
  /// A button of the alert.
  public struct Button: Equatable, Encodable, Sendable {
    /// The button's identifier (its `ButtonState`'s), which the page sends back when pressed.
    public var id: String
    /// The button's text.
    public var label: String
    /// `"cancel"`, `"destructive"`, or `nil` for an ordinary button.
    public var role: String?
  }

  /// The alert's identifier (its `AlertState`'s): the page names it when it answers, so that an
  /// answer to an alert that is gone isn't taken for one to the alert shown now.
  public var id: String
  /// The alert's title.
  public var title: String
  /// The text under the title.
  public var message: String?
  /// The buttons, in order.
  public var buttons: [Button]

  /// The page's form of an alert.
  public init<Action>(_ alert: AlertState<Action>) {
    self.id = alert.id.uuidString
    self.title = String(state: alert.title)
    self.message = alert.message.map { String(state: $0) }
    self.buttons = alert.buttons.map { button in
      let role: String? =
        switch button.role {
        case .cancel: "cancel"
        case .destructive: "destructive"
        case nil: nil
        }
      return Button(id: button.id.uuidString, label: String(state: button.label), role: role)
    }
  }
}

/// A message from the page that isn't a binding message: an answer to a dialog.
public enum PageRequest: Equatable, Sendable {
  /// The `"type"`s of the requests.
  public static let types = ["permissionAnswer", "alertButton", "alertDismiss"]

  /// The answer to the permission dialog of request `id`.
  case permissionAnswer(id: Int, isGranted: Bool)
  /// A button of the alert `alertID` was pressed.
  case alertButton(alertID: UUID, buttonID: UUID)
  /// The alert `alertID` was dismissed without pressing a button (Escape).
  case alertDismiss(alertID: UUID)

  /// Decodes a message from the page that has a `"type"`.
  ///
  /// - Parameter message: The message's JSON text.
  /// - Returns: The request, or `nil` when the message is not a JSON object with a string
  ///   `"type"`: then it is a binding message, for ``ComposableArchitecture/RemoteBindings`` to
  ///   decode.
  /// - Throws: `RemoteBindingError.malformed` for an unknown type, or a known type without its
  ///   members.
  public static func decode(_ message: Data) throws(RemoteBindingError) -> PageRequest? {
    let decoder = JSONDecoder()
    guard let envelope = try? decoder.decode(Envelope.self, from: message),
      let type = envelope.type
    else { return nil }
    switch type {
    case "permissionAnswer":
      guard let answer = try? decoder.decode(PermissionAnswer.self, from: message) else {
        throw .malformed(#"a "permissionAnswer" needs a whole number "id" and true or false "granted""#)
      }
      return .permissionAnswer(id: answer.id, isGranted: answer.granted)
    case "alertButton":
      guard let pressed = try? decoder.decode(AlertButton.self, from: message),
        let alertID = UUID(uuidString: pressed.alert),
        let buttonID = UUID(uuidString: pressed.button)
      else {
        throw .malformed(#"an "alertButton" needs the "alert" and "button" identifiers"#)
      }
      return .alertButton(alertID: alertID, buttonID: buttonID)
    case "alertDismiss":
      guard let dismissal = try? decoder.decode(AlertDismissal.self, from: message),
        let alertID = UUID(uuidString: dismissal.alert)
      else {
        throw .malformed(#"an "alertDismiss" needs the "alert" identifier"#)
      }
      return .alertDismiss(alertID: alertID)
    default:
      throw .malformed("there is no message type \(shortQuoted(type))")
    }
  }

  private struct Envelope: Decodable {
    let type: String?
  }

  private struct PermissionAnswer: Decodable {
    let id: Int
    let granted: Bool
  }

  private struct AlertButton: Decodable {
    let alert: String
    let button: String
  }

  private struct AlertDismissal: Decodable {
    let alert: String
  }
}

/// A string from a client in quotes, cut to a length that fits in an error message.
private func shortQuoted(_ string: String) -> String {
  let limit = 40
  return string.count <= limit ? "\"\(string)\"" : "\"\(string.prefix(limit))…\""
}
