#if !canImport(Darwin)
  import Foundation
  import SwiftUI

  // What assistive technology reads, kept in the value as `Text`'s modifiers keep it.
  extension TextState {
    /// Text read as a heading of a level.
    public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self {
      self.with(.accessibilityHeading(headingLevel))
    }

    /// Text that assistive technology reads as another text.
    public func accessibilityLabel(_ label: Self) -> Self {
      self.with(.accessibilityLabel(label))
    }

    /// Text that assistive technology reads as a string.
    public func accessibilityLabel(_ string: String) -> Self {
      self.with(.accessibilityLabel(TextState(string)))
    }

    /// Text that assistive technology reads as some characters.
    public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self {
      self.with(.accessibilityLabel(TextState(string)))
    }

    /// Text that assistive technology reads as a localized key's string.
    public func accessibilityLabel(
      _ key: LocalizedStringKey,
      tableName: String? = nil,
      bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) -> Self {
      self.with(
        .accessibilityLabel(TextState(key, tableName: tableName, bundle: bundle, comment: comment))
      )
    }

    /// The label assistive technology reads instead of the text, the last one given, or `nil`.
    public var accessibilityLabel: TextState? {
      for case let .accessibilityLabel(label) in self.modifiers.reversed() {
        return label
      }
      return nil
    }

    /// The kind of text, for assistive technology.
    public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self {
      self.with(.accessibilityTextContentType(type))
    }

    /// The pitch VoiceOver reads the text at.
    public func speechAdjustedPitch(_ value: Double) -> Self {
      self.with(.speechAdjustedPitch(value))
    }

    /// Whether VoiceOver reads the text's punctuation.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self {
      self.with(.speechAlwaysIncludesPunctuation(value))
    }

    /// Whether VoiceOver queues the text behind what it is reading.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Self {
      self.with(.speechAnnouncementsQueued(value))
    }

    /// Whether VoiceOver spells the text out.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Self {
      self.with(.speechSpellsOutCharacters(value))
    }
  }
#endif
