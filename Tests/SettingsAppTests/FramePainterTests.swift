import ComposableArchitecture
import Testing
import TerminalUI

struct FramePainterTests {
  let size = Size(width: 12, height: 3)

  @Test func theFirstFrameClearsTheScreenAndDrawsEveryRow() {
    var painter = FramePainter()
    var screen = ScreenEmulator(size: self.size)
    screen.feed("garbage everywhere")

    screen.feed(painter.paint(Frame(size: self.size, lines: ["Settings", "", "› Name"])))
    #expect(screen.lines == ["Settings", "", "› Name"])
    #expect(!screen.isCursorVisible)
  }

  @Test func laterFramesRedrawOnlyTheRowsThatChanged() {
    var painter = FramePainter()
    var screen = ScreenEmulator(size: self.size)
    screen.feed(painter.paint(Frame(size: self.size, lines: ["Settings", "[ ] Off", "Blob"])))

    let update = painter.paint(Frame(size: self.size, lines: ["Settings", "[x] On", "Blob"]))
    #expect(update.contains(ANSI.move(to: Position(row: 1, column: 0))))
    #expect(!update.contains(ANSI.move(to: Position(row: 0, column: 0))))
    #expect(!update.contains(ANSI.move(to: Position(row: 2, column: 0))))
    #expect(!update.contains(ANSI.clearScreen))
    screen.feed(update)
    #expect(screen.lines == ["Settings", "[x] On", "Blob"])
  }

  @Test func anUnchangedFrameWritesNothing() {
    var painter = FramePainter()
    let frame = Frame(size: self.size, lines: ["Settings"], cursor: Position(row: 0, column: 2))
    #expect(!painter.paint(frame).isEmpty)
    #expect(painter.paint(frame) == "")
  }

  @Test func theCursorIsShownWhereTheFrameSays() {
    var painter = FramePainter()
    var screen = ScreenEmulator(size: self.size)
    screen.feed(
      painter.paint(Frame(size: self.size, lines: ["[Blob]"], cursor: Position(row: 0, column: 5)))
    )
    #expect(screen.isCursorVisible)
    #expect(screen.cursor == Position(row: 0, column: 5))

    screen.feed(painter.paint(Frame(size: self.size, lines: ["[Blob]"])))
    #expect(!screen.isCursorVisible)
  }

  @Test func aNewSizeRedrawsEverything() {
    var painter = FramePainter()
    _ = painter.paint(Frame(size: self.size, lines: ["Settings"]))
    let larger = Size(width: 20, height: 4)
    #expect(painter.paint(Frame(size: larger, lines: ["Settings"])).contains(ANSI.clearScreen))
  }

  @Test func stylesAreTurnedOnAndOffAroundTheirText() {
    var painter = FramePainter()
    let output = painter.paint(
      Frame(size: self.size, lines: [[Span("a"), Span("b", style: [.bold, .red]), Span("c")]])
    )
    #expect(output.contains("a\u{1B}[0m\u{1B}[1;31mb\u{1B}[0mc"))
  }

  @Test func aFullWidthLineKeepsItsLastColumn() {
    var painter = FramePainter()
    var screen = ScreenEmulator(size: self.size)
    screen.feed(painter.paint(Frame(size: self.size, lines: ["abcdefghijkl", "x"])))
    #expect(screen.lines == ["abcdefghijkl", "x", ""])
  }

  @Test func wideCharactersTakeTwoColumns() {
    var painter = FramePainter()
    var screen = ScreenEmulator(size: self.size)
    screen.feed(painter.paint(Frame(size: self.size, lines: ["世界 ok"])))
    #expect(screen.lines == ["世界 ok", "", ""])
  }
}

@MainActor
struct ScreenRendererTests {
  @Observable
  final class Model {
    var title = "Settings"
    var unseen = 0
  }

  @Test func theRendererRedrawsWhenStateItReadChangesAndOnlyThen() async {
    let model = Model()
    var output: [String] = []
    let renderer = ScreenRenderer(output: { output.append($0) }) {
      Frame(size: Size(width: 10, height: 1), lines: [Line(model.title)])
    }
    renderer.start()
    #expect(renderer.renderCount == 1)
    #expect(output.count == 1)

    model.unseen += 1
    await settle()
    #expect(renderer.renderCount == 1)

    model.title = "Changed"
    await settle()
    #expect(renderer.renderCount == 2)
    #expect(renderer.lastFrame?.text == ["Changed"])
    #expect(output.count == 2)

    renderer.stop()
    model.title = "Stopped"
    await settle()
    #expect(renderer.renderCount == 2)
  }
}

/// Lets observation re-runs scheduled on the main actor happen.
@MainActor
func settle() async {
  for _ in 0..<10 {
    await Task.yield()
  }
}
