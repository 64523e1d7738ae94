/// A reducer made of an enum of features, as `@Reducer` makes of an enum of destinations.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addItem(ItemForm)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// The macro generates its `State` and `Action` enums (a case of each per feature), a static
/// `body` that runs each feature on its case, and a `CaseScope` that a view switches over with
/// `store.case`. Integrate it with `ifLet` (or `forEach` for a stack) without a trailing closure:
/// `.ifLet(\.$destination, action: \.destination)`.
///
/// Its body is a ``Reduce`` of the scoped features (a concrete type, which the conformance needs
/// to tell it from the `Never` body of a reducer with a `reduce(into:action:)` method).
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body == Reduce<State, Action> {
  /// The enum of the stores of each case, for `store.case`.
  associatedtype CaseScope

  /// The reducer that runs each case's feature.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The store of the case the state is in.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static `body`.
  public var body: Body {
    Self.body
  }
}

/// The state of a ``CaseReducer``: it knows its reducer.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The store of the case the state is in, to switch over in a view:
  ///
  /// ```swift
  /// switch store.case {
  /// case let .addItem(store):
  ///   ItemFormView(store: store)
  /// case .alert:
  ///   EmptyView()
  /// }
  /// ```
  @MainActor
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension Reducer {
  /// Integrates an enum of destinations presented by this feature: its static `body` runs on
  /// the presented case. See ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-4ub6q``.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  @warn_unqualified_access
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    self.ifLet(
      state,
      action: action,
      destination: { ChildState.StateReducer.body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
