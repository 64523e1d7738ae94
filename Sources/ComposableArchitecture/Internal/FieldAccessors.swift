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
