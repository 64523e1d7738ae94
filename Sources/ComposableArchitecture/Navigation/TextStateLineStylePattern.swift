#if !canImport(Darwin)
  import SwiftUI

  extension TextState {
    /// The pattern of a strikethrough or underline, as `Text.LineStyle.Pattern` names them.
    public enum LineStylePattern: String, Equatable, Hashable, Sendable {
      case dash
      case dashDot
      case dashDotDot
      case dot
      case solid

      /// SwiftUI's pattern of this name.
      var pattern: Text.LineStyle.Pattern {
        switch self {
        case .dash: return .dash
        case .dashDot: return .dashDot
        case .dashDotDot: return .dashDotDot
        case .dot: return .dot
        case .solid: return .solid
        }
      }
    }
  }
#endif
