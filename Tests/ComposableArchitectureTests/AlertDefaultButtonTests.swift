import ComposableArchitecture
@_spi(Rendering) import SwiftUI
import Testing

// An alert whose actions show no button gets an "OK" button that dismisses it, as SwiftUI
// gives it: an `AlertState` without buttons, or actions that turn out empty.

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped

    enum Alert: Equatable {}
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        state.alert = AlertState { TextState("Decremented!") }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

private struct CounterView: View {
  @Bindable var store: StoreOf<Counter>

  var body: some View {
    Button("Decrement") { self.store.send(.decrementButtonTapped) }
      .alert($store.scope(state: \.alert, action: \.alert))
  }
}

private struct PlainAlertView: View {
  @Binding var isPresented: Bool
  let names: [String]
  let showsCancel: Bool

  var body: some View {
    Text("Content")
      .alert("Saved", isPresented: self.$isPresented) {
        ForEach(self.names, id: \.self) { name in
          Button(name) {}
        }
        if self.showsCancel {
          Button("Cancel", role: .cancel) {}
        }
      }
  }
}

@MainActor
struct AlertDefaultButtonTests {
  @Test func anAlertStateWithoutButtonsGetsAnOKButtonThatDismissesIt() throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    let graph = ViewGraph(CounterView(store: store))
    graph.update()
    #expect(Self.buttonTitles(in: graph.root) == ["Decrement"])

    store.send(.decrementButtonTapped)
    graph.update()
    #expect(Self.buttonTitles(in: graph.root) == ["Decrement", "OK"])

    let ok = try #require(Self.button("OK", in: graph.root))
    ok.element?.actions.press?()
    graph.update()
    #expect(store.alert == nil)
    #expect(store.count == -1)
    #expect(Self.buttonTitles(in: graph.root) == ["Decrement"])
  }

  @Test func actionsThatShowNoButtonGetOK() {
    var isPresented = true
    let binding = Binding(get: { isPresented }, set: { isPresented = $0 })
    let empty = ViewGraph(PlainAlertView(isPresented: binding, names: [], showsCancel: false))
    empty.update()
    #expect(Self.buttonTitles(in: empty.root) == ["OK"])

    let withButtons = ViewGraph(
      PlainAlertView(isPresented: binding, names: ["Retry"], showsCancel: false)
    )
    withButtons.update()
    #expect(Self.buttonTitles(in: withButtons.root) == ["Retry"])

    let withCancel = ViewGraph(PlainAlertView(isPresented: binding, names: [], showsCancel: true))
    withCancel.update()
    #expect(Self.buttonTitles(in: withCancel.root) == ["Cancel"])
  }

  private static func buttonTitles(in node: ViewNode) -> [String] {
    var titles: [String] = []
    if case .button? = node.elementKind {
      titles.append(Self.text(in: node))
    }
    for child in node.elementChildren {
      titles += Self.buttonTitles(in: child)
    }
    return titles
  }

  private static func button(_ title: String, in node: ViewNode) -> ViewNode? {
    if case .button? = node.elementKind, Self.text(in: node) == title {
      return node
    }
    for child in node.elementChildren {
      if let found = Self.button(title, in: child) {
        return found
      }
    }
    return nil
  }

  private static func text(in node: ViewNode) -> String {
    if case let .text(text)? = node.elementKind {
      return text.plainText
    }
    return node.elementChildren.map { Self.text(in: $0) }.joined()
  }
}
