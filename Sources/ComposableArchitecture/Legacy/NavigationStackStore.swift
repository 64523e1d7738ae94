#if !canImport(Darwin)
  import SwiftUI

  /// A navigation stack driven by a store of a ``StackState``: how views showed stacks of child
  /// features before observation. Its screens are the stack's elements, each shown by
  /// `destination` with a store of its element.
  ///
  /// ```swift
  /// NavigationStackStore(self.store.scope(state: \.path, action: \.path)) {
  ///   RootView(store: self.store)
  /// } destination: { store in
  ///   DetailView(store: store)
  /// }
  /// ```
  ///
  /// A `NavigationLink(state:)` inside pushes an element (the store is sent
  /// ``StackAction/push(id:state:)``), and going back pops through the path
  /// (``StackAction/popFrom(id:)``).
  ///
  /// Today a view passes `NavigationStack` a binding of the scoped store:
  ///
  /// ```swift
  /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
  ///   RootView(store: store)
  /// } destination: { store in
  ///   DetailView(store: store)
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Use 'NavigationStack.init(path:)' with a store scoped from observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-NavigationStackStore-with-NavigationStack]"
  )
  public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
    private let inputs:
      _ViewInputs<(root: Root, destination: (StackState<State>.Component) -> Destination)>
    private let link: _ViewStoreLink<StackState<State>, StackAction<State, Action>>

    /// A navigation stack whose screens are shown by `destination` with a store of their
    /// element.
    ///
    /// - Parameters:
    ///   - store: A store of a stack and its actions.
    ///   - root: The stack's root view.
    ///   - destination: Makes the screen of an element from a store of it.
    ///   - fileID: The source `#fileID` of the stack, kept for source compatibility.
    ///   - filePath: The source `#filePath` of the stack, kept for source compatibility.
    ///   - line: The source `#line` of the stack, kept for source compatibility.
    ///   - column: The source `#column` of the stack, kept for source compatibility.
    public init(
      _ store: Store<StackState<State>, StackAction<State, Action>>,
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      self.inputs = _ViewInputs(
        (
          root(),
          { component in destination(Self.elementStore(of: store, component: component)) }
        )
      )
      self.link = Self.link(of: store)
    }

    /// A navigation stack whose screens are shown by `destination` with the initial state of
    /// their element, a `switch` over it with a ``CaseLet`` for each case, as the content of a
    /// ``SwitchStore``.
    ///
    /// - Parameters:
    ///   - store: A store of a stack and its actions.
    ///   - root: The stack's root view.
    ///   - destination: Makes the screen of an element from its state, as a ``SwitchStore``'s
    ///     content.
    ///   - fileID: The source `#fileID` of the stack, kept for source compatibility.
    ///   - filePath: The source `#filePath` of the stack, kept for source compatibility.
    ///   - line: The source `#line` of the stack, kept for source compatibility.
    ///   - column: The source `#column` of the stack, kept for source compatibility.
    @_disfavoredOverload
    public init<D: View>(
      _ store: Store<StackState<State>, StackAction<State, Action>>,
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (_ initialState: State) -> D,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) where Destination == SwitchStore<State, Action, D> {
      self.inputs = _ViewInputs(
        (
          root(),
          { component in
            SwitchStore(Self.elementStore(of: store, component: component), content: destination)
          }
        )
      )
      self.link = Self.link(of: store)
    }

    /// The view store of the stack, whose view state changes when elements are pushed or
    /// popped.
    private static func link(
      of store: Store<StackState<State>, StackAction<State, Action>>
    ) -> _ViewStoreLink<StackState<State>, StackAction<State, Action>> {
      _ViewStoreLink {
        ViewStore(store, observe: { $0 }, removeDuplicates: { $0.ids == $1.ids })
      }
    }

    /// The store of an element: it shows the element as it was once it is popped.
    private static func elementStore(
      of store: Store<StackState<State>, StackAction<State, Action>>,
      component: StackState<State>.Component
    ) -> Store<State, Action> {
      store._legacyChild(
        id: ScopeID(
          state: \StackState<State>.self,
          action: \StackAction<State, Action>.self,
          elementID: component.id
        ),
        initialState: component.element,
        state: { $0[id: component.id] },
        action: { .element(id: component.id, action: $0) }
      )
    }

    public var body: some View {
      let viewStore = self.link.viewStore
      NavigationStack(
        path: Binding(
          get: { viewStore.state.path },
          set: { newPath in
            let path = viewStore.state
            if newPath.count > path.count, let component = newPath.last {
              viewStore.send(.push(id: component.id, state: component.element))
            } else if newPath.count < path.count {
              viewStore.send(.popFrom(id: path.ids[newPath.count]))
            }
          }
        )
      ) {
        self.inputs.value.root
          .environment(\.navigationDestinationType, State.self)
          .navigationDestination(for: StackState<State>.Component.self) { component in
            _NavigationStackStoreDestination(
              component: component,
              destination: self.inputs.value.destination
            )
          }
      }
    }
  }

  /// The screen of an element of a ``NavigationStackStore``'s stack.
  struct _NavigationStackStoreDestination<State, Destination: View>: View {
    let component: StackState<State>.Component
    let destination: (StackState<State>.Component) -> Destination

    var body: some View {
      self.destination(self.component)
        .environment(\.navigationDestinationType, State.self)
        .id(self.component.id)
    }
  }
#endif
