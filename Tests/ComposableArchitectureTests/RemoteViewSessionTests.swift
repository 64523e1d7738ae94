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
    // Its loss of focus, though (the page lost it with the button), is answered: nothing to do.
    session.receive(#"{"control":"\#(hidden)","event":"focus","value":false,"seq":9}"#)
    #expect(page.updates.last?["error"] == nil)
    #expect(page.updates.last?["ack"] as? Int == 9)
    // So is focus it got back while the page didn't know yet, and nothing is applied.
    session.receive(#"{"control":"\#(hidden)","event":"focus","value":true,"seq":10}"#)
    #expect(page.updates.last?["error"] == nil)
    #expect(page.updates.last?["ack"] as? Int == 10)
    #expect(store.showsDetails == false)

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

// Navigation, presentation and rows, through a page.

@Reducer
private struct ViewedShelf {
  @Reducer
  enum Path {
    case book(ViewedBook)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var books: IdentifiedArrayOf<ViewedBook.State> = [
      ViewedBook.State(id: 1, title: "Dune"), ViewedBook.State(id: 2, title: "Emma"),
    ]
    var path = StackState<Path.State>()
    @Presents var note: ViewedBook.State?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case clearButtonTapped
    case delete(IndexSet)
    case note(PresentationAction<ViewedBook.Action>)
    case noteButtonTapped
    case path(StackActionOf<Path>)

    enum Alert: Equatable {
      case confirmClear
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmClear)):
        state.books = []
        return .none
      case .alert:
        return .none
      case .clearButtonTapped:
        state.alert = AlertState {
          TextState("Clear the shelf?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case let .delete(offsets):
        state.books.remove(atOffsets: offsets)
        return .none
      case .note:
        return .none
      case .noteButtonTapped:
        state.note = ViewedBook.State(id: 99, title: "A note")
        return .none
      case .path:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$note, action: \.note) { ViewedBook() }
    .forEach(\.path, action: \.path)
  }
}

extension ViewedShelf.Path.State: Equatable {}

@Reducer
private struct ViewedBook {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var pages = 0
  }

  enum Action {
    case turnPageButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.pages += 1
      return .none
    }
  }
}

private struct ViewedShelfView: View {
  @Bindable var store: StoreOf<ViewedShelf>

  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      SwiftUI.List {
        ForEach(store.books) { book in
          NavigationLink(state: ViewedShelf.Path.State.book(book)) {
            Text(book.title)
          }
        }
        .onDelete { store.send(.delete($0)) }
        Button("Clear") { store.send(.clearButtonTapped) }
        Button("Note") { store.send(.noteButtonTapped) }
      }
      .navigationTitle("ViewedShelf")
      .alert($store.scope(state: \.alert, action: \.alert))
      .sheet(item: $store.scope(state: \.note, action: \.note)) { note in
        Text("Sheet: \(note.title)")
      }
    } destination: { store in
      switch store.case {
      case let .book(store):
        ViewedBookView(store: store)
      }
    }
  }
}

private struct ViewedBookView: View {
  let store: StoreOf<ViewedBook>

  var body: some View {
    VStack {
      Text("Pages: \(store.pages)")
      Button("Turn page") { store.send(.turnPageButtonTapped) }
    }
    .navigationTitle(store.title)
  }
}

extension RemoteViewSessionTests {
  /// The page's latest HTML of an element, from the last operation that sent it.
  private func lastHTML(_ page: PageSpy) -> String {
    var html = page.html
    for update in page.updates {
      for operation in update["p"] as? [[Any]] ?? [] {
        if let text = operation.last as? String, text.hasPrefix("<") {
          html += text
        }
      }
    }
    return html
  }

  @Test func aLinkPushesAScreenAndThePagesBackPopsIt() throws {
    let store = Store(initialState: ViewedShelf.State()) { ViewedShelf() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedShelfView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }
    #expect(page.html.contains(#"<h1 class="nav-title">ViewedShelf</h1>"#))

    let dune = try #require(page.address(before: "Dune"))
    session.receive(#"{"control":"\#(dune)","event":"press","seq":1}"#)
    #expect(store.path.count == 1)
    let pushed = self.lastHTML(page)
    #expect(pushed.contains(#"<h1 class="nav-title">Dune</h1>"#))
    #expect(pushed.contains(#"data-depth="1""#))

    // A control of the screen below the top can't be used while it is covered.
    let emma = try #require(page.address(before: "Emma"))
    session.receive(#"{"control":"\#(emma)","event":"press","seq":2}"#)
    #expect(page.updates.last?["error"] as? String == "there is no such control on the page now")
    #expect(store.path.count == 1)

    let turn = try #require(page.address(before: "Turn page", in: pushed))
    session.receive(#"{"control":"\#(turn)","event":"press","seq":3}"#)
    #expect(store.path.first.map { if case let .book(book) = $0 { book.pages } else { -1 } } == 1)

    // The browser's Back: the stack pops to depth 0, through StackAction.popFrom.
    let stack = try #require(page.address(after: #"class="nav-stack""#, rawIn: page.html))
    session.receive(#"{"control":"\#(stack)","event":"pop","value":0,"seq":4}"#)
    #expect(store.path.isEmpty)
    session.receive(#"{"control":"\#(stack)","event":"pop","value":3,"seq":5}"#)
    #expect(
      page.updates.last?["error"] as? String
        == "the event's value is wrong: expected a depth below the stack's, a whole number from 0"
    )
  }

  @Test func anAlertsButtonSendsItsActionThenDismissesIt() throws {
    let store = Store(initialState: ViewedShelf.State()) { ViewedShelf() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedShelfView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    let clear = try #require(page.address(before: "Clear"))
    session.receive(#"{"control":"\#(clear)","event":"press","seq":1}"#)
    #expect(store.alert != nil)
    let shown = self.lastHTML(page)
    #expect(shown.contains(#"role="alertdialog""#))
    #expect(shown.contains(">Clear the shelf?<"))
    // The alert's own Clear button, after its title.
    let dialog = try #require(shown.range(of: ">Clear the shelf?<"))
    let confirm = try #require(page.address(before: "Clear", in: String(shown[dialog.upperBound...])))
    session.receive(#"{"control":"\#(confirm)","event":"press","seq":2}"#)
    #expect(store.books.isEmpty)
    #expect(store.alert == nil)
  }

  @Test func aSheetShowsItsStoreAndEscapeDismissesIt() throws {
    let store = Store(initialState: ViewedShelf.State()) { ViewedShelf() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedShelfView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    let note = try #require(page.address(before: "Note"))
    session.receive(#"{"control":"\#(note)","event":"press","seq":1}"#)
    let shown = self.lastHTML(page)
    #expect(shown.contains(#"role="dialog""#))
    #expect(shown.contains(">Sheet: A note<"))
    // The presentation is dismissed as a swipe (Escape) would.
    let presentation = try #require(page.address(before: "data-presented", rawIn: shown))
    session.receive(#"{"control":"\#(presentation)","event":"dismiss","seq":2}"#)
    #expect(store.note == nil)
  }

  @Test func aRowIsDeletedThroughItsForEachsOnDelete() throws {
    let store = Store(initialState: ViewedShelf.State()) { ViewedShelf() }
    let page = PageSpy()
    let session = RemoteViewSession { ViewedShelfView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    let row = try #require(page.address(after: "Emma"))
    session.receive(#"{"control":"\#(row)","event":"delete","seq":1}"#)
    #expect(store.books.map(\.title) == ["Dune"])
    let operations = try #require(page.updates.last?["p"] as? [[Any]])
    // The row is removed from the page: one operation, whatever the list's length.
    #expect(operations.count == 1)
    #expect(operations.first?.first as? String == "d")
  }
}

extension RemoteViewSessionTests {
  @Test(arguments: [true, false])
  func aPickersChoiceIsAValueThatANewSessionTakesToo(segmented: Bool) throws {
    // As a page would after its process died: the same message, to a new store in a new session.
    func session(_ store: StoreOf<ViewedProfile>, page: PageSpy) -> RemoteViewSession {
      RemoteViewSession {
        @Bindable var store = store
        let picker = Picker("Visibility", selection: $store.isPublic) {
          Text("Private").tag(false)
          Text("Public").tag(true)
        }
        return segmented ? AnyView(picker.pickerStyle(.segmented)) : AnyView(picker.pickerStyle(.menu))
      } send: { page.messages.append($0) }
    }
    let first = Store(initialState: ViewedProfile.State()) { ViewedProfile() }
    let firstPage = PageSpy()
    let firstSession = session(first, page: firstPage)
    firstSession.start()
    defer { firstSession.stop() }

    // Radio buttons each carry the picker's address, and their choice's as their value; a
    // select carries the picker's, and its options their choices'.
    let picker: String
    let choice: String
    if segmented {
      let radio = try #require(
        firstPage.html.firstMatch(
          of: /type="radio" name="r\d+" data-k="(\w{16})" data-ev="pick" value="(\w{16})"><span>Public</
        )
      )
      (picker, choice) = (String(radio.1), String(radio.2))
      #expect(firstPage.html.ranges(of: #"data-k="\#(picker)""#).count == 2)
    } else {
      let select = try #require(firstPage.html.firstMatch(of: /<select data-k="(\w{16})" data-ev="pick"/))
      let option = try #require(firstPage.html.firstMatch(of: /<option value="(\w{16})">Public</))
      (picker, choice) = (String(select.1), String(option.1))
    }
    let pick = #"{"control":"\#(picker)","event":"pick","value":"\#(choice)","seq":1}"#
    firstSession.receive(pick)
    #expect(first.isPublic)
    #expect(!firstPage.messages.contains { $0.contains(#""error""#) })

    let second = Store(initialState: ViewedProfile.State()) { ViewedProfile() }
    let secondPage = PageSpy()
    let secondSession = session(second, page: secondPage)
    secondSession.start()
    defer { secondSession.stop() }
    secondSession.receive(pick)
    #expect(second.isPublic)
    #expect(!secondPage.messages.contains { $0.contains(#""error""#) })
  }
}
