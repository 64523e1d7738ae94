#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A log file that `_printChanges` writes every action and state change to.
///
/// ```swift
/// let log = try ChangeLog(path: "settings-changes.log")
/// Settings()._printChanges(.customDump { text in log.write(text) })
/// ```
///
/// The file is created, or emptied, when the log is opened.
public final class ChangeLog: Sendable {
  /// The path the log was opened with.
  public let path: String
  private let fileDescriptor: Int32

  /// Opens a log file, creating it or emptying it.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``ChangeLogError`` when the file can't be opened for writing.
  public init(path: String) throws(ChangeLogError) {
    let fileDescriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
    guard fileDescriptor >= 0 else {
      throw ChangeLogError(path: path, reason: String(cString: strerror(errno)))
    }
    self.path = path
    self.fileDescriptor = fileDescriptor
  }

  deinit {
    close(self.fileDescriptor)
  }

  /// Appends text to the log.
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(
            self.fileDescriptor,
            buffer.baseAddress! + offset,
            buffer.count - offset
          )
        #else
          let written = Darwin.write(
            self.fileDescriptor,
            buffer.baseAddress! + offset,
            buffer.count - offset
          )
        #endif
        if written < 0 {
          guard errno == EINTR else { return }
          continue
        }
        offset += written
      }
    }
  }
}

/// Why a ``ChangeLog`` couldn't be opened.
public struct ChangeLogError: Error, Hashable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// What the system said.
  public var reason: String

  public var description: String {
    "can't write the change log '\(self.path)': \(self.reason)"
  }
}
