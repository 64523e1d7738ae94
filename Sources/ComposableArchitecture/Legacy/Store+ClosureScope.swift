extension Store {
  /// Scopes the store to one that exposes child state and actions, with functions.
  ///
  /// The form of scoping before TCA 1.5. Unlike scoping with key paths, each call makes a new
  /// store, and neither that store nor the stores scoped from it cache their children: scoping
  /// them to optional state or to an identified array is reported, as in TCA.
  @available(
    *,
    deprecated,
    message:
      "Pass 'state' a key path to child state and 'action' a case key path to child action, instead. For more information see the following migration guide: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Store-scoping-with-key-paths"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    self._scope(state: toChildState, action: fromChildAction)
  }

  /// Scopes the store with functions, as `scope(state:action:)` with functions does, for the
  /// library's own use, without its deprecation.
  func _scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    _checkMainThread(.scope)
    let child = Store<ChildState, ChildAction>(
      core: self.core,
      currentState: { [self] in toChildState(self.currentState()) },
      sendAction: { [self] in self.sendAction(fromChildAction($0)) },
      parent: self,
      ownedEffects: nil
    )
    child.children.canCache = false
    return child
  }
}
