#if canImport(SwiftUI)
  import struct SwiftUI.Binding
#else
  import ComposableArchitecture
#endif

/// A single-line text field.
///
/// ```swift
/// TextField("Display name", text: $store.displayName, prompt: "your name", characterLimit: 16)
/// ```
///
/// draws `[Blob           ]  4/16`. While it has focus, typing inserts at the cursor, Backspace
/// and Delete delete, ←/→, Home/End (or Ctrl-A/Ctrl-E) move the cursor, and Ctrl-U/Ctrl-K delete
/// to the start/end. Every change writes the whole new text to the binding; whatever the binding
/// reads back afterwards (a reducer may clean it up, or reject it) is what the field shows.
///
/// The character limit only sizes the field and shows a counter: enforcing it is the job of the
/// source of truth.
public struct TextField: Control {
  public let title: String
  /// The text.
  public let text: Binding<String>
  /// What the field shows, dimmed, while it is empty.
  public let prompt: String
  /// The most characters the text is meant to have, or `nil` for no limit.
  public let characterLimit: Int?

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - title: The title shown next to the field.
  ///   - text: The text.
  ///   - prompt: What the field shows while it is empty.
  ///   - characterLimit: The most characters the text is meant to have; sizes the field and
  ///     shows a counter.
  public init(
    _ title: String,
    text: Binding<String>,
    prompt: String = "",
    characterLimit: Int? = nil
  ) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.characterLimit = characterLimit
  }

  public var keyHelp: String {
    "type to edit · ←/→ cursor"
  }

  public func render(_ context: ControlContext) -> ControlContent {
    let text = self.text.wrappedValue
    let characters = Array(text)
    let counter = self.characterLimit.map { "  \(characters.count)/\($0)" } ?? ""
    // One more column than the limit, for the cursor after the last character.
    let available = max(1, context.width - 2 - counter.terminalWidth)
    let fieldWidth = self.characterLimit.map { min($0 + 1, available) } ?? available
    let cursor = min(context.textCursor ?? characters.count, characters.count)
    let cursorOffset = String(characters[..<cursor]).terminalWidth
    // Scroll so that the cursor stays in the field.
    let scroll = max(0, cursorOffset - (fieldWidth - 1))

    var line = Line("[", style: .dim)
    if text.isEmpty, !self.prompt.isEmpty {
      line.append(self.prompt.fitted(to: fieldWidth), style: .dim)
    } else {
      line.append(Line(text).columns(scroll..<(scroll + fieldWidth)))
    }
    line.append("]", style: .dim)
    let isFull = self.characterLimit.map { characters.count >= $0 } ?? false
    line.append(counter, style: isFull ? .yellow : .dim)
    return ControlContent(
      line,
      cursorColumn: context.isFocused ? 1 + cursorOffset - scroll : nil
    )
  }

  public func handle(_ key: Key, _ context: inout ControlContext) -> Bool {
    var characters = Array(self.text.wrappedValue)
    let cursor = min(context.textCursor ?? characters.count, characters.count)
    switch key {
    case let .character(character):
      characters.insert(character, at: cursor)
      self.write(characters, cursor: cursor + 1, context: &context)
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      self.write(characters, cursor: cursor - 1, context: &context)
    case .delete:
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
      self.write(characters, cursor: cursor, context: &context)
    case .control("u"):
      characters.removeFirst(cursor)
      self.write(characters, cursor: 0, context: &context)
    case .control("k"):
      characters.removeLast(characters.count - cursor)
      self.write(characters, cursor: cursor, context: &context)
    case .left:
      context.textCursor = max(0, cursor - 1)
    case .right:
      context.textCursor = min(characters.count, cursor + 1)
    case .home, .control("a"):
      context.textCursor = 0
    case .end, .control("e"):
      context.textCursor = nil
    default:
      return false
    }
    return true
  }

  /// Writes the new text and puts the cursor where the edit left it, unless the binding didn't
  /// take the text as written.
  private func write(_ characters: [Character], cursor: Int, context: inout ControlContext) {
    let oldText = self.text.wrappedValue
    let newText = String(characters)
    self.text.wrappedValue = newText
    let storedText = self.text.wrappedValue
    if storedText == oldText, storedText != newText {
      return
    }
    context.textCursor = cursor < storedText.count ? cursor : nil
  }
}
