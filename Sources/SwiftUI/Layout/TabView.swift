/// Tabs, one shown at a time: SwiftUI's `TabView`.
///
/// Each view of its content is a tab, labelled by its ``View/tabItem(_:)``; with a selection,
/// the tab shown is the one whose ``View/tag(_:)`` is the selection's value.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose selection is a binding's value.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their selection themselves.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: View {
  public var body: Never { _primitiveBody() }
}

extension TabView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    let context = (resolution.node.persistent as? TabContext) ?? TabContext()
    resolution.node.persistent = context
    let tabs: [any View] = (self.content as? any _TupleChildren)?.tupleChildren ?? [self.content]
    let tags = context.tags.value
    let selectedIndex: Int
    if let selection = self.selection {
      let value = AnyHashable(selection.wrappedValue)
      selectedIndex = tags.first { $0.value == value }?.key ?? context.selectedIndex.value
    } else {
      selectedIndex = context.selectedIndex.value
    }
    let selection = self.selection
    var actions = RenderActions()
    actions.select = { index in
      context.selectedIndex.value = index
      if let selection, let tag = context.tags.valueWithoutTracking[index],
        let value = tag.base as? SelectionValue
      {
        selection.wrappedValue = value
      }
    }
    resolution.element = RenderElement(.tabView(selectedIndex: selectedIndex), actions: actions)
    var environment = resolution.childEnvironment
    environment[TabContextKey.self] = context
    for (index, tab) in tabs.enumerated() {
      var tabEnvironment = environment
      tabEnvironment[TabIndexKey.self] = index
      resolution.add(
        TabSlotView(index: index, isSelected: index == selectedIndex, content: tab),
        .index(index),
        environment: tabEnvironment
      )
    }
  }
}

/// What the tabs of a ``TabView`` tell it: their tags, and the tab shown.
@MainActor
final class TabContext {
  let tags = StateStorage<[Int: AnyHashable]>([:])
  let selectedIndex = StateStorage(0)
}

struct TabContextKey: EnvironmentKey {
  static var defaultValue: TabContext? { nil }
}

struct TabIndexKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

/// A tab of a ``TabView``.
struct TabSlotView: View, _PrimitiveView {
  let index: Int
  let isSelected: Bool
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .tab(TabDescription(index: self.index, isSelected: self.isSelected))
    )
    resolution.add(self.content, .index(0))
  }
}

/// A tab's label in the tab bar.
struct TabItemModifier: ViewModifier, _PrimitiveModifier {
  let label: any View

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.addSlot("tabItem", self.label)
    resolution.add(content, .index(0))
  }
}

/// The children of a tuple of views, for containers that treat each as a part.
protocol _TupleChildren {
  var tupleChildren: [any View] { get }
}

extension TupleView: _TupleChildren {
  var tupleChildren: [any View] { self.children }
}

/// A tab of a ``TabView``, with its label: SwiftUI's `Tab`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  public var body: some View {
    self.content
      .tabItem { self.label }
      .modifier(TagModifier(tag: self.value))
  }
}

extension Tab where Label == SwiftUI.Label<Text, Image> {
  /// A tab titled with a localized key and a symbol, with a value for the selection.
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.label = SwiftUI.Label(titleKey, systemImage: systemImage)
  }
}

extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
  /// A tab titled with a localized key and a symbol.
  public init(
    _ titleKey: LocalizedStringKey,
    systemImage: String,
    @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = SwiftUI.Label(titleKey, systemImage: systemImage)
  }
}
