/// The type-erased write that a ``BindingAction`` carries: a writable key path and a value.
///
/// A class, so that a binding action (and so every action enum that has a `binding` case) is a
/// single reference: copying an action is a retain, not a copy of an existential's payload.
@usableFromInline
class _AnyBindingWrite<Root>: @unchecked Sendable {
  // Immutable once made (to anyone who can see it); the key path and value are both `Sendable`.

  /// Applies this write in code specialized for its types, or `nil` to call ``apply(to:)``.
  @usableFromInline
  let applier: _BindingApplier<Root>?

  @usableFromInline
  init(applier: _BindingApplier<Root>? = nil) {
    self.applier = applier
  }

  @usableFromInline
  var partialKeyPath: _SendablePartialKeyPath<Root> {
    fatalError("Subclass must override")
  }

  @usableFromInline
  var anyValue: any Sendable {
    fatalError("Subclass must override")
  }

  @usableFromInline
  func apply(to root: inout Root) {
    fatalError("Subclass must override")
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
  @usableFromInline
  let keyPath: _SendableWritableKeyPath<Root, Value>
  /// Only ever changed while nothing but the field's spare slot refers to this write, so nobody
  /// can see it change. See ``_FieldWriterBox/makeWrite(_:)``.
  @usableFromInline
  @exclusivity(unchecked)
  var value: Value
  /// The field's setter, resolved when the write was made.
  @usableFromInline
  let field: _FieldWriterBox<Root, Value>

  @usableFromInline
  init(value: Value, field: _FieldWriterBox<Root, Value>) {
    self.keyPath = field.writableKeyPath._unsafeSendable()
    self.value = value
    self.field = field
    super.init(applier: field.bindingApplier)
  }

  /// Returns a write of `value` at `keyPath`.
  @inlinable
  static func make(keyPath: WritableKeyPath<Root, Value>, value: Value) -> _BindingWrite {
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
  override func apply(to root: inout Root) {
    // Writing through a key path to a computed property (every field of an `@ObservableState`
    // struct is one) makes the runtime allocate a write-back buffer per write. The field's
    // writer does what its setter does — observation included — directly, and names the field
    // to observers by this key path instead of making its own.
    self.applyInPlace(to: &root)
  }

  /// Hands the value over to the field's writer in place: its only copy is the one made into the
  /// field.
  @inlinable
  func applyInPlace(to root: inout Root) {
    Unmanaged.passUnretained(self.field)._withUnsafeGuaranteedRef { field in
      withUnsafeMutablePointer(to: &self.value) { value in
        field.write(&root, value, field.writableKeyPath)
      }
    }
  }

  @usableFromInline
  override func isEqual(to other: _AnyBindingWrite<Root>) -> Bool {
    guard let other = other as? Self else { return false }
    return self.keyPath == other.keyPath && self.value == other.value
  }
}
