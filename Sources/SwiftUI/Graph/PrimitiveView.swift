/// A view this module shows itself, whose body is `Never`: it tells the graph its element and
/// its children.
@MainActor
protocol _PrimitiveView {
  /// Describes the view: its element (if it shows one), its children, and their environment.
  /// Observation tracks what it reads: the node is resolved again when that changes.
  func _resolve(_ resolution: inout ViewResolution)
}

/// A modifier this module applies itself, whose body is `Never`.
@MainActor
protocol _PrimitiveModifier {
  /// Describes the modified content: by default, the content with the same environment.
  func _resolve(content: any View, _ resolution: inout ViewResolution)
}

/// A stored property of a view that a renderer gives storage to (``State``, ``FocusState``)
/// or an environment (``Environment``) before the view's body runs.
@MainActor
public protocol _GraphInstallable {
  /// Links the property to its view's place: a property that keeps storage takes the storage
  /// at `slot` and moves `slot` on.
  func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int)
}

/// What a renderer gives a view's dynamic properties before its body runs: the view's
/// environment, storage kept at its place, and a way to run its body again.
@MainActor
public struct _DynamicPropertyInstallation {
  let node: ViewNode

  /// The view's environment.
  public var environment: EnvironmentValues {
    self.node.environment
  }

  /// The storage at a slot of the view's dynamic properties, made by `make` the first time.
  public func storage(_ slot: Int, make: () -> AnyObject) -> AnyObject {
    self.node.dynamicStorage(slot, make: make)
  }

  /// Keeps an object for as long as the view stays at its place (a subscription).
  public func keep(_ object: AnyObject) {
    self.node.objectSubscriptions.append(object)
  }

  /// The objects kept with ``keep(_:)``.
  public var kept: [AnyObject] {
    self.node.objectSubscriptions
  }

  /// Runs the view's body again soon: call it from any thread.
  public var invalidate: @Sendable () -> Void {
    let node = self.node
    return { [weak node] in ViewNode.invalidate(node) }
  }
}

/// A stored property of a view that tells whether two values of it would show the same thing,
/// so that a renderer can skip running a body whose inputs didn't change.
public protocol _ViewInputComparable {
  /// Whether `other` (a value of the same type) is the same input.
  func _isSameInput(as other: Any) -> Bool
}
