/// Embeds a child reducer in a parent domain.
///
/// `Scope` runs a child reducer on a part of the parent's state, for the child's actions only:
///
/// ```swift
/// @Reducer
/// struct App {
///   @ObservableState
///   struct State { var settings = Settings.State() }
///   enum Action { case settings(Settings.Action) }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.settings, action: \.settings) {
///       Settings()
///     }
///   }
/// }
/// ```
///
/// The child's effects are mapped back into the parent's action type. Use
/// ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)-7c1hw`` for optional child state and
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)-yfpx`` for collections.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(_WritableStatePath<ParentState, Child.State>)
    case casePath(_CaseAccessors<ParentState, Child.State>, location: _SourceLocation)
  }

  @usableFromInline
  let toChildState: StatePath
  @usableFromInline
  let toChildAction: _CaseAccessors<ParentAction, Child.Action>
  @usableFromInline
  let child: Child

  @usableFromInline
  init(
    toChildState: StatePath,
    toChildAction: _CaseAccessors<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  /// Initializes a reducer that runs the given child reducer against a slice of parent state and
  /// actions.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to a property containing child
  ///     state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  // Disfavored: on an enum state, `\.case` is also a writable key path, through CasePaths'
  // setter-only member (its getter is unavailable); the case key path initializer is meant.
  @_disfavoredOverload
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(_WritableStatePath(toChildState))
    self.toChildAction = _CaseAccessors.find(toChildAction)
    self.child = child()
  }

  /// Initializes a reducer that runs the given child reducer against a case of enum parent
  /// state, when the state is in that case.
  ///
  /// ```swift
  /// Scope(state: \.loggedIn, action: \.loggedIn) {
  ///   LoggedIn()
  /// }
  /// ```
  ///
  /// A child action received while the state is in another case is reported as an issue.
  ///
  /// Deprecated in TCA 1.25: make the enum a `@Reducer enum`, or run the child with
  /// `ifCaseLet(_:action:then:)` on a base reducer.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from parent state to a case containing child state.
  ///   - toChildAction: A case key path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  ///   - fileID: The source `#fileID` associated with the reducer, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the reducer, for reporting misuse.
  ///   - line: The source `#line` associated with the reducer, for reporting misuse.
  ///   - column: The source `#column` associated with the reducer, for reporting misuse.
  @available(
    *,
    deprecated,
    message: """
      Scoping enum state with 'Scope(state:action:)' is deprecated: use a '@Reducer enum', or \
      'ifCaseLet(_:action:then:)' on a base reducer, instead.
      """
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState,
      action: toChildAction,
      child: child,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Initializes a reducer that runs the given child reducer against a slice of parent state and
  /// actions, spelled without the `state:` label as on TCA's main branch.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(\.settings, action: \.settings) {
  ///     Settings()
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to a property containing child
  ///     state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  // Disfavored for the same reason as `init(state:action:child:)`.
  @_disfavoredOverload
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  /// Initializes a reducer that runs the given child reducer against a case of enum parent
  /// state, spelled without the `state:` label as on TCA's main branch.
  ///
  /// ```swift
  /// Scope(\.loggedIn, action: \.loggedIn) {
  ///   LoggedIn()
  /// }
  /// ```
  ///
  /// A child action received while the state is in another case is reported as an issue.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from parent state to a case containing child state.
  ///   - toChildAction: A case key path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  ///   - fileID: The source `#fileID` associated with the reducer, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the reducer, for reporting misuse.
  ///   - line: The source `#line` associated with the reducer, for reporting misuse.
  ///   - column: The source `#column` associated with the reducer, for reporting misuse.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      _CaseAccessors.find(toChildState),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.toChildAction = _CaseAccessors.find(toChildAction)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(action) else { return .none }
    switch self.toChildState {
    case let .keyPath(keyPath):
      return keyPath.modify(&state) { childState in
        self.child.reduce(into: &childState, action: childAction)
      }
      .map(self.toChildAction.embed)
    case let .casePath(casePath, location):
      guard var childState = casePath.extract(state) else {
        _BindingCheck.didDropChildAction()
        Self.reportActionForOtherCase(action, state: state, at: location)
        return .none
      }
      defer { state = casePath.embed(childState) }
      return self.child.reduce(into: &childState, action: childAction)
        .map(self.toChildAction.embed)
    }
  }

  @usableFromInline
  static func reportActionForOtherCase(
    _ action: ParentAction,
    state: ParentState,
    at location: _SourceLocation
  ) {
    location.report(
      """
      A "Scope" at "\(location.fileID):\(location.line)" received a child action when child \
      state was set to a different case.

        Action:
          \(debugCaseOutput(action))
        State:
          \(debugCaseOutput(state))

      This is generally considered an application logic error, and can happen for a few \
      reasons:

      A parent reducer set "\(typeName(ParentState.self))" to a different case \
      before the scoped reducer ran. Child reducers must run before any parent reducer sets \
      child state to a different case. This ensures that child reducers can handle their \
      actions while their state is still available. Consider using "Reducer.ifCaseLet" to \
      embed this child reducer in the parent reducer that change its state to ensure the \
      child reducer runs first.

      An in-flight effect emitted this action when child state was unavailable. While it \
      may be perfectly reasonable to ignore this action, consider canceling the associated \
      effect before child state changes to another case, especially if it is a long-living \
      effect.

      This action was sent to the store while state was another case. Make sure that \
      actions for this reducer can only be sent from a store when state is set to the \
      appropriate case. In SwiftUI applications, use "SwitchStore".
      """
    )
  }
}
