import ComposableArchitecture
import Foundation
import Observation
import SwiftUI
import Testing

// What view pages show of views that TCA's example apps use, as a person and their assistive
// technology meet them: titles of menus and disclosure groups, the names of symbols, sheets that
// turn Escape off.

/// A model made anew each time the sheet's closure runs, as a view's `let store = Store(…)` is.
@MainActor
@Observable
private final class FlowModel {
  var isLocked = false
}

private struct FlowView: View {
  let model = FlowModel()

  var body: some View {
    VStack {
      Button("Lock") { self.model.isLocked = true }
      if self.model.isLocked {
        Text("Locked").interactiveDismissDisabled()
      }
    }
  }
}

private struct FlowHost: View {
  @State var isPresented = false

  var body: some View {
    Button("Open") { self.isPresented = true }
      .sheet(isPresented: self.$isPresented) { FlowView() }
  }
}

private struct MenusView: View {
  var body: some View {
    Form {
      DisclosureGroup("About this case study") {
        Text("Plain, ") + Text("bold").bold() + Text(" and ") + Text("code").monospaced()
      }
      Menu("Sort") {
        Button("By name") {}
      }
      Button {
      } label: {
        Image(systemName: "plus")
      }
      Button {
      } label: {
        Image(systemName: "trash.circle.fill")
      }
      Button {
      } label: {
        Image(systemName: "icloud.and.arrow.down.fill")
      }
      Button {
      } label: {
        Image(systemName: "eye.slash")
      }
    }
  }
}

private struct SectionsView: View {
  let showsNotes: Bool

  var body: some View {
    Form {
      Section {
        Text("Row")
      } header: {
        if self.showsNotes {
          Text("Notes")
        }
      } footer: {
        if self.showsNotes {
          Text("Shown to everyone")
        }
      }
    }
  }
}

@MainActor
@Suite struct RemoteViewFidelityTests {
  @Test(arguments: [true, false])
  func aSectionsHeaderAndFooterThatShowNothingTakeNoRoom(showsNotes: Bool) throws {
    let page = PageSpy()
    let session = RemoteViewSession { SectionsView(showsNotes: showsNotes) } send: {
      page.messages.append($0)
    }
    session.start()
    defer { session.stop() }

    #expect(page.html.contains(">Row<"))
    #expect(page.html.contains("slot-header") == showsNotes)
    #expect(page.html.contains("slot-footer") == showsNotes)
    #expect(page.html.contains(">Notes<") == showsNotes)
  }

  @Test func aMenusAndADisclosureGroupsTitleIsTheirSummary() throws {
    let page = PageSpy()
    let session = RemoteViewSession { MenusView() } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    // A `<details>` shows its `<summary>` while closed: the title, not the browser's "Details".
    #expect(
      page.html.range(
        of: #"<details[^>]*class="disclosure"[^>]*><summary[^>]*><span[^>]*>About this case study</span></summary></details>"#,
        options: .regularExpression
      ) != nil
    )
    #expect(
      page.html.range(
        of: #"<details[^>]*class="menu"[^>]*><summary[^>]*><span[^>]*>Sort</span></summary><div[^>]*class="slot slot-content""#,
        options: .regularExpression
      ) != nil
    )

    // Opened, the group shows its content after the summary.
    let group = try #require(page.address(after: #"class="disclosure""#, rawIn: page.html))
    session.receive(#"{"control":"\#(group)","event":"set","value":true,"seq":1}"#)
    let opened = page.updates.compactMap { $0["p"] as? [[Any]] }.flatMap { $0 }
      .compactMap { $0.last as? String }.joined()
    #expect(opened.contains(#"class="disclosure" data-k="\#(group)" data-ev="set" open data-c>"#))
    // The concatenated text is one paragraph: its styled runs are spans inside one text span
    // (the style sheet keeps a `<details>` in a row a block, so that it isn't laid out beside
    // its summary).
    #expect(
      opened.range(
        of: #"<span[^>]*class="text">Plain, <span style="font-weight:700">bold</span> and <span style="font-family:var\(--mono\)">code</span></span>"#,
        options: .regularExpression
      ) != nil
    )
  }

  @Test func aSymbolIsNamedAsVoiceOverSaysIt() throws {
    let page = PageSpy()
    let session = RemoteViewSession { MenusView() } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    #expect(page.html.contains(#"aria-label="Add" data-symbol="plus""#))
    // A filled or circled symbol says what its base symbol says.
    #expect(page.html.contains(#"aria-label="Delete" data-symbol="trash.circle.fill""#))
    // One that isn't listed says the words of its name, without its variants.
    #expect(
      page.html.contains(#"aria-label="Download" data-symbol="icloud.and.arrow.down.fill""#))
    // A listed name with a variant is looked up whole first: "eye.slash" is "Hide", not "Show".
    #expect(page.html.contains(#"aria-label="Hide" data-symbol="eye.slash""#))
    #expect(!page.html.contains(#"aria-label="plus""#))
  }

  @Test func aScreenThatTurnsEscapeOffDoesntMakeItsSheetAgain() throws {
    let page = PageSpy()
    let session = RemoteViewSession { FlowHost() } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    let open = try #require(page.address(before: "Open"))
    session.receive(#"{"control":"\#(open)","event":"press","seq":1}"#)
    let shown = page.updates.compactMap { $0["p"] as? [[Any]] }.flatMap { $0 }
      .compactMap { $0.last as? String }.joined()
    #expect(shown.contains(#"role="dialog""#))
    #expect(!shown.contains("data-no-dismiss"))

    let lock = try #require(page.address(before: "Lock", in: shown))
    session.receive(#"{"control":"\#(lock)","event":"press","seq":2}"#)
    let afterLock = page.updates.dropFirst().compactMap { $0["p"] as? [[Any]] }.flatMap { $0 }
      .compactMap { $0.last as? String }.joined()
    // The sheet's view is the one the person locked: made again, its model would be new and
    // "Locked" gone.
    #expect(afterLock.contains(">Locked<"))
    #expect(afterLock.contains("data-no-dismiss"))
    #expect(!afterLock.contains(">Lock<"))

    // Escape is refused while the screen says so.
    let presentation = try #require(page.address(before: "data-presented", rawIn: shown))
    let count = page.messages.count
    session.receive(#"{"control":"\#(presentation)","event":"dismiss","seq":3}"#)
    let answer = page.messages[count...].joined()
    #expect(answer.contains(#""ack":3"#))
    #expect(!answer.contains(#"["d","#))
  }
}
