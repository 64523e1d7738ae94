extension Reducer {
  /// Adds logic that runs when this reducer changes a value in state: given the old value and
  /// the state, it can change the state further and returns an effect.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, state in
  ///       .run { [newValue = state.userSettings.isHapticFeedbackEnabled] _ in
  ///         await settings.save(isHapticFeedbackEnabled: newValue)
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs, and `effect` runs, after it, only
  /// when the two are different. Its effect is merged with this reducer's.
  ///
  /// > Important: Only changes made by the reducer that `onChange` is applied to are detected, not
  /// > changes made by other reducers, such as a parent's.
  ///
  /// - Parameters:
  ///   - toValue: A key path or a closure that reads the value from state.
  ///   - effect: Given the value before this reducer ran and the state it left, changes the state
  ///     if need be, and returns an effect.
  /// - Returns: A reducer that runs `effect` when this reducer changes the value.
  @inlinable
  public func onChange<Value: Equatable>(
    of toValue: @escaping (_ state: State) -> Value,
    _ effect: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: { $0 == $1 }) { oldValue, _ in
      Reduce { state, _ in effect(oldValue, &state) }
    }
  }

  /// Adds a reducer that runs when this reducer changes a value in state.
  ///
  /// Prefer the `onChange(of:_:)` whose closure is given the old value and the state and returns
  /// an effect: in TCA 1.25 this form is deprecated when the `ComposableArchitecture2Deprecations`
  /// trait is on.
  ///
  /// Most useful on a ``BindingReducer``, to layer logic over the bindings of particular fields,
  /// even fields nested in child structs:
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.displayName) { oldValue, newValue in
  ///       Reduce { state, action in
  ///         state.displayName = String(newValue.prefix(16))
  ///         return .none
  ///       }
  ///     }
  ///     .onChange(of: \.developerSettings.showDiagnostics) { _, isOn in
  ///       Reduce { state, action in
  ///         .run { _ in await diagnostics.setEnabled(isOn) }
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// The value is read before and after this reducer runs, and the reducer built by the closure
  /// runs, with the same action, only when the two are different. It sees the state this reducer
  /// left, and its effects are merged with this reducer's.
  ///
  /// > Important: Only changes made by the reducer that `onChange` is applied to are detected, not
  /// > changes made by other reducers, such as a parent's.
  ///
  /// > Note: The value is compared on every action the reducer receives. Prefer applying
  /// > `onChange` to small reducers, like ``BindingReducer``, and to values that are cheap to
  /// > compare.
  ///
  /// - Parameters:
  ///   - toValue: A key path or a closure that reads the value from state.
  ///   - reducer: A builder of the reducer to run when the value changed, given the old and the
  ///     new value.
  /// - Returns: A reducer that runs `reducer` when this reducer changes the value.
  @inlinable
  public func onChange<Value: Equatable, Body: Reducer<State, Action>>(
    of toValue: @escaping (_ state: State) -> Value,
    @ReducerBuilder<State, Action>
    _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: { $0 == $1 }, reducer: reducer)
  }

  /// Adds a reducer that runs when this reducer changes a value in state, as a given function
  /// judges change.
  ///
  /// For values that aren't `Equatable`, such as a tuple of fields:
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(
  ///     of: { ($0.sendEmailNotifications, $0.sendMobileNotifications) },
  ///     removeDuplicates: ==
  ///   ) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .run { _ in await notifications.save(newValue) }
  ///     }
  ///   }
  /// ```
  ///
  /// Prefer ``Reducer/onChange(of:_:)-78wv4`` with an `Equatable` value; a tuple of key paths can
  /// usually become one `onChange` per field.
  ///
  /// - Parameters:
  ///   - toValue: A closure that reads the value from state.
  ///   - isDuplicate: A function that returns `true` when the new value (the second argument) is
  ///     a duplicate of the old one (the first), so that `reducer` doesn't run.
  ///   - reducer: A builder of the reducer to run when the value changed, given the old and the
  ///     new value.
  /// - Returns: A reducer that runs `reducer` when this reducer changes the value.
  @available(*, deprecated, message: "Use 'onChange(of:)' with and equatable value, instead.")
  @inlinable
  public func onChange<Value, Body: Reducer<State, Action>>(
    of toValue: @escaping (_ state: State) -> Value,
    removeDuplicates isDuplicate: @escaping (_ oldValue: Value, _ newValue: Value) -> Bool,
    @ReducerBuilder<State, Action>
    _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Body
  ) -> _OnChangeReducer<Self, Value, Body> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer that ``Reducer/onChange(of:_:)`` builds.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer>: Reducer
where Base.State == Body.State, Base.Action == Body.Action {
  @usableFromInline
  let base: Base
  @usableFromInline
  let toValue: (Base.State) -> Value
  @usableFromInline
  let isDuplicate: (Value, Value) -> Bool
  @usableFromInline
  let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs the base reducer, then the change reducer if the observed value changed.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let effects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return effects }
    return effects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
