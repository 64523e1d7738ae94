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
