import Testing
import TerminalUI

struct KeyDecoderTests {
  @Test func printableCharactersAndSpace() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode(Array("Bl b".utf8)) == [
        .character("B"), .character("l"), .character(" "), .character("b"),
      ]
    )
  }

  @Test func controlKeys() {
    var decoder = KeyDecoder()
    #expect(
      decoder.decode([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x01, 0x15]) == [
        .enter, .enter, .tab, .backspace, .backspace, .control("c"), .control("a"),
        .control("u"),
      ]
    )
  }

  @Test func arrowsHomeEndDeleteAndShiftTab() {
    var decoder = KeyDecoder()
    let input =
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F\u{1B}[3~\u{1B}[Z\u{1B}[1~\u{1B}[4~"
    #expect(
      decoder.decode(Array(input.utf8)) == [
        .up, .down, .right, .left, .home, .end, .delete, .backTab, .home, .end,
      ]
    )
  }

  @Test func applicationModeArrowsAndModifiedArrows() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}OA\u{1B}OD\u{1B}[1;5C".utf8)) == [.up, .left, .right])
  }

  @Test func unknownSequencesAreDroppedWhole() {
    var decoder = KeyDecoder()
    // F5, then "x".
    #expect(decoder.decode(Array("\u{1B}[15~x".utf8)) == [.character("x")])
    #expect(!decoder.hasPendingInput)
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode([0x5B]) == [])
    #expect(decoder.decode([0x42, 0x61]) == [.down, .character("a")])
    #expect(!decoder.hasPendingInput)
  }

  @Test func utf8CharactersSplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("é世😀".utf8)
    var keys: [Key] = []
    for byte in bytes {
      keys += decoder.decode([byte])
    }
    #expect(keys == [.character("é"), .character("世"), .character("😀")])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x41, 0xC3, 0x41]) == [.character("A"), .character("A")])
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnceFlushed() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
  }

  @Test func escapeFollowedByAKeyIsBothKeys() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x71]) == [.escape, .character("q")])
  }

  @Test func flushingAnIncompleteSequenceKeepsTheEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B, 0x31]) == [])
    #expect(decoder.flush() == [.escape, .character("["), .character("1")])
  }
}
