/// A place in the source: where a reducer, an effect, a binding or a test store was made, for the
/// messages that point at it.
@usableFromInline
struct _SourceLocation: Sendable {
  @usableFromInline
  let fileID: StaticString
  @usableFromInline
  let filePath: StaticString
  @usableFromInline
  let line: UInt
  @usableFromInline
  let column: UInt

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports an issue here: a test failure in tests, a runtime warning in an app.
  func report(_ message: String) {
    reportIssue(
      message,
      fileID: self.fileID,
      filePath: self.filePath,
      line: self.line,
      column: self.column
    )
  }
}
