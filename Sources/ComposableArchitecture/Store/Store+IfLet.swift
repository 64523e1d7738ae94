extension Store {
  /// Calls one of two closures depending on whether the store's optional state is present,
  /// and again each time it appears or goes away: for UI code that isn't SwiftUI, such as a
  /// controller that shows a child screen while its state exists.
  ///
  /// ```swift
  /// store.scope(state: \.login, action: \.login)
  ///   .ifLet { loginStore in
  ///     self.show(LoginController(store: loginStore))
  ///   } else: {
  ///     self.dismissLogin()
  ///   }
  ///   .store(in: &self.observations)
  /// ```
  ///
  /// `unwrap` is called with a store of the non-optional state each time the state goes from
  /// `nil` to a value (and right away when it is a value); `else` each time it goes to `nil`
  /// (and right away when it is `nil`). Changes within a present state call neither: the child
  /// store shows them itself. Once the state goes away, a child store handed out earlier keeps
  /// the last value it had.
  ///
  /// - Parameters:
  ///   - unwrap: A closure called with a store of the unwrapped state when the state becomes
  ///     non-`nil`.
  ///   - else: A closure called when the state becomes `nil`.
  /// - Returns: A token that keeps the observation running until it is cancelled or
  ///   deinitialized.
  public func ifLet<Wrapped>(
    then unwrap: @escaping @MainActor (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping @MainActor () -> Void = {}
  ) -> ObserveToken where State == Wrapped? {
    var wasPresent: Bool?
    return observe { [weak self] in
      guard let self else { return }
      let state = self.state
      guard (state != nil) != wasPresent else { return }
      wasPresent = state != nil
      guard let initialState = state else {
        `else`()
        return
      }
      let lastState = LastValue(initialState)
      let child = Store<Wrapped, Action>(
        core: self.core,
        currentState: { [self] in
          if let state = self.currentState() {
            lastState.value = state
          }
          return lastState.value
        },
        sendAction: { [self] in self.sendAction($0) },
        parent: self,
        ownedEffects: nil
      )
      child.children.canCache = self.children.canCache
      unwrap(child)
    }
  }
}
