#if !canImport(Darwin)
  import SwiftUI

  extension TextState {
    /// The width of a text's font, as `Font.Width` names them.
    public enum FontWidth: String, Equatable, Hashable, Sendable {
      case compressed
      case condensed
      case expanded
      case standard

      /// SwiftUI's width of this name.
      var font: Font.Width {
        switch self {
        case .compressed: return .compressed
        case .condensed: return .condensed
        case .expanded: return .expanded
        case .standard: return .standard
        }
      }
    }
  }
#endif
