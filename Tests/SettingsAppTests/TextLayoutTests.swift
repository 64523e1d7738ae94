import Testing
import TerminalUI

struct TextLayoutTests {
  @Test func widthsOfNarrowWideAndControlCharacters() {
    #expect("Blob".terminalWidth == 4)
    #expect("世界".terminalWidth == 4)
    #expect("😀".terminalWidth == 2)
    #expect("é".terminalWidth == 1)
    #expect(Character("\u{7}").terminalWidth == 0)
  }

  @Test func fittingPadsOrCutsWithAnEllipsis() {
    #expect("Blob".fitted(to: 6) == "Blob  ")
    #expect("Blob Jr".fitted(to: 5) == "Blob…")
    #expect("世界世界".fitted(to: 4) == "世… ")
    #expect("Blob".fitted(to: 0) == "")
  }

  @Test func linesKeepTheirStylesWhenCut() {
    let line: Line = [Span("ab", style: .bold), Span("cdef", style: .red)]
    #expect(line.columns(1..<4) == [Span("b", style: .bold), Span("cd", style: .red)])
    #expect(
      line.fitted(to: 4) == [
        Span("ab", style: .bold), Span("c", style: .red), Span("…", style: .red),
      ]
    )
    #expect(line.fitted(to: 8).text == "abcdef  ")
  }

  @Test func aWideCharacterCutInHalfBecomesASpace() {
    #expect(Line("a世b").columns(0..<2).text == "a ")
    #expect(Line("a世b").columns(2..<4).text == " b")
  }

  @Test func overlayingReplacesColumns() {
    #expect(Line("abcdef").overlaid(with: "XY", at: 2).text == "abXYef")
    #expect(Line("ab").overlaid(with: "XY", at: 4).text == "ab  XY")
  }

  @Test func framesAreCutAndPaddedToTheirSize() {
    let frame = Frame(size: Size(width: 4, height: 3), lines: ["Blob Jr", "B"])
    #expect(frame.lines.map(\.text) == ["Blo…", "B   ", "    "])
    #expect(frame.text == ["Blo…", "B", ""])
  }

  @Test func aBoxIsOverlaidInTheCenter() {
    let frame = Frame(
      size: Size(width: 6, height: 4),
      lines: ["aaaaaa", "bbbbbb", "cccccc", "dddddd"]
    )
    #expect(
      frame.overlaid(withCentered: ["XX", "YY"]).text == ["aaaaaa", "bbXXbb", "ccYYcc", "dddddd"]
    )
  }

  @Test func wrappingBreaksAtSpacesAndSplitsLongWords() {
    #expect("Make the window larger".wrapped(toWidth: 10) == ["Make the", "window", "larger"])
    #expect("Settings".wrapped(toWidth: 3) == ["Set", "tin", "gs"])
    #expect("世界".wrapped(toWidth: 1) == ["世", "界"])
    #expect("anything".wrapped(toWidth: 0) == [])
  }
}
