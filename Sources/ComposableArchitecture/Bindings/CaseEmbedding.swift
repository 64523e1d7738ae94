import CasePaths

/// An enum that can hand out the constructor of one of its cases, given a case key path to it.
///
/// The ``Reducer()`` macro conforms a feature's `Action` enum to it, so that a binding made with
/// `$store.field.sending(\.fieldChanged)` embeds each new value by calling the case's constructor
/// instead of going through the case key path (a key path projection and a dynamic cast per
/// write). Don't conform your own types.
public protocol _$CaseEmbeddable {
  /// The constructor of the case that `keyPath` leads to, when `keyPath` is a single case of this
  /// enum (not a path through a nested enum) whose payload is one value. `action` is the value
  /// that `keyPath` embeds one value in, which names the case.
  static func _$embedding<Value>(
    for keyPath: CaseKeyPath<Self, Value>,
    embedding action: Self
  ) -> _$Embedding<Self, Value>?
}

/// The constructor of an enum case, as a function from its payload. Made by the code that the
/// ``Reducer()`` macro generates; don't make one yourself.
public struct _$Embedding<Root, Value> {
  /// Embeds a value in the case.
  public let embed: (Value) -> Root

  /// Wraps a case constructor, if its payload has the requested type.
  public init?<Payload>(as _: Value.Type, _ embed: @escaping (Payload) -> Root) {
    // The cast succeeds exactly when `Payload` is `Value`.
    guard let embed = embed as Any as? (Value) -> Root else { return nil }
    self.embed = embed
  }
}

/// Embeds values in an enum through a case key path, as a binding made with `sending(_:)` does
/// on every write.
///
/// The case is looked up on the first write, not when the binding is made (a view makes its
/// bindings on every update, and most are never written), and then called directly: through the
/// case's constructor when the enum is a ``_$CaseEmbeddable`` (a feature's `Action`), else
/// through a case path.
@usableFromInline
final class _CaseEmbedder<Root, Value> {
  private let keyPath: CaseKeyPath<Root, Value>
  private var embed: ((Value) -> Root)?
  /// Whether values are embedded through the case's constructor, once the case is looked up.
  private(set) var embedsThroughConstructor = false

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// Returns `value` embedded in the key path's case.
  @usableFromInline
  func callAsFunction(_ value: Value) -> Root {
    if let embed = self.embed {
      return embed(value)
    }
    let casePath = AnyCasePath(self.keyPath)
    let constructor = self.constructor(embedding: casePath.embed(value))
    let embed = constructor ?? casePath.embed
    self.embed = embed
    self.embedsThroughConstructor = constructor != nil
    return embed(value)
  }

  /// The constructor of the key path's case, when the enum hands it out. `action` is a value
  /// embedded in that case.
  private func constructor(embedding action: Root) -> ((Value) -> Root)? {
    guard let embeddable = Root.self as? any _$CaseEmbeddable.Type else { return nil }
    func open<Enum: _$CaseEmbeddable>(_: Enum.Type) -> ((Value) -> Root)? {
      // `Enum` is `Root`, opened from the existential: the casts check it.
      guard
        let keyPath = self.keyPath as AnyKeyPath as? CaseKeyPath<Enum, Value>,
        let action = action as? Enum,
        let embedding = Enum._$embedding(for: keyPath, embedding: action)
      else { return nil }
      return embedding.embed as Any as? (Value) -> Root
    }
    return open(embeddable)
  }
}
