/// Why the plugin stopped: the compiler's input ended inside a message, or gave a length no
/// message has.
enum PluginError: Error, CustomStringConvertible {
  case truncatedMessage(expected: Int)
  case messageTooLong(UInt64)

  var description: String {
    switch self {
    case let .truncatedMessage(expected):
      "The compiler's message ended before its \(expected) bytes."
    case let .messageTooLong(length):
      "The compiler's message says it is \(length) bytes long, more than a message can be."
    }
  }
}
