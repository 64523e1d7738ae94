#if !canImport(Darwin)
  import SwiftUI

  /// A field of a store's state, reached through a `@Bindable` store, from which a binding that
  /// sends a particular action can be derived.
  ///
  /// You don't name this type: it is what `$store.field` is when the field can't be bound with a
  /// binding action, for example because the store's action isn't a ``BindableAction``. Finish the
  /// expression with `sending`:
  ///
  /// ```swift
  /// Toggle(
  ///   "Haptic feedback",
  ///   isOn: $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
  /// )
  /// Slider(value: $store.volume.sending { .volumeChanged(min(max($0, 0), 1)) })
  /// ```
  ///
  /// Fields of nested state are reached with dynamic member lookup:
  /// `$store.profile.name.sending(\.nameChanged)`.
  @dynamicMemberLookup
  public struct _StoreBindable<State, Action, Value> {
    @usableFromInline
    let store: Store<State, Action>
    @usableFromInline
    let keyPath: KeyPath<State, Value>

    @usableFromInline
    init(store: Store<State, Action>, keyPath: KeyPath<State, Value>) {
      self.store = store
      self.keyPath = keyPath
    }

    /// Reaches a property of the field.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Value, Member>
    ) -> _StoreBindable<State, Action, Member> {
      _StoreBindable<State, Action, Member>(
        store: self.store,
        keyPath: self.keyPath.appending(path: keyPath)
      )
    }

    /// Creates a binding that reads the field and, when written, sends the new value embedded in
    /// the action at a case key path.
    ///
    /// ```swift
    /// Toggle(
    ///   "Haptic feedback",
    ///   isOn: $store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)
    /// )
    /// ```
    ///
    /// A binding action sent this way (as `sending(\.binding.displayName)` sends) that no
    /// ``BindingReducer`` applies is reported at this call.
    ///
    /// - Parameters:
    ///   - action: A case key path to the action that carries the new value.
    ///   - fileID: The source `#fileID` associated with the binding, where an issue is reported if
    ///     the binding sends a binding action that the store's reducer doesn't apply.
    ///   - filePath: The source `#filePath` associated with the binding.
    ///   - line: The source `#line` associated with the binding.
    ///   - column: The source `#column` associated with the binding.
    /// - Returns: A binding.
    @preconcurrency @MainActor
    public func sending(
      _ action: CaseKeyPath<Action, Value>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Value> {
      // The case is looked up when the binding is first written, not now (a view makes its
      // bindings on every update, and most are never written), and then kept for later writes.
      let embed = _CaseEmbedder(action)
      return self.binding(
        origin: _BindingOrigin(
          .sending,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        ),
        toAction: { embed($0) }
      )
    }

    /// Creates a binding that reads the field and, when written, sends the action that a closure
    /// makes from the new value.
    ///
    /// ```swift
    /// var volume: Binding<Double> {
    ///   $store.volume.sending { newValue in
    ///     .volumeChanged(min(max(newValue, 0), 1))
    ///   }
    /// }
    /// ```
    ///
    /// Keep logic out of the closure: it runs in the view, untested. Prefer making the action from
    /// the value and letting the reducer decide what to do with it.
    ///
    /// - Parameters:
    ///   - toAction: A closure that returns the action to send for a new value.
    ///   - fileID: The source `#fileID` associated with the binding, where an issue is reported if
    ///     the binding sends a binding action that the store's reducer doesn't apply.
    ///   - filePath: The source `#filePath` associated with the binding.
    ///   - line: The source `#line` associated with the binding.
    ///   - column: The source `#column` associated with the binding.
    /// - Returns: A binding.
    @preconcurrency @MainActor
    public func sending(
      _ toAction: @escaping (_ newValue: Value) -> Action,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Value> {
      self.binding(
        origin: _BindingOrigin(
          .sending,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        ),
        toAction: toAction
      )
    }

    /// A binding that reads the field from the store and sends the action `toAction` makes from
    /// each new value.
    @MainActor
    private func binding(
      origin: _BindingOrigin,
      toAction: @escaping (Value) -> Action
    ) -> Binding<Value> {
      let store = self.store
      let keyPath = self.keyPath
      return Binding(
        get: { store.state[keyPath: keyPath] },
        set: { store._sendBinding(toAction($0), origin: origin) }
      )
    }
  }
#endif
