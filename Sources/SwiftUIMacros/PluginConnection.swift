import Foundation

/// The plugin's end of its connection to the compiler: messages on standard input and output,
/// each a JSON document after its length in bytes (a little-endian 64-bit integer), as
/// swift-syntax's `StandardIOMessageConnection` reads and writes them.
struct PluginConnection {
  private let input = FileHandle.standardInput
  private let output = FileHandle.standardOutput
  /// The longest message read: a macro's source and context are far shorter.
  static let maximumLength: UInt64 = 1 << 30

  /// The next message, or `nil` once the compiler closes the plugin's input.
  func next() throws -> HostMessage? {
    guard let header = try read(count: 8) else { return nil }
    let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    // As swift-syntax's: a length of 0 ends the connection.
    guard length > 0 else { return nil }
    guard length <= Self.maximumLength else {
      throw PluginError.messageTooLong(length)
    }
    guard let payload = try read(count: Int(length)) else {
      throw PluginError.truncatedMessage(expected: Int(length))
    }
    return try JSONDecoder().decode(HostMessage.self, from: payload)
  }

  func send(_ message: PluginMessage) throws {
    let payload = try JSONEncoder().encode(message)
    let header = (0..<8).map { UInt8(truncatingIfNeeded: payload.count >> ($0 * 8)) }
    try output.write(contentsOf: Data(header) + payload)
  }

  /// Exactly `count` bytes, or `nil` if the input ends before the first.
  private func read(count: Int) throws -> Data? {
    var data = Data()
    while data.count < count {
      guard let chunk = try input.read(upToCount: count - data.count), !chunk.isEmpty else {
        if data.isEmpty { return nil }
        throw PluginError.truncatedMessage(expected: count)
      }
      data.append(chunk)
    }
    return data
  }
}
