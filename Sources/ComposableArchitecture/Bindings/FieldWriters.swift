import Synchronization

/// A type whose fields can be written by name without key path machinery. The
/// ``ObservableState()`` macro conforms structs to it; don't conform yourself.
public protocol _ObservableStateFields {
  /// The functions that write and modify the field at `keyPath`, or `nil` when `keyPath` is not
  /// a single tracked field of this type.
  static func _$fieldAccessors<Value>(
    for keyPath: WritableKeyPath<Self, Value>
  ) -> _$FieldAccessors<Self, Value>?
}

/// How to write and modify one tracked field of an ``ObservableState()`` struct. Made by the
/// code the macro generates; don't make one yourself.
public struct _$FieldAccessors<Root, Value> {
  /// Writes a value into the field, as its setter does, naming the field to observers by the
  /// key path it is handed (one equal to the field's own). The value is handed over in place, so
  /// that it is copied once, into the field.
  @usableFromInline
  let write: (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void
  /// Modifies the field in place through its `_modify` accessor.
  @usableFromInline
  let modify: (inout Root, (inout Value) -> Void) -> Void

  /// Makes the accessors of a field, if the requested value type is the field's type.
  public init?<Field>(
    _ field: WritableKeyPath<Root, Field>,
    as _: Value.Type,
    write: @escaping (inout Root, UnsafePointer<Field>, KeyPath<Root, Field>) -> Void,
    modify: @escaping (inout Root, (inout Field) -> Void) -> Void
  ) {
    guard Field.self == Value.self else { return nil }
    // `Field` is `Value`, so the accessors already have the requested types. The struct is cast
    // whole: casting the functions themselves would wrap each in a pair of thunks.
    self = unsafeBitCast(
      _$FieldAccessors<Root, Field>(write: write, modify: modify),
      to: Self.self
    )
  }

  init(
    write: @escaping (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void,
    modify: @escaping (inout Root, (inout Value) -> Void) -> Void
  ) {
    self.write = write
    self.modify = modify
  }
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
  if let entry = _FieldWriters.cachedEntry(for: keyPath) {
    // The same key path object always has the same root and value types.
    return entry._withUnsafeGuaranteedRef {
      unsafeDowncast($0, to: _FieldWriterBox<Root, Value>.self).modify(&root, body)
    }
  }
  return _FieldWriters.resolve(keyPath).modify(&root, body)
}

/// The field writers found so far, by key path.
///
/// Looked up by the key path object's identity, which is stable for a key path literal without
/// subscript arguments, and kept alive with its entry so that the identity is never reused.
///
/// Every binding write looks its key path up here, so a lookup takes no lock and retains
/// nothing: the entries sit in a fixed open-addressed table of atomic words that is only ever
/// added to (under a lock), and an entry, once published, lives as long as the process. The
/// table holds at most ``capacity`` / 2 key paths, far more than an app's binding sites, and at
/// most a quarter of that for key paths that aren't tracked fields: key paths made at run time
/// (for example with subscript arguments) are a new object each time, and those beyond that are
/// resolved on every use instead of cached.
@usableFromInline
enum _FieldWriters {
  /// The number of slots, a power of two.
  private static let capacityBits = 11
  private static let capacity = 1 << capacityBits

  /// Pairs of words: a key path's identity (0 for an empty slot), then its entry's address.
  /// A slot's entry is stored before its identity is published, with release ordering.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: 2 * capacity)
    for index in 0..<(2 * capacity) {
      (slots + index).initialize(to: Atomic(0))
    }
    return slots
  }()

  /// The number of entries in the table; only read and written under the lock.
  private static let count = Mutex(0)

  /// The published entry for `keyPath`, if there is one.
  @usableFromInline
  static func cachedEntry(for keyPath: AnyKeyPath) -> Unmanaged<_FieldWriterEntry>? {
    let key = UInt(bitPattern: ObjectIdentifier(keyPath))
    let slots = self.slots
    var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - capacityBits))
    while true {
      let slotKey = slots[2 &* index].load(ordering: .acquiring)
      if slotKey == key {
        let address = slots[2 &* index &+ 1].load(ordering: .relaxed)
        return Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      }
      if slotKey == 0 { return nil }
      index = (index &+ 1) & (capacity &- 1)
    }
  }

  /// Publishes `entry` for its key path; the table must have room. Call with the lock held.
  private static func publish(_ entry: _FieldWriterEntry, count: inout Int) {
    let key = UInt(bitPattern: ObjectIdentifier(entry.keyPath))
    var index = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - capacityBits))
    while slots[2 &* index].load(ordering: .relaxed) != 0 {
      index = (index &+ 1) & (capacity &- 1)
    }
    // Published entries are never released: a lookup may be using one at any time.
    let address = UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque())
    slots[2 &* index &+ 1].store(address, ordering: .relaxed)
    slots[2 &* index].store(key, ordering: .releasing)
    count += 1
  }

  /// Returns a binding write of `value` at `keyPath`.
  @inlinable
  static func makeWrite<Root, Value: Equatable & Sendable>(
    _ value: consuming Value,
    at keyPath: WritableKeyPath<Root, Value>
  ) -> _BindingWrite<Root, Value> {
    if let entry = self.cachedEntry(for: keyPath) {
      // The same key path object always has the same root and value types. A published entry
      // lives as long as the process, so it is used without retaining it.
      if let write = entry._withUnsafeGuaranteedRef({
        unsafeDowncast($0, to: _FieldWriterBox<Root, Value>.self).takeSpareWrite()
      }) {
        // The value is moved in here, outside the closure, which would have to copy it.
        write.value = value
        return write
      }
      return unsafeDowncast(entry.takeUnretainedValue(), to: _FieldWriterBox<Root, Value>.self)
        .makeNewWrite(value)
    }
    return self.resolve(keyPath).makeWrite(value)
  }

  /// Finds the writers of the field at `keyPath`, and caches them.
  @usableFromInline
  static func resolve<Root, Value>(
    _ keyPath: WritableKeyPath<Root, Value>
  ) -> _FieldWriterBox<Root, Value> {
    self.count.withLock { count in
      if let entry = self.cachedEntry(for: keyPath) {
        return unsafeDowncast(entry.takeUnretainedValue(), to: _FieldWriterBox<Root, Value>.self)
      }
      let accessors = (Root.self as? any _ObservableStateFields.Type).flatMap {
        self.accessors(in: $0, keyPath: keyPath)
      }
      // A key path that isn't a tracked field is published only while the table is less than a
      // quarter full, so that key paths made at run time (each one a new object) can't take the
      // room of the fields.
      let isPublished = count < (accessors == nil ? capacity / 4 : capacity / 2)
      let box = _FieldWriterBox(keyPath: keyPath, accessors: accessors, isPublished: isPublished)
      if isPublished {
        self.publish(box, count: &count)
      }
      return box
    }
  }

  /// The accessors of the field at `keyPath`, when it is a single tracked field of `Root`.
  private static func accessors<Root, Value, Fields: _ObservableStateFields>(
    in _: Fields.Type,
    keyPath: WritableKeyPath<Root, Value>
  ) -> _$FieldAccessors<Root, Value>? {
    // `Fields` is `Root`, opened from the existential.
    guard let fieldsKeyPath = keyPath as? WritableKeyPath<Fields, Value> else { return nil }
    // `Fields` is `Root`: the accessors already have the requested types.
    return unsafeBitCast(
      Fields._$fieldAccessors(for: fieldsKeyPath),
      to: _$FieldAccessors<Root, Value>?.self
    )
  }
}

@usableFromInline
class _FieldWriterEntry: @unchecked Sendable {
  // Never mutated after it is made.
  @usableFromInline
  let keyPath: AnyKeyPath

  init(keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }
}

/// The writer of a field of `Root`, with the field's value type erased, so that a binding write
/// can call it from code that knows `Root` only.
@usableFromInline
class _RootFieldWriter<Root>: _FieldWriterEntry, @unchecked Sendable {
  /// ``_FieldWriterBox/write``, called with the address of a value of the field's type and the
  /// field's key path.
  @usableFromInline
  let erasedWrite: (inout Root, UnsafeRawPointer, AnyKeyPath) -> Void

  init<Value>(
    keyPath: WritableKeyPath<Root, Value>,
    write: @escaping (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void
  ) {
    // The two function types differ only in parameters that are passed the same way: a typed
    // pointer and a raw pointer are both one address, and a key path is a class reference either
    // way. The function is cast inside a struct: casting it directly would pass it through a
    // generic parameter, which wraps it in a pair of reabstraction thunks, a call each per write.
    self.erasedWrite =
      unsafeBitCast(
        _TypedFieldWrite(write: write),
        to: _ErasedFieldWrite<Root>.self
      ).write
    super.init(keyPath: keyPath)
  }
}

/// A field writer, in a struct so that it can be cast to ``_ErasedFieldWrite`` whole.
@usableFromInline
struct _TypedFieldWrite<Root, Value> {
  let write: (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void
}

/// A field writer with the field's type erased. See ``_RootFieldWriter``.
@usableFromInline
struct _ErasedFieldWrite<Root> {
  let write: (inout Root, UnsafeRawPointer, AnyKeyPath) -> Void
}

/// How to write and modify one field, found once per key path object.
@usableFromInline
final class _FieldWriterBox<Root, Value>: _RootFieldWriter<Root>, @unchecked Sendable {
  @usableFromInline
  let writableKeyPath: WritableKeyPath<Root, Value>
  /// Writes a value into the field: through its setter's code when it is a tracked field, else
  /// through the key path.
  @usableFromInline
  let write: (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void
  /// Modifies the field in place, when ``modifiesInPlace``.
  @usableFromInline
  let modifyInPlace: (inout Root, (inout Value) -> Void) -> Void
  /// Whether the field has its own `_modify` accessor, or is modified through the key path.
  @usableFromInline
  let modifiesInPlace: Bool
  /// Whether writes of this field are reused (see ``makeWrite(_:)``): only for values that hold
  /// no objects besides a string's storage, so that keeping the last written value costs a little
  /// memory and never delays a `deinit`.
  @usableFromInline
  let reusesWrites: Bool
  /// Taken while a thread looks at ``spare``.
  @usableFromInline
  let spareIsTaken = Atomic<Bool>(false)
  /// The last binding write made for this field. Only read or written by the thread that took
  /// ``spareIsTaken``.
  @usableFromInline
  @exclusivity(unchecked)
  var spare: AnyObject?

  /// - Parameters:
  ///   - accessors: The field's own accessors, or `nil` to go through the key path. (The
  ///     functions travel in the struct: an `Optional` of a function would wrap it in thunks.)
  init(
    keyPath: WritableKeyPath<Root, Value>,
    accessors: _$FieldAccessors<Root, Value>?,
    isPublished: Bool
  ) {
    self.writableKeyPath = keyPath
    let write: (inout Root, UnsafePointer<Value>, KeyPath<Root, Value>) -> Void
    if let accessors {
      write = accessors.write
      self.modifyInPlace = accessors.modify
      self.modifiesInPlace = true
    } else {
      write = { root, value, _ in root[keyPath: keyPath] = value.pointee }
      self.modifyInPlace = { _, _ in }
      self.modifiesInPlace = false
    }
    self.write = write
    // A write refers to its box: an unpublished box that kept its last write would never be freed.
    self.reusesWrites =
      isPublished
      && (_isPOD(Value.self) || Value.self == String.self || Value.self == String?.self)
    super.init(keyPath: keyPath, write: write)
  }
}

extension _FieldWriterBox {
  /// Modifies the field in place in `root`.
  ///
  /// `root[keyPath: keyPath]` with a computed property (every field of an `@ObservableState`
  /// struct is one) reads the value into a temporary and writes it back, so a collection
  /// modified through it is copied whole: O(n) per element write. A tracked field is modified
  /// through its own `_modify` accessor instead, in place.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard self.modifiesInPlace else {
      return body(&root[keyPath: self.writableKeyPath])
    }
    return withoutActuallyEscaping(body) { body in
      var result: Result?
      self.modifyInPlace(&root) { result = body(&$0) }
      return result!
    }
  }
}

extension _FieldWriterBox where Value: Equatable & Sendable {
  /// Returns a binding write of `value` to this field.
  ///
  /// A write is immutable to everyone who holds it, but once nobody but this box holds it, no one
  /// can tell it apart from a new one: so the box keeps the last write it made, and when it is
  /// the only holder left, puts the new value in it instead of allocating another.
  @inlinable
  func makeWrite(_ value: consuming Value) -> _BindingWrite<Root, Value> {
    if let write = self.takeSpareWrite() {
      write.value = value
      return write
    }
    return self.makeNewWrite(value)
  }

  /// The last write this box made, retained, when nobody else holds it: then the caller is the
  /// only one who can see it, and puts its value in it before handing it out.
  ///
  /// The write is retained before the flag is released, so from then on the box's reference is
  /// not the only one, and no other thread takes the write until the caller's action is released.
  @inlinable
  func takeSpareWrite() -> _BindingWrite<Root, Value>? {
    guard
      self.reusesWrites,
      self.spareIsTaken.compareExchange(
        expected: false,
        desired: true,
        ordering: .acquiring
      ).exchanged
    else { return nil }
    guard isKnownUniquelyReferenced(&self.spare) else {
      self.spareIsTaken.store(false, ordering: .releasing)
      return nil
    }
    // Retained by a call the optimizer can't see into. Retained here in line, the retain could
    // be moved past the store below (an atomic store is no barrier to reference counting, and
    // the box keeps the write alive as far as this thread can tell), and then another thread
    // could take the same write, or replace and free it, in between.
    let write = _retained(self.spare.unsafelyUnwrapped)
    self.spareIsTaken.store(false, ordering: .releasing)
    return unsafeDowncast(write.takeRetainedValue(), to: _BindingWrite<Root, Value>.self)
  }

  /// Makes a new write, and keeps it as the spare when writes of this field are reused.
  @inlinable
  func makeNewWrite(_ value: consuming Value) -> _BindingWrite<Root, Value> {
    let write = _BindingWrite(value: value, field: self)
    if self.reusesWrites,
      self.spareIsTaken.compareExchange(
        expected: false,
        desired: true,
        ordering: .acquiring
      ).exchanged
    {
      // The box's reference is made before the flag is released, by a call the optimizer can't
      // see into (see `takeSpareWrite`): otherwise the write could be stored with the caller's
      // reference, the caller's own made only later, and in between another thread would find
      // the write held by the box alone, and take it.
      self.spare = _retained(write).takeRetainedValue()
      self.spareIsTaken.store(false, ordering: .releasing)
    }
    return write
  }
}

/// Retains `object`, in a call that the optimizer can't move or see into. See
/// ``_FieldWriterBox/takeSpareWrite()``.
@usableFromInline
@inline(never)
func _retained(_ object: AnyObject) -> Unmanaged<AnyObject> {
  Unmanaged.passRetained(object)
}
