#if !canImport(Darwin)
  import SwiftUI

  extension Text {
    /// Text that shows a ``TextState``: its characters (a localized key's translation), with
    /// the styles it was given.
    ///
    /// ```swift
    /// Text(alertState.title)
    /// ```
    public init(_ state: TextState) {
      var text: Text
      switch state.storage {
      case let .concatenated(first, second):
        text = Text(first) + Text(second)
      case let .localizedStringKey(key, tableName, bundle, comment):
        text = Text(key, tableName: tableName, bundle: bundle, comment: comment)
      case let .verbatim(string):
        text = Text(verbatim: string)
      }
      for modifier in state.modifiers {
        text = text.modified(by: modifier)
      }
      self = text
    }

    /// The text with a ``TextState``'s style applied, as the `Text` modifier of the same name
    /// applies it.
    private func modified(by modifier: TextState.Modifier) -> Text {
      switch modifier {
      case let .accessibilityHeading(level): return self.accessibilityHeading(level.level)
      case let .accessibilityLabel(label): return self.accessibilityLabel(Text(label))
      case let .accessibilityTextContentType(type):
        return self.accessibilityTextContentType(type.contentType)
      case let .baselineOffset(offset): return self.baselineOffset(offset)
      case let .bold(isActive): return self.bold(isActive)
      case let .font(font): return self.font(font)
      case let .fontDesign(design): return self.fontDesign(design)
      case let .fontWeight(weight): return self.fontWeight(weight)
      case let .fontWidth(width): return self.fontWidth(width?.font)
      case let .foregroundColor(color): return self.foregroundColor(color)
      case let .italic(isActive): return self.italic(isActive)
      case let .kerning(kerning): return self.kerning(kerning)
      case .monospacedDigit: return self.monospacedDigit()
      case let .speechAdjustedPitch(pitch): return self.speechAdjustedPitch(pitch)
      case let .speechAlwaysIncludesPunctuation(value):
        return self.speechAlwaysIncludesPunctuation(value)
      case let .speechAnnouncementsQueued(value): return self.speechAnnouncementsQueued(value)
      case let .speechSpellsOutCharacters(value): return self.speechSpellsOutCharacters(value)
      case let .strikethrough(isActive, pattern, color):
        guard let pattern else { return self.strikethrough(isActive, color: color) }
        return self.strikethrough(isActive, pattern: pattern.pattern, color: color)
      case let .tracking(tracking): return self.tracking(tracking)
      case let .underline(isActive, pattern, color):
        guard let pattern else { return self.underline(isActive, color: color) }
        return self.underline(isActive, pattern: pattern.pattern, color: color)
      }
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of a ``ButtonStateRole``.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel:
        self = .cancel
      case .destructive:
        self = .destructive
      }
    }
  }

  extension Visibility {
    /// Whether a confirmation dialog shows its title, as SwiftUI says it.
    public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic:
        self = .automatic
      case .hidden:
        self = .hidden
      case .visible:
        self = .visible
      }
    }
  }

  extension Button where Label == Text {
    /// A button that shows a ``ButtonState``, and runs `action` with the button's action when
    /// pressed (`nil` for a button without one, which only dismisses its alert).
    ///
    /// ```swift
    /// ForEach(alertState.buttons) { button in
    ///   Button(button) { action in if let action { store.send(action) } }
    /// }
    /// ```
    @MainActor
    public init<Action>(
      _ button: ButtonState<Action>,
      action: @escaping @MainActor (Action?) -> Void
    ) {
      self.init(role: button.role.map(ButtonRole.init)) {
        button.withAction(action)
      } label: {
        Text(button.label)
      }
    }
  }
#endif
