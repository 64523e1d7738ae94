import CustomDump
import Foundation

#if !canImport(Darwin)
  import SwiftUI
#endif

extension TextState: CustomDumpRepresentable {
  /// The text's string, with its styles marked up as swift-navigation marks them, so that a dump
  /// (and a ``TestStore`` failure) shows `"Hello, **Blob**!"` rather than the text's storage.
  public var customDumpValue: Any {
    self.dumpedString
  }

  /// The characters, each part's styles marked around it.
  private var dumpedString: String {
    var output: String
    switch self.storage {
    case let .concatenated(first, second):
      output = first.dumpedString + second.dumpedString
    default:
      output = self.storage.string()
    }
    #if !canImport(Darwin)
      func tag(_ name: String, _ value: String? = nil, attribute: String? = nil) {
        let attribute = attribute.map { " " + $0 } ?? ""
        let value = value.map { "=" + $0 } ?? ""
        output = "<\(name)\(attribute)\(value)>\(output)</\(name)>"
      }
      for modifier in self.modifiers {
        switch modifier {
        case let .accessibilityHeading(level):
          tag("accessibility-heading-level", level.rawValue)
        case let .accessibilityLabel(label):
          tag("accessibility-label", label.dumpedString)
        case let .accessibilityTextContentType(type):
          tag("accessibility-text-content-type", type.rawValue)
        case let .baselineOffset(offset):
          tag("baseline-offset", "\(offset)")
        case .bold(isActive: true), .fontWeight(.some(.bold)):
          output = "**\(output)**"
        case let .fontDesign(design?):
          tag("font-design", Self.name(of: design))
        case let .fontWeight(weight?):
          tag("font-weight", Self.name(of: weight))
        case let .fontWidth(width?):
          tag("font-width", width.rawValue)
        case let .foregroundColor(color?):
          tag("foreground-color", "\(color)")
        case .italic(isActive: true):
          output = "_\(output)_"
        case let .kerning(kerning):
          tag("kerning", "\(kerning)")
        case let .speechAdjustedPitch(pitch):
          tag("speech-adjusted-pitch", "\(pitch)")
        case .speechAlwaysIncludesPunctuation(true):
          tag("speech-always-includes-punctuation")
        case .speechAnnouncementsQueued(true):
          tag("speech-announcements-queued")
        case .speechSpellsOutCharacters(true):
          tag("speech-spells-out-characters")
        case let .strikethrough(isActive: true, _, color?):
          tag("s", "\(color)", attribute: "color")
        case .strikethrough(isActive: true, _, nil):
          output = "~~\(output)~~"
        case let .tracking(tracking):
          tag("tracking", "\(tracking)")
        case let .underline(isActive: true, _, color?):
          tag("u", "\(color)", attribute: "color")
        case .underline(isActive: true, _, nil):
          tag("u")
        case .bold(isActive: false), .font, .fontDesign(nil), .fontWeight(nil), .fontWidth(nil),
          .foregroundColor(nil), .italic(isActive: false), .monospacedDigit,
          .speechAlwaysIncludesPunctuation(false), .speechAnnouncementsQueued(false),
          .speechSpellsOutCharacters(false), .strikethrough(isActive: false, _, _),
          .underline(isActive: false, _, _):
          // A font, and a style turned off, show nothing.
          break
        }
      }
    #endif
    return output
  }
}

#if !canImport(Darwin)
  extension TextState {
    fileprivate static func name(of design: Font.Design) -> String {
      switch design {
      case .default: return "default"
      case .serif: return "serif"
      case .rounded: return "rounded"
      case .monospaced: return "monospaced"
      }
    }

    fileprivate static func name(of weight: Font.Weight) -> String {
      switch weight {
      case .black: return "black"
      case .bold: return "bold"
      case .heavy: return "heavy"
      case .light: return "light"
      case .medium: return "medium"
      case .regular: return "regular"
      case .semibold: return "semibold"
      case .thin: return "thin"
      default: return "\(weight)"
      }
    }
  }
#endif

extension TextState: CustomStringConvertible {
  /// The characters, unquoted and without styles, as ``Swift/String/init(state:locale:)`` makes
  /// them.
  public var description: String {
    String(state: self)
  }
}
