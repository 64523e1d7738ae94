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

  /// Writes the value at the key path in `root`, through the field's setter: its observers are
  /// told, unless the new value is identity-equal to the old.
  @inlinable
  func set(_ root: inout Root, _ newValue: Value) {
    guard let accessors = self.accessors else {
      root[keyPath: self.keyPath] = newValue
      return
    }
    accessors.set(&root, newValue)
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
