import Synchronization

/// The identity of a value of ``ObservableState``.
///
/// A value made by an initializer gets a new identity, and copies share it. A child state that is
/// modified in place through its parent gets a new identity as the modification begins (see
/// `_$willModify()`), so that a copy saved before the change and written back later is a
/// change of identity, and its readers are told. A child state written back with the identity it
/// has notifies no observer of the parent's field: the child's own fields already notified
/// whoever read them.
///
/// Enum states derive their identity from the case they are in and the identity of its first
/// associated value, so changing the case is a change of identity.
public struct ObservableStateID: Hashable, Sendable {
  @usableFromInline
  var location: UInt64
  @usableFromInline
  var tag: UInt64

  /// A new, unique identity.
  public init() {
    self.location = Self.nextLocation()
    self.tag = 0
  }

  @usableFromInline
  init(location: UInt64, tag: UInt64) {
    self.location = location
    self.tag = tag
  }

  /// Gives this identity a new location, keeping the enum tags it carries. Called before a value
  /// is modified in place.
  public mutating func _$willModify() {
    self.location = Self.nextLocation()
  }

  /// The identity shared by all values that carry no observable state (enum cases without an
  /// associated value). Used by the ``ObservableState()`` macro.
  public static let _$inert = ObservableStateID(location: 0, tag: 0)

  /// The identity of a value that is not itself ``ObservableState``: always a new one, so that a
  /// change to such a value is always seen as a change. Used by the ``ObservableState()`` macro.
  @_disfavoredOverload
  public static func _$id<T>(for value: T) -> Self {
    ObservableStateID()
  }

  /// The identity of an observable value. Used by the ``ObservableState()`` macro.
  @inlinable
  public static func _$id<T: ObservableState>(for value: T) -> Self {
    value._$id
  }

  /// Derives an identity that also records which enum case holds the value. Used by the
  /// ``ObservableState()`` macro.
  @inlinable
  public func _$tag(_ tag: Int) -> Self {
    // Mix the case index into whatever tags earlier enum layers added.
    var mixed = self.tag &* 0x9E37_79B9_7F4A_7C15
    mixed ^= UInt64(truncatingIfNeeded: tag) &+ 1
    return ObservableStateID(location: self.location, tag: mixed)
  }

  /// Derives an identity that also records which enum case holds the value, and the
  /// `Identifiable` id of the value when it has one: a case holding a value of another id is
  /// another identity, as it is for TCA's presentation. Used by the ``ObservableState()`` macro.
  @inlinable
  public func _$tag(_ tag: Int, _ identity: Int?) -> Self {
    var tagged = self._$tag(tag)
    if let identity {
      tagged.tag = (tagged.tag &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: identity)
    }
    return tagged
  }

  /// The hash of the `Identifiable` id of a value, or `nil` when it has none. Used by the
  /// ``ObservableState()`` macro.
  @_disfavoredOverload
  @inlinable
  public static func _$identity<T>(of value: T) -> Int? {
    nil
  }

  /// The hash of the `Identifiable` id of a value. Used by the ``ObservableState()`` macro.
  @inlinable
  public static func _$identity<T: Identifiable>(of value: T) -> Int? {
    value.id.hashValue
  }

  private static let counter = Atomic<UInt64>(0)

  private static func nextLocation() -> UInt64 {
    Self.counter.add(1, ordering: .relaxed).newValue
  }
}
