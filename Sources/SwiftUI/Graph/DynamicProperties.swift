/// Links the dynamic properties of a view (``State``, ``FocusState``, ``Environment``, …) to
/// its node before its body runs, found with `Mirror`: in the view's stored properties, and in
/// the stored properties of the ``DynamicProperty`` values it holds (a property wrapper of the
/// app's that holds a `@State`).
@MainActor
enum DynamicProperties {
  /// The view types known to hold no dynamic property, which aren't looked at again.
  private static var typesWithout: Set<ObjectIdentifier> = []

  /// What a view's properties were found to be.
  private struct Found {
    var slot = 0
    var installables = 0
    var readsEnvironment = false
  }

  static func install(_ view: any View, in node: ViewNode) {
    let type = ObjectIdentifier(Swift.type(of: view))
    guard !Self.typesWithout.contains(type) else { return }
    var found = Found()
    let value: Any = (view as? any _HostsModifier)?.hostedModifier ?? view
    Self.visit(Mirror(reflecting: value), node, &found, depth: 0)
    node.readsEnvironment = found.readsEnvironment
    if found.installables == 0 {
      Self.typesWithout.insert(type)
    }
  }

  private static func visit(_ mirror: Mirror, _ node: ViewNode, _ found: inout Found, depth: Int)
  {
    for child in mirror.children {
      if let property = child.value as? any _GraphInstallable {
        property._install(_DynamicPropertyInstallation(node: node), slot: &found.slot)
        found.installables += 1
        if property is any _ReadsEnvironment {
          found.readsEnvironment = true
        }
      } else if depth < 4, child.value is any DynamicProperty, !(child.value is any _PlainValue) {
        Self.visit(Mirror(reflecting: child.value), node, &found, depth: depth + 1)
      }
    }
  }
}

/// A dynamic property that reads the environment: its view's body runs again when the
/// environment changes.
protocol _ReadsEnvironment {}

/// A dynamic property with nothing to install inside (a ``Binding``): not looked into.
protocol _PlainValue {}

/// A view that runs a modifier's body: its dynamic properties are the modifier's.
@MainActor
protocol _HostsModifier {
  var hostedModifier: Any { get }
}

extension Environment: _GraphInstallable, _ReadsEnvironment {
  public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
    self.link.values = installation.environment
  }
}
