import ComposableArchitecture
import Foundation
@_spi(Rendering) import SwiftUI
import Testing

// A list's rows are made as they come into view, as SwiftUI makes a `List`'s: a page is sent the
// first page of a long list's rows, and the next when the person reaches the last, so that a
// row added to a long list costs what it costs in a short one.

@Reducer
private struct LongList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row>
    var appeared: [Int] = []

    struct Row: Equatable, Identifiable {
      let id: Int
      var title: String
    }

    init(count: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") })
    }
  }

  enum Action {
    case addButtonTapped
    case addFirstButtonTapped
    case rowAppeared(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let id = state.rows.count
        state.rows.append(State.Row(id: id, title: "Row \(id)"))
        return .none
      case .addFirstButtonTapped:
        let id = state.rows.count
        state.rows.insert(State.Row(id: id, title: "Row \(id)"), at: 0)
        return .none
      case let .rowAppeared(id):
        state.appeared.append(id)
        return .none
      }
    }
  }
}

private struct LongListView: View {
  let store: StoreOf<LongList>

  var body: some View {
    SwiftUI.List {
      Button("Add") { store.send(.addButtonTapped) }
      Button("Add first") { store.send(.addFirstButtonTapped) }
      ForEach(store.rows) { row in
        HStack {
          Text(row.title)
          Spacer()
          Text("#\(row.id)")
        }
        .onAppear { store.send(.rowAppeared(row.id)) }
      }
    }
  }
}

@MainActor
@Suite struct RemoteViewLazyRowsTests {
  @Test func aLongListIsSentAPageOfRowsAtATime() throws {
    let store = Store(initialState: LongList.State(count: 120)) { LongList() }
    let page = PageSpy()
    let session = RemoteViewSession { LongListView(store: store) } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    // The first 50 rows, and after them the element that asks for more. A row appears (its
    // `onAppear` runs) when it's shown.
    #expect(page.html.contains(">Row 49<"))
    #expect(!page.html.contains(">Row 50<"))
    #expect(store.appeared == Array(0..<50))
    let more = try #require(page.address(after: #"class="more-rows""#, rawIn: page.html))

    session.receive(#"{"control":"\#(more)","event":"more","seq":1}"#)
    let next = try #require(page.updates.last?["p"] as? [[Any]])
    #expect(next.count == 50)
    #expect(next.allSatisfy { $0.first as? String == "i" })
    let inserted = next.compactMap { $0.last as? String }.joined()
    #expect(inserted.contains(">Row 50<"))
    #expect(inserted.contains(">Row 99<"))
    #expect(!inserted.contains(">Row 100<"))
    #expect(store.appeared == Array(0..<100))

    // The last page: the end of the rows leaves with it, and can't be asked again.
    session.receive(#"{"control":"\#(more)","event":"more","seq":2}"#)
    let last = try #require(page.updates.last?["p"] as? [[Any]])
    #expect(last.filter { $0.first as? String == "i" }.count == 20)
    #expect(last.filter { $0.first as? String == "d" }.count == 1)
    #expect(store.appeared == Array(0..<120))
    session.receive(#"{"control":"\#(more)","event":"more","seq":3}"#)
    #expect(page.messages.last?.contains("there is no such control on the page now") == true)
  }

  @Test func aRowAddedToALongListCostsWhatItCostsInAShortOne() throws {
    /// The operations and bytes a page is sent for a press of `button`, in a list of `count`.
    func update(count: Int, button: String) throws -> (operations: [[Any]], bytes: Int) {
      let store = Store(initialState: LongList.State(count: count)) { LongList() }
      let page = PageSpy()
      let session = RemoteViewSession { LongListView(store: store) } send: { page.messages.append($0) }
      session.start()
      defer { session.stop() }
      let address = try #require(page.address(before: button))
      session.receive(#"{"control":"\#(address)","event":"press","seq":1}"#)
      #expect(store.rows.count == count + 1)
      let operations = try #require(page.updates.last?["p"] as? [[Any]])
      return (operations, try #require(page.messages.last).utf8.count)
    }

    // A row added first: the new row, and in a long list the removal of the row it pushed
    // past the rows shown. The same message whatever the length, but for longer numbers.
    let short = try update(count: 10, button: "Add first")
    #expect(short.operations.map { $0.first as? String } == ["i"])
    let long = try update(count: 1_000, button: "Add first")
    let longer = try update(count: 100_000, button: "Add first")
    #expect(long.operations.map { $0.first as? String } == ["d", "i"])
    #expect(longer.operations.map { $0.first as? String } == ["d", "i"])
    let inserted = try #require(long.operations.last?.last as? String)
    #expect(inserted.contains(">Row 1000<"))
    #expect(abs(longer.bytes - long.bytes) <= 8, "\(long.bytes) bytes with 1,000 rows, \(longer.bytes) with 100,000")

    // A row added last, past the rows shown: nothing to show.
    #expect(try update(count: 1_000, button: "Add").operations.isEmpty)
    let shortAdded = try update(count: 10, button: "Add")
    #expect(shortAdded.operations.map { $0.first as? String } == ["i"])
  }

  @Test func theWorkOfARowAddedDoesNotGrowWithTheList() {
    /// The nodes updated when a row is added first to a list of `count`.
    func updatedNodes(count: Int) -> Int {
      let store = Store(initialState: LongList.State(count: count)) { LongList() }
      let graph = ViewGraph(LongListView(store: store))
      graph.update()
      store.send(.addFirstButtonTapped)
      return graph.update().updatedNodeCount
    }
    let short = updatedNodes(count: 100)
    #expect(short > 0)
    #expect(updatedNodes(count: 10_000) == short)
  }

  @Test func listsFormsAndLazyStacksMakeTheirRowsAsTheyComeIntoView() {
    func shownTexts<Content: View>(_ view: Content) -> Int {
      let graph = ViewGraph(view)
      graph.update()
      func count(_ node: ViewNode) -> Int {
        let own: Int
        if case .text? = node.elementKind { own = 1 } else { own = 0 }
        return node.elementChildren.reduce(own) { $0 + count($1) }
      }
      return count(graph.root)
    }
    let numbers = 0..<120

    #expect(shownTexts(SwiftUI.List(numbers, id: \.self) { Text("\($0)") }) == 50)
    #expect(shownTexts(SwiftUI.List { Section { ForEach(numbers, id: \.self) { Text("\($0)") } } }) == 50)
    #expect(shownTexts(Form { ForEach(numbers, id: \.self) { Text("\($0)") } }) == 50)
    #expect(shownTexts(ScrollView { LazyVStack { ForEach(numbers, id: \.self) { Text("\($0)") } } }) == 50)
    // A stack is one row of its list, with all of its views; so are a picker's choices.
    #expect(shownTexts(SwiftUI.List { VStack { ForEach(numbers, id: \.self) { Text("\($0)") } } }) == 120)
    #expect(shownTexts(ScrollView { VStack { ForEach(numbers, id: \.self) { Text("\($0)") } } }) == 120)
    #expect(
      shownTexts(
        Form {
          Picker("Number", selection: .constant(0)) {
            ForEach(numbers, id: \.self) { Text("\($0)").tag($0) }
          }
        }
      ) == 121
    )
  }
}
