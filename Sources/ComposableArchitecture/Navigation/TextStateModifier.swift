#if !canImport(Darwin)
  import Foundation
  import SwiftUI

  extension TextState {
    /// A style applied to a text, kept in state so that two texts styled alike are equal.
    enum Modifier: Equatable, Hashable, Sendable {
      case accessibilityHeading(AccessibilityHeadingLevel)
      case accessibilityLabel(TextState)
      case accessibilityTextContentType(AccessibilityTextContentType)
      case baselineOffset(CGFloat)
      case bold(isActive: Bool)
      case font(Font?)
      case fontDesign(Font.Design?)
      case fontWeight(Font.Weight?)
      case fontWidth(FontWidth?)
      case foregroundColor(Color?)
      case italic(isActive: Bool)
      case kerning(CGFloat)
      case monospacedDigit
      case speechAdjustedPitch(Double)
      case speechAlwaysIncludesPunctuation(Bool)
      case speechAnnouncementsQueued(Bool)
      case speechSpellsOutCharacters(Bool)
      case strikethrough(isActive: Bool, pattern: LineStylePattern?, color: Color?)
      case tracking(CGFloat)
      case underline(isActive: Bool, pattern: LineStylePattern?, color: Color?)
    }

    /// The text with one more style.
    func with(_ modifier: Modifier) -> Self {
      var text = self
      text.modifiers.append(modifier)
      return text
    }
  }
#endif
