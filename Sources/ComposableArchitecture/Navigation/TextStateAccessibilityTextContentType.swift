#if !canImport(Darwin)
  import SwiftUI

  extension TextState {
    /// The kind of a text, for assistive technology, as SwiftUI's
    /// `AccessibilityTextContentType` names them.
    public enum AccessibilityTextContentType: String, Equatable, Hashable, Sendable {
      case console, fileSystem, messaging, narrative, plain, sourceCode, spreadsheet,
        wordProcessing

      /// SwiftUI's kind of this name.
      var contentType: SwiftUI.AccessibilityTextContentType {
        switch self {
        case .console: return .console
        case .fileSystem: return .fileSystem
        case .messaging: return .messaging
        case .narrative: return .narrative
        case .plain: return .plain
        case .sourceCode: return .sourceCode
        case .spreadsheet: return .spreadsheet
        case .wordProcessing: return .wordProcessing
        }
      }
    }
  }
#endif
