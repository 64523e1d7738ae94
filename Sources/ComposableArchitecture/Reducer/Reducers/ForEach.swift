import OrderedCollections
extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a collection in parent
  /// state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Parent logic
  ///   }
  ///   .forEach(\.rows, action: \.rows) {
  ///     Row()
  ///   }
  /// }
  /// ```
  ///
  /// The element reducer runs first, on the element with the action's id only; finding it is
  /// O(1). When the parent removes an element, that element's running effects are cancelled. An
  /// action for an id that is not in the collection is reported as an issue.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to an `IdentifiedArray` of child
  ///     state.
  ///   - toElementAction: A case path from parent action to an ``IdentifiedAction`` of child
  ///     actions.
  ///   - element: A reducer that will be invoked with child actions against elements of child
  ///     state.
  ///   - fileID: The source `#fileID` associated with the operator, for reporting misuse.
  ///   - filePath: The source `#filePath` associated with the operator.
  ///   - line: The source `#line` associated with the operator.
  ///   - column: The source `#column` associated with the operator.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      toElementsState: _WritableStatePath(toElementsState),
      toElementAction: _CaseAccessors.find(toElementAction),
      element: element(),
      location: _SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer that ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline
  let parent: Parent
  @usableFromInline
  let toElementsState: _WritableStatePath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline
  let toElementAction: _CaseAccessors<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline
  let element: Element
  @usableFromInline
  let location: _SourceLocation
  /// Gives an element a new identity and returns it, when elements are observable.
  @usableFromInline
  let renewElementID: ((inout Element.State) -> ObservableStateID)?
  /// Reads an element's identity, when elements are observable.
  @usableFromInline
  let elementID: ((inout Element.State) -> ObservableStateID)?

  @usableFromInline
  init(
    parent: Parent,
    toElementsState: _WritableStatePath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: _CaseAccessors<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element,
    location: _SourceLocation
  ) {
    self.parent = parent
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.element = element
    self.location = location
    self.renewElementID = observableRenewedStateID(of: Element.State.self)
    self.elementID = observableStateID(of: Element.State.self)
  }

  @inlinable
  public func reduce(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    let elementEffects = self.reduceElement(into: &state, action: action)
    let idsBefore = self.toElementsState.get(state).ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = self.toElementsState.get(state).ids

    var cancellations = Effect<Parent.Action>.none
    if idsBefore != idsAfter {
      for id in idsBefore where !idsAfter.contains(id) {
        cancellations = cancellations.merge(with: .cancel(id: self.elementEffectsID(id)))
      }
    }
    return elementEffects.merge(with: parentEffects).merge(with: cancellations)
  }

  @inlinable
  func reduceElement(
    into state: inout Parent.State,
    action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard
      case let .element(id, elementAction) = self.toElementAction.extract(action)
    else { return .none }
    // In place: writing through the key path would copy the whole collection per element write.
    var wasReplaced = false
    let effect = self.toElementsState.modify(&state) { elements -> Effect<Element.Action>? in
      guard elements[id: id] != nil else { return nil }
      return self.reduce(
        element: &elements[id: id]!,
        action: elementAction,
        wasReplaced: &wasReplaced
      )
    }
    if wasReplaced {
      self.notifyReplacement(ofElement: id, in: &state)
    }
    guard let effect else {
      _BindingCheck.didDropChildAction()
      self.reportActionForMissingElement(action)
      return .none
    }
    guard !effect.isNone else { return .none }
    let toElementAction = self.toElementAction
    return
      effect
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      ._child(self.elementEffectsID(id))
  }

  /// The id of the effects of the element with the given id.
  @usableFromInline
  func elementEffectsID(_ id: ID) -> _ChildEffectID {
    _ChildEffectID(keyPath: self.toElementsState.keyPath, identity: AnyHashable(id))
  }

  /// Runs the element reducer on an element, in place. The element gets a new identity first, as
  /// a child modified through its parent's field does, so that a copy of it saved before and
  /// written back is a change its readers hear of.
  ///
  /// Sets `wasReplaced` when the reducer replaced the element by a value with another identity
  /// (`state = State(…)`, or a copy saved earlier): the readers of the element's fields read
  /// them from the value they saw, and are told through the collection (see
  /// `notifyReplacement(ofElement:in:)`).
  @inlinable
  func reduce(
    element: inout Element.State,
    action: Element.Action,
    wasReplaced: inout Bool
  ) -> Effect<Element.Action> {
    guard let renewElementID, let elementID else {
      return self.element.reduce(into: &element, action: action)
    }
    let identity = renewElementID(&element)
    let effect = self.element.reduce(into: &element, action: action)
    wasReplaced = elementID(&element) != identity
    return effect
  }

  /// Tells the readers of the collection that an element was replaced, by writing the collection
  /// back through its setter with the element's identity renewed. It copies the collection, O(n),
  /// which only a reducer that replaces its whole element pays, once per such action.
  @usableFromInline
  func notifyReplacement(ofElement id: ID, in state: inout Parent.State) {
    var elements = self.toElementsState.get(state)
    guard elements[id: id] != nil else { return }
    _ = self.renewElementID?(&elements[id: id]!)
    self.toElementsState.set(&state, elements)
  }

  @usableFromInline
  func reportActionForMissingElement(_ action: Parent.Action) {
    self.location.report(
      """
      A "forEach" at "\(self.location.fileID):\(self.location.line)" received an action for a \
      missing element.

        Action:
          \(debugCaseOutput(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To \
      fix this make sure that actions for this reducer can only be sent from a store when \
      its state contains an element at this id. In SwiftUI applications, use "ForEachStore".
      """
    )
  }
}
