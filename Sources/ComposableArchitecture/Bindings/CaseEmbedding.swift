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
    guard Payload.self == Value.self else { return nil }
    // `Payload` is `Value`, so the function already has the requested type. The struct is cast
    // whole: casting the function itself would wrap it in a pair of thunks.
    self = unsafeBitCast(_$Embedding<Root, Payload>(embed: embed), to: Self.self)
  }

  init(embed: @escaping (Value) -> Root) {
    self.embed = embed
  }
}

/// Embeds values in an enum through a case key path, as a binding made with
/// `sending(_:)` does on every write.
///
/// The case is looked up on the first write, not when the binding is made (a view makes its
/// bindings on every update, and most are never written), and then called directly: through the
/// case's constructor when the enum is a ``_$CaseEmbeddable`` (a feature's `Action`), else
/// through a case path made once.
@usableFromInline
final class _CaseEmbedder<Root, Value> {
  @usableFromInline
  let keyPath: CaseKeyPath<Root, Value>
  /// The case's constructor, once looked up, if there is one. Kept apart from ``casePath`` so
  /// that reading it copies one function, which captures nothing.
  @usableFromInline
  @exclusivity(unchecked)
  var constructor: _$Embedding<Root, Value>?
  /// The case path, once looked up, when there is no constructor.
  @exclusivity(unchecked)
  var casePath: AnyCasePath<Root, Value>?

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// Returns `value` embedded in the key path's case.
  @inlinable
  func callAsFunction(_ value: Value) -> Root {
    if let constructor = self.constructor {
      return constructor.embed(value)
    }
    return self.embedThroughCasePath(value)
  }

  @usableFromInline
  func embedThroughCasePath(_ value: Value) -> Root {
    if let casePath = self.casePath {
      return casePath.embed(value)
    }
    let resolved = _ResolvedEmbedding.find(self.keyPath, embedding: value)
    self.casePath = resolved.casePath
    if let constructor = resolved.constructor {
      self.constructor = constructor
      return constructor.embed(value)
    }
    return resolved.casePath.embed(value)
  }
}

/// How a ``_CaseEmbedder`` embeds its values: through the case's constructor, or through a case
/// path.
struct _ResolvedEmbedding<Root, Value> {
  let constructor: _$Embedding<Root, Value>?
  let casePath: AnyCasePath<Root, Value>

  /// The embedding for `keyPath`: the one found before for an equal key path, if it is still
  /// cached, else a new one. `value` is a value to embed, with which a new one is looked up.
  static func find(
    _ keyPath: CaseKeyPath<Root, Value>,
    embedding value: Value
  ) -> Self {
    if let cached = embeddingCache.entry(for: keyPath) {
      // A key path of the same class has the same root and value types.
      return unsafeDowncast(cached, to: _EmbeddingCacheEntry<Root, Value>.self).embedding
    }
    let casePath = _CasePathCache.casePath(keyPath)
    var constructor: _$Embedding<Root, Value>?
    if let embeddable = Root.self as? any _$CaseEmbeddable.Type {
      constructor = Self.constructor(in: embeddable, for: keyPath, embedding: casePath.embed(value))
    }
    let embedding = Self(constructor: constructor, casePath: casePath)
    embeddingCache.store(_EmbeddingCacheEntry(keyPath: keyPath, embedding: embedding))
    return embedding
  }

  private static func constructor<Enum: _$CaseEmbeddable>(
    in _: Enum.Type,
    for keyPath: CaseKeyPath<Root, Value>,
    embedding action: Root
  ) -> _$Embedding<Root, Value>? {
    // `Enum` is `Root`, opened from the existential.
    guard
      let keyPath = keyPath as AnyKeyPath as? CaseKeyPath<Enum, Value>,
      let action = action as? Enum
    else { return nil }
    return unsafeBitCast(
      Enum._$embedding(for: keyPath, embedding: action),
      to: _$Embedding<Root, Value>?.self
    )
  }
}

/// The embeddings looked up lately, by case key path.
private let embeddingCache = _KeyPathCache(setCount: 16)

private final class _EmbeddingCacheEntry<Root, Value>: _KeyPathCacheEntry, @unchecked Sendable {
  // Immutable; the embedding's functions are only ever called, on whatever thread a binding is
  // written from.
  let embedding: _ResolvedEmbedding<Root, Value>

  init(keyPath: CaseKeyPath<Root, Value>, embedding: _ResolvedEmbedding<Root, Value>) {
    self.embedding = embedding
    super.init(keyPath: keyPath)
  }
}
