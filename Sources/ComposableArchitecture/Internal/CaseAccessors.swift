import CasePaths

/// An enum that can hand out the constructor and the pattern match of one of its cases, given a
/// case key path to it.
///
/// The ``Reducer()`` macro conforms a feature's `Action` and `State` enums to it (see
/// `_CaseAccessors()`). Don't conform your own types.
public protocol _$CaseAccessible {
  /// The constructor and the pattern match of the case that `keyPath` names, when `keyPath` is a
  /// single case of this enum (not a path through a nested enum) whose payload is one value.
  static func _$casePath<Value>(for keyPath: CaseKeyPath<Self, Value>) -> _$CasePath<Self, Value>?
}

/// The constructor and the pattern match of an enum case. Made by the code that the
/// ``Reducer()`` macro generates; don't make one yourself.
public struct _$CasePath<Root, Value> {
  /// Embeds a value in the case.
  public let embed: @Sendable (Value) -> Root
  /// Extracts the case's value from an enum value in that case; `nil` for another case.
  public let extract: @Sendable (Root) -> Value?

  /// Wraps a case's constructor and pattern match, if its payload has the requested type.
  public init?<Payload>(
    embed: @escaping @Sendable (Payload) -> Root,
    extract: @escaping @Sendable (Root) -> Payload?
  ) {
    // The casts succeed exactly when `Payload` is `Value`.
    guard
      let embed = embed as Any as? @Sendable (Value) -> Root,
      let extract = extract as Any as? @Sendable (Root) -> Value?
    else { return nil }
    self.embed = embed
    self.extract = extract
  }
}

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

  private init(
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

  private static func throughCasePath(_ keyPath: CaseKeyPath<Root, Value>) -> _CaseAccessors {
    let casePath = AnyCasePath(keyPath)
    return _CaseAccessors(
      embed: { casePath.embed($0) },
      extract: { casePath.extract(from: $0) },
      isTheCasesOwn: false
    )
  }
}

/// The case accessors found so far, by key path: finding one may make the key path of every case
/// of the enum.
private let caseAccessors = _KeyPathMemo()

/// Embeds values in an enum through a case key path, as a binding made with `sending(_:)` does
/// on every write.
///
/// The case is looked up on the first write, not when the binding is made (a view makes its
/// bindings on every update, and most are never written), and then called directly.
@usableFromInline
final class _CaseEmbedder<Root, Value> {
  private let keyPath: CaseKeyPath<Root, Value>
  private(set) var accessors: _CaseAccessors<Root, Value>?

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// Returns `value` embedded in the key path's case.
  @usableFromInline
  func callAsFunction(_ value: Value) -> Root {
    if let accessors = self.accessors {
      return accessors.embed(value)
    }
    let accessors = _CaseAccessors.find(self.keyPath)
    self.accessors = accessors
    return accessors.embed(value)
  }
}
