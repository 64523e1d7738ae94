/// Turns the bytes a terminal sends in raw mode into ``Key``s.
///
/// Feed it whatever `read` returns; a key whose bytes are split across reads is kept until the
/// rest arrives:
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])  // [] — the start of an escape sequence
/// decoder.decode([0x41])  // [.up]
/// ```
///
/// An Escape key press and the start of an escape sequence begin with the same byte, so a lone
/// escape stays pending: call ``flush()`` when no more input arrived shortly after it.
///
/// Understands UTF-8 characters, the control keys, and the VT100/xterm sequences for arrows,
/// Home, End, Delete and Shift-Tab (with or without modifiers). Other sequences, such as function
/// keys, are dropped whole.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// The longest escape sequence that is waited for; longer ones are dropped.
  private static let maximumSequenceLength = 32

  /// Creates a decoder with no pending input.
  public init() {}

  /// Whether some bytes are waiting for the rest of their key.
  public var hasPendingInput: Bool {
    !self.pending.isEmpty
  }

  /// Decodes the keys in `bytes`, after any pending bytes.
  ///
  /// - Parameter bytes: Bytes read from the terminal.
  /// - Returns: The complete keys, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    self.pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var index = 0
    while index < self.pending.count {
      guard let (key, length) = self.parse(at: index) else { break }
      if let key {
        keys.append(key)
      }
      index += length
    }
    self.pending.removeFirst(index)
    return keys
  }

  /// Decodes pending bytes that will not be completed: a lone escape is the Escape key, and an
  /// incomplete character or sequence is dropped.
  ///
  /// - Returns: The keys the pending bytes stood for.
  public mutating func flush() -> [Key] {
    guard self.pending.first == 0x1B else {
      self.pending.removeAll()
      return []
    }
    let rest = self.pending.dropFirst()
    self.pending.removeAll()
    var keys: [Key] = [.escape]
    keys.append(contentsOf: self.decode(rest))
    if self.hasPendingInput {
      keys.append(contentsOf: self.flush())
    }
    return keys
  }

  /// The key at `index` and how many bytes it took (`nil` for bytes that are dropped), or `nil`
  /// when the bytes there are incomplete.
  private func parse(at index: Int) -> (Key?, Int)? {
    let byte = self.pending[index]
    switch byte {
    case 0x1B:
      return self.parseEscape(at: index)
    case 0x0D, 0x0A:
      return (.enter, 1)
    case 0x09:
      return (.tab, 1)
    case 0x7F, 0x08:
      return (.backspace, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F:
      return (nil, 1)
    case 0x20..<0x7F:
      return (.character(Character(Unicode.Scalar(byte))), 1)
    default:
      return self.parseUTF8(at: index)
    }
  }

  private func parseEscape(at index: Int) -> (Key?, Int)? {
    guard index + 1 < self.pending.count else { return nil }
    switch self.pending[index + 1] {
    case UInt8(ascii: "["):
      return self.parseControlSequence(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < self.pending.count else { return nil }
      let key: Key? =
        switch self.pending[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (key, 3)
    default:
      // Escape followed by another key (as Alt-key sends): the Escape key, then that key.
      return (.escape, 1)
    }
  }

  /// Parses `ESC [ parameters final`, where parameters are bytes 0x20–0x3F and final is a byte
  /// 0x40–0x7E.
  private func parseControlSequence(at index: Int) -> (Key?, Int)? {
    var end = index + 2
    while end < self.pending.count, (0x20...0x3F).contains(self.pending[end]) {
      end += 1
    }
    guard end < self.pending.count else {
      // Wait for the rest, unless this is no sequence we could ever finish.
      return end - index > Self.maximumSequenceLength ? (nil, end - index) : nil
    }
    let length = end - index + 1
    let final = self.pending[end]
    guard (0x40...0x7E).contains(final) else { return (nil, length - 1) }
    let parameters = String(decoding: self.pending[(index + 2)..<end], as: UTF8.self)
    let firstParameter = parameters.split(separator: ";").first.flatMap { Int($0) }
    let key: Key? =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "Z"): .backTab
      case UInt8(ascii: "~"):
        switch firstParameter {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        default: nil
        }
      default: nil
      }
    return (key, length)
  }

  private func parseUTF8(at index: Int) -> (Key?, Int)? {
    let lead = self.pending[index]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (nil, 1) }
    guard index + length <= self.pending.count else {
      // Wait for the rest, unless a byte already here can't continue the character.
      let available = self.pending[(index + 1)...]
      return available.allSatisfy(Self.isContinuation) ? nil : (nil, 1)
    }
    let bytes = self.pending[index..<(index + length)]
    guard bytes.dropFirst().allSatisfy(Self.isContinuation) else { return (nil, 1) }
    var decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars.makeIterator()
    guard let scalar = decoded.next(), scalar != "\u{FFFD}" else { return (nil, length) }
    // C1 control characters are not printable.
    guard scalar.properties.generalCategory != .control else { return (nil, length) }
    return (.character(Character(scalar)), length)
  }

  private static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }
}
