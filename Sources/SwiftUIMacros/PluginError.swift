/// Why the plugin stopped: the compiler's input ended inside a message.
enum PluginError: Error, CustomStringConvertible {
  case truncatedMessage(expected: Int)

  var description: String {
    switch self {
    case let .truncatedMessage(expected):
      "The compiler's message ended before its \(expected) bytes."
    }
  }
}
