/// What the server needs of a session: the library's `RemoteSessionProtocol`, declared here until
/// the library has it (same shape; this file goes when it lands).
///
/// One page's connection to a store: ``start()`` sends the page what it must show, ``receive(_:)``
/// takes the page's text messages, ``stop()`` ends it.
@MainActor
public protocol RemoteSessionProtocol: AnyObject {
  /// Sends the page everything it shows once, then follows changes.
  func start()
  /// Handles a text message from the page.
  ///
  /// - Parameter text: The message.
  func receive(_ text: String)
  /// Handles a binary message from the page (refused: the protocol is text).
  ///
  /// - Parameter size: The message's size in bytes.
  func receiveBinary(size: Int)
  /// Stops following the store: nothing more is sent.
  func stop()
}
