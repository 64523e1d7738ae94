#if !canImport(Darwin)
  import SwiftUI

  extension Bindable {
    /// Returns a binding to a field of a store's state that sends a binding action, embedded in a
    /// view action, when written.
    ///
    /// For a feature whose action is a ``ViewAction`` with bindable view actions:
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Settings>
    ///
    /// TextField("Display name", text: $store.displayName)
    /// ```
    ///
    /// Writing the binding sends `.view(.binding(.set(\.displayName, newValue)))` to the store. If
    /// no ``BindingReducer`` applies it (`BindingReducer(action: \.view)`), an issue is reported
    /// at the line that declared the `@Bindable` store.
    @preconcurrency @MainActor
    @inlinable
    public subscript<State, Action: ViewAction, Member: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<State, Member>
    ) -> Binding<Member>
    where
      Value == Store<State, Action>,
      Action.ViewAction: BindableAction,
      Action.ViewAction.State == State
    {
      let store = self.wrappedValue
      let origin = _BindingOrigin(.bindable, self._declaration)
      return Binding(
        get: { store.state[keyPath: keyPath] },
        set: { newValue in
          let binding = BindingAction<State>.set(keyPath, newValue)
          store._sendBinding(.view(.binding(binding)), write: binding.write, origin: origin)
        }
      )
    }
  }
#endif
