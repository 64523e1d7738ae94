import CasePaths

/// Embeds values in an enum case, and extracts them, for a case key path.
///
/// Found once per case key path: when the enum is ``_$CaseAccessible`` (a feature's actions),
/// embedding is a call to the case's constructor and extracting a `switch`; otherwise both go
/// through a case path made from the key path, which costs several times more per action.
@usableFromInline
final class _CaseAccessors<Root, Value>: Sendable {
  @usableFromInline
  let embed: @Sendable (Value) -> Root
  @usableFromInline
  let extract: @Sendable (Root) -> Value?
  /// Whether the accessors are the case's own, rather than the case path's.
  let isTheCasesOwn: Bool

  @usableFromInline
  init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    isTheCasesOwn: Bool
  ) {
    self.embed = embed
    self.extract = extract
    self.isTheCasesOwn = isTheCasesOwn
  }

  /// The accessors of the case `keyPath` names.
  @usableFromInline
  static func find(_ keyPath: CaseKeyPath<Root, Value>) -> _CaseAccessors {
    let found = caseAccessors.value(for: keyPath) {
      if let accessible = Root.self as? any _$CaseAccessible.Type {
        func casePath<Enum: _$CaseAccessible>(_: Enum.Type) -> AnyObject? {
          // `Enum` is `Root`, opened from the existential: the casts check it.
          guard
            let keyPath = keyPath as AnyKeyPath as? CaseKeyPath<Enum, Value>,
            let casePath = Enum._$casePath(for: keyPath)
          else { return nil }
          return _CaseAccessors<Enum, Value>(
            embed: casePath.embed,
            extract: casePath.extract,
            isTheCasesOwn: true
          )
        }
        if let accessors = casePath(accessible) {
          return accessors
        }
      }
      return Self.throughCasePath(keyPath)
    }
    // Equal key paths have the same root and value types, so this is the accessors' type.
    return found as? _CaseAccessors ?? Self.throughCasePath(keyPath)
  }

  /// The accessors of a case path (the deprecated forms of the operators take one).
  @usableFromInline
  convenience init(_ casePath: AnyCasePath<Root, Value>) {
    self.init(
      embed: { casePath.embed($0) },
      extract: { casePath.extract(from: $0) },
      isTheCasesOwn: false
    )
  }

  private static func throughCasePath(_ keyPath: CaseKeyPath<Root, Value>) -> _CaseAccessors {
    _CaseAccessors(AnyCasePath(keyPath))
  }
}

/// The case accessors found so far, by key path: finding one may make the key path of every case
/// of the enum.
private let caseAccessors = _KeyPathMemo()
