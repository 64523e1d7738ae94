#if !canImport(Darwin)
  import SwiftUI
#endif

/// Where a binding that writes to a store was made, so that a binding the store's reducer never
/// applied can be reported at the line that created it.
///
/// Dynamic-member subscripts can't take `#fileID`/`#line` defaults, so `$store.field` reports the
/// place where its `@Bindable` was declared, while `sending(_:)` reports its own call.
@usableFromInline
struct _BindingOrigin: Sendable {
  @usableFromInline
  enum Kind: Sendable {
    /// `$store.field`: the location is the `@Bindable` declaration of `store`.
    case bindable
    /// `$store.field.sending(…)`: the location is the call to `sending`.
    case sending
  }

  @usableFromInline
  let kind: Kind
  @usableFromInline
  let location: _SourceLocation

  @usableFromInline
  init(
    _ kind: Kind,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.kind = kind
    self.location = _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  #if !canImport(Darwin)
    @usableFromInline
    init(_ kind: Kind, _ declaration: _DeclarationLocation) {
      self.init(
        kind,
        fileID: declaration.fileID,
        filePath: declaration.filePath,
        line: declaration.line,
        column: declaration.column
      )
    }
  #endif
}
