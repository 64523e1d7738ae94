#if !canImport(Darwin)
  /// What a web page shows for SF Symbols, which only Apple's platforms have: a character that
  /// looks like the symbol, for the symbols apps use most. Other symbols show as a dot; their
  /// name stays on the element (`data-symbol`) for a style sheet of the app's to draw them.
  enum RemoteSymbols {
    static func glyph(for name: String) -> String {
      if let glyph = Self.glyphs[name] {
        return glyph
      }
      // "star.fill" → "star", "trash.circle" → "trash".
      var base = Substring(name)
      while let dot = base.lastIndex(of: ".") {
        base = base[..<dot]
        if let glyph = Self.glyphs[String(base)] {
          return glyph
        }
      }
      return "•"
    }

    private static let glyphs: [String: String] = [
      "plus": "+", "minus": "−", "multiply": "×", "xmark": "✕", "checkmark": "✓",
      "checkmark.circle.fill": "✔", "checkmark.square": "☑", "square": "☐", "circle": "○",
      "circle.fill": "●", "largecircle.fill.circle": "◉", "star": "☆", "star.fill": "★",
      "heart": "♡", "heart.fill": "♥", "trash": "🗑", "pencil": "✎", "square.and.pencil": "✎",
      "gear": "⚙", "gearshape": "⚙", "person": "👤", "person.fill": "👤",
      "person.2": "👥", "person.3": "👥", "bell": "🔔", "bell.fill": "🔔",
      "envelope": "✉", "envelope.fill": "✉", "phone": "✆", "message": "💬",
      "bubble.left": "💬", "house": "⌂", "house.fill": "⌂", "magnifyingglass": "🔍",
      "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
      "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
      "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
      "info.circle": "ⓘ", "info": "ⓘ", "questionmark.circle": "?", "exclamationmark.triangle": "⚠",
      "exclamationmark.circle": "!", "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓",
      "calendar": "📅", "clock": "🕒", "alarm": "⏰", "timer": "⏱", "stopwatch": "⏱",
      "play": "▶", "play.fill": "▶", "pause": "⏸", "pause.fill": "⏸", "stop": "■",
      "stop.fill": "■", "backward": "⏪", "forward": "⏩", "mic": "🎙", "mic.fill": "🎙",
      "speaker.wave.2": "🔊", "speaker.slash": "🔇", "photo": "🖼", "camera": "📷",
      "doc": "📄", "doc.text": "📄", "folder": "📁", "paperplane": "➤", "paperplane.fill": "➤",
      "square.and.arrow.up": "⇪", "link": "🔗", "globe": "🌐", "map": "🗺", "location": "⌖",
      "flag": "⚑", "flag.fill": "⚑", "bookmark": "🔖", "tag": "🏷", "cart": "🛒",
      "creditcard": "💳", "gift": "🎁", "sun.max": "☀", "moon": "☾", "cloud": "☁",
      "bolt": "⚡", "flame": "🔥", "leaf": "🍃", "ellipsis": "…", "ellipsis.circle": "…",
      "line.3.horizontal": "≡", "list.bullet": "☰", "line.3.horizontal.decrease.circle": "⏷",
      "slider.horizontal.3": "⚌", "eye": "👁", "eye.slash": "🙈", "hand.thumbsup": "👍",
      "hand.thumbsdown": "👎", "face.smiling": "☺", "gamecontroller": "🎮", "sparkles": "✨",
      "wifi": "📶", "battery.100": "🔋", "icloud": "☁", "tray": "📥", "archivebox": "🗄",
      "number": "#", "textformat": "Aa", "keyboard": "⌨", "dice": "🎲", "die.face.5": "⚄",
      "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus.circle": "⊖",
      "minus.circle.fill": "⊖", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
      "arrow.up.arrow.down": "⇅", "arrow.uturn.backward": "↶", "square.grid.2x2": "⊞",
      "rectangle.portrait.and.arrow.right": "⎋", "power": "⏻", "waveform": "〰",
    ]
  }
#endif
