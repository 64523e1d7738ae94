/// A view at its place in a ``ViewGraph``: what renderers walk.
///
/// A node holds the latest value of its view, its environment and its children. A node whose
/// view is primitive has an ``element`` (unless it only groups or changes its children); the
/// others are transparent, and their elements are their children's. Renderers show, for each
/// node with an element, its ``elementChildren`` inside it.
///
/// Each node's update (a body, or a primitive's resolution) runs under Observation's tracking
/// on its own: when something it read changes, that node alone is updated again, with the
/// children whose inputs changed.
@_spi(Rendering)
@MainActor
public final class ViewNode {
  /// The node's number in its graph: new nodes have larger numbers than every node before
  /// them.
  public let id: Int
  /// Where the node is among its parent's children.
  public let key: ViewChildKey
  /// How deep the node is: 0 for the root.
  public var depth: Int { Int(self.storedDepth) }
  /// The depth, in the room it needs, beside the key's last byte: a page keeps every node.
  private let storedDepth: Int32
  /// An address of the node that is the same in every process showing the same views: a hash
  /// of the keys from the root. Renderers address controls by it, so that a person's input
  /// sent again to another process finds the same control.
  public let address: UInt64
  /// The node's parent, or `nil` for the root.
  public private(set) weak var parent: ViewNode?
  weak var graph: ViewGraph?

  var view: any View
  /// The node's environment.
  public internal(set) var environment: EnvironmentValues
  var children: [ViewNode] = []

  /// What the node shows, or `nil` for a transparent node.
  public var element: RenderElement? { self.elementBox?.element }
  /// What the node's element is and shows, without its actions: what a renderer reads most.
  public var elementKind: RenderElement.Kind? { self.elementBox?.element.kind }
  /// The element, kept boxed: an element is large (its kind and all its actions), and most
  /// nodes have none, so a node without one is the smaller for it (a page keeps every node).
  private var elementBox: RenderElementBox?
  /// The nodes with elements shown inside this node's element, in order.
  public private(set) var elementChildren: [ViewNode] = []
  /// For a transparent node: the nodes with elements it gives its parent.
  private var contribution: [ViewNode] = []

  /// How many of the children are later children, in the room it needs (see
  /// ``laterChildCount``).
  private var storedLaterChildCount: Int32 = 0
  /// Whether the view has a body to run (rather than being primitive).
  let isCustom: Bool
  /// Whether the node is being resolved for the first time: register removal actions then.
  var isNew = true
  /// Whether the node is still in its graph.
  public private(set) var isAttached = true
  var isDirty = false
  /// Whether the view reads its environment (has an ``Environment`` property): then a new
  /// environment runs its body again.
  var readsEnvironment = false

  /// What few nodes have (state, removal actions, subscriptions), kept apart so that the many
  /// nodes without them don't carry their room: a page keeps every node.
  private var extras: ViewNodeExtras?

  /// The node's extras, made the first time one is written.
  private var writableExtras: ViewNodeExtras {
    if let extras = self.extras { return extras }
    let extras = ViewNodeExtras()
    self.extras = extras
    return extras
  }

  /// Storage a primitive keeps for as long as it stays at its place (an `onChange`'s last
  /// value, a task).
  var persistent: AnyObject? {
    get { self.extras?.persistent }
    set { self.writableExtras.persistent = newValue }
  }
  /// The environment the primitive last gave its children, when it wrote it.
  private var writtenEnvironment: EnvironmentValues? {
    get { self.extras?.writtenEnvironment }
    set {
      if newValue == nil, self.extras == nil { return }
      self.writableExtras.writtenEnvironment = newValue
    }
  }
  /// What observes objects for the view (`ObservedObject`, `StateObject`), kept while the node
  /// is in its graph.
  public var objectSubscriptions: [AnyObject] {
    get { self.extras?.objectSubscriptions ?? [] }
    set {
      if newValue.isEmpty, self.extras == nil { return }
      self.writableExtras.objectSubscriptions = newValue
    }
  }

  init(
    id: Int,
    key: ViewChildKey,
    view: any View,
    environment: EnvironmentValues,
    parent: ViewNode?,
    graph: ViewGraph
  ) {
    self.id = id
    self.key = key
    self.view = view
    self.environment = environment
    self.parent = parent
    self.graph = graph
    self.storedDepth = (parent?.storedDepth ?? -1) + 1
    self.isCustom = !(view is any _PrimitiveView)
    self.address = ViewAddress.hash(parent?.address ?? ViewAddress.seed, key.stableText(for: view))
  }

  /// The nodes with elements this node gives its parent: itself when it has an element.
  var contributedNodes: [ViewNode] {
    self.elementBox != nil ? [self] : self.contribution
  }

  /// The storage at a slot of the view's dynamic properties, made by `make` the first time.
  public func dynamicStorage(_ slot: Int, make: () -> AnyObject) -> AnyObject {
    let extras = self.writableExtras
    if slot < extras.dynamicStorage.count {
      return extras.dynamicStorage[slot]
    }
    let storage = make()
    extras.dynamicStorage.append(storage)
    return storage
  }

  /// Runs `action` when the node leaves its graph.
  public func onRemoval(_ action: @escaping @MainActor () -> Void) {
    self.writableExtras.removalActions.append(action)
  }

  /// Whether the node is a descendant of `ancestor` (or is it).
  public func isDescendant(of ancestor: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  // MARK: Updating

  /// Marks the node for its next update: something it read changed.
  func invalidate() {
    guard self.isAttached, !self.isDirty else { return }
    self.isDirty = true
    self.graph?.nodeNeedsUpdate(self)
  }

  /// Called by Observation (or an object's publisher), on the thread that changed what a node
  /// read, before the change is made: marks the node on the main actor.
  public nonisolated static func invalidate(_ node: ViewNode?) {
    guard let node else { return }
    if isOnMainActor() {
      MainActor.assumeIsolated { node.invalidate() }
    } else {
      Task { @MainActor in node.invalidate() }
    }
  }

  /// Runs `body` with its reads tracked: a change to what it reads invalidates the node.
  ///
  /// Values that keep their readers themselves (a store's state, a `@State`, see
  /// ``_ViewReaders``) record the node; the others (an `@Observable` model, a `@Shared` value)
  /// are tracked by Observation, which registers the node only when it read one of them.
  private func tracking<T>(_ body: () -> T) -> T {
    ViewReading.$node.withValue(self) {
      withObservationTracking(body) { [weak self] in
        ViewNode.invalidate(self)
      }
    }
  }

  /// Updates the node with its current view and environment, and its children with theirs.
  func refresh(_ changes: inout ViewGraphChanges) {
    self.isDirty = false
    if self.isCustom {
      self.runBody(&changes)
    } else {
      self.resolve(&changes)
    }
  }

  /// Updates the node with a new value of its view, from its parent: runs the body again only
  /// when the view's inputs or environment changed.
  func update(
    with view: any View,
    environment: EnvironmentValues,
    _ changes: inout ViewGraphChanges
  ) {
    if self.isCustom {
      let isEnvironmentChanged =
        self.readsEnvironment && !environment.isIdentical(to: self.environment)
      let isSame = !isEnvironmentChanged && ViewInputs.areSame(self.view, view)
      self.view = view
      self.environment = environment
      guard !isSame || self.isDirty else { return }
      self.isDirty = false
      self.runBody(&changes)
    } else {
      // A primitive whose value and environment are the same resolves to the same element and
      // children: it and the nodes below it stay as they are (a list's unchanged rows).
      let isSame =
        !self.isDirty && environment.isIdentical(to: self.environment)
        && PrimitiveInputs.areSameViews(self.view, view)
      self.view = view
      self.environment = environment
      guard !isSame else { return }
      self.isDirty = false
      self.resolve(&changes)
    }
  }

  private func runBody(_ changes: inout ViewGraphChanges) {
    changes.updatedNodeCount += 1
    DynamicProperties.install(self.view, in: self)
    let view = self.view
    let body = self.tracking { ViewBodies.body(of: view) }
    self.reconcile([ViewChild(.index(0), body)], environment: self.environment, &changes)
    self.updateContribution(&changes)
  }

  private func resolve(_ changes: inout ViewGraphChanges) {
    changes.updatedNodeCount += 1
    var resolution = ViewResolution(node: self, environment: self.environment)
    let primitive = self.view as! any _PrimitiveView
    self.tracking { primitive._resolve(&resolution) }
    let wasNew = self.isNew
    self.isNew = false
    if let previous = self.elementBox?.element {
      if let element = resolution.element {
        if previous.kind != element.kind {
          changes.elementChanged(self, from: previous.kind)
        }
      } else {
        changes.elementChanged(self, from: previous.kind)
      }
    } else if resolution.element != nil, !wasNew {
      changes.elementChanged(self, from: nil)
    }
    self.elementBox = resolution.element.map(RenderElementBox.init)
    // A view that writes its children's environment writes it anew each time it's resolved:
    // the same values give the children the same environment as before, so that those whose
    // inputs didn't change stay as they are.
    if resolution.childEnvironment.isIdentical(to: self.environment) {
      self.writtenEnvironment = nil
    } else {
      if let previous = self.writtenEnvironment {
        resolution.childEnvironment = resolution.childEnvironment.reusing(
          previous, where: ViewInputs.areSameValues
        )
      }
      self.writtenEnvironment = resolution.childEnvironment
    }
    self.reconcile(resolution.children, environment: resolution.childEnvironment, &changes)
    if let later = resolution.laterChildren {
      let laterChildren = self.tracking(later)
      self.reconcile(laterChildren, environment: resolution.childEnvironment, later: true, &changes)
    } else if self.laterChildCount > 0 {
      self.reconcile([], environment: resolution.childEnvironment, later: true, &changes)
    }
    self.updateContribution(&changes)
  }

  /// Matches new children to the current ones by key and view type: a match is updated, a new
  /// child gets a new node, and a current child with no match leaves the graph.
  ///
  /// The children made by ``ViewResolution``'s later children are reconciled apart
  /// (`later: true`), after the others.
  private func reconcile(
    _ newChildren: [ViewChild],
    environment: EnvironmentValues,
    later: Bool = false,
    _ changes: inout ViewGraphChanges
  ) {
    guard let graph = self.graph else { return }
    let mainCount = self.children.count - self.laterChildCount
    let current = later ? self.children[mainCount...] : self.children[..<mainCount]
    var updated: [ViewNode] = []
    updated.reserveCapacity(newChildren.count)
    func matches(_ node: ViewNode, _ child: ViewChild) -> Bool {
      node.key == child.key && type(of: node.view) == type(of: child.view)
    }
    // The children the same as before at the start and at the end (all of them, most often; all
    // but a row added or removed, in a list) are matched in place, the others by key.
    var prefix = 0
    while prefix < current.count, prefix < newChildren.count,
      matches(current[current.startIndex + prefix], newChildren[prefix])
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < current.count - prefix, suffix < newChildren.count - prefix,
      matches(current[current.endIndex - 1 - suffix], newChildren[newChildren.count - 1 - suffix])
    {
      suffix += 1
    }
    for offset in 0..<prefix {
      let node = current[current.startIndex + offset]
      let child = newChildren[offset]
      node.update(with: child.view, environment: child.environment ?? environment, &changes)
      updated.append(node)
    }
    let middle = newChildren[prefix..<(newChildren.count - suffix)]
    let currentMiddle = current[(current.startIndex + prefix)..<(current.endIndex - suffix)]
    if !middle.isEmpty || !currentMiddle.isEmpty {
      var byKey: [ViewChildKey: ViewNode] = [:]
      byKey.reserveCapacity(currentMiddle.count)
      for node in currentMiddle {
        // Children with the same key (reported when they came) keep only the last: the others
        // leave the graph.
        if let replaced = byKey.updateValue(node, forKey: node.key) {
          replaced.detach(graph)
        }
      }
      for child in middle {
        if let node = byKey.removeValue(forKey: child.key) {
          if matches(node, child) {
            node.update(with: child.view, environment: child.environment ?? environment, &changes)
            updated.append(node)
            continue
          }
          node.detach(graph)
        }
        let node = graph.makeNode(
          key: child.key,
          view: child.view,
          environment: child.environment ?? environment,
          parent: self
        )
        node.refresh(&changes)
        updated.append(node)
      }
      for node in byKey.values {
        node.detach(graph)
      }
      self.reportDuplicateKeys(in: newChildren, graph)
    }
    for offset in 0..<suffix {
      let node = current[current.endIndex - suffix + offset]
      let child = newChildren[newChildren.count - suffix + offset]
      node.update(with: child.view, environment: child.environment ?? environment, &changes)
      updated.append(node)
    }
    if later {
      self.children = Array(self.children[..<mainCount]) + updated
      self.laterChildCount = updated.count
    } else if self.laterChildCount == 0 {
      self.children = updated
    } else {
      self.children = updated + Array(self.children[mainCount...])
    }
  }

  /// How many of the children are later children (see ``ViewResolution``).
  private var laterChildCount: Int {
    get { Int(self.storedLaterChildCount) }
    set { self.storedLaterChildCount = Int32(newValue) }
  }

  /// Reports a key that occurs more than once among new children: their nodes would be mixed
  /// up. Checked when the children changed, not on every update.
  private func reportDuplicateKeys(in children: [ViewChild], _ graph: ViewGraph) {
    var keys: Set<ViewChildKey> = []
    keys.reserveCapacity(children.count)
    for child in children where !keys.insert(child.key).inserted {
      graph.reportDuplicateKey(child.key, in: self)
    }
  }

  /// Recomputes what the node gives its parent, or for a node with an element, its element
  /// children. Returns whether a transparent node's contribution changed.
  @discardableResult
  func updateContribution(_ changes: inout ViewGraphChanges) -> Bool {
    let nodes: [ViewNode]
    if self.children.count == 1 {
      nodes = self.children[0].contributedNodes
    } else {
      nodes = self.children.flatMap(\.contributedNodes)
    }
    if self.elementBox != nil {
      if !Self.areIdentical(nodes, self.elementChildren) {
        changes.elementChildrenChanged(self, from: self.elementChildren)
        self.elementChildren = nodes
      }
      if !self.contribution.isEmpty {
        self.contribution = []
        return true
      }
      return false
    }
    if !self.elementChildren.isEmpty {
      self.elementChildren = []
    }
    guard !Self.areIdentical(nodes, self.contribution) else { return false }
    self.contribution = nodes
    return true
  }

  private static func areIdentical(_ lhs: [ViewNode], _ rhs: [ViewNode]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
  }

  /// Takes the node and its descendants out of the graph: their removal actions run
  /// (`onDisappear`, a task's cancellation), and Observation's later changes are ignored.
  func detach(_ graph: ViewGraph) {
    guard self.isAttached else { return }
    self.isAttached = false
    self.isDirty = false
    for child in self.children {
      child.detach(graph)
    }
    if let extras = self.extras {
      for action in extras.removalActions {
        graph.enqueue(action)
      }
      extras.removalActions = []
      extras.objectSubscriptions = []
    }
  }
}

/// Stable addresses of nodes: FNV-1a over the stable texts of the keys from the root, so that
/// the same views give the same addresses in every process.
enum ViewAddress {
  static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

  static func hash(_ parent: UInt64, _ text: String) -> UInt64 {
    var hash = parent
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    // A separator, so that "1" then "23" differs from "12" then "3".
    hash ^= 0x2f
    hash = hash &* 0x100_0000_01b3
    return hash
  }
}

/// The body of a view, opened from an existential.
@MainActor
enum ViewBodies {
  static func body(of view: any View) -> any View {
    func open<V: View>(_ view: V) -> any View {
      view.body
    }
    return open(view)
  }
}
