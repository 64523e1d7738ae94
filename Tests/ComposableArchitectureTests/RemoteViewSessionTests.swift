import ComposableArchitecture
import Foundation
import SwiftUI
import Testing

// A SwiftUI view served to a page: its HTML first, then only what changed, and the page's
// events on the controls it shows.

@Reducer
private struct ViewedProfile {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var name = ""
    var isPublic = false
    var showsDetails = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { _, newName in
        Reduce { state, _ in
          // Names are kept to 8 characters.
          state.name = String(newName.prefix(8))
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

private struct ViewedProfileView: View {
  @Bindable var store: StoreOf<ViewedProfile>

  var body: some View {
    Form {
      Section("ViewedProfile") {
        TextField("Name", text: $store.name)
        Toggle("Public", isOn: $store.isPublic)
      }
      Section {
        Text("Count: \(store.count)")
        Button("Increment") { store.send(.incrementButtonTapped) }
        if store.showsDetails {
          Button("Hidden unless shown") {}
        }
      }
    }
  }
}

/// A page on the other end of a session: what it was sent.
@MainActor
private final class PageSpy {
  var messages: [String] = []

  var html: String {
    guard let first = self.messages.first, let data = first.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let html = object["html"] as? String
    else { return "" }
    return html
  }

  /// The messages after the first (the updates), decoded.
  var updates: [[String: Any]] {
    self.messages.dropFirst().compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  /// The address of the control whose `data-k` comes last before `text` (a button's label is
  /// inside it).
  func address(before text: String, in html: String? = nil) -> String? {
    let html = html ?? self.html
    guard let range = html.range(of: ">" + text + "<") else { return nil }
    return html[..<range.lowerBound].ranges(of: #"data-k=""#).last.map {
      String(html[$0.upperBound...].prefix(16))
    }
  }

  /// The address of the control whose `data-k` comes first after `text` (a field's or a
  /// toggle's label comes before it).
  func address(after text: String, in html: String? = nil) -> String? {
    let html = html ?? self.html
    guard let range = html.range(of: ">" + text + "<"),
      let key = html[range.upperBound...].range(of: #"data-k=""#)
    else { return nil }
    return String(html[key.upperBound...].prefix(16))
  }
}

@MainActor
@Suite struct RemoteViewSessionTests {
  @Test func thePageIsSentTheViewsHTMLThenOnlyWhatChanged() throws {
    let store = Store(initialState: ViewedProfile.State()) { ViewedProfile() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedProfileView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    #expect(page.html.contains(#"<section"#))
    #expect(page.html.contains(">ViewedProfile<"))
    #expect(page.html.contains(#"aria-label="Name""#))
    #expect(page.html.contains(#"role="switch""#))
    #expect(page.html.contains(">Count: 0<"))
    #expect(!page.html.contains("Hidden unless shown"))
    #expect(page.messages.count == 1)

    let increment = try #require(page.address(before: "Increment"))
    session.receive(#"{"control":"\#(increment)","event":"press","seq":1}"#)
    #expect(store.count == 1)
    let update = try #require(page.updates.last)
    #expect(update["ack"] as? Int == 1)
    let operations = try #require(update["p"] as? [[Any]])
    // The count's text is replaced, and nothing else.
    #expect(operations.count == 1)
    #expect(operations.first?.first as? String == "R")
    #expect((operations.first?.last as? String)?.contains(">Count: 1<") == true)
  }

  @Test func aBindingWriteIsABindingActionAndItsAnswerCorrectsWhatTheReducerChanged() throws {
    let store = Store(initialState: ViewedProfile.State()) { ViewedProfile() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedProfileView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    let name = try #require(page.address(after: "Name"))
    session.receive(#"{"control":"\#(name)","event":"set","value":"Blob","seq":1}"#)
    #expect(store.name == "Blob")
    var operations = try #require(page.updates.last?["p"] as? [[Any]])
    // The text field gets its value (what the page sent), with the message's seq.
    #expect(operations.count == 1)
    #expect(operations.first?.first as? String == "v")
    #expect(operations.first?[2] as? String == "Blob")
    #expect(operations.first?[3] as? Int == 1)

    // The reducer cuts names to 8 characters: the answer says so.
    session.receive(#"{"control":"\#(name)","event":"set","value":"Blob Junior Esq","seq":2}"#)
    #expect(store.name == "Blob Jun")
    operations = try #require(page.updates.last?["p"] as? [[Any]])
    #expect(operations.first?.first as? String == "v")
    #expect(operations.first?[2] as? String == "Blob Jun")
    #expect(operations.first?[3] as? Int == 2)

    let toggle = try #require(page.address(after: "Public"))
    session.receive(#"{"control":"\#(toggle)","event":"set","value":true,"seq":3}"#)
    #expect(store.isPublic)
    operations = try #require(page.updates.last?["p"] as? [[Any]])
    #expect(operations.first?.first as? String == "v")
    #expect(operations.first?[2] as? Bool == true)
  }

  @Test func onlyControlsThePageShowsCanBeUsed() throws {
    let store = Store(initialState: ViewedProfile.State(showsDetails: true)) { ViewedProfile() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedProfileView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }
    let hidden = try #require(page.address(before: "Hidden unless shown"))
    store.send(.binding(.set(\.showsDetails, false)))
    // The button went away with the state that showed it.
    session.receive(#"{"control":"\#(hidden)","event":"press","seq":1}"#)
    let refusal = try #require(page.updates.last)
    #expect(refusal["error"] as? String == "there is no such control on the page now")
    #expect(refusal["seq"] as? Int == 1)

    // A control that doesn't take the event, a value of the wrong type, an unknown address, and
    // a message that isn't one: refused, and nothing applied.
    let toggle = try #require(page.address(after: "Public"))
    session.receive(#"{"control":"\#(toggle)","event":"set","value":"yes","seq":2}"#)
    #expect(
      page.updates.last?["error"] as? String
        == "the event's value is wrong: expected true or false"
    )
    session.receive(#"{"control":"\#(toggle)","event":"increment","seq":3}"#)
    #expect(
      page.updates.last?["error"] as? String == #"the control doesn't take the event "increment""#
    )
    session.receive(#"{"control":"0123456789abcdef","event":"press","seq":4}"#)
    #expect(page.updates.last?["error"] as? String == "there is no such control on the page now")
    session.receive("[1, 2]")
    #expect((page.updates.last?["error"] as? String)?.hasPrefix("expected a JSON object") == true)
    #expect(store.isPublic == false)
  }
}
