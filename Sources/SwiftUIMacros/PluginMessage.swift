/// A message from a macro plugin to the compiler, in the compiler's plugin protocol (see
/// `HostMessage`). Compilers since Swift 5.10 (protocol version 5) take `expandMacroResult` for
/// every kind of macro.
enum PluginMessage: Encodable {
  case getCapabilityResult(capability: Capability)
  case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])

  /// The protocol version swift-syntax 600's plugins answer with.
  static let protocolVersion = 7

  struct Capability: Encodable {
    var protocolVersion: Int
  }

  /// An error or warning, shown by the compiler at a position in the macro's file.
  struct Diagnostic: Encodable {
    var message: String
    var severity: String
    var position: Position
    var highlights: [Range]
    // This plugin gives no notes and no fix-its.
    var notes: [Never] = []
    var fixIts: [Never] = []
  }

  struct Position: Encodable {
    var fileName: String
    var offset: Int
  }

  struct Range: Encodable {
    var fileName: String
    var startOffset: Int
    var endOffset: Int
  }
}
