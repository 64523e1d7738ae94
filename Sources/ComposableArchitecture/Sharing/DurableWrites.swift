import Foundation
import Synchronization

/// The writes of shared state that keys have taken but not yet made durable, so that whoever
/// tells someone a change is done can wait for them.
///
/// A ``SharedKey`` whose storage other processes share (a database, say) takes a change at once,
/// in memory, and writes it a moment later. A page's ``RemoteSession`` answers a message only
/// once the writes its message caused are durable: a page whose server is killed sends again
/// what wasn't answered, to another server, and loses nothing.
///
/// A key begins a write when it takes a change, and ends it once the change is durable (or
/// will never be, after it reported why through its save continuation):
///
/// ```swift
/// func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
///   let write = DurableWrites.shared.begin()
///   database.write(value) { result in
///     DurableWrites.shared.end(write)
///     continuation.resume(with: result)
///   }
/// }
/// ```
///
/// A write begun while a page's action is handled carries that action as its ``Write/cause``. A
/// key whose storage other processes share records it with the change, in the same transaction,
/// so that a page that sends the action again to another process has it applied once (see
/// `RemotePageConnection`).
///
/// Keys that write to memory, user defaults or files need none of this.
public final class DurableWrites: Sendable {
  /// The writes of this process.
  public static let shared = DurableWrites()

  /// A write begun, to end once it is durable.
  public struct Write: Hashable, Sendable {
    let number: UInt64
    /// The page's action whose handling began the write, if any: a key whose storage other
    /// processes share records it with the write, in the same transaction, so that a process the
    /// page reconnects to can tell that the action was applied (see ``Cause``).
    public let cause: Cause?
  }

  /// A page's action, named by the page's id and the action message's `seq`.
  ///
  /// When a page's connection drops before its action is answered, the page sends the action
  /// again, to whichever process it reconnects to. A key that records the causes of its writes
  /// where the processes can read them (PostgreSQL's `SharingPostgres` does, in the transaction
  /// that writes the change) lets that process answer the action without applying it a second
  /// time.
  public struct Cause: Hashable, Sendable {
    /// The page's id: the same on each of its connections.
    public let page: String
    /// The `seq` of the page's action message.
    public let seq: Int

    /// Creates a cause.
    ///
    /// - Parameters:
    ///   - page: The page's id.
    ///   - seq: The `seq` of the page's action message.
    public init(page: String, seq: Int) {
      self.page = page
      self.seq = seq
    }
  }

  private struct State {
    var latest: UInt64 = 0
    var pending: Set<UInt64> = []
    var waiters: [(writes: Set<UInt64>, action: @Sendable () -> Void)] = []
  }

  private let state = Mutex(State())

  /// The writes begun while a task-local collector is set: those a message caused.
  final class Collector: Sendable {
    private struct State {
      var numbers: [UInt64] = []
      var cause: Cause?
      var writesWithCause = 0
    }

    private let state = Mutex(State())

    /// How many writes begun meanwhile carry a cause: those that record it.
    var writesWithCause: Int {
      self.state.withLock { $0.writesWithCause }
    }

    /// The page's action being handled, if any: the cause of the writes begun meanwhile.
    var cause: Cause? {
      get { self.state.withLock { $0.cause } }
      set { self.state.withLock { $0.cause = newValue } }
    }

    func add(_ number: UInt64, withCause: Bool) {
      self.state.withLock { state in
        state.numbers.append(number)
        if withCause {
          state.writesWithCause += 1
        }
      }
    }

    var numbers: [UInt64] {
      self.state.withLock { $0.numbers }
    }
  }

  /// Collects the writes begun, synchronously, while a remote session handles a message.
  @TaskLocal static var collector: Collector?

  /// Creates a set of writes of its own (``shared`` is the process's).
  public init() {}

  /// Begins a write.
  ///
  /// - Returns: The write, for ``end(_:)``.
  public func begin() -> Write {
    let collector = Self.collector
    let cause = collector?.cause
    let write = self.state.withLock { state in
      state.latest += 1
      state.pending.insert(state.latest)
      return Write(number: state.latest, cause: cause)
    }
    collector?.add(write.number, withCause: cause != nil)
    return write
  }

  /// Ends a write: it is durable, or will never be. Ending it again does nothing.
  ///
  /// - Parameter write: A write ``begin()`` returned.
  public func end(_ write: Write) {
    let ready: [@Sendable () -> Void] = self.state.withLock { state in
      guard state.pending.remove(write.number) != nil else { return [] }
      var ready: [@Sendable () -> Void] = []
      for index in state.waiters.indices.reversed() {
        state.waiters[index].writes.remove(write.number)
        if state.waiters[index].writes.isEmpty {
          ready.append(state.waiters[index].action)
          state.waiters.remove(at: index)
        }
      }
      return ready
    }
    for action in ready {
      action()
    }
  }

  /// Calls `action` once these writes have ended: at once (returning `true`) if they have, else
  /// on the thread that ends the last of them.
  ///
  /// - Returns: Whether they had all ended.
  func whenEnded(_ numbers: [UInt64], _ action: @escaping @Sendable () -> Void) -> Bool {
    self.state.withLock { state in
      let pending = Set(numbers).intersection(state.pending)
      guard !pending.isEmpty else { return true }
      state.waiters.append((pending, action))
      return false
    }
  }
}
