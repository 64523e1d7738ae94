/// Screens pushed one over another, from a root: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack(path: $path) {
///   List(items) { item in
///     NavigationLink(item.title, value: item.id)
///   }
///   .navigationDestination(for: Item.ID.self) { id in DetailView(id: id) }
/// }
/// ```
///
/// Renderers show the top screen with a way back (a web page: the browser's history; Back pops
/// through the path's binding). Each screen has its own ``EnvironmentValues/dismiss``, which
/// pops it, and the stack gives its screens an ``EnvironmentValues/editMode``.
public struct NavigationStack<Data, Root: View> {
  let root: Root
  let access: NavigationContext.PathAccess?
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path, pushed by ``NavigationLink``s with values.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.access = nil
  }

  /// A stack whose path is a binding to a navigation path.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.access = NavigationContext.PathAccess(
      path: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0) },
      truncate: { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) }
    )
  }
}

extension NavigationStack
where
  Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack whose path is a binding to a collection of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.access = NavigationContext.PathAccess(
      path: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        if let element = value.base as? Data.Element {
          path.wrappedValue.append(element)
        }
      },
      truncate: { count in
        let current = path.wrappedValue
        guard count < current.count else { return }
        path.wrappedValue.removeLast(current.count - count)
      }
    )
  }
}

extension NavigationStack: View {
  public var body: Never { _primitiveBody() }
}

extension NavigationStack: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let context: NavigationContext
    if let existing = resolution.node.persistent as? NavigationContext {
      context = existing
    } else {
      context = NavigationContext()
      resolution.node.persistent = context
      // Without a binding, the stack keeps its path itself.
      let storage = StateStorage<[AnyHashable]>([])
      context.path = { storage.value }
      context.append = { storage.value.append($0) }
      context.truncate = { storage.value.removeLast(storage.value.count - $0) }
    }
    if let access = self.access {
      context.path = access.path
      context.append = access.append
      context.truncate = access.truncate
    }

    var environment = resolution.childEnvironment
    environment[NavigationContextKey.self] = context
    let editMode = context.editMode
    environment.editMode = Binding(get: { editMode.value }, set: { editMode.value = $0 })
    resolution.childEnvironment = environment

    let path = context.path()
    let pushes = context.pushes
    let depth = path.count + pushes.count
    var actions = RenderActions()
    actions.pop = { depth in context.pop(to: depth) }
    resolution.element = RenderElement(
      .navigationStack(NavigationStackDescription(depth: depth)),
      actions: actions
    )
    resolution.add(ScreenView(index: 0, isTop: depth == 0, content: self.root), .index(0))
    resolution.laterChildren = {
      // After the root: the destinations it declares are known.
      let destinations = context.destinations
      var screens: [ViewChild] = []
      for (offset, value) in path.enumerated() {
        let index = offset + 1
        let content: any View
        if let destination = destinations[ObjectIdentifier(type(of: value.base))] {
          content = destination(value)
        } else {
          content = MissingDestination(valueType: "\(type(of: value.base))")
        }
        var screenEnvironment = environment
        screenEnvironment.dismiss = DismissAction { context.pop(to: index - 1) }
        screenEnvironment.isPresented = true
        screens.append(
          ViewChild(
            .id(AnyHashable([AnyHashable(index), value])),
            ScreenView(index: index, isTop: index == depth, content: content),
            environment: screenEnvironment
          )
        )
      }
      for (offset, push) in pushes.enumerated() {
        let index = path.count + offset + 1
        var screenEnvironment = environment
        screenEnvironment.dismiss = DismissAction(action: push.dismiss)
        screenEnvironment.isPresented = true
        screens.append(
          ViewChild(
            .id(AnyHashable(["push", AnyHashable(push.owner)])),
            ScreenView(index: index, isTop: index == depth, content: push.view),
            environment: screenEnvironment
          )
        )
      }
      return screens
    }
  }
}

/// A screen of a navigation stack.
struct ScreenView: View, _PrimitiveView {
  let index: Int
  let isTop: Bool
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .screen(ScreenDescription(index: self.index, isTop: self.isTop))
    )
    resolution.add(self.content, .index(0))
  }
}

/// What a screen shows when no destination is declared for its value's type.
struct MissingDestination: View {
  let valueType: String

  var body: some View {
    Text(
      verbatim: """
        No 'navigationDestination(for: \(self.valueType).self)' is declared in this \
        NavigationStack for the value pushed.
        """
    )
    .foregroundColor(.red)
    .padding()
  }
}

/// A stack of screens without a path binding: SwiftUI's `NavigationView` (deprecated).
public struct NavigationView<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    NavigationStack { self.content }
  }
}

/// Columns of navigation, a sidebar and a detail: SwiftUI's `NavigationSplitView`, shown as a
/// stack here: the sidebar, then the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public var body: some View {
    HStack(alignment: .top) {
      NavigationStack { self.sidebar }
      NavigationStack { self.content }
      NavigationStack { self.detail }
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = EmptyView()
    self.detail = detail()
  }
}
