/// Identifies a scope of a store, so that scoping the same way twice yields the same child.
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  var elementID: AnyHashable?

  init(state: AnyKeyPath, action: AnyKeyPath, elementID: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.elementID = elementID
  }
}

/// The child stores a store has made, held weakly (a child keeps its parent alive, not the
/// other way round), so that scoping the same way twice gives the same store while it lives.
///
/// Entries of child stores that are gone are swept out as new ones come in, so that a list
/// whose rows come and go doesn't leave an entry behind for every row it ever had.
struct ChildStores {
  private struct WeakStore {
    weak var store: AnyObject?
  }

  private var stores: [ScopeID: WeakStore] = [:]
  /// The number of entries at which the next sweep happens: twice the number of live children
  /// after the last one, so that sweeping costs O(1) per child made.
  private var sweepThreshold = 16

  /// Whether the store caches its children: not a store scoped with functions (the deprecated
  /// `scope(state:action:)` taking closures), whose scopes can't be identified, nor a store
  /// scoped from one. Scoping from such a store makes a new child each time, and scoping it to
  /// optional state or to an identified array is reported, as it is not compatible with
  /// observation.
  var canCache = true

  /// The live child store made for `id`, if there is one; always `nil` for a store that doesn't
  /// cache its children.
  subscript(id: ScopeID) -> AnyObject? {
    get { self.canCache ? self.stores[id]?.store : nil }
    set {
      guard self.canCache else { return }
      self.stores[id] = newValue.map { WeakStore(store: $0) }
      if self.stores.count >= self.sweepThreshold {
        self.stores = self.stores.filter { $0.value.store != nil }
        self.sweepThreshold = max(16, 2 * self.stores.count)
      }
    }
  }

  /// The number of entries, live or not.
  var count: Int { self.stores.count }
}
