#if !canImport(Darwin)
  import SwiftUI

  extension NavigationStack {
    /// A navigation stack driven by a store of a ``StackState``: its screens are the stack's
    /// elements, each shown by `destination` with a store of its element.
    ///
    /// ```swift
    /// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
    ///   RootView(store: store)
    /// } destination: { store in
    ///   switch store.case {
    ///   case let .detail(store): DetailView(store: store)
    ///   }
    /// }
    /// ```
    ///
    /// A ``NavigationLink`` made with `state:` pushes an element (the stack sends
    /// ``StackAction/push(id:state:)``), and going back (a web page: the browser's Back) pops
    /// through the binding (``StackAction/popFrom(id:)``).
    @preconcurrency @MainActor
    public init<State, Action, Destination: View, R>(
      path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
      @ViewBuilder root: () -> R,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    )
    where
      Data == StackState<State>.PathView,
      Root == ModifiedContent<R, _NavigationDestinationViewModifier<State, Action, Destination>>
    {
      let store = path.wrappedValue
      self.init(
        path: store._pathBinding(fileID: fileID, filePath: filePath, line: line, column: column)
      ) {
        root()
          .modifier(
            _NavigationDestinationViewModifier(store: store, destination: destination)
          )
      }
    }
  }

  /// Declares the screens of a store-driven navigation stack: each element's store, shown by
  /// the stack's `destination`.
  public struct _NavigationDestinationViewModifier<State, Action, Destination: View>:
    ViewModifier
  {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let destination: (Store<State, Action>) -> Destination

    public func body(content: Content) -> some View {
      content
        .environment(\.navigationDestinationType, State.self)
        .navigationDestination(for: StackState<State>.Component.self) { component in
          self.destination(self.store._scope(component: component))
            .environment(\.navigationDestinationType, State.self)
        }
    }
  }

  extension Store {
    /// A binding to the path of a stack, for `NavigationStack(path:)`: writing a longer path
    /// pushes its last element, a shorter one pops back to it.
    @MainActor
    func _pathBinding<Element, ElementAction>(
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    ) -> Binding<StackState<Element>.PathView>
    where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
      Binding(
        get: { self.currentState().path },
        set: { newValue in
          let current = self.currentState()
          let newCount = newValue.count
          guard newCount != current.count else {
            reportIssue(
              """
              A navigation stack binding at "\(fileID):\(line)" was written to with a path that \
              has the same number of elements that already exist in the store. A view should \
              only write to this binding with a path that has pushed a new element onto the \
              stack, or popped one or more elements from the stack.

              This usually means the "forEach" has not been integrated with the reducer \
              powering the store, and this reducer is responsible for handling stack actions.

              To fix this, ensure that "forEach" is invoked from the reducer's "body":

                  Reduce { state, action in
                    // ...
                  }
                  .forEach(\\.path, action: \\.path) {
                    Path()
                  }

              And ensure that every parent reducer is integrated into the root reducer that \
              powers the store.
              """,
              fileID: fileID,
              filePath: filePath,
              line: line,
              column: column
            )
            return
          }
          if newCount > current.count, let component = newValue.last {
            self.send(.push(id: component.id, state: component.element))
          } else {
            self.send(.popFrom(id: current.ids[newCount]))
          }
        }
      )
    }

    /// The store of an element of a stack, for the screen that shows it.
    @MainActor
    func _scope<Element, ElementAction>(
      component: StackState<Element>.Component
    ) -> Store<Element, ElementAction>
    where State == StackState<Element>, Action == StackAction<Element, ElementAction> {
      if let store = self.scope(state: \.[id: component.id], action: \.[id: component.id]) {
        return store
      }
      // The element left the stack while its screen is still shown: it shows the element as it
      // was, and its actions go nowhere.
      return Store<Element, ElementAction>(initialState: component.element) { EmptyReducer() }
    }
  }

  extension NavigationLink where Destination == Never {
    /// A link that pushes an element onto the stack of the store-driven `NavigationStack` it
    /// is in: the stack sends ``StackAction/push(id:state:)`` with a new id.
    ///
    /// ```swift
    /// NavigationLink(state: Path.State.detail(Detail.State(item: item))) {
    ///   Text(item.title)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - state: The element to push, or `nil` for a disabled link.
    ///   - label: The link's label.
    ///   - fileID: The source `#fileID` associated with the link.
    ///   - filePath: The source `#filePath` associated with the link.
    ///   - line: The source `#line` associated with the link.
    ///   - column: The source `#column` associated with the link.
    @MainActor
    public init<P, L: View>(
      state: P?,
      @ViewBuilder label: () -> L,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    )
    where Label == _NavigationLinkStoreContent<P, L> {
      @Dependency(\.stackElementID) var stackElementID
      self.init(value: state.map { StackState.Component(id: stackElementID(), element: $0) }) {
        _NavigationLinkStoreContent<P, L>(
          state: state,
          label: label(),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
      }
    }

    /// A link titled with a localized key that pushes an element onto its store-driven stack.
    @MainActor
    public init<P>(
      _ titleKey: LocalizedStringKey,
      state: P?,
      fileID: StaticString = #fileID,
      line: UInt = #line
    )
    where Label == _NavigationLinkStoreContent<P, Text> {
      self.init(state: state, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    /// A link titled with a string that pushes an element onto its store-driven stack.
    @MainActor
    @_disfavoredOverload
    public init<S: StringProtocol, P>(
      _ title: S,
      state: P?,
      fileID: StaticString = #fileID,
      line: UInt = #line
    )
    where Label == _NavigationLinkStoreContent<P, Text> {
      self.init(state: state, label: { Text(title) }, fileID: fileID, line: line)
    }
  }

  /// The label of a link made with `NavigationLink(state:)`, which reports a link whose state
  /// no store-driven stack around it can push.
  public struct _NavigationLinkStoreContent<State, Label: View>: View {
    let state: State?
    let label: Label
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
    @Environment(\.navigationDestinationType) var navigationDestinationType

    public var body: some View {
      self.label.onAppear {
        guard self.navigationDestinationType != State.self else { return }
        let elementType =
          self.navigationDestinationType.map { typeName($0) }
          ?? """
          (None found in view hierarchy. Is this link inside a store-powered \
          'NavigationStack'?)
          """
        reportIssue(
          """
          A navigation link at "\(self.fileID):\(self.line)" is not presentable.

            NavigationStack state element type:
              \(elementType)
            NavigationLink state type:
              \(typeName(State.self))
            NavigationLink state value:
            \(String(customDumping: self.state).indent(by: 2))
          """,
          fileID: self.fileID,
          filePath: self.filePath,
          line: self.line,
          column: self.column
        )
      }
    }
  }

  private struct NavigationDestinationTypeKey: EnvironmentKey {
    static var defaultValue: Any.Type? { nil }
  }

  extension EnvironmentValues {
    /// The element type of the store-driven navigation stack a view is in.
    @_spi(Internals)
    public var navigationDestinationType: Any.Type? {
      get { self[NavigationDestinationTypeKey.self] }
      set { self[NavigationDestinationTypeKey.self] = newValue }
    }
  }
#endif
