import Foundation

/// An identifier of rows that a remote page can name in a path: `todos[id:3].title`.
///
/// `Int`, `String` and `UUID` conform. A text id must not contain `]`: a row whose id does is
/// reported and not shown.
public protocol RemoteRowID: Hashable, Sendable {
  /// The id named by a page, or `nil` when the text names no id of this type.
  ///
  /// - Parameter remoteRowID: The text between `[id:` and `]` in a path.
  init?(remoteRowID: String)

  /// The id's text in paths and in `rows` messages.
  var remoteRowID: String { get }
}

extension Int: RemoteRowID {
  /// A whole number written in decimal.
  ///
  /// - Parameter remoteRowID: The id's text.
  public init?(remoteRowID: String) {
    self.init(remoteRowID)
  }

  /// The number in decimal.
  public var remoteRowID: String {
    String(self)
  }
}

extension String: RemoteRowID {
  /// The text itself.
  ///
  /// - Parameter remoteRowID: The id's text.
  public init?(remoteRowID: String) {
    self = remoteRowID
  }

  /// The text itself.
  public var remoteRowID: String {
    self
  }
}

extension UUID: RemoteRowID {
  /// A UUID in its usual form.
  ///
  /// - Parameter remoteRowID: The id's text.
  public init?(remoteRowID: String) {
    self.init(uuidString: remoteRowID)
  }

  /// The UUID's `uuidString`.
  public var remoteRowID: String {
    self.uuidString
  }
}
