extension Reducer {
  /// Embeds a child reducer in a parent domain that works on a case of parent enum state.
  ///
  /// ```swift
  /// @Reducer
  /// struct App {
  ///   @ObservableState
  ///   enum State {
  ///     case loggedIn(LoggedIn.State)
  ///     case loggedOut(LoggedOut.State)
  ///   }
  ///   enum Action {
  ///     case loggedIn(LoggedIn.Action)
  ///     case loggedOut(LoggedOut.Action)
  ///   }
  ///
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // Core logic for the app, which may change the case.
  ///     }
  ///     .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///       LoggedIn()
  ///     }
  ///     .ifCaseLet(\.loggedOut, action: \.loggedOut) {
  ///       LoggedOut()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The child reducer runs first, while the state is still in its case, then the parent. When
  /// the parent moves the state to another case (or to the same case with a value of another
  /// `Identifiable` id), the child's running effects are cancelled. A child action received while
  /// the state is in another case is reported as an issue.
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path from parent state to a case containing child state.
  ///   - toCaseAction: A case key path from parent action to a case containing child actions.
  ///   - case: A reducer that will be invoked with child actions against child state.
  ///   - fileID: The source `#fileID` associated with the operator, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: _CaseAccessors.find(toCaseState),
      toChildAction: _CaseAccessors.find(toCaseAction),
      stateKey: toCaseState,
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Embeds a child reducer in a parent domain that works on a case of parent enum state, with
  /// case paths.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this operator with case key paths, instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  @inlinable
  @warn_unqualified_access
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where CaseState == Case.State, CaseAction == Case.Action {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: _CaseAccessors(toCaseState),
      toChildAction: _CaseAccessors(toCaseAction),
      stateKey: _CasePathKey(toCaseState),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer that ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline
  let parent: Parent
  @usableFromInline
  let child: Child
  @usableFromInline
  let toChildState: _CaseAccessors<Parent.State, Child.State>
  @usableFromInline
  let toChildAction: _CaseAccessors<Parent.Action, Child.Action>
  /// Tells the effects of this case's child apart from those of other children.
  @usableFromInline
  let stateKey: AnyHashable
  @usableFromInline
  let childIdentity: _ChildIdentity<Child.State>
  @usableFromInline
  let location: _SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: _CaseAccessors<Parent.State, Child.State>,
    toChildAction: _CaseAccessors<Parent.Action, Child.Action>,
    stateKey: some Hashable,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.stateKey = AnyHashable(stateKey)
    self.childIdentity = _ChildIdentity()
    self.location = location
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    let childIDBefore = self.childID(in: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let childIDAfter = self.childID(in: state)

    var cancellation = Effect<Parent.Action>.none
    if let childIDBefore, childIDBefore != childIDAfter {
      cancellation = .cancel(id: childIDBefore)
    }
    return childEffects.merge(with: parentEffects).merge(with: cancellation)
  }

  /// The cancellation id of the child's effects, when the state is in the child's case.
  @inlinable
  func childID(in state: Parent.State) -> _ChildEffectID? {
    self.toChildState.extract(state).map { childState in
      _ChildEffectID(key: self.stateKey, identity: self.childIdentity(childState))
    }
  }

  @inlinable
  func reduceChild(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(action) else { return .none }
    guard var childState = self.toChildState.extract(state) else {
      _BindingCheck.didDropChildAction()
      self.reportActionForOtherCase(action, state: state)
      return .none
    }
    let childID = _ChildEffectID(
      key: self.stateKey,
      identity: self.childIdentity(childState)
    )
    defer { state = self.toChildState.embed(childState) }
    return self.child.reduce(into: &childState, action: childAction)
      .map(self.toChildAction.embed)
      ._child(childID)
  }

  @usableFromInline
  func reportActionForOtherCase(_ action: Parent.Action, state: Parent.State) {
    self.location.report(
      """
      An "ifCaseLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
      when child state was set to a different case.

        Action:
      \(String(customDumping: action).indent(by: 4))
        State:
      \(String(customDumping: state).indent(by: 4))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set "\(typeName(Parent.State.self))" to a different case before \
      this reducer ran. This reducer must run before any other reducer sets child state to a \
      different case. This ensures that child reducers can handle their actions while their \
      state is still available.

      An in-flight effect emitted this action when child state was unavailable. While it may \
      be perfectly reasonable to ignore this action, consider canceling the associated effect \
      before child state changes to another case, especially if it is a long-living effect.

      This action was sent to the store while state was another case. Make sure that actions \
      for this reducer can only be sent from a store when state is set to the appropriate \
      case. In SwiftUI applications, use "SwitchStore".
      """
    )
  }
}
