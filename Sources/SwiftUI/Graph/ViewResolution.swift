/// What a primitive view tells the graph about itself when it is resolved: its element, its
/// children and their environment.
@_spi(Rendering)
@MainActor
public struct ViewResolution {
  /// The node being resolved.
  public let node: ViewNode
  /// The node's environment.
  public let environment: EnvironmentValues
  /// What the view shows, or `nil` for a view that only groups or changes its children.
  public var element: RenderElement?
  /// The children, in order.
  public var children: [ViewChild] = []
  /// The environment of the children that don't have their own: the node's, unless changed.
  public var childEnvironment: EnvironmentValues
  /// Children made once the others are updated (a navigation stack's screens, which the
  /// destinations its root declares describe), after them.
  var laterChildren: (@MainActor () -> [ViewChild])?

  init(node: ViewNode, environment: EnvironmentValues) {
    self.node = node
    self.environment = environment
    self.childEnvironment = environment
  }

  /// Adds a child.
  mutating func add(_ view: any View, _ key: ViewChildKey, environment: EnvironmentValues? = nil)
  {
    self.children.append(ViewChild(key, view, environment: environment))
  }

  /// Adds a child in a ``RenderElement/Kind/slot(_:)`` of this view's element: a part with a
  /// name, such as a control's label.
  mutating func addSlot(
    _ name: String,
    _ view: any View,
    environment: EnvironmentValues? = nil
  ) {
    self.children.append(
      ViewChild(.slot(name), SlotView(name: name, content: view), environment: environment)
    )
  }
}

/// A named part of a primitive view's element: a control's label, a section's header, … It
/// shows its content in an element of kind ``RenderElement/Kind/slot(_:)``.
struct SlotView: View, _PrimitiveView {
  let name: String
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.slot(self.name))
    resolution.add(self.content, .index(0))
  }
}
