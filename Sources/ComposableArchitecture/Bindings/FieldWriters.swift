import Synchronization

/// A type whose fields can be written by name without key path machinery. The
/// ``ObservableState()`` macro conforms structs to it; don't conform yourself.
public protocol _ObservableStateFields {
  /// A function that writes the field at `keyPath` through its setter, or `nil` when `keyPath`
  /// is not a single tracked field of this type.
  static func _$fieldWriter<Value>(
    for keyPath: WritableKeyPath<Self, Value>
  ) -> ((inout Self, Value) -> Void)?
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
    if let entry = cache.withLock({ $0.entry(for: keyPath) }) {
      // The same key path object always has the same root and value types.
      return unsafeDowncast(entry, to: _FieldWriterBox<Root, Value>.self).write
    }
    let write = (Root.self as? any _ObservableStateFields.Type).flatMap {
      findWriter(in: $0, keyPath: keyPath)
    }
    let entry = _FieldWriterBox(keyPath: keyPath, write: write)
    cache.withLock {
      $0.all[ObjectIdentifier(keyPath)] = entry
      $0.remember(entry)
    }
    return write
  }

  private static func findWriter<Root, Value, Fields: _ObservableStateFields>(
    in _: Fields.Type,
    keyPath: WritableKeyPath<Root, Value>
  ) -> ((inout Root, Value) -> Void)? {
    // `Fields` is `Root`, opened from the existential.
    guard let keyPath = keyPath as? WritableKeyPath<Fields, Value>,
      let write = Fields._$fieldWriter(for: keyPath)
    else { return nil }
    return unsafeBitCast(write, to: ((inout Root, Value) -> Void).self)
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

  init(keyPath: AnyKeyPath, write: ((inout Root, Value) -> Void)?) {
    self.write = write
    super.init(keyPath: keyPath)
  }
}
