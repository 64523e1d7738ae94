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

  /// The live child store made for `id`, if there is one.
  subscript(id: ScopeID) -> AnyObject? {
    get { self.stores[id]?.store }
    set {
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
