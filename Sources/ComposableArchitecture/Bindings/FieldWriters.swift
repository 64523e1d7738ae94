import Synchronization

/// A type whose fields can be written by name without key path machinery. The
/// ``ObservableState()`` macro conforms structs to it; don't conform yourself.
public protocol _ObservableStateFields {
  /// A function that writes the field at `keyPath` through its setter, or `nil` when `keyPath`
  /// is not a single tracked field of this type.
  static func _$fieldWriter<Value>(
    for keyPath: WritableKeyPath<Self, Value>
  ) -> ((inout Self, Value) -> Void)?

  /// A function that modifies the field at `keyPath` in place through its `_modify` accessor, or
  /// `nil` when `keyPath` is not a single tracked field of this type.
  static func _$fieldModifier<Value>(
    for keyPath: WritableKeyPath<Self, Value>
  ) -> ((inout Self, (inout Value) -> Void) -> Void)?
}

/// Makes the in-place modifier for one field, if the requested value type is the field's type.
/// Used by the code ``ObservableState()`` generates.
public func _$fieldModifier<Root, Field, Value>(
  _ field: WritableKeyPath<Root, Field>,
  as _: Value.Type,
  _ modify: @escaping (inout Root, (inout Field) -> Void) -> Void
) -> ((inout Root, (inout Value) -> Void) -> Void)? {
  guard Field.self == Value.self else { return nil }
  return unsafeBitCast(modify, to: ((inout Root, (inout Value) -> Void) -> Void).self)
}

/// Modifies the value at a key path in place.
///
/// `root[keyPath: keyPath]` with a computed property (every field of an `@ObservableState`
/// struct is one) reads the value into a temporary and writes it back, so a collection modified
/// through it is copied whole: O(n) per element write. A single tracked field is modified through
/// its own `_modify` accessor instead, in place.
@inlinable
func _modify<Root, Value, Result>(
  _ root: inout Root,
  at keyPath: WritableKeyPath<Root, Value>,
  _ body: (inout Value) -> Result
) -> Result {
  guard let modify = _FieldWriters.modifier(for: keyPath, of: Root.self, Value.self) else {
    return body(&root[keyPath: keyPath])
  }
  return withoutActuallyEscaping(body) { body in
    var result: Result?
    modify(&root) { result = body(&$0) }
    return result!
  }
}

/// Makes the writer for one field, if the requested value type is the field's type. Used by the
/// code ``ObservableState()`` generates.
public func _$fieldWriter<Root, Field, Value>(
  _ field: WritableKeyPath<Root, Field>,
  as _: Value.Type,
  _ set: @escaping (inout Root, Field) -> Void
) -> ((inout Root, Value) -> Void)? {
  guard Field.self == Value.self else { return nil }
  // `Field` is `Value`: the setter already has the requested type, so it is returned as is,
  // without a wrapping closure.
  return unsafeBitCast(set, to: ((inout Root, Value) -> Void).self)
}

/// The field writers found so far, by key path.
///
/// Looked up by the key path object's identity, which is stable for a key path literal, and
/// kept alive with its entry so that the identity is never reused.
@usableFromInline
enum _FieldWriters {
  private struct Cache {
    /// The most recently used entries, scanned by identity before hashing anything: a feature
    /// writes the same few fields over and over.
    var recent: [_FieldWriterEntry] = []
    var all: [ObjectIdentifier: _FieldWriterEntry] = [:]

    mutating func entry(for keyPath: AnyKeyPath) -> _FieldWriterEntry? {
      for entry in self.recent where entry.keyPath === keyPath {
        return entry
      }
      guard let entry = self.all[ObjectIdentifier(keyPath)] else { return nil }
      self.remember(entry)
      return entry
    }

    mutating func remember(_ entry: _FieldWriterEntry) {
      if self.recent.count == 8 {
        self.recent.removeLast()
      }
      self.recent.insert(entry, at: 0)
    }
  }

  private static let cache = Mutex(Cache())

  static func writer<Root, Value>(
    for keyPath: WritableKeyPath<Root, Value>,
    of _: Root.Type,
    _: Value.Type
  ) -> ((inout Root, Value) -> Void)? {
    self.box(for: keyPath).write
  }

  @usableFromInline
  static func modifier<Root, Value>(
    for keyPath: WritableKeyPath<Root, Value>,
    of _: Root.Type,
    _: Value.Type
  ) -> ((inout Root, (inout Value) -> Void) -> Void)? {
    self.box(for: keyPath).modify
  }

  private static func box<Root, Value>(
    for keyPath: WritableKeyPath<Root, Value>
  ) -> _FieldWriterBox<Root, Value> {
    if let entry = cache.withLock({ $0.entry(for: keyPath) }) {
      // The same key path object always has the same root and value types.
      return unsafeDowncast(entry, to: _FieldWriterBox<Root, Value>.self)
    }
    let box =
      (Root.self as? any _ObservableStateFields.Type).map { makeBox(in: $0, keyPath: keyPath) }
      ?? _FieldWriterBox(keyPath: keyPath, write: nil, modify: nil)
    cache.withLock {
      $0.all[ObjectIdentifier(keyPath)] = box
      $0.remember(box)
    }
    return box
  }

  private static func makeBox<Root, Value, Fields: _ObservableStateFields>(
    in _: Fields.Type,
    keyPath: WritableKeyPath<Root, Value>
  ) -> _FieldWriterBox<Root, Value> {
    // `Fields` is `Root`, opened from the existential.
    guard let fieldsKeyPath = keyPath as? WritableKeyPath<Fields, Value> else {
      return _FieldWriterBox(keyPath: keyPath, write: nil, modify: nil)
    }
    return _FieldWriterBox(
      keyPath: keyPath,
      write: Fields._$fieldWriter(for: fieldsKeyPath).map {
        unsafeBitCast($0, to: ((inout Root, Value) -> Void).self)
      },
      modify: Fields._$fieldModifier(for: fieldsKeyPath).map {
        unsafeBitCast($0, to: ((inout Root, (inout Value) -> Void) -> Void).self)
      }
    )
  }
}

class _FieldWriterEntry: @unchecked Sendable {
  // Never mutated after it is made.
  let keyPath: AnyKeyPath

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}

final class _FieldWriterBox<Root, Value>: _FieldWriterEntry, @unchecked Sendable {
  let write: ((inout Root, Value) -> Void)?
  let modify: ((inout Root, (inout Value) -> Void) -> Void)?

  init(
    keyPath: AnyKeyPath,
    write: ((inout Root, Value) -> Void)?,
    modify: ((inout Root, (inout Value) -> Void) -> Void)?
  ) {
    self.write = write
    self.modify = modify
    super.init(keyPath: keyPath)
  }
}
