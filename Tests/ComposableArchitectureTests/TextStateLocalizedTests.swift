import ComposableArchitecture
import CustomDump
import Foundation
import SwiftUI
import Testing

// `TextState` made from a `LocalizedStringKey`, as TCA's is: interpolations with formatters,
// format styles and specifiers, look-ups in a bundle's strings, equality, styles, dumps, and
// `Text(_:)` on a page.

/// A bundle made on disk, with one strings table, `Alerts`, in English.
private func alertsBundle() throws -> Bundle {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("TextStateTests-\(UUID().uuidString).bundle")
  let english = directory.appendingPathComponent("en.lproj")
  try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
  try """
  "delete.title" = "Delete this note?";
  "Delete %@?" = "Really delete %@?";
  "%lld items left" = "Only %lld items left";
  """.write(to: english.appendingPathComponent("Alerts.strings"), atomically: true, encoding: .utf8)
  return try #require(Bundle(url: directory))
}

private struct StyledTextView: View {
  var body: some View {
    VStack {
      Text(TextState("Hello, ") + TextState("Blob").bold() + TextState("!"))
      Text(TextState("Tasks").accessibilityHeading(.h2))
      Text(TextState("3/5").accessibilityLabel("3 of 5 done"))
    }
  }
}

@Suite struct TextStateLocalizedTests {
  @Test func interpolatedStringsAndNumbers() {
    let name = "Blob"
    #expect(String(state: TextState("Hello, \(name)!")) == "Hello, Blob!")
    #expect(String(state: TextState("\(3) left")) == "3 left")
    // A `Double` shows six decimals, as `Text("\(2.5)")` does on Apple's platforms.
    #expect(String(state: TextState("\(2.5) km")) == "2.500000 km")
    #expect(String(state: TextState("\(0.4567 * 100, specifier: "%.1f")% done")) == "45.7% done")
    // A literal `%` stays one.
    #expect(String(state: TextState("100% sure")) == "100% sure")
    #expect(String(state: TextState("\(100)% sure")) == "100% sure")
  }

  @Test func formattersAndFormatStyles() {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "yyyy-MM-dd"
    dateFormatter.timeZone = TimeZone(identifier: "UTC")
    let date = Date(timeIntervalSince1970: 1_796_000_000)
    #expect(
      String(state: TextState("Starts \(date, formatter: dateFormatter)")) == "Starts 2026-11-30"
    )

    let numberFormatter = NumberFormatter()
    numberFormatter.numberStyle = .percent
    numberFormatter.locale = Locale(identifier: "en_US")
    #expect(
      String(state: TextState("Done: \(NSNumber(value: 0.25), formatter: numberFormatter)"))
        == "Done: 25%"
    )

    let total = 1234.5
    #expect(
      String(state: TextState("Total: \(total, format: .number.locale(Locale(identifier: "en_US")))"))
        == "Total: 1,234.5"
    )
  }

  @Test func aLocaleWritesNumbersWithItsSeparators() {
    let text = TextState("\(1_000) items, \(2.5) km")
    #expect(String(state: text) == "1000 items, 2.500000 km")
    #expect(String(state: text, locale: Locale(identifier: "de_DE")) == "1.000 items, 2,500000 km")
  }

  @Test func aKeyIsLookedUpInItsTable() throws {
    let bundle = try alertsBundle()
    let name = "Notes"
    #expect(
      String(state: TextState("delete.title", tableName: "Alerts", bundle: bundle))
        == "Delete this note?"
    )
    // The translation's specifiers are filled with the key's values.
    #expect(
      String(state: TextState("Delete \(name)?", tableName: "Alerts", bundle: bundle))
        == "Really delete Notes?"
    )
    #expect(
      String(
        state: TextState("\(1_000) items left", tableName: "Alerts", bundle: bundle),
        locale: Locale(identifier: "en_US")
      ) == "Only 1,000 items left"
    )
    // A key the table doesn't have is shown as written.
    #expect(String(state: TextState("Cancel", tableName: "Alerts", bundle: bundle)) == "Cancel")
    #expect(String(state: TextState("Cancel", tableName: "Missing", bundle: bundle)) == "Cancel")
  }

  @Test func textsThatReadTheSameAreEqual() {
    let name = "Blob"
    let localized = TextState("Hello, \(name)!")
    #expect(localized == TextState(verbatim: "Hello, Blob!"))
    #expect(TextState(verbatim: "Hello, Blob!") == localized)
    #expect(localized == TextState("Hello, Blob!"))
    #expect(localized != TextState("Hello, Blub!"))
    #expect(Set([localized, TextState(verbatim: "Hello, Blob!"), TextState("Hello, Blob!")]).count == 1)
    // Joined texts are compared part by part.
    #expect(TextState("Hello, ") + TextState(name) != TextState("Hello, Blob"))
  }

  @Test func stylesArePartOfTheValue() {
    #expect(TextState("Delete").bold() == TextState("Delete").bold())
    #expect(TextState("Delete").bold() != TextState("Delete"))
    #expect(TextState("Delete").bold().italic() != TextState("Delete").italic().bold())
    #expect(TextState("Delete").foregroundColor(.red) != TextState("Delete").foregroundColor(.blue))
    #expect(String(state: TextState("Delete").bold().underline()) == "Delete")
    #expect(TextState("3/5").accessibilityLabel("3 of 5").accessibilityLabel == TextState("3 of 5"))
    #expect(TextState("3/5").accessibilityLabel == nil)
  }

  @Test func aDumpMarksTheStylesUp() {
    let name = "Blob"
    expectNoDifference(
      String(customDumping: TextState("Hello, ") + TextState("\(name)").bold().italic() + TextState("!")),
      #""Hello, _**Blob**_!""#
    )
    var dump = ""
    customDump(
      TextState("Struck").strikethrough()
        + TextState(" red").foregroundColor(.red)
        + TextState(" light").fontWeight(.light)
        + TextState(" heavy").fontWeight(.bold)
        + TextState(" lined").underline(color: .green)
        + TextState(" raised").baselineOffset(2)
        + TextState(" off").bold(isActive: false).font(.headline).underline(false)
        + TextState(" 3/5").accessibilityLabel("3 of 5"),
      to: &dump
    )
    expectNoDifference(
      dump,
      #"""
      "~~Struck~~<foreground-color=red> red</foreground-color><font-weight=light> light</font-weight>** heavy**<u color=green> lined</u><baseline-offset=2.0> raised</baseline-offset> off<accessibility-label=3 of 5> 3/5</accessibility-label>"
      """#
    )
  }

  @Test func aTestStoreFailureShowsTheTextAsItReads() async {
    struct State: Equatable {
      var message = TextState("")
    }
    let store = await TestStore(initialState: State()) {
      Reduce<State, Int> { state, count in
        state.message = TextState("\(count) items left")
        return .none
      }
    }
    await withKnownIssue {
      await store.send(3) {
        $0.message = TextState("4 items left")
      }
    } matching: { issue in
      issue.description.contains(#"− TextStateLocalizedTests.State(message: "4 items left")"#)
        && issue.description.contains(#"+ TextStateLocalizedTests.State(message: "3 items left")"#)
    }
  }

  @MainActor
  @Test func textShowsItsCharactersAndStyles() throws {
    let page = PageSpy()
    let session = RemoteViewSession { StyledTextView() } send: { page.messages.append($0) }
    session.start()
    defer { session.stop() }

    #expect(page.html.contains(#"Hello, <span style="font-weight:700">Blob</span>!</span>"#))
    #expect(page.html.contains(#"role="heading" aria-level="2">Tasks</span>"#))
    #expect(
      page.html.contains(
        #"<span aria-hidden="true">3/5</span><span class="sr-only">3 of 5 done</span>"#
      )
    )
  }
}
