import CasePaths
import ConcurrencyExtras

/// Identifies the effects of one child (by what reaches it from its parent, a key path or a case
/// path's ``_CasePathKey``, and by its identity) so they can be cancelled when the child goes
/// away, and so that the cancellation ids it uses are its own (see ``_EffectScope``).
@usableFromInline
struct _ChildEffectID: Hashable, Sendable {
  // Key paths and identities are values, only ever compared.
  let key: UncheckedSendable<AnyHashable>
  let identity: UncheckedSendable<AnyHashable>

  /// The id of the effects of the child at `keyPath` (a key path or a case key path) with the
  /// given identity.
  @usableFromInline
  init(keyPath: AnyKeyPath, identity: AnyHashable) {
    self.init(key: AnyHashable(keyPath), identity: identity)
  }

  /// The id of the effects of the child found by `key` with the given identity.
  @usableFromInline
  init(key: AnyHashable, identity: AnyHashable) {
    self.key = UncheckedSendable(key)
    self.identity = UncheckedSendable(identity)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.key.value == rhs.key.value && lhs.identity.value == rhs.identity.value
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(self.key.value)
    hasher.combine(self.identity.value)
  }
}

/// What tells apart the children reached through case paths (which, unlike case key paths, can't
/// be compared): the types of the root and of the case's value, as TCA does.
@usableFromInline
struct _CasePathKey: Hashable, Sendable {
  let root: ObjectIdentifier
  let value: ObjectIdentifier

  @usableFromInline
  init<Root, Value>(_: AnyCasePath<Root, Value>) {
    self.root = ObjectIdentifier(Root.self)
    self.value = ObjectIdentifier(Value.self)
  }
}

/// The identity of a child state, which tells a new child from the same child changed: its `id`
/// when it is `Identifiable`, and the case it is in when it is an observable enum, as in TCA; for
/// an enum that is neither, its case and the `id` of the value the case holds, read by reflection.
///
/// A child that keeps its identity keeps its effects; when the parent replaces it with one of
/// another identity, or removes it, the child's effects are cancelled.
@usableFromInline
struct _ChildIdentity<State> {
  private let id: ((State) -> AnyHashable)?
  private let enumTag: ((State) -> UInt64)?
  /// Whether `State` is an enum, found from the first value reflected, so that a struct is
  /// reflected once rather than on every action.
  private let isEnum = LockIsolated<Bool?>(nil)

  @usableFromInline
  init() {
    // Found once, with casts of the functions made for the opened type, so that no value is
    // cast per action.
    if let identifiable = State.self as? any Identifiable.Type {
      func id<S: Identifiable>(_: S.Type) -> Any {
        { (state: S) in AnyHashable(state.id) }
      }
      self.id = id(identifiable) as? (State) -> AnyHashable
    } else {
      self.id = nil
    }
    if let observable = State.self as? any ObservableState.Type {
      func tag<S: ObservableState>(_: S.Type) -> Any {
        { (state: S) in state._$id.tag }
      }
      self.enumTag = tag(observable) as? (State) -> UInt64
    } else {
      self.enumTag = nil
    }
  }

  @usableFromInline
  func callAsFunction(_ state: State) -> AnyHashable {
    switch (self.id?(state), self.enumTag?(state)) {
    case let (id?, tag?):
      return [id, AnyHashable(tag)]
    case let (id?, nil):
      return id
    case let (nil, tag?):
      return AnyHashable(tag)
    case (nil, nil):
      return self.caseIdentity(of: state)
    }
  }

  /// The identity of a value that is neither observable nor identifiable: for an enum, its case
  /// and the `Identifiable` id of the value the case holds, found by reflection (as TCA reads an
  /// enum's tag from its metadata); for anything else, the same for every value.
  private func caseIdentity(of state: State) -> AnyHashable {
    guard self.isEnum.value != false else { return AnyHashable(0) }
    let mirror = Mirror(reflecting: state)
    let isEnum = mirror.displayStyle == .enum
    self.isEnum.setValue(isEnum)
    guard isEnum else { return AnyHashable(0) }
    guard let child = mirror.children.first else {
      // A case without a value reflects as itself.
      return AnyHashable(String(describing: state))
    }
    let label = AnyHashable(child.label ?? "")
    guard let payload = child.value as? any Identifiable else { return label }
    func id<Value: Identifiable>(of value: Value) -> AnyHashable { AnyHashable(value.id) }
    return [label, id(of: payload)]
  }
}
