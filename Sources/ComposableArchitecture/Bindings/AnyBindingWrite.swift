import Synchronization

/// The type-erased write that a ``BindingAction`` carries: a writable key path and a value.
///
/// A class, so that a binding action (and so every action enum that has a `binding` case) is a
/// single reference: copying an action is a retain, not a copy of an existential's payload.
@usableFromInline
class _AnyBindingWrite<Root>: @unchecked Sendable {
  // Immutable once made (to anyone who can see it); the key path and value are both `Sendable`.

  /// The writer of the field this write sets, when the write goes through one (the subclass
  /// holds it strongly); `nil` to apply the write with ``apply(to:)``.
  @usableFromInline
  let fieldWriter: Unmanaged<_RootFieldWriter<Root>>?
  /// The address of the value to write, inside this object, when there is a ``fieldWriter``.
  /// Set once, by the subclass's initializer.
  @usableFromInline
  @exclusivity(unchecked)
  final var valueAddress: UnsafeRawPointer?

  /// Whether a reducer has applied this write (see `BindingAction.apply(to:)`). A store that
  /// sends a binding action lowers it before sending and reads it afterwards, to report a binding
  /// that no `BindingReducer` handled (see `Store._sendBinding`); nothing else reads it.
  @usableFromInline
  final let isApplied = Atomic<Bool>(false)

  @usableFromInline
  init(fieldWriter: Unmanaged<_RootFieldWriter<Root>>? = nil) {
    self.fieldWriter = fieldWriter
  }

  /// Writes the value into `root`.
  ///
  /// A field write goes straight to the field's writer: one indirect call, made in code that is
  /// specialized for `Root` where the binding action is applied, whatever the value's type.
  @inlinable
  final func write(into root: inout Root) {
    if let fieldWriter = self.fieldWriter {
      fieldWriter._withUnsafeGuaranteedRef { writer in
        writer.erasedWrite(&root, self.valueAddress.unsafelyUnwrapped, writer.keyPath)
      }
    } else {
      self.apply(to: &root)
    }
  }

  @usableFromInline
  var partialKeyPath: _SendablePartialKeyPath<Root> {
    fatalError("Subclass must override")
  }

  @usableFromInline
  var anyValue: any Sendable {
    fatalError("Subclass must override")
  }

  /// Writes the value into `root`, for a write without a ``fieldWriter``, which must override
  /// this. See ``write(into:)``.
  @usableFromInline
  func apply(to root: inout Root) {
    fatalError("A write without a field writer must override apply(to:)")
  }

  @usableFromInline
  func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    fatalError("Subclass must override")
  }
}

/// A write of a value of a given type at a key path.
///
/// Made by ``make(keyPath:value:)``, which reuses the last write made for the same key path when
/// nothing else holds it any more, so that a field written over and over (a text field, say)
/// doesn't allocate per write.
@usableFromInline
final class _BindingWrite<Root, Value: Equatable & Sendable>: _AnyBindingWrite<Root>,
  @unchecked Sendable
{
  // The references come first, so that their offsets are the same for every `Value`.
  @usableFromInline
  let keyPath: _SendableWritableKeyPath<Root, Value>
  /// The field's setter, resolved when the write was made.
  @usableFromInline
  let field: _FieldWriterBox<Root, Value>
  /// Only ever changed while nothing but the field's spare slot and the thread that took it from
  /// there refer to this write, so nobody else can see it change. See
  /// ``_FieldWriterBox/takeSpareWrite()``.
  @usableFromInline
  @exclusivity(unchecked)
  var value: Value

  @usableFromInline
  init(value: consuming Value, field: _FieldWriterBox<Root, Value>) {
    self.keyPath = field.writableKeyPath._unsafeSendable()
    self.field = field
    self.value = value
    super.init(fieldWriter: Unmanaged.passUnretained(field))
    // The object never moves, so neither does its stored property: the address stays valid for
    // as long as the write lives.
    self.valueAddress = withUnsafeMutablePointer(to: &self.value) { UnsafeRawPointer($0) }
  }

  /// Returns a write of `value` at `keyPath`.
  @inlinable
  static func make(
    keyPath: WritableKeyPath<Root, Value>,
    value: consuming Value
  ) -> _BindingWrite {
    _FieldWriters.makeWrite(value, at: keyPath)
  }

  @usableFromInline
  override var partialKeyPath: _SendablePartialKeyPath<Root> {
    self.keyPath
  }

  @usableFromInline
  override var anyValue: any Sendable {
    self.value
  }

  @usableFromInline
  override func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.keyPath == other.keyPath && self.value == other.value
  }
}
