import Foundation

/// A struct whose tracked fields can be found by key path: their names, and accessors that write
/// and modify each. The ``ObservableState()`` macro conforms structs to it; don't conform
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
  /// The field's `_FieldAccessors<Root, Value>`.
  let accessors: AnyObject

  /// Describes a field: its name, its key path, and functions that read it through its getter,
  /// write it through its setter and modify it in place through its `_modify` accessor.
  public init<Value>(
    _ name: String,
    _ keyPath: WritableKeyPath<Root, Value>,
    get: @escaping @Sendable (_ root: Root) -> Value,
    set: @escaping @Sendable (_ root: inout Root, _ newValue: Value) -> Void,
    modify: @escaping @Sendable (_ root: inout Root, _ body: (inout Value) -> Void) -> Void
  ) {
    self.name = name
    self.keyPath = keyPath
    self.valueType = Value.self
    self.accessors = _FieldAccessors(get: get, set: set, modify: modify)
  }
}

/// Reads, writes and modifies a tracked field of an ``ObservableState()`` struct through its own
/// accessors.
///
/// Every field of an observable struct is a computed property. Written through a key path
/// (`root[keyPath: keyPath] = value`), it is read into a temporary, changed, and written back,
/// several times the cost of calling its setter; modified through a key path, a collection is
/// copied whole, O(n) per element write. Binding writes, `Scope`, `ifLet` and `forEach` call the
/// field's setter and `_modify` accessor instead, found once per key path.
@usableFromInline
final class _FieldAccessors<Root, Value>: Sendable {
  @usableFromInline
  let get: @Sendable (Root) -> Value
  @usableFromInline
  let set: @Sendable (inout Root, Value) -> Void
  @usableFromInline
  let modify: @Sendable (inout Root, (inout Value) -> Void) -> Void

  init(
    get: @escaping @Sendable (Root) -> Value,
    set: @escaping @Sendable (inout Root, Value) -> Void,
    modify: @escaping @Sendable (inout Root, (inout Value) -> Void) -> Void
  ) {
    self.get = get
    self.set = set
    self.modify = modify
  }

  /// The accessors of the tracked field at `keyPath`, when `keyPath` is one.
  @usableFromInline
  static func find(_ keyPath: WritableKeyPath<Root, Value>) -> _FieldAccessors? {
    let accessors = fieldAccessors.value(for: keyPath) {
      guard let fieldsType = Root.self as? any _ObservableStateFields.Type else { return nil }
      func accessors<Fields: _ObservableStateFields>(_: Fields.Type) -> AnyObject? {
        Fields._$fields.first { $0.keyPath == keyPath }?.accessors
      }
      return accessors(fieldsType)
    }
    // `Fields` is `Root`, opened from the existential: the cast checks it.
    return accessors as? _FieldAccessors
  }
}

/// The accessors of the tracked fields found so far, by key path: finding one builds the list of
/// a struct's fields.
private let fieldAccessors = _KeyPathMemo()

/// A writable key path to a part of some state, modified in place when it is a tracked field.
///
/// `Scope`, `ifLet` and `forEach` reach child state this way: a collection of rows modified
/// through the field's `_modify` accessor is modified in place, O(1) per element write (see
/// ``_FieldAccessors``).
@usableFromInline
struct _WritableStatePath<Root, Value> {
  @usableFromInline
  let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline
  let accessors: _FieldAccessors<Root, Value>?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.accessors = _FieldAccessors.find(keyPath)
  }

  /// Reads the value at the key path in `root`.
  @inlinable
  func get(_ root: Root) -> Value {
    guard let accessors = self.accessors else {
      return root[keyPath: self.keyPath]
    }
    return accessors.get(root)
  }

  /// Modifies the value at the key path in `root`.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let accessors = self.accessors else {
      return body(&root[keyPath: self.keyPath])
    }
    var result: Result?
    accessors.modify(&root) { result = body(&$0) }
    // A field's `_modify` accessor yields exactly once.
    return result!
  }
}
