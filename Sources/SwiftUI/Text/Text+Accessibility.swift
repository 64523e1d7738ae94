import Foundation

extension Text {
  /// Text that assistive technology reads as `label` instead of its characters.
  ///
  /// ```swift
  /// Text("3/5").accessibilityLabel(Text("3 of 5 done"))
  /// ```
  ///
  /// A web page shows the characters and gives screen readers the label.
  public func accessibilityLabel(_ label: Text) -> Text {
    self.with(.accessibilityLabel(label.plainText))
  }

  /// Text that assistive technology reads as a localized key's string instead of its characters.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    self.accessibilityLabel(Text(labelKey))
  }

  /// Text that assistive technology reads as a string instead of its characters.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    self.with(.accessibilityLabel(String(label)))
  }

  /// Text read as a heading of a level.
  ///
  /// ```swift
  /// Text("Notifications").accessibilityHeading(.h2)
  /// ```
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    self.with(.accessibilityHeading(level))
  }

  /// The kind of text, for assistive technology. Browsers have no equivalent: it changes
  /// nothing here.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    self
  }

  /// The pitch VoiceOver reads the text at. Browsers have no equivalent: it changes nothing
  /// here.
  public func speechAdjustedPitch(_ value: Double) -> Text {
    self
  }

  /// Whether VoiceOver reads punctuation. Browsers have no equivalent: it changes nothing here.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
    self
  }

  /// Whether VoiceOver queues the text behind what it is reading. Browsers have no equivalent:
  /// it changes nothing here.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
    self
  }

  /// Whether VoiceOver spells the text out. Browsers have no equivalent: it changes nothing
  /// here.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
    self
  }
}
