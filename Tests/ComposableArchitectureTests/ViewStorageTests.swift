@_spi(Rendering) import SwiftUI
import Testing

// How views and elements are kept: a page keeps the value of every view it shows and every
// element, so a tuple view holds its views by reference and an element stores only the actions
// it has. These check that what they give back is what was put in.

@MainActor
struct ViewStorageTests {
  @Test func aTupleViewGivesBackItsViewsAsATuple() {
    let tuple = ViewBuilder.buildBlock(Text("Title"), Color.red, Text(verbatim: "Body"))
    #expect(tuple.value.0 == Text("Title"))
    #expect(tuple.value.1 == Color.red)
    #expect(tuple.value.2 == Text(verbatim: "Body"))

    var changed = tuple
    changed.value = (Text("Other"), .blue, Text(verbatim: "Body"))
    #expect(changed.value.0 == Text("Other"))
    #expect(changed.value.1 == Color.blue)
    // The original is a value of its own.
    #expect(tuple.value.1 == Color.red)

    let made = TupleView((Text("One"), Color.green))
    #expect(made.value.0 == Text("One"))
    #expect(made.value.1 == Color.green)
  }

  @Test func aChangedTupleViewShowsItsNewViews() {
    var tuple = ViewBuilder.buildBlock(Text("Before"), Color.red)
    tuple.value.0 = Text("After")
    let graph = ViewGraph(tuple)
    graph.update()
    let texts = graph.root.shownTexts
    #expect(texts == ["After"])
  }

  @Test func aTupleViewDoesNotGrowWithItsViews() {
    // Held by reference: a view that holds a tuple view (a form, a section, a stack, the
    // modifiers around them) doesn't hold a copy of everything below it.
    typealias Small = TupleView<(Text, Text)>
    typealias Large = TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text, Text)>
    #expect(MemoryLayout<Small>.size == MemoryLayout<Large>.size)
    #expect(MemoryLayout<Large>.size < MemoryLayout<Text>.size * 2)
  }

  @Test func anElementStoresTheActionsItIsGiven() {
    var pressed: [String] = []
    var actions = RenderActions()
    #expect(actions.press == nil)
    #expect(actions.setText == nil)

    actions.press = { pressed.append("first") }
    actions.setText = { pressed.append("text: \($0)") }
    actions.press = { pressed.append("second") }
    actions.press?()
    actions.setText?("Blob")
    #expect(pressed == ["second", "text: Blob"])

    actions.press = nil
    #expect(actions.press == nil)
    #expect(actions.setText != nil)
    #expect(actions.setBool == nil)
  }
}
