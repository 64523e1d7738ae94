import Foundation
import Synchronization

/// What a server knows of the page a ``RemoteSession`` serves, beyond its connection: the page's
/// id, the same on each of its connections, and, for a page that reconnects, whether each action
/// it sends again was applied before.
///
/// When a page's connection drops before one of its actions is answered, the page can't tell
/// whether the server applied it: the page script sends it again on its next connection, marked
/// `"again": true`, with its first `seq`, and names those `seq`s when it connects. The server
/// finds out which of them an earlier connection applied (``RemoteAppliedActions`` in this
/// process; for other processes, where the keys' writes recorded them) and gives the session
/// that answer before the page's first message. The session answers an action already applied
/// without applying it again, applies one that wasn't, and refuses one it has no answer for:
///
/// ```swift
/// session.connect(RemotePageConnection(pageID: id, actionsSentAgain: [8: true, 9: false]))
/// session.start()
/// session.receive(#"{"action":"addTodo","seq":8,"again":true}"#)   // answered, not applied
/// session.receive(#"{"action":"addTodo","seq":9,"again":true}"#)   // applied
/// ```
public struct RemotePageConnection: Equatable, Sendable {
  /// The page's id: the same on each of its connections, to any process.
  public var pageID: String
  /// Whether each action the page said it sends again, by `seq`, was applied by an earlier
  /// connection. An action sent again whose `seq` isn't here is refused: the server couldn't
  /// tell (the database didn't answer, say).
  public var actionsSentAgain: [Int: Bool]
  /// Where the processes that serve the page record the actions they apply, when they share
  /// state (PostgreSQL's `PostgresSharedDatabase`); `nil` when only this process serves it.
  public var ledger: (any RemoteActionLedger)?

  /// Creates what a server knows of a page.
  ///
  /// - Parameters:
  ///   - pageID: The page's id, the same on each of its connections.
  ///   - actionsSentAgain: Whether each action the page sends again, by `seq`, was applied.
  ///   - ledger: Where the processes that serve the page record the actions they apply.
  public init(
    pageID: String,
    actionsSentAgain: [Int: Bool] = [:],
    ledger: (any RemoteActionLedger)? = nil
  ) {
    self.pageID = pageID
    self.actionsSentAgain = actionsSentAgain
    self.ledger = ledger
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.pageID == rhs.pageID && lhs.actionsSentAgain == rhs.actionsSentAgain
      && (lhs.ledger == nil) == (rhs.ledger == nil)
  }

  /// The most actions a page names to send again when it reconnects: the page script sends no
  /// more, and a server ignores a longer list.
  public static let maximumActionsSentAgain = 64
}

/// Where the processes that serve pages record the actions they applied, so that a page that
/// sends an unanswered action again, to any of them, has it applied once.
///
/// A ``RemoteSession`` records each action it applies: a write of shared state that the action
/// begins records it with the change (``DurableWrites/Write/cause``); for an action that writes
/// nothing durable (one that changed only the session's own state), the session calls
/// ``record(_:)``, which begins a durable write of its own, so that the action's answer waits for
/// the record. A server asks ``applied(page:among:)`` when a page reconnects.
public protocol RemoteActionLedger: Sendable {
  /// Records that a page's action was applied, durably: begins a write of ``DurableWrites/shared``
  /// (which carries the cause) and ends it once the record is durable.
  ///
  /// - Parameter cause: The page's action.
  func record(_ cause: DurableWrites.Cause)

  /// Which of a page's actions were recorded, among some.
  ///
  /// - Parameters:
  ///   - page: The page's id.
  ///   - seqs: The `seq`s of the page's action messages.
  /// - Returns: Those recorded.
  func applied(page: String, among seqs: [Int]) async throws -> Set<Int>
}

/// The actions of pages that this process's sessions applied, for a while, so that a page that
/// reconnects to this process and sends an unanswered action again has it applied once.
///
/// A ``RemoteSession`` that knows its page's id (``RemoteSession/connect(_:)``) records each
/// action message with a `seq` that it applies; a server asks ``applied(page:among:)`` when the
/// page reconnects. Records are kept for ``retention`` after a page's last action, and at most
/// ``maximumPerPage`` per page, the latest: a page reconnects within a minute, and has only a
/// few actions unanswered.
public final class RemoteAppliedActions: Sendable {
  /// The applied actions of this process's sessions.
  public static let shared = RemoteAppliedActions()

  /// How long a page's actions are kept after its last one: 10 minutes.
  public let retention: Duration
  /// How many of a page's actions are kept: its latest 256.
  public let maximumPerPage = 256

  private struct Entry {
    var seqs: [Int] = []
    var lastUsed: ContinuousClock.Instant
  }

  private struct State {
    var pages: [String: Entry] = [:]
    /// The number of pages at which the next pruning is due.
    var pruneAt = 1_024
  }

  private let state = Mutex(State())
  private let now: @Sendable () -> ContinuousClock.Instant

  /// Creates a record of its own (``shared`` is the process's).
  ///
  /// - Parameters:
  ///   - retention: How long a page's actions are kept after its last one.
  ///   - now: The clock that tells.
  public init(
    retention: Duration = .seconds(600),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.retention = retention
    self.now = now
  }

  /// Records that a page's action was applied.
  ///
  /// - Parameters:
  ///   - page: The page's id.
  ///   - seq: The `seq` of the action's message.
  public func record(page: String, seq: Int) {
    let now = self.now()
    let retention = self.retention
    let maximum = self.maximumPerPage
    self.state.withLock { state in
      state.pages[page, default: Entry(lastUsed: now)].seqs.append(seq)
      state.pages[page]?.lastUsed = now
      if let count = state.pages[page]?.seqs.count, count > maximum {
        state.pages[page]?.seqs.removeFirst(count - maximum)
      }
      guard state.pages.count >= state.pruneAt else { return }
      state.pages = state.pages.filter { now - $0.value.lastUsed < retention }
      state.pruneAt = max(1_024, state.pages.count * 2)
    }
  }

  /// Which of a page's actions were applied by this process, among some.
  ///
  /// - Parameters:
  ///   - page: The page's id.
  ///   - seqs: The `seq`s of the actions.
  /// - Returns: Those applied and still recorded.
  public func applied(page: String, among seqs: some Sequence<Int>) -> Set<Int> {
    let now = self.now()
    let retention = self.retention
    return self.state.withLock { state in
      guard let entry = state.pages[page], now - entry.lastUsed < retention else { return [] }
      let recorded = Set(entry.seqs)
      return Set(seqs.filter { recorded.contains($0) })
    }
  }
}
