#if !canImport(Darwin)
  import SwiftUI

  extension TextState {
    /// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel` names them.
    public enum AccessibilityHeadingLevel: String, Equatable, Hashable, Sendable {
      case h1, h2, h3, h4, h5, h6, unspecified

      /// SwiftUI's level of this name.
      var level: SwiftUI.AccessibilityHeadingLevel {
        switch self {
        case .h1: return .h1
        case .h2: return .h2
        case .h3: return .h3
        case .h4: return .h4
        case .h5: return .h5
        case .h6: return .h6
        case .unspecified: return .unspecified
        }
      }
    }
  }
#endif
