#if !canImport(Darwin)
  import SwiftUI

  extension Bindable {
    /// Returns a binding to a field of a store's state that sends a binding action when written.
    ///
    /// ```swift
    /// @Bindable var store: StoreOf<Settings>
    ///
    /// TextField("Display name", text: $store.displayName)
    /// ```
    ///
    /// Writing the binding sends `.binding(.set(\.displayName, newValue))` to the store. If no
    /// ``BindingReducer`` applies it, an issue is reported at the line that declared the
    /// `@Bindable` store.
    @preconcurrency @MainActor
    @inlinable
    public subscript<State, Action: BindableAction, Member: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<State, Member>
    ) -> Binding<Member> where Value == Store<State, Action>, Action.State == State {
      let store = self.wrappedValue
      let origin = _BindingOrigin(.bindable, self._declaration)
      return Binding(
        get: { store.state[keyPath: keyPath] },
        set: { newValue in
          store._sendBinding(.binding(.set(keyPath, newValue)), origin: origin)
        }
      )
    }

    /// A binding to a field of a store whose action is not a ``BindableAction``, which can't be
    /// derived: writing it would have no action to send.
    @available(
      *,
      unavailable,
      message: """
        '$store.field' needs the store's 'Action' to conform to 'BindableAction' (with a \
        'binding' case, and 'BindingReducer()' in the feature's body); or derive a binding that \
        sends an action of the feature: '$store.field.sending(\\.fieldChanged)'
        """
    )
    @_disfavoredOverload
    public subscript<State, Action, Member>(
      dynamicMember keyPath: WritableKeyPath<State, Member>
    ) -> Binding<Member> where Value == Store<State, Action> {
      fatalError()
    }

    /// Returns a value from which to derive a binding to a field of a store's state that sends a
    /// given action, with the `sending` methods of `_StoreBindable`.
    ///
    /// ```swift
    /// Toggle(
    ///   "Haptic feedback",
    ///   isOn: $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    /// )
    /// ```
    @_disfavoredOverload
    @inlinable
    public subscript<State, Action, Member>(
      dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable<State, Action, Member> where Value == Store<State, Action> {
      _StoreBindable(store: self.wrappedValue, keyPath: keyPath)
    }
  }
#endif
