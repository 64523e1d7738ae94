extension Reducer {
  /// Embeds a child reducer in a parent domain that works on an optional property of parent
  /// state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Parent logic that may set `state.child` to `nil` or a new value.
  ///   }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// }
  /// ```
  ///
  /// The child reducer runs first, while its state is present. When the parent sets the child's
  /// state to `nil` (or replaces it with a new one), the child's running effects are cancelled.
  /// A child action that arrives while the child state is `nil` is reported as an issue, since it
  /// means the child's effects or view outlived its state.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     child state.
  ///   - toWrappedAction: A case path from parent action to a case containing child actions.
  ///   - wrapped: A reducer that will be invoked with child actions against non-optional child
  ///     state.
  ///   - fileID: The source `#fileID` associated with the operator, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: _WritableStatePath(toWrappedState),
      toChildAction: _CaseAccessors.find(toWrappedAction),
      location: _SourceLocation(
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    )
  }

  /// Integrates an alert or a confirmation dialog held in a plain optional property of parent
  /// state, which needs no child reducer.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State {
  ///   var alert: AlertState<Action.Alert>?
  /// }
  /// enum Action {
  ///   case alert(Alert)
  ///   enum Alert { case confirmDeletion }
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // …
  ///   }
  ///   .ifLet(\.alert, action: \.alert)
  /// }
  /// ```
  ///
  /// After the parent has handled one of the alert's actions, the alert is set to `nil`, as the
  /// user's tap dismisses it. An alert action that arrives while the alert is `nil` is reported.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     alert or dialog state.
  ///   - toWrappedAction: A case path from parent action to a case containing the alert's or
  ///     dialog's actions.
  ///   - fileID: The source `#fileID` associated with the operator, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the operator, for reporting misuse.
  ///   - line: The source `#line` associated with the operator, for reporting misuse.
  ///   - column: The source `#column` associated with the operator, for reporting misuse.
  @inlinable
  @warn_unqualified_access
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: _WritableStatePath(toWrappedState),
      toChildAction: _CaseAccessors.find(toWrappedAction),
      location: _SourceLocation(
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    )
  }
}

/// The reducer that ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline
  let parent: Parent
  @usableFromInline
  let child: Child
  @usableFromInline
  let toChildState: _WritableStatePath<Parent.State, Child.State?>
  @usableFromInline
  let toChildAction: _CaseAccessors<Parent.Action, Child.Action>
  @usableFromInline
  let childIdentity: _ChildIdentity<Child.State>
  @usableFromInline
  let location: _SourceLocation
  /// Whether the child state is an alert or a dialog, which its actions dismiss.
  @usableFromInline
  let childIsEphemeral: Bool

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: _WritableStatePath<Parent.State, Child.State?>,
    toChildAction: _CaseAccessors<Parent.Action, Child.Action>,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.childIdentity = _ChildIdentity()
    self.location = location
    self.childIsEphemeral = Child.State.self is any _EphemeralState.Type
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    let childIDBefore = self.toChildState.get(state).map(self.childIdentity.callAsFunction)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let childIDAfter = self.toChildState.get(state).map(self.childIdentity.callAsFunction)

    // An alert or a dialog goes away once its action is handled, unless the parent has already
    // put another one in its place.
    if self.childIsEphemeral,
      childIDAfter != nil,
      childIDBefore == childIDAfter,
      self.toChildAction.extract(action) != nil
    {
      self.toChildState.set(&state, nil)
    }

    var cancellation = Effect<Parent.Action>.none
    if let childIDBefore, childIDBefore != childIDAfter {
      cancellation = .cancel(
        id: _ChildEffectID(keyPath: self.toChildState.keyPath, identity: childIDBefore)
      )
    }
    return childEffects.merge(with: parentEffects).merge(with: cancellation)
  }

  @inlinable
  func reduceChild(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(action) else { return .none }
    guard let childState = self.toChildState.get(state) else {
      _BindingCheck.didDropChildAction()
      self.reportActionForNilChild(action)
      return .none
    }
    let identity = self.childIdentity(childState)
    return self.toChildState.modify(&state) { childState in
      self.child.reduce(into: &childState!, action: childAction)
    }
    .map(self.toChildAction.embed)
    ._child(_ChildEffectID(keyPath: self.toChildState.keyPath, identity: identity))
  }

  @usableFromInline
  func reportActionForNilChild(_ action: Parent.Action) {
    self.location.report(
      """
      An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
      when child state was "nil".

        Action:
      \(String(customDumping: action).indent(by: 4))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
      before any other reducer sets child state to "nil". This ensures that child reducers can \
      handle their actions while their state is still available.

      An in-flight effect emitted this action when child state was "nil". While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect \
      before child state becomes "nil", especially if it is a long-living effect.

      This action was sent to the store while state was "nil". Make sure that actions for this \
      reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
      use "IfLetStore".
      """
    )
  }
}
