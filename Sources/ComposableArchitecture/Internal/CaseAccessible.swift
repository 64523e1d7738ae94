import ConcurrencyExtras
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
  ///
  /// `embed` is the case's constructor itself (`Self.alert`), which captures nothing, so it is
  /// taken as it is and made `Sendable` here: asking for a `@Sendable` function would make Swift 5
  /// mode warn, in users' code, about converting the constructor to one.
  public init?<Payload>(
    embed: @escaping (Payload) -> Root,
    extract: @escaping @Sendable (Root) -> Payload?
  ) {
    // The casts succeed exactly when `Payload` is `Value`.
    guard
      let embed = embed as Any as? (Value) -> Root,
      let extract = extract as Any as? @Sendable (Root) -> Value?
    else { return nil }
    let constructor = UncheckedSendable(embed)
    self.embed = { constructor.value($0) }
    self.extract = extract
  }
}
