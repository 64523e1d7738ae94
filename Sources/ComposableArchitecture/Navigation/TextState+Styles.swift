#if !canImport(Darwin)
  import Foundation
  import SwiftUI

  // The styles of `Text`, kept in the value: two texts are equal only when they were styled alike.
  extension TextState {
    /// Text raised (or lowered, when negative) from the baseline by some points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
      self.with(.baselineOffset(baselineOffset))
    }

    /// Bold text.
    public func bold() -> Self {
      self.with(.bold(isActive: true))
    }

    /// Bold text when `isActive` is true.
    public func bold(isActive: Bool) -> Self {
      self.with(.bold(isActive: isActive))
    }

    /// Text in a font, or in the environment's font when `nil`.
    public func font(_ font: Font?) -> Self {
      self.with(.font(font))
    }

    /// Text in a font design (serif, rounded, monospaced).
    public func fontDesign(_ design: Font.Design?) -> Self {
      self.with(.fontDesign(design))
    }

    /// Text in a font weight.
    public func fontWeight(_ weight: Font.Weight?) -> Self {
      self.with(.fontWeight(weight))
    }

    /// Text in a font width.
    public func fontWidth(_ width: FontWidth?) -> Self {
      self.with(.fontWidth(width))
    }

    /// Text in a color, or in the environment's when `nil`.
    public func foregroundColor(_ color: Color?) -> Self {
      self.with(.foregroundColor(color))
    }

    /// Italic text.
    public func italic() -> Self {
      self.with(.italic(isActive: true))
    }

    /// Italic text when `isActive` is true.
    public func italic(isActive: Bool) -> Self {
      self.with(.italic(isActive: isActive))
    }

    /// Text with some points between its characters.
    public func kerning(_ kerning: CGFloat) -> Self {
      self.with(.kerning(kerning))
    }

    /// Text whose digits all have the same width.
    public func monospacedDigit() -> Self {
      self.with(.monospacedDigit)
    }

    /// Struck-through text, with a line of a color (the text's when `nil`).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Self {
      self.with(.strikethrough(isActive: isActive, pattern: .solid, color: color))
    }

    /// Struck-through text, with a line of a pattern and a color.
    public func strikethrough(
      _ isActive: Bool = true,
      pattern: LineStylePattern,
      color: Color? = nil
    ) -> Self {
      self.with(.strikethrough(isActive: isActive, pattern: pattern, color: color))
    }

    /// Text with some points added between its characters.
    public func tracking(_ tracking: CGFloat) -> Self {
      self.with(.tracking(tracking))
    }

    /// Underlined text, with a line of a color (the text's when `nil`).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Self {
      self.with(.underline(isActive: isActive, pattern: .solid, color: color))
    }

    /// Underlined text, with a line of a pattern and a color.
    public func underline(
      _ isActive: Bool = true,
      pattern: LineStylePattern,
      color: Color? = nil
    ) -> Self {
      self.with(.underline(isActive: isActive, pattern: pattern, color: color))
    }
  }
#endif
