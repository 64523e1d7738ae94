#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message: """
      Derive bindings from a '@Bindable' store instead: '$store.field', or \
      '$store.field.sending(\\.action)'. See the article 'Migrating bindings'.
      """
  )
  extension ViewStore {
    /// Derives a binding that reads the view state and, when written, sends the action that a
    /// closure makes from the new value.
    ///
    /// ```swift
    /// Toggle(
    ///   "Haptic feedback",
    ///   isOn: viewStore.binding(
    ///     get: \.isHapticFeedbackEnabled,
    ///     send: { .isHapticFeedbackEnabledChanged($0) }
    ///   )
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - get: A function that reads the binding's value from the view state.
    ///   - valueToAction: A function that makes the action to send for a new value.
    /// - Returns: A binding.
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value,
      send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> {
      Binding(
        get: { get(self.state) },
        set: { newValue in self.send(valueToAction(newValue)) }
      )
    }

    /// Derives a binding that reads the view state and, when written, sends a fixed action,
    /// whatever the new value.
    ///
    /// Useful for bindings that are only ever written to dismiss something:
    ///
    /// ```swift
    /// .alert(item: viewStore.binding(get: \.alert, send: .dismissAlert))
    /// ```
    ///
    /// - Parameters:
    ///   - get: A function that reads the binding's value from the view state.
    ///   - action: The action to send when the binding is written.
    /// - Returns: A binding.
    public func binding<Value>(
      get: @escaping (_ state: ViewState) -> Value,
      send action: ViewAction
    ) -> Binding<Value> {
      self.binding(get: get, send: { _ in action })
    }

    /// Derives a binding to the whole view state that, when written, sends the action that a
    /// closure makes from the new value.
    ///
    /// - Parameter valueToAction: A function that makes the action to send for a new value.
    /// - Returns: A binding.
    public func binding(
      send valueToAction: @escaping (_ state: ViewState) -> ViewAction
    ) -> Binding<ViewState> {
      self.binding(get: { $0 }, send: valueToAction)
    }

    /// Derives a binding to the whole view state that, when written, sends a fixed action.
    ///
    /// - Parameter action: The action to send when the binding is written.
    /// - Returns: A binding.
    public func binding(send action: ViewAction) -> Binding<ViewState> {
      self.binding(send: { _ in action })
    }
  }
#endif
