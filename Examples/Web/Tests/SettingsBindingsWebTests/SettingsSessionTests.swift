import ComposableArchitecture
import SettingsWebSupport
import Foundation
import WebSettingsFeature
import SettingsBindingsWeb
import Testing

/// The messages a session sent to its page, as JSON objects.
@MainActor
final class PageOutbox {
  private(set) var texts: [String] = []

  func append(_ text: String) {
    self.texts.append(text)
  }

  var messages: [[String: Any]] {
    self.texts.compactMap { text in
      (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
  }

  /// Forgets what was sent so far.
  func clear() {
    self.texts = []
  }

  /// The updates of a field, as (value, seq).
  func updates(of field: String) -> [(value: Any, seq: Int?)] {
    self.messages.compactMap { message in
      guard message["field"] as? String == field, message["error"] == nil,
        let value = message["value"]
      else { return nil }
      return (value, message["seq"] as? Int)
    }
  }

  /// The values sent for a read-only field, such as `displayNameStatus`, as JSON objects
  /// (`nil` for `null`).
  func objects(of field: String) -> [[String: Any]?] {
    self.updates(of: field).map { $0.value as? [String: Any] }
  }

  /// The refusals' texts.
  var errors: [String] {
    self.messages.compactMap { $0["error"] as? String }
  }
}

/// Waits, boundedly, for effects running on other tasks to change what `condition` reads.
@MainActor
func waitUntil(
  timeout: Duration = .seconds(5),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out waiting for a condition", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

@MainActor
struct SettingsSessionTests {
  private func makeSession(
    isAvailable: @escaping @Sendable (String) async throws -> Bool = { _ in true }
  ) -> (SettingsPageSession, PageOutbox) {
    let outbox = PageOutbox()
    let session = SettingsPageSession { dependencies in
      dependencies.continuousClock = ImmediateClock()
      dependencies.displayNameClient.isAvailable = isAvailable
    } send: { text in
      outbox.append(text)
    }
    return (session, outbox)
  }

  @Test func startSendsEveryFieldAndStatusOnce() {
    let (session, outbox) = self.makeSession()
    session.start()
    #expect(
      outbox.texts == [
        #"{"field":"displayName","value":""}"#,
        #"{"field":"protectMyPosts","value":false}"#,
        #"{"field":"enableNotifications","value":false}"#,
        #"{"field":"sendMobileNotifications","value":false}"#,
        #"{"field":"sendEmailNotifications","value":false}"#,
        #"{"field":"digest","value":"daily"}"#,
        #"{"field":"displayNameStatus","value":{"kind":"hint","text":"Letters, digits, spaces and . _ - '"}}"#,
        #"{"field":"notificationsStatus","value":{"isLoading":false,"isPermissionDenied":false}}"#,
        #"{"field":"alert","value":null}"#,
        #"{"field":"permissionPrompt","value":null}"#,
      ]
    )
    session.stop()
  }

  @Test func aBindingMessageSetsItsFieldAndIsAnsweredWithItsSequence() {
    let (session, outbox) = self.makeSession()
    session.start()
    outbox.clear()

    session.receive(#"{"field":"protectMyPosts","value":true,"seq":4}"#)
    #expect(session.store.protectMyPosts)
    #expect(outbox.texts == [#"{"field":"protectMyPosts","value":true,"seq":4}"#])

    // Only what changed is sent: the display name's problem comes with it.
    outbox.clear()
    session.receive(#"{"field":"displayName","value":"Bo","seq":5}"#)
    #expect(
      outbox.texts == [
        #"{"field":"displayName","value":"Bo","seq":5}"#,
        #"{"field":"displayNameStatus","value":{"kind":"problem","text":"✗ Use at least 3 characters."}}"#,
      ]
    )
    session.stop()
  }

  @Test func aMessageThatChangesNothingIsAnsweredToo() {
    let (session, outbox) = self.makeSession()
    session.start()
    session.receive(#"{"field":"digest","value":"weekly","seq":1}"#)
    outbox.clear()

    session.receive(#"{"field":"digest","value":"weekly","seq":2}"#)
    #expect(outbox.texts == [#"{"field":"digest","value":"weekly","seq":2}"#])

    // The reducer cleans the name up: the answer carries what the store has.
    outbox.clear()
    session.receive(#"{"field":"displayName","value":"   Blob","seq":3}"#)
    #expect(outbox.updates(of: "displayName").map(\.seq) == [3])
    #expect(outbox.updates(of: "displayName").first?.value as? String == "Blob")
    session.stop()
  }

  @Test(
    arguments: [
      (
        #"{"field":"isLoading","value":true,"seq":9}"#,
        #"{"error":"The field \"isLoading\" can't be set by a client.","field":"isLoading","seq":9}"#
      ),
      (
        #"{"field":"displayNameAvailability","value":"available"}"#,
        #"{"error":"The field \"displayNameAvailability\" can't be set by a client.","field":"displayNameAvailability"}"#
      ),
      (
        #"{"field":"protectMyPosts","value":"yes","seq":3}"#,
        #"{"error":"The value of \"protectMyPosts\" must be true or false.","field":"protectMyPosts","seq":3}"#
      ),
      (
        #"{"field":"digest","value":"hourly"}"#,
        #"{"error":"The value of \"digest\" must be one of \"daily\", \"weekly\", \"off\".","field":"digest"}"#
      ),
      (
        #"{"field":"password","value":"x"}"#,
        #"{"error":"There is no field named \"password\".","field":"password"}"#
      ),
      (
        "not json",
        #"{"error":"The message is malformed: expected a JSON object with a \"field\" name, a \"value\" and an optional number \"seq\", or an \"action\" name."}"#
      ),
      (
        #"{"type":"launchMissiles"}"#,
        #"{"error":"The message is malformed: there is no message type \"launchMissiles\"."}"#
      ),
      (
        #"{"type":"permissionAnswer","id":"one","granted":true}"#,
        #"{"error":"The message is malformed: a \"permissionAnswer\" needs a whole number \"id\" and true or false \"granted\"."}"#
      ),
      (
        #"{"type":"alertButton","alert":"not-an-id","button":"x"}"#,
        #"{"error":"The message is malformed: an \"alertButton\" needs the \"alert\" and \"button\" identifiers."}"#
      ),
    ]
  )
  func aBadMessageIsRefusedAndChangesNothing(message: String, refusal: String) {
    let (session, outbox) = self.makeSession()
    session.start()
    let before = session.store.state
    outbox.clear()

    session.receive(message)
    #expect(outbox.texts == [refusal])
    #expect(session.store.state == before)
    session.stop()
  }

  @Test func aMessageLargerThanTheBindingsLimitIsRefused() {
    let (session, outbox) = self.makeSession()
    session.start()
    let before = session.store.state
    outbox.clear()

    let name = String(repeating: "a", count: 5_000)
    session.receive(#"{"field":"displayName","value":"\#(name)","seq":1}"#)
    #expect(outbox.errors == ["The message is 5042 bytes long; at most 4096 are accepted."])
    #expect(session.store.state == before)
    session.stop()
  }

  @Test func binaryMessagesAreRefused() {
    let (session, outbox) = self.makeSession()
    session.start()
    outbox.clear()
    session.receiveBinary(size: 12)
    #expect(
      outbox.errors == [
        "The message is malformed: binary messages (12 bytes) aren't accepted; send JSON text."
      ]
    )
    session.stop()
  }

  @Test func changesMadeByTheServerCarryTheFieldsLastSequence() async {
    let (session, outbox) = self.makeSession()
    session.start()
    session.receive(#"{"field":"displayName","value":"Blobby","seq":1}"#)
    // The availability check answers later, by itself.
    await waitUntil {
      outbox.objects(of: "displayNameStatus").last??["kind"] as? String == "available"
    }
    #expect(
      outbox.objects(of: "displayNameStatus").compactMap { $0?["kind"] as? String }
        == ["hint", "checking", "available"]
    )
    // Changed by the server, the status carries no seq: the page never sends it.
    #expect(outbox.updates(of: "displayNameStatus").allSatisfy { $0.seq == nil })
    session.stop()
  }

  @Test func thePageAnswersThePermissionRequest() async {
    let (session, outbox) = self.makeSession()
    session.start()
    outbox.clear()

    session.receive(#"{"field":"enableNotifications","value":true,"seq":1}"#)
    #expect(session.store.isLoading)
    await waitUntil { session.permissions.pendingID != nil }
    await waitUntil { !outbox.objects(of: "permissionPrompt").isEmpty }
    let prompt = outbox.objects(of: "permissionPrompt").last ?? nil
    let id = prompt?["id"] as? Int
    #expect(id != nil)
    #expect(prompt?["title"] as? String == "“Settings” Would Like to Send You Notifications")

    // An answer to another request is ignored.
    session.receive(#"{"type":"permissionAnswer","id":999,"granted":true}"#)
    #expect(session.store.isLoading)

    session.receive(#"{"type":"permissionAnswer","id":\#(id ?? -1),"granted":true}"#)
    await waitUntil { !session.store.isLoading }
    #expect(session.store.enableNotifications)
    await waitUntil {
      outbox.updates(of: "permissionPrompt").last?.value is NSNull
    }
    #expect(
      outbox.objects(of: "notificationsStatus").compactMap { $0?["isLoading"] as? Bool }
        == [true, false]
    )
    session.stop()
  }

  @Test func aDeniedPermissionTurnsNotificationsBackOff() async {
    let (session, outbox) = self.makeSession()
    session.start()
    session.receive(#"{"field":"enableNotifications","value":true,"seq":1}"#)
    await waitUntil { session.permissions.pendingID != nil }
    let id = session.permissions.pendingID ?? -1

    session.receive(#"{"type":"permissionAnswer","id":\#(id),"granted":false}"#)
    await waitUntil { !session.store.isLoading }
    #expect(!session.store.enableNotifications)
    #expect(session.store.isNotificationPermissionDenied)
    // The page is told, with the seq of its last message for the field.
    let last = outbox.updates(of: "enableNotifications").last
    #expect(last?.value as? Bool == false)
    #expect(last?.seq == 1)
    session.stop()
  }

  @Test func stoppingAnswersAWaitingRequestWithNo() async {
    let (session, outbox) = self.makeSession()
    session.start()
    session.receive(#"{"field":"enableNotifications","value":true,"seq":1}"#)
    await waitUntil { session.permissions.pendingID != nil }
    outbox.clear()

    session.stop()
    #expect(session.permissions.pendingID == nil)
    await waitUntil { !session.store.isLoading }
    // Nothing more is sent to a page that went away.
    session.receive(#"{"field":"protectMyPosts","value":true,"seq":2}"#)
    #expect(outbox.texts == [])
  }

  private func alertAfterTurningNotificationsOff() -> (SettingsPageSession, PageOutbox, [String: Any]) {
    let (session, outbox) = self.makeSession()
    session.start()
    session.store.send(.notificationAuthorizationResponse(true))
    session.receive(#"{"field":"enableNotifications","value":true,"seq":1}"#)
    session.store.send(.notificationAuthorizationResponse(true))
    session.receive(#"{"field":"sendMobileNotifications","value":true,"seq":2}"#)
    outbox.clear()
    session.receive(#"{"field":"enableNotifications","value":false,"seq":3}"#)
    let alert = (outbox.objects(of: "alert").last ?? nil) ?? [:]
    return (session, outbox, alert)
  }

  @Test func turningNotificationsOffWithAChannelOnShowsTheAlert() {
    let (session, outbox, alert) = self.alertAfterTurningNotificationsOff()
    // The toggle stays on, and the page is told so in the answer to its message.
    #expect(session.store.enableNotifications)
    #expect(outbox.updates(of: "enableNotifications").map(\.seq) == [3])
    #expect(outbox.updates(of: "enableNotifications").first?.value as? Bool == true)
    #expect(alert["title"] as? String == "Turn off all notifications?")
    #expect(alert["message"] as? String == "Mobile and email notifications will both be turned off.")
    let buttons = alert["buttons"] as? [[String: Any]] ?? []
    #expect(buttons.compactMap { $0["label"] as? String } == ["Turn Off", "Cancel"])
    #expect(buttons.compactMap { $0["role"] as? String } == ["destructive", "cancel"])
    session.stop()
  }

  @Test func theAlertsTurnOffButtonTurnsEverythingOff() {
    let (session, outbox, alert) = self.alertAfterTurningNotificationsOff()
    let alertID = alert["id"] as? String ?? ""
    let buttons = alert["buttons"] as? [[String: Any]] ?? []
    let turnOff = buttons.first { $0["role"] as? String == "destructive" }?["id"] as? String ?? ""
    outbox.clear()

    session.receive(#"{"type":"alertButton","alert":"\#(alertID)","button":"\#(turnOff)"}"#)
    #expect(session.store.alert == nil)
    #expect(!session.store.enableNotifications)
    #expect(!session.store.sendMobileNotifications)
    #expect(outbox.updates(of: "alert").last?.value is NSNull)
    // Changed by the server, each field carries the page's last seq for it.
    #expect(outbox.updates(of: "enableNotifications").map(\.seq) == [3])
    #expect(outbox.updates(of: "sendMobileNotifications").map(\.seq) == [2])
    session.stop()
  }

  @Test func theAlertsCancelButtonAndDismissalChangeNothing() {
    let (session, _, alert) = self.alertAfterTurningNotificationsOff()
    let alertID = alert["id"] as? String ?? ""
    let buttons = alert["buttons"] as? [[String: Any]] ?? []
    let cancel = buttons.first { $0["role"] as? String == "cancel" }?["id"] as? String ?? ""

    session.receive(#"{"type":"alertButton","alert":"\#(alertID)","button":"\#(cancel)"}"#)
    #expect(session.store.alert == nil)
    #expect(session.store.enableNotifications)
    #expect(session.store.sendMobileNotifications)

    session.receive(#"{"field":"enableNotifications","value":false,"seq":4}"#)
    let secondID = session.store.alert?.id.uuidString ?? ""
    #expect(secondID != alertID)
    // An answer to the first alert doesn't touch the second.
    session.receive(#"{"type":"alertDismiss","alert":"\#(alertID)"}"#)
    #expect(session.store.alert != nil)
    session.receive(#"{"type":"alertDismiss","alert":"\#(secondID)"}"#)
    #expect(session.store.alert == nil)
    #expect(session.store.enableNotifications)
    session.stop()
  }

  @Test func theAlertsActionsAnswerIt() {
    let (session, outbox, _) = self.alertAfterTurningNotificationsOff()
    outbox.clear()
    session.receive(#"{"action":"alert.cancel","seq":4}"#)
    #expect(session.store.alert == nil)
    #expect(session.store.enableNotifications)
    #expect(outbox.updates(of: "alert").last?.value is NSNull)
    #expect(outbox.messages.last?["action"] as? String == "alert.cancel")
    #expect(outbox.messages.last?["seq"] as? Int == 4)

    session.receive(#"{"field":"enableNotifications","value":false,"seq":5}"#)
    #expect(session.store.alert != nil)
    session.receive(#"{"action":"alert.confirmTurnOff","seq":6}"#)
    #expect(session.store.alert == nil)
    #expect(!session.store.enableNotifications)
    #expect(!session.store.sendMobileNotifications)
    session.stop()
  }

  @Test func theAlertsActionsAreRefusedWithoutAnAlert() {
    let (session, outbox) = self.makeSession()
    session.start()
    let before = session.store.state
    outbox.clear()
    session.receive(#"{"action":"alert.confirmTurnOff","seq":1}"#)
    session.receive(#"{"action":"alert.cancel","seq":2}"#)
    #expect(outbox.errors.count == 2)
    #expect(outbox.messages.compactMap { $0["seq"] as? Int } == [1, 2])
    #expect(session.store.state == before)
    session.stop()
  }

  @Test func thePermissionActionsAnswerTheRequest() async {
    let (session, outbox) = self.makeSession()
    session.start()
    // With no request waiting, an answer does nothing.
    session.receive(#"{"action":"permission.allow","seq":1}"#)
    #expect(outbox.errors == [])

    session.receive(#"{"field":"enableNotifications","value":true,"seq":2}"#)
    await waitUntil { session.permissions.pendingID != nil }
    await waitUntil { (outbox.objects(of: "permissionPrompt").last ?? nil) != nil }
    session.receive(#"{"action":"permission.allow","seq":3}"#)
    await waitUntil { !session.store.isLoading }
    #expect(session.store.enableNotifications)
    await waitUntil { outbox.updates(of: "permissionPrompt").last?.value is NSNull }

    session.receive(#"{"field":"enableNotifications","value":false,"seq":4}"#)
    session.receive(#"{"field":"enableNotifications","value":true,"seq":5}"#)
    await waitUntil { session.permissions.pendingID != nil }
    session.receive(#"{"action":"permission.deny","seq":6}"#)
    await waitUntil { !session.store.isLoading }
    #expect(!session.store.enableNotifications)
    #expect(session.store.isNotificationPermissionDenied)
    session.stop()
  }

  @Test func aPermissionActionNamingAnotherRequestIsIgnored() async {
    let (session, outbox) = self.makeSession()
    session.start()
    session.receive(#"{"field":"enableNotifications","value":true,"seq":1}"#)
    await waitUntil { session.permissions.pendingID != nil }
    let id = session.permissions.pendingID ?? -1

    // A click on the dialog of an earlier request doesn't answer this one.
    session.receive(#"{"action":"permission.allow","value":\#(id + 100),"seq":2}"#)
    #expect(session.permissions.pendingID == id)
    #expect(session.store.isLoading)
    // A value that isn't an id is refused.
    session.receive(#"{"action":"permission.allow","value":"yes","seq":3}"#)
    #expect(outbox.errors.count == 1)
    #expect(session.permissions.pendingID == id)

    session.receive(#"{"action":"permission.allow","value":\#(id),"seq":4}"#)
    await waitUntil { !session.store.isLoading }
    #expect(session.store.enableNotifications)
    session.stop()
  }
}
