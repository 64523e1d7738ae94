#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

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
  ///   .store(in: &self.cancellables)
  /// ```
  ///
  /// It follows the store's ``publisher``, so it works for any state, observable or not, and for
  /// stores scoped with closures: `unwrap` is called with a store of the non-optional state each
  /// time the state goes from `nil` to a value (and right away when it is a value); `else` each
  /// time it goes to `nil` (and right away when it is `nil`). Changes within a present state call
  /// neither: the child store shows them itself. Once the state goes away, a child store handed
  /// out earlier keeps the last value it had.
  ///
  /// - Parameters:
  ///   - unwrap: A closure called with a store of the unwrapped state when the state becomes
  ///     non-`nil`.
  ///   - else: A closure called when the state becomes `nil`.
  /// - Returns: A cancellable that keeps the subscription running until it is cancelled or
  ///   deinitialized.
  @available(*, deprecated, message: "Use 'observe' and 'if let store.scope', instead.")
  public func ifLet<Wrapped>(
    then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
    else: @escaping () -> Void = {}
  ) -> any Cancellable where State == Wrapped? {
    self.publisher
      .removeDuplicates { ($0 != nil) == ($1 != nil) }
      .sink { [weak self] state in
        guard let self, let state else {
          `else`()
          return
        }
        // A new store each time the state appears (none is cached), as TCA makes one: it keeps
        // the last value it had once the state goes away.
        unwrap(self._legacyChild(id: nil, initialState: state, state: { $0 }, action: { $0 }))
      }
  }
}
