import ComposableArchitecture
import Foundation
@_spi(Rendering) import SwiftUI
import Testing

// The view graph renderers walk: a body runs again only when what it read changed, a child
// whose inputs didn't change isn't run again, state lives at a view's place, and lifecycle
// actions run once the graph is updated.

/// Counts how many times bodies ran.
@MainActor
private final class GraphBodyCounter {
  var counts: [String: Int] = [:]

  func ran(_ name: String) {
    self.counts[name, default: 0] += 1
  }
}

@Reducer
private struct TwoCounters {
  @ObservableState
  struct State: Equatable {
    var left = 0
    var right = 0
    var rows: IdentifiedArrayOf<Row> = []
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var title: String
  }

  enum Action {
    case incrementLeft
    case incrementRight
    case addRow(Int)
    case renameRow(Int, String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementLeft:
        state.left += 1
      case .incrementRight:
        state.right += 1
      case let .addRow(id):
        state.rows.append(Row(id: id, title: "Row \(id)"))
      case let .renameRow(id, title):
        state.rows[id: id]?.title = title
      }
      return .none
    }
  }
}

private struct LeftView: View {
  let store: StoreOf<TwoCounters>
  let counter: GraphBodyCounter

  var body: some View {
    self.counter.ran("left")
    return Text("Left: \(self.store.left)")
  }
}

private struct RightView: View {
  let store: StoreOf<TwoCounters>
  let counter: GraphBodyCounter

  var body: some View {
    self.counter.ran("right")
    return Text("Right: \(self.store.right)")
  }
}

private struct CountersView: View {
  let store: StoreOf<TwoCounters>
  let counter: GraphBodyCounter

  var body: some View {
    self.counter.ran("parent")
    return VStack {
      LeftView(store: self.store, counter: self.counter)
      RightView(store: self.store, counter: self.counter)
    }
  }
}

private struct RowsView: View {
  let store: StoreOf<TwoCounters>

  var body: some View {
    // A stack, which makes all of its rows (a list makes them as they come into view: see
    // RemoteViewLazyRowsTests).
    VStack {
      ForEach(self.store.rows) { row in
        HStack {
          Text(row.title)
          Spacer()
          Text("#\(row.id)").font(.caption).foregroundColor(.secondary)
        }
        .padding(4)
      }
    }
    // Every row's environment changes with the left count.
    .foregroundColor(self.store.left > 0 ? .red : nil)
  }
}

private struct StateToggleView: View {
  @State var isOn = false

  var body: some View {
    VStack {
      Toggle("Local", isOn: self.$isOn)
      if self.isOn {
        Text("It's on")
      }
    }
  }
}

/// Shows the toggle view directly, or wrapped in an optional once the left count is positive: a
/// view of another type, whose state starts afresh.
private struct RewrappingView: View {
  let store: StoreOf<TwoCounters>

  var body: some View {
    self.store.left > 0 ? AnyView(Optional(StateToggleView())) : AnyView(StateToggleView())
  }
}

/// Not `Equatable` (a case has a payload), and every value prints alike.
private enum PrintedAlike: CustomStringConvertible {
  case first, second, other(Int)

  var description: String { "printed alike" }
}

/// Two enumerations with cases of the same names.
private enum FirstKind { case one, other(Int) }
private enum SecondKind { case one, other(Int) }

private struct CaseView: View {
  let shown: PrintedAlike

  var body: some View {
    switch self.shown {
    case .first: Text("First")
    case .second: Text("Second")
    case .other: Text("Other")
    }
  }
}

private struct KindView: View {
  let kind: Any

  var body: some View {
    Text("\(Swift.type(of: self.kind))")
  }
}

/// Shows `CaseView` and `KindView` with other inputs once its toggle is on.
private struct CaseSwitchView: View {
  @State var isSecond = false

  var body: some View {
    VStack {
      Toggle("Second", isOn: self.$isSecond)
      CaseView(shown: self.isSecond ? .second : .first)
      KindView(kind: self.isSecond ? SecondKind.one as Any : FirstKind.one as Any)
    }
  }
}

@MainActor
@Suite struct ViewGraphTests {
  @Test func aBodyRunsAgainOnlyWhenWhatItReadChanged() {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    let counter = GraphBodyCounter()
    let graph = ViewGraph(CountersView(store: store, counter: counter))
    graph.update()
    #expect(counter.counts == ["parent": 1, "left": 1, "right": 1])
    #expect(graph.root.shownTexts == ["Left: 0", "Right: 0"])

    store.send(.incrementLeft)
    #expect(graph.needsUpdate)
    let changes = graph.update()
    // Only the left view read the left count.
    #expect(counter.counts == ["parent": 1, "left": 2, "right": 1])
    #expect(graph.root.shownTexts == ["Left: 1", "Right: 0"])
    #expect(changes.changedElements.count == 1)
    #expect(changes.changedChildren.isEmpty)

    store.send(.incrementRight)
    graph.update()
    #expect(counter.counts == ["parent": 1, "left": 2, "right": 2])
  }

  /// A store with rows 0 to `count - 1`, and the updated graph of its list.
  private func rowsGraph(count: Int) -> (StoreOf<TwoCounters>, ViewGraph) {
    var initial = TwoCounters.State()
    for id in 0..<count {
      initial.rows.append(TwoCounters.Row(id: id, title: "Row \(id)"))
    }
    let store = Store(initialState: initial) { TwoCounters() }
    let graph = ViewGraph(RowsView(store: store))
    graph.update()
    return (store, graph)
  }

  @Test func addingARowToALongListChangesOneParentsChildrenByOne() {
    let (store, graph) = self.rowsGraph(count: 1_000)
    let before = graph.lastNodeID

    store.send(.addRow(1_000))
    let changes = graph.update()
    #expect(changes.changedChildren.count == 1)
    let (list, previous) = changes.changedChildren[0]
    #expect(list.elementChildren.count == previous.count + 1)
    // The new row's nodes are the only new ones: its texts and their few structural parents.
    #expect(graph.lastNodeID - before < 12)
    #expect(list.shownTexts.suffix(2) == ["Row 1000", "#1000"])
    // The unchanged rows were made again by the `ForEach`, but not resolved again: the list's
    // body, the list, the `ForEach` and the new row's nodes were.
    #expect(changes.updatedNodeCount < 20)
  }

  @Test func aChangedRowOrEnvironmentIsResolvedAgain() {
    let (store, graph) = self.rowsGraph(count: 100)

    store.send(.renameRow(50, "Renamed"))
    let renamed = graph.update()
    #expect(renamed.changedElements.count == 1)
    #expect(renamed.updatedNodeCount < 20)
    let texts = graph.root.shownTexts
    #expect(texts.count == 200)
    #expect(texts[100] == "Renamed")
    #expect(!texts.contains("Row 50"))

    // A new environment above the rows reaches each of them: every row is resolved again.
    store.send(.incrementLeft)
    let recolored = graph.update()
    #expect(recolored.updatedNodeCount > 100 * 3)
    let colors = self.textColors(graph.root)
    #expect(colors.count == 200)
    // The titles take the list's new color; the numbers keep their own.
    #expect(stride(from: 0, to: 200, by: 2).allSatisfy { colors[$0] == .red })
    #expect(stride(from: 1, to: 200, by: 2).allSatisfy { colors[$0] == .secondary })
  }

  @Test func stateLivesAtTheViewsPlaceAndItsChangesRunItsBody() throws {
    let graph = ViewGraph(StateToggleView())
    graph.update()
    #expect(graph.root.shownTexts == ["Local"])
    let toggle = try #require(self.find(graph.root) { if case .toggle = $0 { true } else { false } })
    let setBool = try #require(toggle.element?.actions.setBool)
    setBool(true)
    #expect(graph.needsUpdate)
    graph.update()
    #expect(graph.root.shownTexts == ["Local", "It's on"])
    guard case let .toggle(description)? = toggle.element?.kind else {
      Issue.record("not a toggle")
      return
    }
    #expect(description.isOn)
  }

  @Test func casesThatPrintAlikeOrValuesOfAnotherTypeAreNewInputs() throws {
    let graph = ViewGraph(CaseSwitchView())
    graph.update()
    #expect(graph.root.shownTexts == ["Second", "First", "FirstKind"])
    let toggle = try #require(self.find(graph.root) { if case .toggle = $0 { true } else { false } })
    let setBool = try #require(toggle.element?.actions.setBool)
    setBool(true)
    graph.update()
    // Another case of a type whose values all print alike, and a value of another type whose
    // case has the same name: each child's body runs again.
    #expect(graph.root.shownTexts == ["Second", "Second", "SecondKind"])
  }

  @Test func aTypeErasedViewOfAnotherTypeIsANewView() throws {
    let store = Store(initialState: TwoCounters.State()) { TwoCounters() }
    let graph = ViewGraph(RewrappingView(store: store))
    graph.update()
    let toggle = try #require(self.find(graph.root) { if case .toggle = $0 { true } else { false } })
    let setBool = try #require(toggle.element?.actions.setBool)
    setBool(true)
    graph.update()
    #expect(graph.root.shownTexts == ["Local", "It's on"])

    // An optional of the same view is another type (a cast would wrap it and call it the same).
    store.send(.incrementLeft)
    graph.update()
    #expect(graph.root.shownTexts == ["Local"])
  }

  @Test func lifecycleActionsRunOnceTheGraphIsUpdated() async throws {
    let log = LockIsolated<[String]>([])
    struct Lifecycle: View {
      let log: LockIsolated<[String]>
      @State var value = 0

      var body: some View {
        Text("\(self.value)")
          .onAppear { self.log.withValue { $0.append("appear") } }
          .onChange(of: self.value) { old, new in
            self.log.withValue { $0.append("change \(old) → \(new)") }
          }
          .task {
            self.log.withValue { $0.append("task") }
            self.value = 1
          }
      }
    }
    let graph = ViewGraph(Lifecycle(log: log))
    graph.update()
    #expect(log.value == ["appear"])
    // The task runs on the main actor after the update, and changes what the body read.
    for _ in 0..<100 where !graph.needsUpdate {
      await Task.yield()
    }
    graph.update()
    #expect(log.value == ["appear", "task", "change 0 → 1"])
    #expect(graph.root.shownTexts == ["1"])
    graph.tearDown()
  }

  @Test func textFillsItsKeysArgumentsAsAppleSSwiftUIDoes() {
    let name = "Blob"
    let texts = [
      Text("Hello, \(name): \(3) items at \(2.5, specifier: "%.1f")%"),
      Text(verbatim: "100% %@ verbatim"),
      Text("Bold").bold() + Text(" and plain"),
    ]
    #expect(
      texts.map(\.plainText) == [
        "Hello, Blob: 3 items at 2.5%", "100% %@ verbatim", "Bold and plain",
      ]
    )
    let graph = ViewGraph(VStack { texts[2] })
    graph.update()
    guard case let .text(resolved)? = graph.root.elementChildren.first?.elementChildren.first?
      .element?.kind
    else {
      Issue.record("no text")
      return
    }
    #expect(resolved.runs.map(\.text) == ["Bold", " and plain"])
    #expect(resolved.runs.map(\.style.weight) == [.bold, nil])
  }

  /// The foreground colors of the texts a node's element subtree shows, in order.
  private func textColors(_ node: ViewNode) -> [Color?] {
    var colors: [Color?] = []
    if case let .text(text)? = node.element?.kind {
      colors.append(contentsOf: text.runs.map(\.style.foreground))
    }
    for child in node.elementChildren {
      colors += self.textColors(child)
    }
    return colors
  }

  private func find(_ node: ViewNode, _ matches: (RenderElement.Kind) -> Bool) -> ViewNode? {
    if let kind = node.element?.kind, matches(kind) {
      return node
    }
    for child in node.elementChildren {
      if let found = self.find(child, matches) {
        return found
      }
    }
    return nil
  }
}
