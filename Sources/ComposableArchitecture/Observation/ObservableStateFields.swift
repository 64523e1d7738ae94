/// A struct whose tracked fields can be found by key path: their names, and an accessor that
/// modifies each in place. The ``ObservableState()`` macro conforms structs to it; don't conform
/// yourself.
public protocol _ObservableStateFields {
  /// The tracked fields, in declaration order.
  static var _$fields: [_$Field<Self>] { get }
}

/// A tracked field of an ``ObservableState()`` struct. Made by the code the macro generates;
/// don't make one yourself.
public struct _$Field<Root> {
  /// The field's name, as declared.
  let name: String
  /// The key path to the field.
  let keyPath: PartialKeyPath<Root>
  /// The type of the field's value.
  let valueType: Any.Type
  /// A `_FieldModifier<Root, Value>` for the field's type.
  let modifier: AnyObject

  /// Describes a field: its name, its key path, and a function that modifies it in place
  /// through its `_modify` accessor.
  public init<Value>(
    _ name: String,
    _ keyPath: WritableKeyPath<Root, Value>,
    modify: @escaping (_ root: inout Root, _ body: (inout Value) -> Void) -> Void
  ) {
    self.name = name
    self.keyPath = keyPath
    self.valueType = Value.self
    self.modifier = _FieldModifier(modify: modify)
  }
}

/// Modifies a field of an ``ObservableState()`` struct in place, through its `_modify` accessor.
@usableFromInline
final class _FieldModifier<Root, Value> {
  @usableFromInline
  let modify: (inout Root, (inout Value) -> Void) -> Void

  init(modify: @escaping (inout Root, (inout Value) -> Void) -> Void) {
    self.modify = modify
  }

  /// The modifier of the tracked field at `keyPath`, when `keyPath` is one.
  static func find(_ keyPath: WritableKeyPath<Root, Value>) -> _FieldModifier? {
    guard let fieldsType = Root.self as? any _ObservableStateFields.Type else { return nil }
    func modifier<Fields: _ObservableStateFields>(_: Fields.Type) -> _FieldModifier? {
      // `Fields` is `Root`, opened from the existential.
      Fields._$fields.first { $0.keyPath == keyPath }?.modifier as? _FieldModifier
    }
    return modifier(fieldsType)
  }
}

/// A writable key path to a part of some state, modified in place when it is a tracked field.
///
/// Every field of an ``ObservableState()`` struct is a computed property, and modifying a
/// computed property through a key path (`&root[keyPath: keyPath]`) reads the value into a
/// temporary and writes it back: a collection modified that way is copied whole, O(n) per
/// element write. A tracked field is modified through its own `_modify` accessor instead, in
/// place. `Scope`, `ifLet` and `forEach` reach child state this way.
@usableFromInline
struct _WritableStatePath<Root, Value> {
  @usableFromInline
  let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline
  let modifier: _FieldModifier<Root, Value>?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.modifier = _FieldModifier.find(keyPath)
  }

  /// Modifies the value at the key path in `root`.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let modifier = self.modifier else {
      return body(&root[keyPath: self.keyPath])
    }
    var result: Result?
    modifier.modify(&root) { result = body(&$0) }
    // A field's `_modify` accessor yields exactly once.
    return result!
  }
}
