#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI

  /// HTML text for view pages: escaping, and the styles of colors, fonts and text.
  enum RemoteHTML {
    /// Text escaped for HTML content and attribute values (in double quotes).
    static func escape(_ text: String) -> String {
      guard
        text.utf8.contains(where: {
          $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
        })
      else { return text }
      var escaped = ""
      escaped.reserveCapacity(text.utf8.count + 16)
      for character in text.unicodeScalars {
        switch character {
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "&": escaped += "&amp;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&#39;"
        default: escaped.unicodeScalars.append(character)
        }
      }
      return escaped
    }

    /// A CSS color for a color.
    static func css(_ color: Color) -> String {
      switch color._storage {
      case let .system(name):
        return "var(--c-\(name))"
      case let .rgb(red, green, blue, opacity):
        func byte(_ component: Double) -> Int {
          Int((min(max(component, 0), 1) * 255).rounded())
        }
        return "rgba(\(byte(red)),\(byte(green)),\(byte(blue)),\(Self.number(opacity)))"
      case let .named(name):
        return "var(--c-\(Self.cssIdentifier(name)),var(--c-accentColor))"
      case let .opacity(base, opacity):
        return "color-mix(in srgb,\(Self.css(base)) \(Self.number(opacity * 100))%,transparent)"
      }
    }

    /// A number as CSS writes it: no exponent, at most 3 decimals.
    static func number(_ value: Double) -> String {
      guard value.isFinite else { return "0" }
      let rounded = (value * 1000).rounded() / 1000
      if rounded == rounded.rounded() {
        return String(Int(rounded))
      }
      return String(rounded)
    }

    /// A length in points as CSS pixels; `infinity` as 100%.
    static func length(_ value: Double) -> String {
      value.isInfinite ? "100%" : Self.number(value) + "px"
    }

    /// A name made safe as a CSS identifier.
    static func cssIdentifier(_ name: String) -> String {
      String(name.unicodeScalars.map { scalar in
        CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
          ? Character(scalar) : "-"
      })
    }

    /// The class of a font's text style, and the inline style of what else it sets.
    static func fontStyle(_ font: Font?, into classes: inout [String], styles: inout [String]) {
      guard let font else { return }
      switch font._base {
      case let .textStyle(style):
        classes.append("f-" + style.rawValue)
      case let .system(size):
        styles.append("font-size:\(Self.number(size))px")
      case let .custom(name, size):
        styles.append("font-size:\(Self.number(size))px")
        styles.append("font-family:'\(Self.cssIdentifier(name))',var(--font)")
      }
      if let weight = font._weight {
        styles.append("font-weight:\(weight.cssWeight)")
      }
      switch font._design {
      case .monospaced?: styles.append("font-family:var(--mono)")
      case .serif?: styles.append("font-family:var(--serif)")
      case .rounded?: styles.append("font-family:var(--rounded)")
      default: break
      }
      if font._isItalic {
        styles.append("font-style:italic")
      }
      if font._isMonospacedDigit {
        styles.append("font-variant-numeric:tabular-nums")
      }
      if font._isSmallCaps {
        styles.append("font-variant-caps:small-caps")
      }
    }

    /// The classes and inline style of a run of text.
    static func textStyle(_ style: TextStyle, into classes: inout [String], styles: inout [String])
    {
      Self.fontStyle(style.font, into: &classes, styles: &styles)
      if let weight = style.weight {
        styles.append("font-weight:\(weight.cssWeight)")
      }
      if style.isItalic {
        styles.append("font-style:italic")
      }
      if let color = style.foreground {
        styles.append("color:\(Self.css(color))")
      }
      var decorations: [String] = []
      if style.isStrikethrough { decorations.append("line-through") }
      if style.isUnderline { decorations.append("underline") }
      if !decorations.isEmpty {
        styles.append("text-decoration:\(decorations.joined(separator: " "))")
      }
      if style.isMonospaced {
        styles.append("font-family:var(--mono)")
      }
      if style.isMonospacedDigit {
        styles.append("font-variant-numeric:tabular-nums")
      }
      switch style.textCase {
      case .uppercase?: styles.append("text-transform:uppercase")
      case .lowercase?: styles.append("text-transform:lowercase")
      case nil: break
      }
      if let kerning = style.kerning {
        styles.append("letter-spacing:\(Self.number(kerning))px")
      }
      if let offset = style.baselineOffset {
        styles.append("vertical-align:\(Self.number(offset))px")
      }
    }

    /// ` class="…" style="…"`, or the parts that aren't empty.
    static func classAndStyle(_ classes: [String], _ styles: [String]) -> String {
      var text = ""
      if !classes.isEmpty {
        text += " class=\"" + classes.joined(separator: " ") + "\""
      }
      if !styles.isEmpty {
        text += " style=\"" + Self.escape(styles.joined(separator: ";")) + "\""
      }
      return text
    }

    /// The HTML of resolved text: its runs, each in the style that differs from the first's.
    static func text(_ text: ResolvedText) -> String {
      if text.runs.count == 1 {
        return Self.escape(text.runs[0].text)
      }
      var html = ""
      for run in text.runs {
        var classes: [String] = []
        var styles: [String] = []
        Self.textStyle(run.style, into: &classes, styles: &styles)
        if classes.isEmpty, styles.isEmpty {
          html += Self.escape(run.text)
        } else {
          html += "<span" + Self.classAndStyle(classes, styles) + ">" + Self.escape(run.text)
            + "</span>"
        }
      }
      return html
    }

    /// A control's address, as the page names it.
    static func address(_ address: UInt64) -> String {
      let hex = String(address, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }
  }
#endif
