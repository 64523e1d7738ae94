/// A reducer that applies binding actions to state.
///
/// Add it to the body of a feature whose action is a ``BindableAction``:
///
/// ```swift
/// @Reducer
/// struct Settings {
///   @ObservableState
///   struct State {
///     var displayName = ""
///     // More properties...
///   }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///     // More actions...
///   }
///
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in
///       // The feature's logic, which sees state after the binding was applied...
///     }
///   }
/// }
/// ```
///
/// Reducers that come after it see state with the binding already applied; put the feature's own
/// logic first to see it before. To react to a change of one field, apply
/// ``Reducer/onChange(of:_:)-78wv4`` to the binding reducer.
///
/// When the bindable actions are nested in another action, for example in a `view` case, hand
/// the reducer a way to reach them:
///
/// ```swift
/// BindingReducer(action: \.view)
/// ```
///
/// A binding written through a store whose reducer has no `BindingReducer` does nothing, so it is
/// reported as an issue that names the binding and the fix.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  /// Applies the binding action an action holds, if it holds one.
  @usableFromInline
  let applyBinding: (_ action: Action, _ state: inout State) -> Void

  /// Initializes a reducer that applies the binding actions of a ``BindableAction``.
  @inlinable
  public init() where Action == ViewAction {
    self.applyBinding = { action, state in
      action.binding?.apply(to: &state)
    }
  }

  /// Initializes a reducer that applies the binding actions of a bindable action found at a case
  /// key path, such as a `view` case.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  ///
  /// - Parameter toViewAction: A case key path from the feature's action to its bindable action.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let toViewAction = _CaseAccessors.find(toViewAction)
    self.applyBinding = { action, state in
      toViewAction.extract(action)?.binding?.apply(to: &state)
    }
  }

  /// Initializes a reducer that applies the binding actions of a bindable action extracted by a
  /// function.
  ///
  /// ```swift
  /// BindingReducer(action: { $0.view })
  /// ```
  ///
  /// - Parameter toViewAction: A function that extracts the bindable action from an action, or
  ///   returns `nil` when there is none.
  @inlinable
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.applyBinding = { action, state in
      toViewAction(action)?.binding?.apply(to: &state)
    }
  }

  /// Writes the value of a binding action into state; does nothing for other actions.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.applyBinding(action, &state)
    return .none
  }
}
