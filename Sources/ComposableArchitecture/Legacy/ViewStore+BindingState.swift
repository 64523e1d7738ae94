#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message: """
      Mark the state '@ObservableState' instead of its fields '@BindingState', and derive bindings \
      from a '@Bindable' store ('$store.field'). See the article 'Migrating bindings'.
      """
  )
  extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// Derives a binding to a field of state marked ``BindingState``, which sends a binding action
    /// when written.
    ///
    /// ```swift
    /// TextField("Display name", text: viewStore.$displayName)
    /// ```
    ///
    /// Writing the binding sends `.binding(.set(\.$displayName, newValue))`. Fields that are not
    /// marked `@BindingState` have no `$` member, so the view can't write them.
    ///
    /// If no `BindingReducer` applies the write, an issue is reported at the field's declaration.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> Binding<Value> {
      self.binding(keyPath)
    }

    /// Derives a binding to a field of state marked ``BindingState``, which sends a binding action
    /// when written.
    ///
    /// For a while after version 0.26, bindings were derived with this method rather than with
    /// `viewStore.$displayName`:
    ///
    /// ```swift
    /// TextField("Display name", text: viewStore.binding(\.$displayName))
    /// ```
    ///
    /// - Parameter keyPath: A key path to the projection of a field marked `@BindingState`.
    /// - Returns: A binding.
    public func binding<Value: Equatable & Sendable>(
      _ keyPath: WritableKeyPath<ViewState, BindingState<Value>>
    ) -> Binding<Value> {
      Binding(
        get: { self.state[keyPath: keyPath].wrappedValue },
        set: { newValue in
          let state = self.state
          // Named now, so that the messages about this action can name it.
          _LegacyFieldNames.record(keyPath, in: state)
          let binding = BindingAction.set(keyPath, newValue)
          _sendLegacyBinding(
            binding,
            actionType: ViewAction.self,
            send: { self.send(.binding(binding)) },
            isReducing: self.isReducing(),
            declaration: state[keyPath: keyPath].declaration
          )
        }
      )
    }
  }

  @available(
    *,
    deprecated,
    message: """
      Mark the state '@ObservableState' and derive bindings from a '@Bindable' store \
      ('$store.field'). See the article 'Migrating bindings'.
      """
  )
  extension ViewStore {
    /// Derives a binding to any field of state, which sends a binding action when written.
    ///
    /// This is how versions before 0.26 derived bindings from binding actions. It can write fields
    /// that the view shouldn't, which is why ``BindingState`` replaced it:
    ///
    /// ```swift
    /// TextField(
    ///   "Display name",
    ///   text: viewStore.binding(keyPath: \.displayName, send: SettingsAction.binding)
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: A key path to the field.
    ///   - action: A function that embeds a binding action in a view action.
    /// - Returns: A binding.
    public func binding<Value: Equatable & Sendable>(
      keyPath: WritableKeyPath<ViewState, Value>,
      send action: @escaping (_ bindingAction: BindingAction<ViewState>) -> ViewAction
    ) -> Binding<Value> {
      self.binding(
        get: { $0[keyPath: keyPath] },
        send: { action(.set(keyPath, $0)) }
      )
    }
  }
#endif
