import IssueReporting

/// A view tree kept up to date: what a renderer shows.
///
/// A renderer makes a graph of its root view, calls ``update()`` to build it, shows its
/// ``root``, and calls ``update()`` again after ``onNeedsUpdate`` tells it something a body or
/// control read changed: the nodes whose reads changed are updated (their bodies run again, and
/// their children whose inputs changed), and the update says which elements changed, so that the
/// renderer shows only that.
///
/// ```swift
/// let graph = ViewGraph(SettingsView(store: store))
/// graph.onNeedsUpdate = { scheduleRender() }   // never update from inside it
/// let first = graph.update()                    // builds every node
/// render(graph.root)
/// // later, after onNeedsUpdate:
/// let changes = graph.update()
/// ```
///
/// Lifecycle actions (`onAppear`, `onDisappear`, `onChange`, starting and cancelling `task`s)
/// run inside ``update()``, once the nodes are updated; what they change is updated in the same
/// call, up to ``maximumRounds`` rounds.
@_spi(Rendering)
@MainActor
public final class ViewGraph {
  /// The root node: an element of kind ``RenderElement/Kind/root`` whose children are the root
  /// view's elements.
  public private(set) var root: ViewNode!
  /// Called when something a node read changed and ``update()`` has work to do: once, until the
  /// next update. Called on the main actor, possibly while the change is being made: schedule
  /// the update, don't make it from here.
  public var onNeedsUpdate: (@MainActor () -> Void)?
  /// The largest node number given so far.
  public private(set) var lastNodeID = 0

  /// How many rounds of updates one ``update()`` makes at most, when lifecycle actions keep
  /// changing what nodes read.
  public static let maximumRounds = 100

  private var dirty: [ViewNode] = []
  private var queued: [@MainActor () -> Void] = []
  private var isUpdating = false

  /// Makes a graph of a root view, in an environment. Nothing is built until ``update()``.
  public init<Content: View>(_ content: Content, environment: EnvironmentValues = EnvironmentValues()) {
    self.root = self.makeNode(
      key: .index(0),
      view: RootView(content: content),
      environment: environment,
      parent: nil
    )
    self.dirty = [self.root]
    self.root.isDirty = true
  }

  /// Whether ``update()`` has work to do.
  public var needsUpdate: Bool {
    !self.dirty.isEmpty || !self.queued.isEmpty
  }

  /// Updates the nodes whose reads changed, runs the lifecycle actions that follows, and
  /// returns what changed for the renderer.
  @discardableResult
  public func update() -> ViewGraphChanges {
    var changes = ViewGraphChanges(previousLastNodeID: self.lastNodeID)
    guard !self.isUpdating else { return changes }
    self.isUpdating = true
    defer { self.isUpdating = false }
    var round = 0
    while self.needsUpdate {
      guard round < Self.maximumRounds else {
        reportIssue(
          """
          A view's lifecycle actions kept changing what its views read: \
          \(Self.maximumRounds) rounds of updates didn't settle.

          Make sure 'onAppear', 'onChange' and 'task' don't change, each time they run, what \
          makes them run again.
          """
        )
        self.dirty.removeAll()
        self.queued.removeAll()
        break
      }
      round += 1
      let dirty = self.dirty.sorted { $0.depth < $1.depth }
      self.dirty = []
      for node in dirty where node.isAttached && node.isDirty {
        node.refresh(&changes)
        self.propagate(from: node, &changes)
      }
      let queued = self.queued
      self.queued = []
      for action in queued {
        action()
      }
    }
    changes.lastNodeID = self.lastNodeID
    return changes
  }

  /// Tells the ancestors of a node updated on its own that what it gives them changed.
  private func propagate(from node: ViewNode, _ changes: inout ViewGraphChanges) {
    var current = node
    while current.element == nil, let parent = current.parent {
      guard parent.updateContribution(&changes) || parent.element != nil else { return }
      current = parent
    }
  }

  func makeNode(
    key: ViewChildKey,
    view: any View,
    environment: EnvironmentValues,
    parent: ViewNode?
  ) -> ViewNode {
    self.lastNodeID += 1
    return ViewNode(
      id: self.lastNodeID,
      key: key,
      view: view,
      environment: environment,
      parent: parent,
      graph: self
    )
  }

  func nodeNeedsUpdate(_ node: ViewNode) {
    let wasIdle = !self.needsUpdate
    self.dirty.append(node)
    if wasIdle, !self.isUpdating {
      self.onNeedsUpdate?()
    }
  }

  /// Runs an action once the nodes are updated, in this update or the next.
  func enqueue(_ action: @escaping @MainActor () -> Void) {
    let wasIdle = !self.needsUpdate
    self.queued.append(action)
    if wasIdle, !self.isUpdating {
      self.onNeedsUpdate?()
    }
  }

  func reportDuplicateKey(_ key: ViewChildKey, in node: ViewNode) {
    reportIssue(
      """
      The ID \(key) occurs more than once among the children of a view: each element of a \
      'ForEach' needs an ID of its own, or the views' state is mixed up.

      Give 'ForEach' elements with unique IDs ('Identifiable', or 'id:' a key path to a unique \
      value).
      """
    )
  }

  /// Stops every node: their removal actions (tasks' cancellations, `onDisappear`) run.
  public func tearDown() {
    guard let root = self.root, root.isAttached else { return }
    root.detach(self)
    let queued = self.queued
    self.queued = []
    self.dirty = []
    for action in queued {
      action()
    }
  }
}

/// What changed in a ``ViewGraph/update()``, for a renderer.
///
/// Nodes numbered above ``previousLastNodeID`` are new: a renderer shows them as part of their
/// parent's new children. The changes listed concern nodes that may have left the graph since
/// (``ViewNode/isAttached``): a renderer skips those, and new ones.
@_spi(Rendering)
@MainActor
public struct ViewGraphChanges {
  /// The largest node number before the update.
  public let previousLastNodeID: Int
  /// The largest node number after it.
  public internal(set) var lastNodeID = 0
  /// How many nodes were updated: bodies run and primitives resolved, new nodes included. The
  /// work an update did, which grows with what changed, not with the graph.
  public internal(set) var updatedNodeCount = 0
  /// Nodes whose element's kind changed, with the kind they had before the update (`nil` for a
  /// node that had no element).
  public private(set) var changedElements: [(node: ViewNode, previous: RenderElement.Kind?)] = []
  /// Nodes whose element children changed, with the children they had before the update.
  public private(set) var changedChildren: [(node: ViewNode, previous: [ViewNode])] = []
  private var recordedElements: Set<Int> = []
  private var recordedChildren: Set<Int> = []

  init(previousLastNodeID: Int) {
    self.previousLastNodeID = previousLastNodeID
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    self.changedElements.isEmpty && self.changedChildren.isEmpty
  }

  mutating func elementChanged(_ node: ViewNode, from previous: RenderElement.Kind?) {
    guard node.id <= self.previousLastNodeID, self.recordedElements.insert(node.id).inserted
    else { return }
    self.changedElements.append((node, previous))
  }

  mutating func elementChildrenChanged(_ node: ViewNode, from previous: [ViewNode]) {
    guard node.id <= self.previousLastNodeID, self.recordedChildren.insert(node.id).inserted
    else { return }
    self.changedChildren.append((node, previous))
  }
}

/// The root of a graph: an element that holds the root view.
struct RootView: View, _PrimitiveView {
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.root)
    resolution.add(self.content, .index(0))
  }
}
