import Synchronization

/// The view graph nodes that read an observable value's properties, kept by the value: what a
/// store's state, a store and a `@State` use instead of Observation's tracking for the bodies
/// and controls of a ``ViewGraph``.
///
/// For each node that reads a value, Observation keeps an access list, a set of key paths per
/// observable, a tracking object and a registration in each observable's registrar: about 1 KB
/// for a form's body, which a page keeps for as long as it is open. Here a node's read of a
/// property is one entry in the value's list, and a change to the property marks the nodes
/// that read it for their next update, as Observation's `onChange` would have, and forgets them.
///
/// A value tells its readers only while a view graph node updates on the main actor (see
/// ``recordRead(of:)``); everything else reads it through Observation as before. Not API: the
/// code that `@ObservableState` types and stores run calls it.
public final class _ViewReaders: Sendable {
  /// A node's read of a property.
  ///
  /// Unchecked: a key path is an immutable value (literal key paths are `Sendable`, and
  /// Observation keeps them in its locked state the same way), and a node is a main-actor
  /// object, referenced weakly.
  private struct Read: @unchecked Sendable {
    weak var node: ViewNode?
    /// The node's identity, to compare without loading the weak reference.
    let nodeID: ObjectIdentifier
    let keyPath: AnyKeyPath
  }

  private struct Reads: Sendable {
    var list: [Read] = []
    /// How many reads were left after the last sweep.
    var sweptCount = 0

    /// Whether the node's current update already read the property: its reads are the last
    /// ones in the list, since a node's update reads nothing of another node's in between.
    func isRecorded(_ node: ViewNode, _ keyPath: AnyKeyPath) -> Bool {
      for read in self.list.reversed() {
        // The node itself, not only its address: a node that went away may have had it.
        guard read.nodeID == ObjectIdentifier(node), read.node === node else { return false }
        if read.keyPath == keyPath { return true }
      }
      return false
    }

    /// Forgets the reads of nodes that went away, and a node's reads of a property it read
    /// before (an update that ran again, the property unchanged).
    mutating func sweep() {
      struct Key: Hashable {
        let nodeID: ObjectIdentifier
        let keyPath: AnyKeyPath
      }
      var seen: Set<Key> = []
      seen.reserveCapacity(self.list.count)
      self.list.removeAll { read in
        read.node == nil || !seen.insert(Key(nodeID: read.nodeID, keyPath: read.keyPath)).inserted
      }
      self.sweptCount = self.list.count
    }
  }

  private let reads = Mutex(Reads())

  public init() {}

  /// Records that the view graph node updating now reads the property at `keyPath`.
  ///
  /// - Returns: Whether a node is updating now: if not, nothing is recorded, and the caller tells
  ///   Observation of the read as usual.
  public func recordRead(of keyPath: AnyKeyPath) -> Bool {
    guard let node = ViewReading.node, isOnMainActor() else { return false }
    let nodeID = ObjectIdentifier(node)
    self.reads.withLock { reads in
      guard !reads.isRecorded(node, keyPath) else { return }
      // Reads of nodes that left their graph, or that a node made again, go once there are
      // twice as many as the last sweep left: recording stays O(1) (amortized) however many
      // nodes read the value (a store shared by every page), and the list within twice the
      // reads of the nodes alive.
      if reads.list.count >= max(16, 2 * reads.sweptCount) {
        reads.sweep()
      }
      reads.list.append(Read(node: node, nodeID: nodeID, keyPath: keyPath))
    }
    return true
  }

  /// Marks the nodes that read the property at `keyPath` for their next update, and forgets
  /// their reads of it: a node records what it reads again when it updates. Call it before the
  /// property changes, on any thread.
  public func willChange(_ keyPath: AnyKeyPath) {
    let nodes: [ViewNode] = self.reads.withLock { reads in
      guard !reads.list.isEmpty else { return [] }
      var nodes: [ViewNode] = []
      reads.list.removeAll { read in
        guard read.keyPath == keyPath else { return false }
        if let node = read.node {
          nodes.append(node)
        }
        return true
      }
      return nodes
    }
    for node in nodes {
      // The static one, which hops to the main actor when needed.
      ViewNode.invalidate(node as ViewNode?)
    }
  }

  /// The key under which a value with a single property (a `@State`) records its reads.
  public static var value: AnyKeyPath { \_ViewReaders.self }

  /// How many reads are recorded.
  @_spi(Rendering)
  public var count: Int {
    self.reads.withLock { $0.list.count }
  }
}

/// The view graph node whose body or resolution runs now, on the main actor: the reader that
/// ``_ViewReaders`` record.
///
/// A task started while a node updates inherits the node, as it inherits every task-local
/// value; its reads on the main actor then count as the node's (a spare update at most), and its
/// other reads are Observation's as usual.
enum ViewReading {
  @TaskLocal static var node: ViewNode?
}

/// Runs `body` with its reads left to Observation, even while a view graph node updates: for
/// code that tracks what it reads itself (`observe { }`, `withPerceptionTracking`), called from
/// a body. Not API.
public func _withoutViewReads<T>(_ body: () throws -> T) rethrows -> T {
  guard ViewReading.node != nil else { return try body() }
  return try ViewReading.$node.withValue(nil, operation: body)
}
