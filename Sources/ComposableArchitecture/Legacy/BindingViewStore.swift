#if !canImport(Darwin)
  import SwiftUI

  /// The state of a store, from which ``BindingViewState`` values are derived for a view state.
  ///
  /// A view store hands one to the function that makes its view state, when that function takes a
  /// `BindingViewStore`:
  ///
  /// ```swift
  /// struct ViewState: Equatable {
  ///   @BindingViewState var displayName: String
  ///   var isLoading: Bool
  ///
  ///   init(bindingViewStore: BindingViewStore<Settings.State>) {
  ///     self._displayName = bindingViewStore.$displayName
  ///     self.isLoading = bindingViewStore.isLoading
  ///   }
  /// }
  ///
  /// let viewStore = ViewStore(store, observe: ViewState.init)
  /// ```
  ///
  /// Its dynamic members read the state (`bindingViewStore.isLoading`), and `$` members of fields
  /// marked ``BindingState`` make binding view state (`bindingViewStore.$displayName`) whose writes
  /// send binding actions to the store.
  @available(
    *,
    deprecated,
    message: """
      Bind to the store's fields directly: mark the state '@ObservableState' and write \
      '$store.field' with a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  @propertyWrapper
  @dynamicMemberLookup
  @preconcurrency @MainActor
  public struct BindingViewStore<State> {
    /// The state when the view state is made.
    private let state: State
    /// Reads the store's current state.
    private let currentState: () -> State
    /// Sends a binding action, checking that it gets applied, and reporting at the declaration
    /// of its field if not.
    private let sendBinding:
      (_ binding: BindingAction<State>, _ declaration: _SourceLocation) -> Void

    /// Makes a binding view store of a store's current state, whose bindings send binding
    /// actions embedded in `ViewAction` and translated into the store's actions.
    @MainActor
    init<ViewAction: BindableAction, Action>(
      store: Store<State, Action>,
      viewAction _: ViewAction.Type,
      send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) where ViewAction.State == State {
      self.init(
        // Read through `state`, so that a view store computing its view state observes it.
        state: store.state,
        currentState: { store.currentState() },
        sendBinding: { binding, declaration in
          _sendLegacyBinding(
            binding,
            actionType: ViewAction.self,
            send: { store.send(fromViewAction(.binding(binding))) },
            isReducing: store.core.isSending,
            declaration: declaration
          )
        }
      )
    }

    init(
      state: State,
      currentState: @escaping () -> State,
      sendBinding:
        @escaping (_ binding: BindingAction<State>, _ declaration: _SourceLocation) -> Void
    ) {
      self.state = state
      self.currentState = currentState
      self.sendBinding = sendBinding
    }

    /// Creates a binding view store from the projected value of another, which lets a parameter
    /// declared `@BindingViewStore` be passed `$bindingViewStore`.
    public init(projectedValue: Self) {
      self = projectedValue
    }

    /// The store's state.
    public var wrappedValue: State {
      self.state
    }

    /// The binding view store itself.
    public var projectedValue: Self {
      get { self }
      set { self = newValue }
    }

    /// Reads a field of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
      self.state[keyPath: keyPath]
    }

    /// Derives binding view state for a field marked ``BindingState``.
    ///
    /// ```swift
    /// self._displayName = bindingViewStore.$displayName
    /// ```
    ///
    /// Writing it sends `.binding(.set(\.$displayName, newValue))` to the store.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
    ) -> BindingViewState<Value> {
      let currentState = self.currentState
      let sendBinding = self.sendBinding
      return BindingViewState(
        binding: Binding(
          get: { currentState()[keyPath: keyPath].wrappedValue },
          set: { newValue in
            let state = currentState()
            // Named now, so that the messages about this action can name it.
            _LegacyFieldNames.record(keyPath, in: state)
            sendBinding(.set(keyPath, newValue), state[keyPath: keyPath].declaration)
          }
        ),
        initialValue: self.state[keyPath: keyPath].wrappedValue
      )
    }
  }
#endif
