/// A message from the compiler to a macro plugin, in the compiler's plugin protocol: JSON, in the
/// shape Swift's synthesized `Codable` gives an enum with associated values
/// (`{"getCapability":{"capability":{"protocolVersion":7}}}`), as swift-syntax's
/// `SwiftCompilerPluginMessageHandling` declares it. Only what this plugin reads is declared:
/// the keys it doesn't know inside a message are skipped, and a message of a kind it doesn't
/// know ends the plugin with an error, as swift-syntax's plugins do.
enum HostMessage: Decodable {
  /// The compiler's protocol version; the answer is the plugin's.
  case getCapability(capability: Capability?)
  /// Expand a freestanding macro (`#Preview { … }`).
  case expandFreestandingMacro(macro: Macro, syntax: Syntax)
  /// Expand an attached macro (`@Previewable`).
  case expandAttachedMacro(macro: Macro, attributeSyntax: Syntax)
  /// Load a plugin library: this plugin is an executable and loads none.
  case loadPluginLibrary(libraryPath: String, moduleName: String)

  struct Capability: Decodable {
    var protocolVersion: Int
  }

  /// The macro's declaration: `#externalMacro(module:type:)`'s names and the macro's own.
  struct Macro: Decodable {
    var moduleName: String
    var typeName: String
    var name: String
  }

  /// The expansion's source, and where it is, for diagnostics.
  struct Syntax: Decodable {
    var source: String
    var location: Location
  }

  struct Location: Decodable {
    var fileName: String
    var offset: Int
  }
}
