import ComposableArchitecture
import Foundation
import Testing

// Remote bindings: the fields a remote client may bind, and the decoding of its messages.

@Reducer
private struct RemoteProfile {
  @ObservableState
  struct State: Equatable {
    var displayName = ""
    var digest = Digest.daily
    var isLoading = false
    var notifications = false
    var volume = 0.5
  }
  enum Digest: String, Codable, CaseIterable, Equatable, Sendable {
    case daily, weekly, off
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
  }

  static let remoteBindings = RemoteBindings<State>(maximumMessageSize: 256) {
    RemoteBindingField(\.displayName)
    RemoteBindingField(\.digest)
    RemoteBindingField(\.notifications)
    RemoteBindingField("level", \.volume)
  }
}

@MainActor
struct RemoteBindingsTests {
  private func apply(_ json: String, to store: StoreOf<RemoteProfile>) throws(RemoteBindingError) -> Int? {
    let message = try RemoteProfile.remoteBindings.decode(Data(json.utf8))
    store.send(.binding(message.action))
    return message.sequence
  }

  @Test func aListedFieldIsSet() throws {
    let store = Store(initialState: RemoteProfile.State()) { RemoteProfile() }
    let sequence = try self.apply(#"{"field":"displayName","value":"Blob","seq":3}"#, to: store)
    #expect(sequence == 3)
    #expect(store.displayName == "Blob")
    _ = try self.apply(#"{"field":"notifications","value":true}"#, to: store)
    #expect(store.notifications)
    _ = try self.apply(#"{"field":"digest","value":"weekly"}"#, to: store)
    #expect(store.digest == .weekly)
    _ = try self.apply(#"{"field":"level","value":0.75}"#, to: store)
    #expect(store.volume == 0.75)
  }

  @Test func fieldsAreNamedByTheirProperties() {
    #expect(RemoteProfile.remoteBindings.fields.map(\.name) == ["displayName", "digest", "notifications", "level"])
    #expect(RemoteProfile.remoteBindings["displayName"] != nil)
    #expect(RemoteProfile.remoteBindings["isLoading"] == nil)
  }

  @Test(
    arguments: [
      (
        #"{"field":"isLoading","value":true,"seq":1}"#,
        RemoteBindingError.fieldNotBindable("isLoading")
      ),
      (#"{"field":"password","value":"x"}"#, .unknownField("password")),
      (#"{"field":"notifications","value":"yes"}"#, .wrongType(field: "notifications", expected: "true or false")),
      (#"{"field":"displayName","value":42}"#, .wrongType(field: "displayName", expected: "a string")),
      (#"{"field":"digest","value":"hourly"}"#, .wrongType(field: "digest", expected: #"one of "daily", "weekly", "off""#)),
      (#"{"field":"displayName"}"#, .malformed(#"the message has no "value""#)),
      (
        #"{"value":"Blob"}"#,
        .malformed(#"expected a JSON object with a "field" name, a "value" and an optional number "seq""#)
      ),
      (
        #"{"field":"displayName","value":"Blob","seq":"one"}"#,
        .malformed(#"expected a JSON object with a "field" name, a "value" and an optional number "seq""#)
      ),
      (
        #"["displayName","Blob"]"#,
        .malformed(#"expected a JSON object with a "field" name, a "value" and an optional number "seq""#)
      ),
      (
        "not json",
        .malformed(#"expected a JSON object with a "field" name, a "value" and an optional number "seq""#)
      ),
      (
        #"{"field":"displayName","value":""# + String(repeating: "a", count: 300) + #""}"#,
        .messageTooLarge(size: 334, limit: 256)
      ),
    ]
  )
  func aBadMessageIsRefusedAndChangesNothing(json: String, error: RemoteBindingError) {
    let store = Store(initialState: RemoteProfile.State()) { RemoteProfile() }
    let before = store.state
    #expect(throws: error) {
      _ = try self.apply(json, to: store)
    }
    #expect(store.state == before)
  }

  @Test func refusalsSayWhatWasWrong() {
    let refusal = RemoteProfile.remoteBindings.refusal(.fieldNotBindable("isLoading"), sequence: 4)
    #expect(
      String(decoding: refusal, as: UTF8.self)
        == #"{"error":"The field \"isLoading\" can't be set by a client.","field":"isLoading","seq":4}"#
    )
    let tooLarge = RemoteProfile.remoteBindings.refusal(.messageTooLarge(size: 300, limit: 256))
    #expect(
      String(decoding: tooLarge, as: UTF8.self)
        == #"{"error":"The message is 300 bytes long; at most 256 are accepted."}"#
    )
  }

  @Test func updatesCarryTheValueAndTheClientsNumber() throws {
    let state = RemoteProfile.State(displayName: "Blob \"Jr\"", digest: .off)
    let bindings = RemoteProfile.remoteBindings
    let name = try #require(bindings["displayName"])
    #expect(
      String(decoding: bindings.update(name, in: state, sequence: 9), as: UTF8.self)
        == #"{"field":"displayName","value":"Blob \"Jr\"","seq":9}"#
    )
    let digest = try #require(bindings["digest"])
    #expect(
      String(decoding: bindings.update(digest, in: state), as: UTF8.self)
        == #"{"field":"digest","value":"off"}"#
    )
  }

  @Test func observingAFieldReRunsOnlyForThatField() throws {
    let store = Store(initialState: RemoteProfile.State()) { RemoteProfile() }
    let field = try #require(RemoteProfile.remoteBindings["displayName"])
    var sent: [String] = []
    let token = observe {
      sent.append(String(decoding: field.encodedValue(in: store.state), as: UTF8.self))
    }
    store.send(.binding(.set(\.notifications, true)))
    store.send(.binding(.set(\.displayName, "Blob")))
    #expect(sent == [#""""#, #""Blob""#])
    _ = token
  }

  @Test func aFieldThatCantBeNamedIsReported() {
    struct Plain: Equatable {
      var name = ""
    }
    withKnownIssue {
      _ = RemoteBindingField(\Plain.name)
    } matching: { issue in
      issue.description.contains(#"couldn't find the name of the field"#)
        && issue.description.contains(#"RemoteBindingField("name", \.name)"#)
    }
    #expect(RemoteBindingField("name", \Plain.name).name == "name")
  }
}
