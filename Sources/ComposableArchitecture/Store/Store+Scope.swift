import OrderedCollections

extension Store {
  /// Scopes the store to one that exposes child state and actions.
  ///
  /// ```swift
  /// let settingsStore = appStore.scope(state: \.settings, action: \.settings)
  /// ```
  ///
  /// The child store reads its state from this store and sends its actions through it, so the
  /// parent's reducer sees every child action. Scoping the same way twice returns the same store
  /// while it is alive.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain (state and action) transformed.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    _checkMainThread(.scope)
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = _CaseAccessors.find(action)
    let child = Store<ChildState, ChildAction>(
      core: self.core,
      currentState: { [self] in self.currentState()[keyPath: state] },
      sendAction: { [self] in self.sendAction(embed.embed($0)) },
      parent: self,
      ownedEffects: nil
    )
    child.children.canCache = self.children.canCache
    self.children[id] = child
    return child
  }

  /// Scopes the store to one that exposes optional child state, or returns `nil` when the child
  /// state is `nil`.
  ///
  /// ```swift
  /// if let childStore = store.scope(state: \.child, action: \.child) {
  ///   ChildView(store: childStore)
  /// }
  /// ```
  ///
  /// Reading this inside an observation scope tracks whether the child is present. Once the child
  /// state goes away, the child store keeps returning the last state it had.
  ///
  /// Scoping this way from a store scoped with functions (the deprecated form), or from a store
  /// scoped from one, is reported: such stores are not compatible with observation.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to optional `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain transformed, or `nil` when the child state is `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    _checkMainThread(.scope)
    self.reportIfUncached()
    guard let initialChildState = self.state[keyPath: state] else { return nil }
    let id = ScopeID(state: state, action: action)
    if let child = self.children[id] as? Store<ChildState, ChildAction> {
      return child
    }
    let embed = _CaseAccessors.find(action)
    let lastState = LastValue(initialChildState)
    let child = Store<ChildState, ChildAction>(
      core: self.core,
      currentState: { [self] in
        if let childState = self.currentState()[keyPath: state] {
          lastState.value = childState
        }
        return lastState.value
      },
      sendAction: { [self] in self.sendAction(embed.embed($0)) },
      parent: self,
      ownedEffects: nil
    )
    child.children.canCache = self.children.canCache
    self.children[id] = child
    return child
  }

  /// Scopes the store to a collection of stores, one for each element of an identified array.
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// Reading the collection inside an observation scope tracks the array's ids (elements added,
  /// removed or moved); each element store tracks its own fields. An element store sends
  /// `.element(id:action:)` actions through this store.
  ///
  /// Scoping this way from a store scoped with functions (the deprecated form), or from a store
  /// scoped from one, is reported: such stores are not compatible with observation.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to an identified array of element state.
  ///   - action: A case key path from `Action` to the elements' identified actions.
  /// - Returns: A collection of element stores.
  public func scope<ElementID, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    _checkMainThread(.scope)
    self.reportIfUncached()
    let elements = self.state[keyPath: state]
    return _StoreCollection(
      ids: elements.ids,
      element: { [self] id in
        self.elementStore(id: id, state: state, action: action, snapshot: elements[id: id])
      }
    )
  }

  /// Scopes the store to one that exposes child state and actions, spelled without the `state:`
  /// label as on TCA's main branch.
  ///
  /// ```swift
  /// SettingsView(store: store.scope(\.settings, action: \.settings))
  /// ```
  ///
  /// Returns the same store as `scope(state:action:)` for the same paths.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain (state and action) transformed.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: state, action: action)
  }

  /// Scopes the store to one that exposes optional child state, or returns `nil` when the child
  /// state is `nil`, spelled without the `state:` label as on TCA's main branch.
  ///
  /// ```swift
  /// if let childStore = store.scope(\.child, action: \.child) {
  ///   ChildView(store: childStore)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to optional `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain transformed, or `nil` when the child state is `nil`.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self.scope(state: state, action: action)
  }

  /// Scopes the store to a collection of stores, one for each element of an identified array,
  /// spelled without the `state:` label as on TCA's main branch.
  ///
  /// ```swift
  /// for rowStore in store.scope(\.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to an identified array of element state.
  ///   - action: A case key path from `Action` to the elements' identified actions.
  /// - Returns: A collection of element stores.
  public func scope<ElementID, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.scope(state: state, action: action)
  }

  /// Reports scoping from a store that doesn't cache its children, where TCA does.
  private func reportIfUncached() {
    guard !self.children.canCache else { return }
    reportIssue(uncachedStoreWarning(self))
  }

  func elementStore<ElementID, ElementState, ElementAction>(
    id elementID: ElementID,
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    snapshot: ElementState?
  ) -> Store<ElementState, ElementAction> {
    let id = ScopeID(state: state, action: action, elementID: elementID)
    if let child = self.children[id] as? Store<ElementState, ElementAction> {
      return child
    }
    let embed = _CaseAccessors.find(action)
    // A collection kept after its element was removed still hands out a store, showing the
    // element as it was, rather than trapping.
    guard let initialState = self.currentState()[keyPath: state][id: elementID] ?? snapshot else {
      preconditionFailure("An element store must be made from a collection that had the element")
    }
    let lastState = LastValue(initialState)
    let child = Store<ElementState, ElementAction>(
      core: self.core,
      currentState: { [self] in
        if let elementState = self.currentState()[keyPath: state][id: elementID] {
          lastState.value = elementState
        }
        return lastState.value
      },
      sendAction: { [self] in self.sendAction(embed.embed(.element(id: elementID, action: $0))) },
      parent: self,
      ownedEffects: nil
    )
    child.children.canCache = self.children.canCache
    self.children[id] = child
    return child
  }
}

/// A random-access collection of the stores of an identified array's elements.
///
/// Returned by `Store.scope(state:action:)` for an `IdentifiedArray` of child state.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  private let ids: OrderedSet<ID>
  private let element: @MainActor @Sendable (ID) -> Store<State, Action>

  init(ids: OrderedSet<ID>, element: @escaping @MainActor @Sendable (ID) -> Store<State, Action>) {
    self.ids = ids
    self.element = element
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { self.ids.count }

  /// The store of the element at `position`. Must be used on the main actor, like every store.
  public subscript(position: Int) -> Store<State, Action> {
    let id = self.ids[position]
    let element = self.element
    return MainActor.assumeIsolated { element(id) }
  }
}
